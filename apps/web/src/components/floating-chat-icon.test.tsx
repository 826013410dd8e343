import { fireEvent, render, screen } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FloatingChatIcon, clampY, initialPosition, snapPosition } from './floating-chat-icon';

// jsdom has no PointerEvent; without one, Testing Library drops clientX/clientY.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

const VW = 390;
const VH = 844;

const chatConfig = (enable_chat: string, maintenance = '0') => ({
  rech_level: 0,
  enable_chat,
  chat_maintenance_config: { startTime: '', endTime: '', message: '' },
  enable_chat_maintenance: { configValue: maintenance },
  sys_config: { time_zone: 'Asia/Shanghai' },
});

function renderIcon() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<FloatingChatIcon />} />
        <Route path="/chat-rooms" element={<p>聊天室列表</p>} />
        <Route path="/auth/login" element={<p>登录页</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: '聊天室' });
}

const drag = (el: HTMLElement, from: [number, number], to: [number, number]) => {
  fireEvent.pointerDown(el, { pointerId: 1, clientX: from[0], clientY: from[1], button: 0 });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(el, { pointerId: 1, clientX: to[0], clientY: to[1] });
};

describe('snapping rules', () => {
  it('snaps to the left edge with a 5 px margin when the centre is in the left half', () => {
    expect(snapPosition(100, 300, VW, VH)).toEqual({ side: 'left', x: 5, y: 300 });
  });
  it('snaps to the right edge (width minus 70 minus 5) in the right half', () => {
    expect(snapPosition(200, 300, VW, VH)).toEqual({ side: 'right', x: VW - 70 - 5, y: 300 });
  });
  it('keeps clear of the 70 px bottom bar and the top', () => {
    expect(clampY(10_000, VH) + 67).toBeLessThanOrEqual(VH - 70);
    expect(clampY(-50, VH)).toBeGreaterThan(0);
  });
  it('starts resting on the right edge above the bottom bar', () => {
    const p = initialPosition(VW, VH);
    expect(p.side).toBe('right');
    expect(p.x).toBe(315);
    expect(p.y + 67).toBeLessThanOrEqual(VH - 70);
  });
});

describe('FloatingChatIcon', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: VW, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: VH, configurable: true });
  });
  afterEach(() => {
    Toast.clear();
    vi.unstubAllGlobals();
  });

  it('is 70 x 67 and rests on the right edge', () => {
    const icon = renderIcon();
    expect(icon.style.width).toBe('70px');
    expect(icon.style.height).toBe('67px');
    expect(icon.dataset.side).toBe('right');
    expect(icon.dataset.x).toBe('315');
  });

  it('follows a drag and snaps to the nearer edge on release', () => {
    const icon = renderIcon();
    const start: [number, number] = [315 + 35, Number(icon.dataset.y) + 30];
    fireEvent.pointerDown(icon, { pointerId: 1, clientX: start[0], clientY: start[1], button: 0 });
    fireEvent.pointerMove(icon, { pointerId: 1, clientX: 100, clientY: 400 });
    expect(icon.dataset.dragging).toBe('1');
    expect(icon.dataset.x).toBe(String(100 - 35));
    fireEvent.pointerUp(icon, { pointerId: 1, clientX: 100, clientY: 400 });
    expect(icon.dataset.dragging).toBe('0');
    expect(icon.dataset.side).toBe('left');
    expect(icon.dataset.x).toBe('5');
    expect(icon.dataset.y).toBe('370');

    drag(icon, [40, 400], [300, 300]);
    expect(icon.dataset.side).toBe('right');
    expect(icon.dataset.x).toBe('315');
    expect(icon.dataset.y).toBe('270');
  });

  it('does not open chat after a drag', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const icon = renderIcon();
    drag(icon, [350, 600], [80, 500]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a tap with chat off shows 聊天室暂不可用 for 0.5 s', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(chatConfig('0'))));
    vi.stubGlobal('fetch', fetch);
    const show = vi.spyOn(Toast, 'show');
    const icon = renderIcon();
    fireEvent.pointerDown(icon, { pointerId: 1, clientX: 350, clientY: 600, button: 0 });
    fireEvent.pointerUp(icon, { pointerId: 1, clientX: 351, clientY: 601 });
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith({ content: '聊天室暂不可用', duration: 500 }));
    show.mockRestore();
    expect(String(fetch.mock.calls[0]![0 as never])).toMatch(
      /^\/sys-upload\/data\/json\/config_chat\.json\?_t=/,
    );
    expect(screen.queryByText('聊天室列表')).toBeNull();
  });

  it('a tap during chat maintenance shows 系统维护中，请稍候！ for 0.5 s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(chatConfig('1', '1')))),
    );
    const show = vi.spyOn(Toast, 'show');
    const icon = renderIcon();
    fireEvent.pointerDown(icon, { pointerId: 1, clientX: 350, clientY: 600, button: 0 });
    fireEvent.pointerUp(icon, { pointerId: 1, clientX: 350, clientY: 600 });
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith({ content: '系统维护中，请稍候！', duration: 500 }),
    );
    show.mockRestore();
  });

  it('a visitor tapping with chat on is sent to log in first', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(chatConfig('1')))),
    );
    const icon = renderIcon();
    fireEvent.pointerDown(icon, { pointerId: 1, clientX: 350, clientY: 600, button: 0 });
    fireEvent.pointerUp(icon, { pointerId: 1, clientX: 350, clientY: 600 });
    expect(await screen.findByText('登录页')).toBeInTheDocument();
  });

  it('a member (trial accounts included) tapping with chat on goes to /chat-rooms', async () => {
    localStorage.setItem('token', 'member-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(chatConfig('1')))),
    );
    const icon = renderIcon();
    fireEvent.pointerDown(icon, { pointerId: 1, clientX: 350, clientY: 600, button: 0 });
    fireEvent.pointerUp(icon, { pointerId: 1, clientX: 350, clientY: 600 });
    expect(await screen.findByText('聊天室列表')).toBeInTheDocument();
  });
});
