import { Button, DatePicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT } from '@sixmark/shared';
import { reportPickerBounds, withBeginDate, withEndDate, type ReportRange } from '@sixmark/shared/domain/report-dates';

export interface ReportDateRangeProps {
  /** The chosen range; null means no date filter (only when `clearable`). */
  value: ReportRange | null;
  /** Today in the system time zone (`YYYY-MM-DD`): no picker offers a later day. */
  today: string;
  onChange: (value: ReportRange | null) => void;
  /** Offers 清除 and starts empty (a list filter rather than a report range). */
  clearable?: boolean;
  /** The longest range the server answers: the other end follows a pick that would exceed it. */
  maxDays?: number;
  className?: string;
}

const API_DATE = 'YYYY-MM-DD';
const toDate = (d: string) => dayjs(d, API_DATE).toDate();

/**
 * Start and end pickers of a report (spec 3 §5): no future days, the start never after the
 * end and the end never before the start; the rules live in shared `report-dates`.
 */
export function ReportDateRange({ value, today, onChange, clearable, maxDays, className }: ReportDateRangeProps) {
  const [open, setOpen] = useState<'start' | 'end' | null>(null);
  // With no range yet, a first pick starts from a one-day range at today.
  const base = value ?? { beginDate: today, endDate: today };
  const { startMax, endMin, endMax } = reportPickerBounds(value ?? { beginDate: '1970-01-01', endDate: today }, today);
  return (
    <div className={['agent-dates', className].filter(Boolean).join(' ')}>
      <Button size="small" onClick={() => setOpen('start')} aria-label="开始日期">
        {value ? dayjs(value.beginDate).format(DATE_FORMAT) : '开始日期'}
      </Button>
      <span>至</span>
      <Button size="small" onClick={() => setOpen('end')} aria-label="结束日期">
        {value ? dayjs(value.endDate).format(DATE_FORMAT) : '结束日期'}
      </Button>
      {clearable && value && (
        <Button size="small" fill="none" onClick={() => onChange(null)}>
          清除
        </Button>
      )}
      <DatePicker
        title="开始日期"
        visible={open === 'start'}
        max={toDate(startMax)}
        value={toDate(base.beginDate)}
        onClose={() => setOpen(null)}
        onConfirm={(d) => onChange(withBeginDate(value ?? { beginDate: today, endDate: today }, dayjs(d).format(API_DATE), today, maxDays))}
      />
      <DatePicker
        title="结束日期"
        visible={open === 'end'}
        min={value ? toDate(endMin) : undefined}
        max={toDate(endMax)}
        value={toDate(base.endDate)}
        onClose={() => setOpen(null)}
        onConfirm={(d) => {
          const end = dayjs(d).format(API_DATE);
          onChange(withEndDate(value ?? { beginDate: end, endDate: end }, end, today, maxDays));
        }}
      />
    </div>
  );
}
