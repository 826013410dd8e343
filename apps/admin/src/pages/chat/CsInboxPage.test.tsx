import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '@admin/test/render';
import { CsInboxPage } from './CsInboxPage';

const msg = (id: number, userId: number, nickname: string, body: string) => ({
  id,
  prev_id: id - 1,
  created_at: '2026-11-23T10:00:00.000Z',
  command: 1,
  content: { room_id: 41, userinfo: { user_id: userId, nickname, avatar: 1, chatLevel: 0, color: '', isGuest: userId === 900 }, type: 'text', body, extra: {} },
  channel: 'room.41',
});
const conversation = {
  id: 41,
  staff_id: 5,
  staff_nickname: '客服小美',
  customer: { kind: 'guest' as const, id: 900, nickname: '游客900' },
  remark: '',
  status: 'open' as const,
  last_message: { id: 2, type: 'text', content: '怎么充值？', created_at: '2026-11-23T10:00:00.000Z' },
  waiting: 1,
  created_at: '2026-11-23T09:59:00.000Z',
};

describe('customer-service inbox', () => {
  it('opens a conversation, replies as staff and shows the answer in the thread; closes it', async () => {
    const thread = [msg(1, 900, '游客900', '你好'), msg(2, 900, '游客900', '怎么充值？')];
    let status: 'open' | 'closed' = 'open';
    const calls = mockApi({
      'GET /admin/chat/cs/conversations': () => ({ data: { items: [{ ...conversation, status }], total: 1 } }),
      'GET /admin/chat/cs/conversations/41': () => ({ data: { ...conversation, status, messages: thread } }),
      'POST /admin/chat/cs/conversations/41/reply': (b) => {
        const m = msg(thread.length + 1, 5, '客服小美', (b as { content: string }).content);
        thread.push(m);
        return { data: m };
      },
      'POST /admin/chat/cs/conversations/41/close': () => {
        status = 'closed';
        return { data: null };
      },
    });
    renderPage(<CsInboxPage />, { autoInsertSpace: false });
    fireEvent.click(await screen.findByTestId('cs-conversation-41'));
    const box = await screen.findByTestId('cs-thread');
    expect(await within(box).findByText('怎么充值？')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/app-api/admin/chat/cs/conversations?') && c.url.includes('status=open'))).toBe(true);

    const send = screen.getByText('发送').closest('button')!;
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: '  点击钱包-充值即可  ' } });
    fireEvent.click(send);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/reply'))?.body).toEqual({ content: '点击钱包-充值即可' }));
    // The thread is fetched again and shows the staff answer; the box is emptied.
    expect(await within(screen.getByTestId('cs-thread')).findByText('点击钱包-充值即可')).toBeInTheDocument();
    expect(screen.getByLabelText('回复内容')).toHaveValue('');
    expect(screen.getAllByTestId('cs-message')).toHaveLength(3);

    fireEvent.click(screen.getByText('结束会话'));
    fireEvent.click(await screen.findByText('结束', { selector: 'button span' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/41/close'))).toBe(true));
    expect(await screen.findByText('会话已结束')).toBeInTheDocument();
  }, 120_000);

  it('shows the server message when a reply is refused', async () => {
    mockApi({
      'GET /admin/chat/cs/conversations': () => ({ data: { items: [conversation], total: 1 } }),
      'GET /admin/chat/cs/conversations/41': () => ({ data: { ...conversation, messages: [] } }),
      'POST /admin/chat/cs/conversations/41/reply': () => ({ status: 409, code: 'CHAT/CS_CLOSED', msg: '会话已结束，无法回复' }),
    });
    renderPage(<CsInboxPage />, { autoInsertSpace: false });
    fireEvent.click(await screen.findByTestId('cs-conversation-41'));
    fireEvent.change(await screen.findByLabelText('回复内容'), { target: { value: '还在吗' } });
    fireEvent.click(screen.getByText('发送'));
    expect(await screen.findByText('会话已结束，无法回复')).toBeInTheDocument();
    expect(screen.getByLabelText('回复内容')).toHaveValue('还在吗');
  }, 120_000);
});
