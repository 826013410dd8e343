import { Button, DatePicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT } from '@sixmark/shared';
import {
  reportPickerBounds,
  withBeginDate,
  withEndDate,
  type ReportRange,
} from '@sixmark/shared/domain/report-dates';

export interface ReportDateRangeProps {
  value: ReportRange;
  /** Today in the system time zone (YYYY-MM-DD): the latest day either picker offers. */
  today: string;
  onChange: (value: ReportRange) => void;
}

const API_DATE = 'YYYY-MM-DD';
const asDate = (d: string) => dayjs(d).toDate();
const show = (d: string) => dayjs(d).format(DATE_FORMAT);

/** Start and end pickers of the live reports by the shared rule (domain/report-dates.ts): no future dates, the end never before the start. */
export function ReportDateRange({ value, today, onChange }: ReportDateRangeProps) {
  const [open, setOpen] = useState<'start' | 'end' | null>(null);
  const b = reportPickerBounds(value, today);
  return (
    <div className="live-report__dates">
      <Button size="small" onClick={() => setOpen('start')} aria-label="开始日期" data-testid="start-date">
        {show(value.beginDate)}
      </Button>
      <span>至</span>
      <Button size="small" onClick={() => setOpen('end')} aria-label="结束日期" data-testid="end-date">
        {show(value.endDate)}
      </Button>
      <DatePicker
        title="开始日期"
        visible={open === 'start'}
        max={asDate(b.startMax)}
        value={asDate(value.beginDate)}
        onClose={() => setOpen(null)}
        onConfirm={(d) => onChange(withBeginDate(value, dayjs(d).format(API_DATE), today))}
      />
      <DatePicker
        title="结束日期"
        visible={open === 'end'}
        min={asDate(b.endMin)}
        max={asDate(b.endMax)}
        value={asDate(value.endDate)}
        onClose={() => setOpen(null)}
        onConfirm={(d) => onChange(withEndDate(value, dayjs(d).format(API_DATE), today))}
      />
    </div>
  );
}
