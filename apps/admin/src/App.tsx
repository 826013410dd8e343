import type { ReactNode } from 'react';
import { Result, Spin } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { OperatorPermission } from '@sixmark/shared';
import { SignInPage } from '@admin/auth/SignInPage';
import { useSession } from '@admin/auth/session';
import { ConsoleLayout } from '@admin/layout/ConsoleLayout';
import { lazyPage } from '@admin/layout/lazy-page';
import { homePath } from '@admin/layout/menu';

// Every page is its own chunk, loaded on first visit (docs/console.md, code splitting).
const AccountPage = lazyPage(() => import('@admin/auth/AccountPage'), 'AccountPage');
const TotpEnrolPage = lazyPage(() => import('@admin/auth/TotpEnrolPage'), 'TotpEnrolPage');
const AuditPage = lazyPage(() => import('@admin/pages/AuditPage'), 'AuditPage');
const JobsPage = lazyPage(() => import('@admin/pages/JobsPage'), 'JobsPage');
const DashboardPage = lazyPage(() => import('@admin/pages/DashboardPage'), 'DashboardPage');
const DrawsPage = lazyPage(() => import('@admin/pages/DrawsPage'), 'DrawsPage');
const NoticesPage = lazyPage(() => import('@admin/pages/NoticesPage'), 'NoticesPage');
const AdjustPage = lazyPage(() => import('@admin/pages/AdjustPage'), 'AdjustPage');
const RechargesPage = lazyPage(() => import('@admin/pages/RechargesPage'), 'RechargesPage');
const WithdrawalsPage = lazyPage(() => import('@admin/pages/WithdrawalsPage'), 'WithdrawalsPage');
const RechargeChannelsPage = lazyPage(() => import('@admin/pages/money/RechargeChannelsPage'), 'RechargeChannelsPage');
const MembersPage = lazyPage(() => import('@admin/pages/MembersPage'), 'MembersPage');
const MemberDetailPage = lazyPage(() => import('@admin/pages/MemberDetailPage'), 'MemberDetailPage');
const OperatorsPage = lazyPage(() => import('@admin/pages/OperatorsPage'), 'OperatorsPage');
const ForumPage = lazyPage(() => import('@admin/pages/ForumPage'), 'ForumPage');
// content, chat and agents pages (issue 15)
const PromotionsPage = lazyPage(() => import('@admin/pages/content/PromotionsPage'), 'PromotionsPage');
const TemplatesPage = lazyPage(() => import('@admin/pages/content/TemplatesPage'), 'TemplatesPage');
const AdsPage = lazyPage(() => import('@admin/pages/content/AdsPage'), 'AdsPage');
const GalleryPage = lazyPage(() => import('@admin/pages/content/GalleryPage'), 'GalleryPage');
const ChatRoomsPage = lazyPage(() => import('@admin/pages/chat/ChatRoomsPage'), 'ChatRoomsPage');
const ModerationPage = lazyPage(() => import('@admin/pages/chat/ModerationPage'), 'ModerationPage');
const CsInboxPage = lazyPage(() => import('@admin/pages/chat/CsInboxPage'), 'CsInboxPage');
const AgentsPage = lazyPage(() => import('@admin/pages/agents/AgentsPage'), 'AgentsPage');

// Settings, odds, games, red packets, bonus and draw tools (issue 15, csettings): own chunks.
const OddsPage = lazyPage(() => import('@admin/pages/settings/OddsPage'), 'OddsPage');
const SettingsPage = lazyPage(() => import('@admin/pages/settings/SettingsPage'), 'SettingsPage');
const GamesPage = lazyPage(() => import('@admin/pages/settings/GamesPage'), 'GamesPage');
const HongbaoPage = lazyPage(() => import('@admin/pages/settings/HongbaoPage'), 'HongbaoPage');
const BonusPage = lazyPage(() => import('@admin/pages/settings/BonusPage'), 'BonusPage');
const DrawToolsPage = lazyPage(() => import('@admin/pages/draws/DrawToolsPage'), 'DrawToolsPage');
// Forum settings, operator messages, encrypted transport (issue 15, ops).
const ForumSettingsPage = lazyPage(() => import('@admin/pages/settings/ForumSettingsPage'), 'ForumSettingsPage');
const NotificationsPage = lazyPage(() => import('@admin/pages/settings/NotificationsPage'), 'NotificationsPage');
const EncryptPage = lazyPage(() => import('@admin/pages/settings/EncryptPage'), 'EncryptPage');

