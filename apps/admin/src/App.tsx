import type { ReactNode } from 'react';
import { Result, Spin } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { OperatorPermission } from '@sixmark/shared';
import { SignInPage } from '@admin/auth/SignInPage';
import { AccountPage } from '@admin/auth/AccountPage';
import { TotpEnrolPage } from '@admin/auth/TotpEnrolPage';
import { useSession } from '@admin/auth/session';
import { ConsoleLayout } from '@admin/layout/ConsoleLayout';
import { homePath } from '@admin/layout/menu';
import { AuditPage } from '@admin/pages/AuditPage';
import { DashboardPage } from '@admin/pages/DashboardPage';
import { DrawsPage } from '@admin/pages/DrawsPage';
import { NoticesPage } from '@admin/pages/NoticesPage';
import { AdjustPage } from '@admin/pages/AdjustPage';
import { RechargesPage } from '@admin/pages/RechargesPage';
import { WithdrawalsPage } from '@admin/pages/WithdrawalsPage';
import { MembersPage } from '@admin/pages/MembersPage';
import { OperatorsPage } from '@admin/pages/OperatorsPage';

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
        <Route path="/draws" element={<Guard permission="lottery"><DrawsPage /></Guard>} />
        <Route path="/content/notices" element={<Guard permission="content"><NoticesPage /></Guard>} />
        <Route path="/audit" element={<Guard permission="audit"><AuditPage /></Guard>} />
        <Route path="/members" element={<Guard permission="risk"><MembersPage /></Guard>} />
        <Route path="/operators" element={<Guard permission="operators"><OperatorsPage /></Guard>} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="*" element={<Navigate to={homePath(me.permissions)} replace />} />
      </Route>
    </Routes>
  );
}
