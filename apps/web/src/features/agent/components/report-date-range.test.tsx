import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportRange } from '@sixmark/shared/domain/report-dates';
import { ReportDateRange } from './report-date-range';

const TODAY = '2026-11-23';

function Harness({ initial, onChange }: { initial: ReportRange | null; onChange?: (r: ReportRange | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ReportDateRange
      value={value}
      today={TODAY}
      clearable
      onChange={(r) => {
        setValue(r);
        onChange?.(r);
      }}
    />
  );
}

/** The labels of the open picker's columns (year, month, day). */
const columns = () =>
  Array.from(document.querySelectorAll('.adm-picker-view-column')).map((col) =>
    Array.from(col.querySelectorAll('.adm-picker-view-column-item')).map((i) => i.textContent ?? ''),
  );

describe('report date range pickers (spec 3 §5)', () => {
  it('offers no day after today in the end picker and none before the start', async () => {
    render(<Harness initial={{ beginDate: '2026-11-10', endDate: '2026-11-20' }} />);
    fireEvent.click(screen.getByRole('button', { name: '结束日期' }));
    await waitFor(() => expect(columns().length).toBe(3));
    const [years, months, days] = columns();
    expect(years).toEqual(['2026']);
    expect(months).toEqual(['11']);
    expect(days?.[0]).toBe('10');
    expect(days?.at(-1)).toBe('23');
  });

  it('offers no start after the chosen end', async () => {
    render(<Harness initial={{ beginDate: '2026-11-10', endDate: '2026-11-20' }} />);
    fireEvent.click(screen.getByRole('button', { name: '开始日期' }));
    await waitFor(() => expect(columns().length).toBe(3));
    expect(columns()[2]?.at(-1)).toBe('20');
  });

  it('confirms the chosen day as the new range and shows it as YYYY/MM/DD', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ beginDate: '2026-11-10', endDate: '2026-11-20' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '结束日期' }));
    await waitFor(() => expect(columns().length).toBe(3));
    await act(async () => fireEvent.click(screen.getByText('确定')));
    expect(onChange).toHaveBeenLastCalledWith({ beginDate: '2026-11-10', endDate: '2026-11-20' });
    expect(screen.getByRole('button', { name: '开始日期' })).toHaveTextContent('2026/11/10');
    expect(screen.getByRole('button', { name: '结束日期' })).toHaveTextContent('2026/11/20');
  });

  it('starts empty as a list filter and clears back to no filter', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ beginDate: '2026-11-01', endDate: '2026-11-02' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: '开始日期' })).toHaveTextContent('开始日期');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });
});
