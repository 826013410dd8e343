import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UserFilters, type UserFilterValue } from './user-filters';

function Harness({ onChange }: { onChange: (v: UserFilterValue) => void }) {
  const [value, setValue] = useState<UserFilterValue>({ range: null });
  return (
    <UserFilters
      value={value}
      today="2026-11-23"
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('sub-user filters', () => {
  it('applies the trimmed account only on 搜索, and clears it when emptied', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: '用户名' }), { target: { value: '  abc123 ' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onChange).toHaveBeenLastCalledWith({ range: null, account: 'abc123' });
    fireEvent.change(screen.getByRole('textbox', { name: '用户名' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onChange).toHaveBeenLastCalledWith({ range: null, account: undefined });
  });

  it('filters by registration dates and clears them', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByText('注册日期')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '开始日期' }));
    await act(async () => fireEvent.click(await screen.findByText('确定')));
    // With no range yet, the first pick is today (the newest day the picker offers) to today.
    expect(onChange).toHaveBeenLastCalledWith({ range: { beginDate: '2026-11-23', endDate: '2026-11-23' } });
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenLastCalledWith({ range: null });
  });

  it('sets the level and the online state, and 全部 removes each filter', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByText('直属下级'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ level: 1 }));
    fireEvent.click(screen.getByText('在线'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ level: 1, online: true }));
    fireEvent.click(screen.getByText('离线'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ online: false }));
    fireEvent.click(screen.getByText('全部'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ online: undefined }));
    fireEvent.click(screen.getByText('全部层级'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ level: undefined }));
  });
});