function Guard({ permission, children }: { permission: OperatorPermission; children: ReactNode }) {
  const { me } = useSession();
  if (!me?.permissions.includes(permission)) return <Result status="403" title="无权访问" subTitle="当前角色无权使用此页面" />;
  return <>{children}</>;
}

export function App() {
  const { me, loading } = useSession();
  if (loading) return <Spin fullscreen />;
  if (!me) return <SignInPage />;
  if (me.mustEnrolTotp)
    return (
      <div className="signin-wrap">
        <TotpEnrolPage />
      </div>
    );
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route path="/dashboard" element={<Guard permission="read"><DashboardPage /></Guard>} />
        <Route path="/money/withdrawals" element={<Guard permission="finance"><WithdrawalsPage /></Guard>} />
        <Route path="/money/recharges" element={<Guard permission="finance"><RechargesPage /></Guard>} />
        <Route path="/money/adjust" element={<Guard permission="finance"><AdjustPage /></Guard>} />
        <Route path="/money/channels" element={<Guard permission="finance"><RechargeChannelsPage /></Guard>} />
        <Route path="/draws" element={<Guard permission="lottery"><DrawsPage /></Guard>} />
        <Route path="/content/notices" element={<Guard permission="content"><NoticesPage /></Guard>} />
        <Route path="/content/forum" element={<Guard permission="content"><ForumPage /></Guard>} />
        <Route path="/audit" element={<Guard permission="audit"><AuditPage /></Guard>} />
        <Route path="/jobs" element={<Guard permission="operators"><JobsPage /></Guard>} />
        <Route path="/members" element={<Guard permission="read"><MembersPage /></Guard>} />
        <Route path="/members/:id" element={<Guard permission="read"><MemberDetailPage /></Guard>} />
        <Route path="/operators" element={<Guard permission="operators"><OperatorsPage /></Guard>} />
        <Route path="/content/promotions" element={<Guard permission="content"><PromotionsPage /></Guard>} />
        <Route path="/content/templates" element={<Guard permission="content"><TemplatesPage /></Guard>} />
        <Route path="/content/ads" element={<Guard permission="content"><AdsPage /></Guard>} />
        <Route path="/content/gallery" element={<Guard permission="content"><GalleryPage /></Guard>} />
        <Route path="/chat/rooms" element={<Guard permission="support"><ChatRoomsPage /></Guard>} />
        <Route path="/chat/moderation" element={<Guard permission="support"><ModerationPage /></Guard>} />
        <Route path="/chat/cs" element={<Guard permission="support"><CsInboxPage /></Guard>} />
        <Route path="/agents" element={<Guard permission="finance"><AgentsPage /></Guard>} />
        <Route path="/draws/tools" element={<Guard permission="lottery"><DrawToolsPage /></Guard>} />
        <Route path="/settings/odds" element={<Guard permission="risk"><OddsPage /></Guard>} />
        <Route path="/settings/bonus" element={<Guard permission="finance"><BonusPage /></Guard>} />
        <Route path="/settings/hongbao" element={<Guard permission="finance"><HongbaoPage /></Guard>} />
        <Route path="/settings/games" element={<Guard permission="content"><GamesPage /></Guard>} />
        <Route path="/settings/site" element={<Guard permission="operators"><SettingsPage /></Guard>} />
        <Route path="/content/forum-settings" element={<Guard permission="content"><ForumSettingsPage /></Guard>} />
        <Route path="/content/notifications" element={<Guard permission="content"><NotificationsPage /></Guard>} />
        <Route path="/settings/encrypt" element={<Guard permission="operators"><EncryptPage /></Guard>} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="*" element={<Navigate to={homePath(me.permissions)} replace />} />
      </Route>
    </Routes>
  );
}
