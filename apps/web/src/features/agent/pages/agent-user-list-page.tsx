import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { formatMoney } from '@sixmark/shared/domain/money';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useSubUsers, type SubUsersFilter } from '../api/get-sub-users';
import { PagedList } from '@/components/paged-list';
import { UserFilters, type UserFilterValue } from '../components/user-filters';
import { formatRebate } from '../lib/rebate';
import { AGENT_TEXT, userTypeLabel } from '../lib/texts';
import { useSystemToday } from '../lib/use-system-today';
import '../agent.css';

/** The list query of the filters: only what is set goes on the address. */
export function subUsersFilterOf(v: UserFilterValue): SubUsersFilter {
  return {
    account: v.account,
    level: v.level,
    beginDate: v.range?.beginDate,
    endDate: v.range?.endDate,
    online: v.online === undefined ? undefined : v.online ? '1' : '0',
  };
}

/** 下级用户: the whole team, filtered by account, level, registration dates and online state. */
export default function AgentUserListPage() {
  const navigate = useNavigate();
  const { today } = useSystemToday();
  const [filters, setFilters] = useState<UserFilterValue>({ range: null });
  const q = useSubUsers(subUsersFilterOf(filters));
  const counts = q.data?.pages[0]?.otherData;
  const total = q.data?.pages[0]?.totalCount;
  return (
    <PageShell title={routes.agentUserList.title} className="agent-page" backTo={paths.agent.path}>
      <UserFilters value={filters} today={today} onChange={setFilters} />
      {counts && (
        <div className="agent-filters__row" style={{ padding: '6px 12px', fontSize: 12, color: '#8c8c8c' }} data-testid="agent-user-counts">
          <span>团队 {counts.teamCount} 人</span>
          <span>直属 {counts.directCount} 人</span>
          <span>在线 {counts.onlineCount} 人</span>
          {total !== undefined && <span>符合条件 {total} 人</span>}
        </div>
      )}
      <PagedList
        pages={q.data?.pages}
        isLoading={q.isLoading}
        hasNextPage={q.hasNextPage}
        fetchNextPage={q.fetchNextPage}
        refetch={q.refetch}
        itemKey={(u) => u.userId}
        onItemClick={(u) => navigate(paths.agentUserDetail.getHref({ id: u.userId }))}
        renderItem={(u) => (
          <div className="agent-user-row" data-testid="agent-user-row">
            <div className="agent-user-row__main">
              <div className="agent-user-row__account">
                <span className={`agent-online${u.online ? ' agent-online--on' : ''}`} aria-label={u.online ? AGENT_TEXT.online : AGENT_TEXT.offline} />
                {u.account}{' '}
                <Tag color={u.isDl ? 'warning' : 'default'} fill="outline">
                  {userTypeLabel(u.userType)}
                </Tag>{' '}
                <Tag fill="outline">{u.level === 1 ? '直属' : `${u.level}级`}</Tag>
              </div>
              <div className="agent-user-row__meta">
                {AGENT_TEXT.rebate} {formatRebate(u.rebate)} · 注册 {u.registerTime.slice(0, 10)}
                {u.level > 1 ? ` · 上级 ${u.parentAccount}` : ''}
              </div>
            </div>
            <div className="agent-user-row__meta" style={{ textAlign: 'right' }}>
              <div>余额 {formatMoney(u.money)}</div>
              {u.isDl && <div>团队 {u.teamCount} 人</div>}
            </div>
          </div>
        )}
      />
    </PageShell>
  );
}
