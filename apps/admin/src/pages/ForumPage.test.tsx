import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderConsole, signedInAs } from '@admin/test/render';

describe('forum moderation page', () => {
  it('lists posts and open reports, approves a held post and hides a reported one', async () => {
    const post = (id: number, status: string, title: string) => ({ id, board: 'water', title, author: { id: 9, nickname: 'ab***c' }, status, pinned: false, featured: false, locked: false, reports: 1, replies: 0 });
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('content'),
      'GET /admin/forum/posts': () => ({ data: { data: [post(1, 'held', '新人首帖'), post(2, 'visible', '广告帖')], totalCount: 2 } }),
      'GET /admin/forum/reports': () => ({ data: { data: [{ id: 5, postId: 2, replyId: null, title: '广告帖', reporter: 'demo01', reason: '广告', status: 'open' }], totalCount: 1 } }),
      'POST /admin/forum/posts/1/approve': () => ({}),
      'POST /admin/forum/posts/2/hide': () => ({}),
    });
    renderConsole('/content/forum');
    expect(await screen.findByText('新人首帖', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByText('待审核')).toHaveLength(2); // the filter and the post's tag
    fireEvent.click(screen.getByRole('button', { name: /通\s*过/ }));
    fireEvent.click(await screen.findByRole('button', { name: '隐藏帖子' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/admin/forum/posts/1/approve'))).toBe(true));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/admin/forum/posts/2/hide'))?.body).toEqual({ on: true }));
  }, 40_000);
});
