import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabStrip } from './tab-strip';

const items = [
  { key: 'a', title: '甲' },
  { key: 'b', title: '乙' },
  { key: 'c', title: '丙' },
];

function Harness({ onChange }: { onChange?: (k: string) => void }) {
  const [key, setKey] = useState('a');
  return (
    <TabStrip
      items={items}
      activeKey={key}
      onChange={(k) => {
        onChange?.(k);
        setKey(k);
      }}
    />
  );
}

describe('TabStrip', () => {
  it('is a tablist of tabs; the active one is selected and the only one in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['甲', '乙', '丙']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0]).toHaveClass('adm-tabs-tab', 'adm-tabs-tab-active');
  });

  it('changes on click (not for the active tab) and moves with the arrow keys, wrapping, focus following', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '甲' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '丙' }));
    expect(onChange).toHaveBeenLastCalledWith('c');
    expect(screen.getByRole('tab', { name: '丙' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: '丙' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('a');
    expect(screen.getByRole('tab', { name: '甲' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: '甲' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '丙' })).toHaveAttribute('aria-selected', 'true');
  });

  it('with no active key, the first tab is the one reachable by Tab', () => {
    render(<TabStrip items={items} activeKey={null} onChange={() => undefined} />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.queryAllByRole('tab', { selected: true })).toHaveLength(0);
  });

  it('reads no layout on mount when the first tab is active, and keeps a later active tab in view', () => {
    const scrollWidth = vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(0);
    const first = render(<TabStrip items={items} activeKey="a" onChange={() => undefined} />);
    // Home mounts a strip per card: each layout read here forced a layout of the new page.
    expect(scrollWidth).not.toHaveBeenCalled();
    first.unmount();
    render(<TabStrip items={items} activeKey="c" onChange={() => undefined} />);
    expect(scrollWidth).toHaveBeenCalled();
    scrollWidth.mockRestore();
  });
});
