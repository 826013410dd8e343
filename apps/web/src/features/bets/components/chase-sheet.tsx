import { Button, Popup, Selector, Stepper, Switch } from 'antd-mobile';
import { useState } from 'react';
import { MAX_CHASE_PERIODS } from '@sixmark/shared/api/bets';
import { formatMoney } from '@sixmark/shared/domain/money';

export interface ChasePlan {
  periods: number;
  mode: 'fixed' | 'double';
  stopOnWin: boolean;
}

export interface ChaseSheetProps {
  visible: boolean;
  /** What one period costs at the first period's stake (注 × unit). */
  firstCost: number;
  title: string;
  onClose: () => void;
  onSubmit: (plan: ChasePlan) => void;
  submitting: boolean;
}

/** Total of a chase plan: fixed = n × first; doubling = first × (2^n − 1). */
export const chaseTotal = (first: number, p: Pick<ChasePlan, 'periods' | 'mode'>) =>
  Math.round(first * (p.mode === 'fixed' ? p.periods : 2 ** p.periods - 1) * 100) / 100;

/** 追号: periods, fixed or doubling stakes, stop after a win. */
export function ChaseSheet({ visible, firstCost, title, onClose, onSubmit, submitting }: ChaseSheetProps) {
  const [plan, setPlan] = useState<ChasePlan>({ periods: 5, mode: 'fixed', stopOnWin: true });
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="chase-sheet" showCloseButton>
      <h3 className="slip-sheet__title">追号 · {title}</h3>
      <div className="chase-sheet__body">
        <div className="chase-sheet__row">
          <span>追号期数</span>
          <Stepper min={2} max={MAX_CHASE_PERIODS} digits={0} value={plan.periods} onChange={(v) => setPlan({ ...plan, periods: v })} />
        </div>
        <Selector
          columns={2}
          options={[
            { label: '固定金额', value: 'fixed' },
            { label: '逐期翻倍', value: 'double' },
          ]}
          value={[plan.mode]}
          onChange={(v) => v[0] && setPlan({ ...plan, mode: v[0] as ChasePlan['mode'] })}
        />
        <div className="chase-sheet__row">
          <span>中奖后停止追号</span>
          <Switch checked={plan.stopOnWin} onChange={(v) => setPlan({ ...plan, stopOnWin: v })} aria-label="中奖后停止追号" />
        </div>
        <p className="chase-sheet__sum" data-testid="chase-total">
          首期 {formatMoney(firstCost)} 元，共 {plan.periods} 期，最多 {formatMoney(chaseTotal(firstCost, plan))} 元
        </p>
        <p className="chase-sheet__note">每期开盘时按当期赔率下注；余额不足或超出限额时追号停止。</p>
        <Button block color="danger" loading={submitting} onClick={() => onSubmit(plan)}>
          确认追号
        </Button>
      </div>
    </Popup>
  );
}
