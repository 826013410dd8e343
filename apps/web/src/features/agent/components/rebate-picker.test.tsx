import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RebatePicker } from './rebate-picker';

const items = () => Array.from(document.querySelectorAll('.adm-picker-view-column-item')).map((i) => i.textContent);

describe('rebate picker', () => {
  it('offers only rebates inside the allowed range and states the range', async () => {
    render(<RebatePicker min={7.6} max={8} value={undefined} onChange={() => undefined} />);
    expect(screen.getByText('可选范围 7.6% - 8.0%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返点' }));
    await waitFor(() => expect(items()).toEqual(['8.0%', '7.9%', '7.8%', '7.7%', '7.6%']));
  });

  it('answers the chosen rebate as a number', async () => {
    const onChange = vi.fn();
    render(<RebatePicker min={0} max={2} value={1.5} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '返点' })).toHaveTextContent('1.5%');
    fireEvent.click(screen.getByRole('button', { name: '返点' }));
    await waitFor(() => expect(items().length).toBe(21));
    await act(async () => fireEvent.click(screen.getByText('确定')));
    expect(onChange).toHaveBeenCalledWith(1.5);
  });

  it('cannot be opened when the agent has no rebate to give', () => {
    render(<RebatePicker min={3} max={2} value={undefined} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '返点' })).toBeDisabled();
  });
});
