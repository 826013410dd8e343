import { Button, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import type { ReportRange } from '@sixmark/shared/domain/report-dates';
import { ReportDateRange } from './report-date-range';

/** The filters of 下级用户 (issue 14: account, level, date range, online). */
export interface UserFilterValue {
  account?: string;
  /** Depth below the agent: 1 = direct members; undefined = the whole team. */
  level?: number;
  /** Registration dates. */
  range: ReportRange | null;
  /** true online, false offline, undefined both. */
  online?: boolean;
}

export interface UserFiltersProps {
  value: UserFilterValue;
  today: string;
  onChange: (value: UserFilterValue) => void;
}

const LEVELS = [
  { label: '全部层级', value: '0' },
  { label: '直属下级', value: '1' },
  { label: '二级', value: '2' },
  { label: '三级', value: '3' },
];
const ONLINE = [
  { label: '全部', value: 'all' },
  { label: '在线', value: 'on' },
  { label: '离线', value: 'off' },
];

/** Account search (applied on 搜索 or Enter), level, registration dates and online state. */
export function UserFilters({ value, today, onChange }: UserFiltersProps) {
  const [account, setAccount] = useState(value.account ?? '');
  const search = () => onChange({ ...value, account: account.trim() || undefined });
  return (
    <div className="agent-filters">
      <div className="agent-filters__row">
        <Input aria-label="用户名" placeholder="搜索用户名" value={account} onChange={setAccount} onEnterPress={search} clearable maxLength={15} />
        <Button size="small" color="primary" onClick={search}>
          搜索
        </Button>
      </div>
      <Selector
        aria-label="层级"
        columns={4}
        options={LEVELS}
        value={[String(value.level ?? 0)]}
        onChange={(v) => onChange({ ...value, level: v[0] && v[0] !== '0' ? Number(v[0]) : undefined })}
      />
      <Selector
        aria-label="在线状态"
        columns={3}
        options={ONLINE}
        value={[value.online === undefined ? 'all' : value.online ? 'on' : 'off']}
        onChange={(v) => onChange({ ...value, online: v[0] === 'on' ? true : v[0] === 'off' ? false : undefined })}
      />
      <div className="agent-filters__row">
        <span className="agent-filters__label">注册日期</span>
        <ReportDateRange value={value.range} today={today} clearable onChange={(range) => onChange({ ...value, range })} className="agent-filters__dates" />
      </div>
    </div>
  );
}
