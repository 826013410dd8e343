import { Button, List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { agentMsg, DATE_TIME_FORMAT } from '@sixmark/shared';
import dayjs from 'dayjs';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useMemberInfo } from '../api/get-member-info';
import { useUpdateSubRebate } from '../api/update-sub-rebate';
import { Figures } from '../components/figures';
import { FORM_TOAST_MS } from '../components/link-form';
import { RebatePicker } from '../components/rebate-picker';
import { formatRebate } from '../lib/rebate';
import { AGENT_TEXT, userTypeLabel } from '../lib/texts';
import '../agent.css';

const time = (t: string) => (t ? dayjs(t).format(DATE_TIME_FORMAT) : AGENT_TEXT.neverLoggedIn);

/** 用户详情: one team member's account, balance, deposits, withdrawals, bets and rebate. */
export default function AgentUserDetailPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const q = useMemberInfo(Number.isSafeInteger(id) ? id : 0);
  const [rebate, setRebate] = useState<number | undefined>();
  const update = useUpdateSubRebate({
    onSuccess: () => {
      toast.show(agentMsg.updateSuccess, FORM_TOAST_MS);
      setRebate(undefined);
    },
    onError: (e) => toast.show(e.message, FORM_TOAST_MS),
  });
  const u = q.data;
  return (
    <PageShell title={routes.agentUserDetail.title} className="agent-page" backTo={paths.agentUserList.path}>
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated style={{ padding: 16 }} />
      ) : !u ? (
        <EmptyState description={q.error?.message} />
      ) : (
        <>
          <List header="基本信息" data-testid="agent-member-info">
            <List.Item extra={u.account}>用户名</List.Item>
            <List.Item extra={`${userTypeLabel(u.userType)} · ${u.level === 1 ? '直属' : `${u.level}级`}`}>类型</List.Item>
            <List.Item extra={u.parentAccount}>上级</List.Item>
            <List.Item extra={u.online ? AGENT_TEXT.online : AGENT_TEXT.offline}>状态</List.Item>
            <List.Item extra={time(u.registerTime)}>注册时间</List.Item>
            <List.Item extra={time(u.lastLoginTime)}>最后登录</List.Item>
            {u.isDl && <List.Item extra={`${u.teamCount} 人`}>团队人数</List.Item>}
          </List>
          <Figures
            title="资金"
            figures={[
              { label: '余额', value: u.money },
              { label: '游戏余额', value: u.liveMoney },
              { label: '充值总额', value: u.rechargeMoney },
              { label: '充值次数', value: u.rechargeCount, kind: 'count' },
              { label: '提现总额', value: u.withdrawMoney },
              { label: '提现次数', value: u.withdrawCount, kind: 'count' },
            ]}
          />
          <Figures
            title="投注"
            figures={[
              { label: '投注金额', value: u.bettingMoney, testId: 'agent-member-betting' },
              { label: '投注笔数', value: u.betCount, kind: 'count' },
              { label: '有效投注', value: u.validBetMoney },
              { label: '中奖金额', value: u.winMoney },
              { label: '输赢', value: u.winOrcloseMoney, kind: 'result' },
            ]}
          />
          <section className="agent-card">
            <h3 className="agent-card__title">
              {AGENT_TEXT.rebate} {formatRebate(u.rebate)}
            </h3>
            <RebatePicker min={u.rebateRange.min} max={u.rebateRange.max} value={rebate ?? u.rebate} onChange={setRebate} />
            <div className="agent-actions" style={{ padding: '12px 0 0' }}>
              <Button
                color="primary"
                loading={update.isPending}
                disabled={update.isPending || rebate === undefined || rebate === u.rebate}
                onClick={() => {
                  if (rebate !== undefined) update.mutate({ userId: u.userId, rebate });
                }}
              >
                {AGENT_TEXT.updateRebate}
              </Button>
              {u.isDl && (
                <Button onClick={() => navigate(`${paths.agentTeamOverview.getHref()}?userId=${u.userId}`)}>{AGENT_TEXT.teamOverview}</Button>
              )}
            </div>
          </section>
        </>
      )}
    </PageShell>
  );
}
