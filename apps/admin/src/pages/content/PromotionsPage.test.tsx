import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPromotionRow } from '@sixmark/shared';
import { mockApi, renderPage } from '@admin/test/render';
import { PromotionsPage } from './PromotionsPage';

const row: AdminPromotionRow = {
  id: 12,
  classifyType: 2,
  classifyName: '充值优惠',
  name: '首充送彩金',
  coverUrl: '/sys-upload/uploads/cover.png',
  imageUrl: '',
  templateType: 1,
  color: '',
  startTime: null,
  endTime: null,
  domain: '',
  content: '<p>首充即送</p>',
  sort: 3,
  enabled: true,
};

describe('promotion editor', () => {
  it('edits a promotion (name, content, hidden) and saves the whole row; the list is fetched again', async () => {
    let current = { ...row };
    const calls = mockApi({
      'GET /admin/content/promotions': () => ({ data: [current] }),
      'PUT /admin/content/promotions/12': (b) => {
        current = { ...current, ...(b as Partial<AdminPromotionRow>) };
        return { data: current };
      },
    });
    renderPage(<PromotionsPage />, { autoInsertSpace: false });
    const cell = await screen.findByText('首充送彩金');
    fireEvent.click(within(cell.closest('tr')!).getByText('编辑'));
    const dialog = (await screen.findByText(/编辑活动|新增活动/, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    const name = within(dialog).getByLabelText('活动名称');
    expect(name).toHaveValue('首充送彩金');
    fireEvent.change(name, { target: { value: '首充送 38 元' } });
    fireEvent.change(within(dialog).getByLabelText('活动内容（HTML，保存时过滤危险标签）'), { target: { value: '<p>首充送 38 元</p>' } });
    fireEvent.click(dialog.querySelector('button.ant-switch')!);
    fireEvent.click(within(dialog).getByText('保存'));

    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      classifyType: 2,
      classifyName: '充值优惠',
      name: '首充送 38 元',
      coverUrl: '/sys-upload/uploads/cover.png',
      imageUrl: '',
      templateType: 1,
      color: '',
      startTime: null,
      endTime: null,
      domain: '',
      content: '<p>首充送 38 元</p>',
      sort: 3,
      enabled: false,
    });
    expect(await screen.findByText('活动已保存，会员端已刷新')).toBeInTheDocument();
    expect(await screen.findByText('首充送 38 元')).toBeInTheDocument();
    expect(screen.getByText('隐藏', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith('/app-api/admin/content/promotions'))).toHaveLength(2);
  }, 120_000);

  it('deletes a promotion after the confirmation (optional reason); a refusal shows the server message', async () => {
    let rows = [row];
    let fail = true;
    const calls = mockApi({
      'GET /admin/content/promotions': () => ({ data: rows }),
      'DELETE /admin/content/promotions/12': () => {
        if (fail) return { status: 404, code: 'SYS/NOT_FOUND', msg: '请求的资源不存在' };
        rows = [];
        return { data: null };
      },
    });
    renderPage(<PromotionsPage />, { autoInsertSpace: false });
    const cell = await screen.findByText('首充送彩金');
    const confirmDelete = async () => {
      fireEvent.click(within(cell.closest('tr')!).getByText('删除'));
      const dialogs = await screen.findAllByText('删除活动「首充送彩金」？删除后不能恢复', {}, { timeout: 10_000 });
      fireEvent.click(within(dialogs.at(-1)!.closest('.ant-modal') as HTMLElement).getByText('确定'));
    };
    await confirmDelete();
    expect(await screen.findByText('请求的资源不存在', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('首充送彩金')).toBeInTheDocument();

    fail = false;
    // A loading button ignores clicks: wait for the failed call to settle.
    await waitFor(() => expect(cell.closest('tr')!.querySelector('.ant-btn-loading')).toBeNull(), { timeout: 10_000 });
    await confirmDelete();
    expect(await screen.findByText('活动已删除，会员端已刷新', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('首充送彩金')).toBeNull());
    const deletes = calls.filter((c) => c.method === 'DELETE');
    expect(deletes).toHaveLength(2);
    expect(deletes[1]!.body).toEqual({ reason: '' });
  }, 120_000);

  it('refuses to save without a name and sends nothing', async () => {
    const calls = mockApi({ 'GET /admin/content/promotions': () => ({ data: [] }), 'POST /admin/content/promotions': () => ({ data: { id: 1 } }) });
    renderPage(<PromotionsPage />, { autoInsertSpace: false });
    fireEvent.click(await screen.findByText('新增活动', { selector: 'button span' }));
    const dialog = (await screen.findByText(/编辑活动|新增活动/, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByText('保存'));
    expect(await within(dialog).findByText('请输入活动名称')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 120_000);
});
