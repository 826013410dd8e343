import { AddOutline, FileOutline, HistogramOutline, LinkOutline, TeamOutline, UnorderedListOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import { defaultReportRange } from '@sixmark/shared/domain/report-dates';
import { PageShell } from '@/components/page-shell';
import { paths, routes, type RouteKey } from '@/config/paths';
import { copyWithToast } from '@/lib/clipboard';
import { useProfile } from '@/lib/profile';
import { useLinks } from '../api/get-links';
import { useSubUsers } from '../api/get-sub-users';
import { useTeamRws } from '../api/get-team-rws';
import { Figures } from '../components/figures';
import { PagedList } from '@/components/paged-list';
import { linkUrl } from '../lib/link-url';
import { totalOf } from '../lib/team-figures';
import { formatRebate } from '../lib/rebate';
import { AGENT_TEXT, userTypeLabel } from '../lib/texts';
import { useSystemToday } from '../lib/use-system-today';
import '../agent.css';

const ENTRIES: { key: RouteKey; icon: ReactNode }[] = [
  { key: 'agentUserList', icon: <TeamOutline /> },
  { key: 'agentAddUser', icon: <AddOutline /> },
  { key: 'agentTeamOverview', icon: <HistogramOutline /> },
  { key: 'agentCreateLink', icon: <LinkOutline /> },
  { key: 'bills', icon: <UnorderedListOutline /> },
  { key: 'agentDeclare', icon: <FileOutline /> },
];

/** 推广赚钱: the agent's rebate, its team in numbers, the entry points and its invite links. */
export default function AgentPage() {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const { today } = useSystemToday();
  const week = defaultReportRange(today);
  const team = useSubUsers({});
  const report = useTeamRws(week);
  const links = useLinks();
  const counts = team.data?.pages[0]?.otherData;
  const ownCode = profile?.userInfo.intrCode;
  return (
    <PageShell title={routes.agent.title} className="agent-page" backTo={paths.profile.path}>
      <div className="agent-hero">
        <div className="agent-hero__account">{profile?.userInfo.account}</div>
        <div className="agent-hero__meta" data-testid="agent-own-rebate">
          我的返点 {formatRebate(profile?.userInfo.rebate ?? 0)}
        </div>
        {ownCode && (
          // The agent's personal code registers members with rebate 0 (docs/agents.md).
          <div className="agent-hero__meta agent-hero__code">
            <span data-testid="agent-own-code">
              {AGENT_TEXT.myCode} {ownCode}
            </span>
            <Button size="mini" fill="outline" onClick={() => void copyWithToast(linkUrl({ path: `${paths.register.path}?code=${encodeURIComponent(ownCode)}` }))}>
              {AGENT_TEXT.copyLink}
            </Button>
          </div>
        )}
      </div>
      <Figures
        title="我的团队"
        figures={[
          { label: '团队人数', value: counts?.teamCount ?? 0, kind: 'count', testId: 'agent-team-count' },
          { label: '直属下级', value: counts?.directCount ?? 0, kind: 'count' },
          { label: '在线人数', value: counts?.onlineCount ?? 0, kind: 'count' },
        ]}
      />
      <Figures
        title="近7日"
        figures={[
          { label: '新注册', value: report.data?.registCount ?? 0, kind: 'count' },
          { label: '团队投注', value: report.data ? totalOf(report.data, 'bettingMoney') : 0 },
          { label: '代理返点', value: report.data?.dlRebate ?? 0, testId: 'agent-week-rebate' },
        ]}
      />
      <section className="agent-card">
        <div className="agent-entries">
          {ENTRIES.map((e) => (
            <button type="button" key={e.key} className="agent-entry" onClick={() => navigate(paths[e.key].getHref())}>
              {e.icon}
              {routes[e.key].title}
            </button>
          ))}
        </div>
      </section>
      <section className="agent-card" aria-label={AGENT_TEXT.myLinks}>
        <h3 className="agent-card__title">{AGENT_TEXT.myLinks}</h3>
        <PagedList
          pages={links.data?.pages}
          isLoading={links.isLoading}
          hasNextPage={links.hasNextPage}
          fetchNextPage={links.fetchNextPage}
          refetch={links.refetch}
          empty={AGENT_TEXT.noLinks}
          itemKey={(l) => l.id}
          onItemClick={(l) => navigate(paths.agentLinkDetail.getHref({ id: l.id }))}
          renderItem={(l) => (
            <div className="agent-link-row" data-testid="agent-link-row">
              <div>
                <div>
                  {AGENT_TEXT.code} {l.code}
                </div>
                <div className="agent-user-row__meta">
                  {userTypeLabel(l.userType)} · {AGENT_TEXT.rebate} {formatRebate(l.rebate)}
                  {l.remark ? ` · ${l.remark}` : ''}
                </div>
              </div>
              <div className="agent-user-row__meta">
                {AGENT_TEXT.registCount} {l.registCount}
              </div>
            </div>
          )}
        />
      </section>
    </PageShell>
  );
}
