import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminGalleryGroupRow } from '@sixmark/shared';
import { mockApi, renderPage } from '@admin/test/render';
import { GalleryPage } from './GalleryPage';

const group = (id: number, name: string, imageCount: number): AdminGalleryGroupRow => ({
  id,
  gameId: 90,
  groupType: 1,
  name,
  initial: 'A',
  popular: false,
  sort: 0,
  imageCount,
  updatedAt: '2026-11-20T00:00:00.000Z',
});

describe('gallery deletes', () => {
  it('names the image count in the confirmation and confirms the cascade only for a group with images', async () => {
    let rows = [group(5, '澳门彩图', 3), group(6, '空分组', 0)];
    const calls = mockApi({
      'GET /admin/gallery/groups': () => ({ data: { items: rows, total: rows.length } }),
      'DELETE /admin/gallery/groups/5': () => {
        rows = rows.filter((r) => r.id !== 5);
        return { data: null };
      },
      'DELETE /admin/gallery/groups/6': () => {
        rows = rows.filter((r) => r.id !== 6);
        return { data: null };
      },
    });
    renderPage(<GalleryPage />, { autoInsertSpace: false });
    const remove = async (name: string, title: string, reason?: string) => {
      fireEvent.click(within((await screen.findByText(name)).closest('tr')!).getByText('删除'));
      const dialog = (await screen.findAllByText(title, {}, { timeout: 10_000 })).at(-1)!.closest('.ant-modal') as HTMLElement;
      if (reason) fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: reason } });
      fireEvent.click(within(dialog).getByText('确定'));
    };
    await remove('澳门彩图', '删除分组「澳门彩图」及其 3 张图片？删除后不能恢复', '整组作废');
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({ reason: '整组作废', withImages: true });
    expect(await screen.findByText('分组已删除', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('澳门彩图')).toBeNull(), { timeout: 10_000 });

    await remove('空分组', '删除分组「空分组」？');
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'DELETE')[1]!.body).toEqual({ reason: '', withImages: false });
  }, 120_000);
});
