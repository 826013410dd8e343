import { Button, DatePicker } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT } from '@sixmark/shared';
import type { DateFilter } from '../api/keys';

export interface DateRangeFilterProps {
  value: DateFilter;
  onChange: (value: DateFilter) => void;
}

const API_DATE = 'YYYY-MM-DD';
const show = (d?: string) => (d ? dayjs(d).format(DATE_FORMAT) : '');

/**
 * What each picker may choose: no future dates, the start not after the end, the end not
 * before the start.
 */
export function dateBounds(value: DateFilter, now: Date = new Date()) {
  const today = dayjs(now).endOf('day').toDate();
  const start = value.startDate ? dayjs(value.startDate).toDate() : undefined;
  const end = value.endDate ? dayjs(value.endDate).toDate() : undefined;
  return { start, end, startMax: end ?? today, endMin: start, endMax: today };
}

/** Start and end date pickers: no future dates, and the end never before the start. */
export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  const [open, setOpen] = useState<'start' | 'end' | null>(null);
  const { start, end, startMax, endMin, endMax } = dateBounds(value);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', background: '#fff' }}>
      <Button size="small" onClick={() => setOpen('start')} aria-label="开始日期">
        {show(value.startDate) || '开始日期'}
      </Button>
      <span>至</span>
      <Button size="small" onClick={() => setOpen('end')} aria-label="结束日期">
        {show(value.endDate) || '结束日期'}
      </Button>
      {(value.startDate || value.endDate) && (
        <Button size="small" fill="none" onClick={() => onChange({})}>
          清除
        </Button>
      )}
      <DatePicker
        title="开始日期"
        visible={open === 'start'}
        max={startMax}
        value={start}
        onClose={() => setOpen(null)}
        onConfirm={(d) => onChange({ ...value, startDate: dayjs(d).format(API_DATE) })}
      />
      <DatePicker
        title="结束日期"
        visible={open === 'end'}
        min={endMin}
        max={endMax}
        value={end}
        onClose={() => setOpen(null)}
        onConfirm={(d) => onChange({ ...value, endDate: dayjs(d).format(API_DATE) })}
      />
    </div>
  );
}
