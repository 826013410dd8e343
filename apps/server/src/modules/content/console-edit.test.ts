import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, POLL_EDIT_MESSAGES, type AdminPromotionRow, type AdminTemplateDetail, type Template } from '@sixmark/shared';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';

const ADMIN = { 'x-admin-token': 'sixmark-admin-demo-token' };

let t: TestApp;
let support: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // A demo operator whose role lacks the content permission.
  const res = await t.app.inject({ method: 'POST', url: '/app-api/admin/auth/sign-in', payload: { name: 'support', password: 'support123456' } });
  support = { 'x-operator-token': res.json().data.token };
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = ADMIN) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), raw: res.body, etag: res.headers.etag as string | undefined };
}
const lastAudit = async (action: string) =>
  (await t.pool.query<{ actor: string; target_id: string; detail: Record<string, unknown> }>('SELECT actor, target_id, detail FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1', [action])).rows[0];
const HOME_FILE = '/sys-upload/data/json/app-data-main/ttl/template/90.json';
const servedIds = (raw: string) => (JSON.parse(raw) as { data: { id: number }[] }).data.map((x) => x.id);

/** A card of game 90 created through the console API, shown first on the home file (highest sort). */
async function newCard(items: object[] = [{ title: '新条目', gameTurn: '', content: '<p>x</p>' }]) {
  const res = await call('POST', '/app-api/admin/content/templates', {
    gameId: 90,
    name: '删除测试卡片',
    templateCode: 'DEL01',
    location: 'home',
    sort: 9999,
    groups: [{ groupName: '001', items }],
  });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

describe('content deletes', () => {
  it('deletes a promotion: the member list and detail lose it, the audit row keeps it, other roles are refused', async () => {
    const rows = (await call('GET', '/app-api/admin/content/promotions')).body.data as AdminPromotionRow[];
    const p = rows.find((r) => r.enabled)!;
    expect((await call('GET', '/app-api/promotion/list?companyCode=ttl', undefined, {})).body.data.data.some((x: { id: number }) => x.id === p.id)).toBe(true);

    const refused = await call('DELETE', `/app-api/admin/content/promotions/${p.id}`, {}, support);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.OPERATOR_FORBIDDEN);

    const del = await call('DELETE', `/app-api/admin/content/promotions/${p.id}`, { reason: '活动已结束' });
    expect(del.status).toBe(200);
    const member = await call('GET', '/app-api/promotion/list?companyCode=ttl', undefined, {});
    expect(member.body.data.data.some((x: { id: number }) => x.id === p.id)).toBe(false);
    expect((await call('GET', `/app-api/promotion/${p.id}`, undefined, {})).status).toBe(404);
    const audit = await lastAudit('content.promotion.delete');
    expect(audit).toMatchObject({ target_id: String(p.id), detail: { before: { id: p.id, name: p.name, content: p.content }, reason: '活动已结束' } });
    // Already gone, and no body at all is accepted (the reason is optional).
    const again = await t.app.inject({ method: 'DELETE', url: `/app-api/admin/content/promotions/${p.id}`, headers: ADMIN });
    expect(again.statusCode).toBe(404);
  });

  it('deletes an unused card outright: the cached home file is rebuilt without it', async () => {
    const id = await newCard();
    const before = await call('GET', HOME_FILE, undefined, {});
    expect(servedIds(before.raw)).toContain(id);
    expect((await call('DELETE', `/app-api/admin/content/templates/${id}`, {}, support)).status).toBe(403);

    const del = await call('DELETE', `/app-api/admin/content/templates/${id}`, { reason: '建错了' });
    expect(del.body.data).toEqual({ id, outcome: 'deleted' });
    const after = await call('GET', HOME_FILE, undefined, {});
    expect(after.etag).not.toBe(before.etag);
    expect(servedIds(after.raw)).not.toContain(id);
    expect((await t.pool.query('SELECT 1 FROM content_templates WHERE id = $1', [id])).rowCount).toBe(0);
    expect((await t.pool.query('SELECT 1 FROM content_template_items WHERE template_id = $1', [id])).rowCount).toBe(0);
    expect(await lastAudit('content.template.delete')).toMatchObject({ target_id: String(id), detail: { before: { id, name: '删除测试卡片', templateCode: 'DEL01' }, reason: '建错了' } });
    expect((await call('DELETE', `/app-api/admin/content/templates/${id}`)).status).toBe(404);
  });

  it('archives a card with drawn forecasts or favourites: hidden for good, its rows and record kept', async () => {
    const before = await call('GET', HOME_FILE, undefined, {});
    // The demo cards' items belong to drawn periods (issue 18): they carry a track record.
    const id = servedIds(before.raw)[0]!;
    const items = (await t.pool.query('SELECT count(*)::int AS n FROM content_template_items WHERE template_id = $1', [id])).rows[0].n as number;
    expect(items).toBeGreaterThan(0);

    const del = await call('DELETE', `/app-api/admin/content/templates/${id}`);
    expect(del.body.data).toEqual({ id, outcome: 'archived' });
    expect(servedIds((await call('GET', HOME_FILE, undefined, {})).raw)).not.toContain(id);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM content_template_items WHERE template_id = $1', [id])).rows[0].n).toBe(items);
    const detail = (await call('GET', `/app-api/admin/content/templates/${id}`)).body.data as AdminTemplateDetail;
    expect(detail.enabled).toBe(false);
    expect(detail.archivedAt).not.toBeNull();
    const audit = await lastAudit('content.template.archive');
    expect(audit!.detail).toMatchObject({ before: { id, enabled: true }, history: { drawnItems: expect.any(Number) } });
    expect((audit!.detail.history as { drawnItems: number }).drawnItems).toBeGreaterThan(0);

    // It cannot come back or be changed: the card was deleted, only its history stays.
    const show = await call('PUT', `/app-api/admin/content/templates/${id}/enabled`, { enabled: true });
    expect(show.status).toBe(409);
    expect(show.body.code).toBe(ErrorCode.CONTENT_ARCHIVED);
    expect((await call('DELETE', `/app-api/admin/content/templates/${id}`)).status).toBe(409);
    const item = detail.groups.flatMap((g) => g.items)[0]!;
    expect((await call('PUT', `/app-api/admin/content/items/${item.id}/poll-options`, { options: [] })).body.code).toBe(ErrorCode.CONTENT_ARCHIVED);

    // A fresh card without drawn periods but saved by a member is archived too.
    const fresh = await newCard();
    const fan = await createUser(t.app);
    expect((await call('POST', '/app-api/game-document/template/toggle-like', { templateId: fresh, like: 1 }, fan.headers)).status).toBe(200);
    expect((await call('DELETE', `/app-api/admin/content/templates/${fresh}`)).body.data).toEqual({ id: fresh, outcome: 'archived' });
  });

  it('deletes an ad slot: template_ads.json drops it at once', async () => {
    await call('PUT', '/app-api/admin/content/ads/AD77', { name: '临时广告', imageUrl: '/sys-upload/uploads/ad77.png' });
    expect((await call('GET', '/sys-upload/data/json/template_ads.json', undefined, {})).raw).toContain('ad77.png');
    expect((await call('DELETE', '/app-api/admin/content/ads/AD77', {}, support)).status).toBe(403);
    expect((await call('DELETE', '/app-api/admin/content/ads/ad77')).status).toBe(200);
    expect((await call('GET', '/sys-upload/data/json/template_ads.json', undefined, {})).raw).not.toContain('ad77.png');
    expect((await call('GET', '/app-api/admin/content/ads')).body.data.some((a: { code: string }) => a.code === 'AD77')).toBe(false);
    expect(await lastAudit('content.ad.delete')).toMatchObject({ target_id: 'AD77', detail: { before: { name: '临时广告' } } });
    expect((await call('DELETE', '/app-api/admin/content/ads/AD77')).status).toBe(404);
  });

  it('deletes gallery images and groups; a group with images needs the explicit withImages', async () => {
    const group = (await call('POST', '/app-api/admin/gallery/groups', { gameId: 90, groupType: 1, name: '删除测试图库', initial: 'Z' })).body.data.id as number;
    const img = async (turn: string) => (await call('POST', '/app-api/admin/gallery/images', { groupId: group, gameTurn: turn, imageUrl: `/sys-upload/uploads/g${turn}.png` })).body.data.id as number;
    const first = await img('001');
    await img('002');
    const memberImages = async () => (await call('GET', `/app-api/gallery?groupId=${group}`, undefined, {})).body.data.data.map((i: { id: number }) => i.id) as number[];
    expect(await memberImages()).toContain(first);

    expect((await call('DELETE', `/app-api/admin/gallery/images/${first}`, {}, support)).status).toBe(403);
    expect((await call('DELETE', `/app-api/admin/gallery/images/${first}`, { reason: '图片有误' })).status).toBe(200);
    expect(await memberImages()).not.toContain(first);
    expect((await memberImages()).length).toBe(1);
    expect(await lastAudit('gallery.image.delete')).toMatchObject({ target_id: String(first), detail: { before: { game_turn: '001' }, reason: '图片有误' } });

    const refused = await call('DELETE', `/app-api/admin/gallery/groups/${group}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: ErrorCode.CONTENT_GROUP_NOT_EMPTY, msg: '该分组还有 1 张图片，请确认一并删除后再试' });
    expect((await t.pool.query('SELECT 1 FROM gallery_groups WHERE id = $1', [group])).rowCount).toBe(1);

    expect((await call('DELETE', `/app-api/admin/gallery/groups/${group}`, { withImages: true })).status).toBe(200);
    expect((await call('GET', `/app-api/gallery/group/detail?groupId=${group}`, undefined, {})).status).toBe(404);
    const list = await call('GET', `/app-api/gallery/group?groupType=1&gameId=90&searchText=${encodeURIComponent('删除测试图库')}`, undefined, {});
    expect(list.body.data.data).toEqual([]);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM gallery_images WHERE group_id = $1', [group])).rows[0].n).toBe(0);
    expect(await lastAudit('gallery.group.delete')).toMatchObject({ target_id: String(group), detail: { before: { name: '删除测试图库' }, images: 1 } });
  });
});

describe('poll options', () => {
  it('edits freely before the first vote; afterwards only the texts, with the tallies kept', async () => {
    const id = await newCard([{ title: '投票条目', gameTurn: '', pollOptions: [{ text: '鼠', value: '鼠' }, { text: '牛', value: '牛' }] }]);
    const item = ((await call('GET', `/app-api/admin/content/templates/${id}`)).body.data as AdminTemplateDetail).groups[0]!.items[0]!;
    expect(item.pollOptions.map((o) => o.text)).toEqual(['鼠', '牛']);
    const [rat, ox] = item.pollOptions;
    const url = `/app-api/admin/content/items/${item.id}/poll-options`;
    expect((await call('PUT', url, { options: [] }, support)).status).toBe(403);

    // No votes: remove 鼠, re-value 牛, add 虎.
    const edited = await call('PUT', url, { options: [{ id: ox!.id, text: '牛牛', value: '丑' }, { text: '虎', value: '虎' }] });
    expect(edited.status).toBe(200);
    expect(edited.body.data.map((o: { text: string; value: string }) => [o.text, o.value])).toEqual([
      ['牛牛', '丑'],
      ['虎', '虎'],
    ]);
    const vote = async () => (await call('GET', `/app-api/game-document/template/${item.id}/vote`, undefined, {})).body.data;
    expect((await vote()).pollOptions.map((o: { option_text: string }) => o.option_text)).toEqual(['牛牛', '虎']);
    expect(await lastAudit('content.poll.update')).toMatchObject({ target_id: String(item.id), detail: { before: [{ id: rat!.id, text: '鼠' }, { id: ox!.id }], votes: 0 } });
    // An option of another item is refused.
    expect((await call('PUT', url, { options: [{ id: rat!.id, text: '鼠' }] })).status).toBe(400);

    const voter = await createUser(t.app);
    const tiger = edited.body.data[1].id as number;
    const cast = await call('POST', '/app-api/game-document/template/vote/v2', { documentId: item.id, optionId: tiger, vote: 1 }, voter.headers);
    expect(cast.status).toBe(200);

    const add = await call('PUT', url, { options: [{ id: ox!.id, text: '牛牛', value: '丑' }, { id: tiger, text: '虎', value: '虎' }, { text: '兔', value: '兔' }] });
    expect(add.status).toBe(409);
    expect(add.body).toMatchObject({ code: ErrorCode.CONTENT_POLL_VOTED, msg: POLL_EDIT_MESSAGES.voted });
    expect((await call('PUT', url, { options: [{ id: tiger, text: '虎', value: '虎' }] })).status).toBe(409);
    expect((await call('PUT', url, { options: [{ id: ox!.id, text: '牛牛', value: '牛' }, { id: tiger, text: '虎', value: '虎' }] })).status).toBe(409);

    const text = await call('PUT', url, { options: [{ id: ox!.id, text: '牛（丑）', value: '丑' }, { id: tiger, text: '老虎', value: '虎' }] });
    expect(text.status).toBe(200);
    const after = await vote();
    expect(after.pollOptions.map((o: { option_text: string; option_vote: number }) => [o.option_text, o.option_vote])).toEqual([
      ['牛（丑）', 0],
      ['老虎', 1],
    ]);
    expect(after.totalVotes).toBe(1);
    // A card with votes is archived, not deleted.
    expect((await call('DELETE', `/app-api/admin/content/templates/${id}`)).body.data.outcome).toBe('archived');
  });
});

describe('groups and items of an existing card', () => {
  const DRAWN = 'IT001';
  const memberCard = async (id: number) => (await call('GET', `/app-api/game-document/template/info/90/${id}`, undefined, {})).body.data as Template;
  const adminCard = async (id: number) => (await call('GET', `/app-api/admin/content/templates/${id}`)).body.data as AdminTemplateDetail;

  beforeAll(async () => {
    await t.pool.query(
      `INSERT INTO lottery_turns (game_id, turn_num, status, source, open_at, close_at, draw_at, numbers, revealed, drawn_at)
       VALUES (90, $1, 'drawn', 'manual', now() - interval '2 days', now() - interval '1 day', now() - interval '1 day', '{1,2,3,4,5,6,7}', 7, now() - interval '1 day')`,
      [DRAWN],
    );
  });

  it('adds a period group and an item: the member detail and the home file show them, both audited', async () => {
    const id = await newCard();
    const homeBefore = await call('GET', HOME_FILE, undefined, {});
    const url = `/app-api/admin/content/templates/${id}/groups`;
    const group = { groupName: '002', sort: 5, items: [{ title: '新期条目', gameTurn: 'IT900', content: '<p>猴</p>', pollOptions: [{ text: '猴', value: '猴' }] }] };
    expect((await call('POST', url, group, support)).status).toBe(403);
    const added = await call('POST', url, group);
    expect(added.status).toBe(200);
    const groupId = added.body.data.id as number;

    const item = await call('POST', `/app-api/admin/content/groups/${groupId}/items`, { title: '追加条目', gameTurn: 'IT900' });
    expect(item.status).toBe(200);
    const itemId = item.body.data.id as number;

    const member = await memberCard(id);
    const g = member.groups.find((x) => x.id === groupId)!;
    expect(g.groupName).toBe('002');
    expect(g.items.map((i) => i.title).sort()).toEqual(['新期条目', '追加条目']);
    expect(g.items.find((i) => i.id === itemId)!.gameTurn).toBe('IT900');
    // The cached home file was dropped and rebuilt (its item count changed).
    expect((await call('GET', HOME_FILE, undefined, {})).etag).not.toBe(homeBefore.etag);
    expect((await adminCard(id)).itemCount).toBe(3);

    const groupAudit = await lastAudit('content.group.create');
    expect(groupAudit).toMatchObject({ target_id: String(groupId), detail: { before: null, after: { templateId: id, groupName: '002', items: [{ title: '新期条目', gameTurn: 'IT900', pollOptions: 1 }] } } });
    expect(await lastAudit('content.item.create')).toMatchObject({ target_id: String(itemId), detail: { before: null, after: { templateId: id, groupId, title: '追加条目' } } });
  });

  it('refuses adds to a drawn period, to an archived card, to a missing group, and unbounded input', async () => {
    const id = await newCard();
    const groupId = (await adminCard(id)).groups[0]!.id;
    const drawnGroup = await call('POST', `/app-api/admin/content/templates/${id}/groups`, { groupName: DRAWN, items: [{ title: 'x', gameTurn: '' }, { title: 'y', gameTurn: DRAWN }] });
    expect(drawnGroup.status).toBe(409);
    expect(drawnGroup.body).toMatchObject({ code: ErrorCode.CONTENT_ITEM_DRAWN, msg: `第 ${DRAWN} 期已开奖，不能再新增本期资料` });
    const drawnItem = await call('POST', `/app-api/admin/content/groups/${groupId}/items`, { title: 'y', gameTurn: DRAWN });
    expect(drawnItem.body.code).toBe(ErrorCode.CONTENT_ITEM_DRAWN);
    // Nothing of the refused calls was stored.
    expect((await adminCard(id)).groups.map((g) => g.items.length)).toEqual([1]);

    expect((await call('POST', `/app-api/admin/content/templates/${id}/groups`, { groupName: 'x'.repeat(201), items: [] })).status).toBe(400);
    expect((await call('POST', `/app-api/admin/content/groups/${groupId}/items`, { title: 'x', pollOptions: Array.from({ length: 51 }, (_, i) => ({ text: `${i}` })) })).status).toBe(400);
    expect((await call('POST', '/app-api/admin/content/groups/99999999/items', { title: 'x' })).status).toBe(404);
    expect((await call('POST', '/app-api/admin/content/templates/99999999/groups', { groupName: 'x', items: [] })).status).toBe(404);

    await t.pool.query('UPDATE content_templates SET archived_at = now(), enabled = false WHERE id = $1', [id]);
    expect((await call('POST', `/app-api/admin/content/templates/${id}/groups`, { groupName: '003', items: [] })).body.code).toBe(ErrorCode.CONTENT_ARCHIVED);
    expect((await call('POST', `/app-api/admin/content/groups/${groupId}/items`, { title: 'z' })).body.code).toBe(ErrorCode.CONTENT_ARCHIVED);
  });

  it('deletes an item and a group: the member detail loses them, the audit row keeps them', async () => {
    const id = await newCard([
      { title: '留下', gameTurn: 'IT900' },
      { title: '删掉', gameTurn: 'IT900', pollOptions: [{ text: '鼠', value: '鼠' }] },
    ]);
    const extra = (await call('POST', `/app-api/admin/content/templates/${id}/groups`, { groupName: '整期删除', items: [{ title: 'a' }, { title: 'b' }] })).body.data.id as number;
    const doomed = (await adminCard(id)).groups[0]!.items.find((i) => i.title === '删掉')!;

    expect((await call('DELETE', `/app-api/admin/content/items/${doomed.id}`, {}, support)).status).toBe(403);
    expect((await call('DELETE', `/app-api/admin/content/groups/${extra}`, {}, support)).status).toBe(403);
    expect((await call('DELETE', `/app-api/admin/content/items/${doomed.id}`, { reason: '写错了' })).status).toBe(200);
    expect((await memberCard(id)).groups.flatMap((g) => g.items).map((i) => i.title)).not.toContain('删掉');
    expect((await t.pool.query('SELECT 1 FROM content_poll_options WHERE item_id = $1', [doomed.id])).rowCount).toBe(0);
    expect(await lastAudit('content.item.delete')).toMatchObject({
      target_id: String(doomed.id),
      detail: { before: { templateId: id, title: '删掉', gameTurn: 'IT900', pollOptions: [{ text: '鼠' }] }, reason: '写错了' },
    });
    expect((await call('DELETE', `/app-api/admin/content/items/${doomed.id}`)).status).toBe(404);

    // No body at all is accepted (the reason is optional).
    const del = await t.app.inject({ method: 'DELETE', url: `/app-api/admin/content/groups/${extra}`, headers: ADMIN });
    expect(del.statusCode).toBe(200);
    const member = await memberCard(id);
    expect(member.groups.map((g) => g.id)).not.toContain(extra);
    expect(member.groups.flatMap((g) => g.items).map((i) => i.title)).toEqual(['留下']);
    expect(await lastAudit('content.group.delete')).toMatchObject({ target_id: String(extra), detail: { before: { templateId: id, groupName: '整期删除', items: [{ title: 'a' }, { title: 'b' }] }, items: 2, reason: '' } });
    expect((await call('DELETE', `/app-api/admin/content/groups/${extra}`)).status).toBe(404);
  });

  it('refuses deleting a drawn or voted item, a group holding one, and anything of an archived card', async () => {
    const id = await newCard([
      { title: '投票条目', gameTurn: 'IT900', pollOptions: [{ text: '鼠', value: '鼠' }] },
      { title: '开奖条目', gameTurn: 'IT900' },
    ]);
    const [group] = (await adminCard(id)).groups;
    const voted = group!.items.find((i) => i.title === '投票条目')!;
    const drawn = group!.items.find((i) => i.title === '开奖条目')!;
    const voter = await createUser(t.app);
    const cast = await call('POST', '/app-api/game-document/template/vote/v2', { documentId: voted.id, optionId: voted.pollOptions[0]!.id, vote: 1 }, voter.headers);
    expect(cast.status).toBe(200);
    // The item's period is drawn afterwards (its forecast is now part of the record).
    await t.pool.query('UPDATE content_template_items SET game_turn = $2 WHERE id = $1', [drawn.id, DRAWN]);

    const v = await call('DELETE', `/app-api/admin/content/items/${voted.id}`);
    expect(v.status).toBe(409);
    expect(v.body).toMatchObject({ code: ErrorCode.CONTENT_ITEM_VOTED, msg: '「投票条目」已有 1 位会员投票，不能删除' });
    const d = await call('DELETE', `/app-api/admin/content/items/${drawn.id}`);
    expect(d.status).toBe(409);
    expect(d.body).toMatchObject({ code: ErrorCode.CONTENT_ITEM_DRAWN, msg: '「开奖条目」所在期数已开奖，不能删除' });
    const g = await call('DELETE', `/app-api/admin/content/groups/${group!.id}`);
    expect(g.status).toBe(409);
    expect(g.body.code).toBe(ErrorCode.CONTENT_ITEM_DRAWN);
    expect((await memberCard(id)).groups[0]!.items.length).toBe(2);

    const plain = (await call('POST', `/app-api/admin/content/groups/${group!.id}/items`, { title: '普通' })).body.data.id as number;
    await t.pool.query('UPDATE content_templates SET archived_at = now(), enabled = false WHERE id = $1', [id]);
    expect((await call('DELETE', `/app-api/admin/content/items/${plain}`)).body.code).toBe(ErrorCode.CONTENT_ARCHIVED);
    expect((await call('DELETE', `/app-api/admin/content/groups/${group!.id}`)).body.code).toBe(ErrorCode.CONTENT_ARCHIVED);
  });
});

describe('concurrent edits, deletes and votes', () => {
  const adminCard = async (id: number) => (await call('GET', `/app-api/admin/content/templates/${id}`)).body.data as AdminTemplateDetail;
  const audits = async (action: string, targetId: number) =>
    (await t.pool.query<{ id: string; detail: Record<string, unknown> }>('SELECT id, detail FROM audit_log WHERE action = $1 AND target_id = $2 ORDER BY id', [action, String(targetId)])).rows;
  const itemBody = (title: string) => ({ title, gameTurn: '', content: '<p>改</p>' });

  it('an item edited and deleted at once: the delete keeps what the edit wrote, or the edit hears the item is gone; each audited once', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await newCard();
      const item = (await adminCard(id)).groups[0]!.items[0]!;
      const edit = () => call('PUT', `/app-api/admin/content/items/${item.id}`, itemBody(`改后${round}`));
      const del = () => call('DELETE', `/app-api/admin/content/items/${item.id}`, { reason: '并发删除' });
      // Alternate who is sent first.
      const [e, d] = round % 2 === 0 ? await Promise.all([edit(), del()]) : (await Promise.all([del(), edit()])).reverse();
      expect(d!.status).toBe(200);
      const deleted = await audits('content.item.delete', item.id);
      expect(deleted).toHaveLength(1);
      if (e!.status === 200) {
        // The edit committed first: the delete saw it (nothing was lost in between).
        expect(deleted[0]!.detail).toMatchObject({ before: { title: `改后${round}` } });
        expect(await audits('content.item.update', item.id)).toHaveLength(1);
      } else {
        expect(e).toMatchObject({ status: 404, body: { msg: '请求的资源不存在' } });
        expect(deleted[0]!.detail).toMatchObject({ before: { title: '新条目' } });
        expect(await audits('content.item.update', item.id)).toHaveLength(0);
      }
      expect((await t.pool.query('SELECT 1 FROM content_template_items WHERE id = $1', [item.id])).rowCount).toBe(0);
    }
  });

  it('an item or its poll edited while its card is deleted (archived): no change lands on the archived card', async () => {
    const fan = await createUser(t.app);
    for (let round = 0; round < 16; round++) {
      const id = await newCard([{ title: '新条目', gameTurn: '', pollOptions: [{ text: '鼠', value: '鼠' }] }]);
      // A favourite makes the delete an archive.
      await call('POST', '/app-api/game-document/template/toggle-like', { templateId: id, like: 1 }, fan.headers);
      const item = (await adminCard(id)).groups[0]!.items[0]!;
      const [edit, poll, archive] = await Promise.all([
        call('PUT', `/app-api/admin/content/items/${item.id}`, itemBody(`归档前${round}`)),
        call('PUT', `/app-api/admin/content/items/${item.id}/poll-options`, { options: [{ id: item.pollOptions[0]!.id, text: `鼠${round}`, value: '鼠' }] }),
        call('DELETE', `/app-api/admin/content/templates/${id}`, { reason: '并发归档' }),
      ]);
      expect(archive.body.data).toEqual({ id, outcome: 'archived' });
      const [archived] = await audits('content.template.archive', id);
      for (const [res, action] of [
        [edit, 'content.item.update'],
        [poll, 'content.poll.update'],
      ] as const) {
        const rows = await audits(action, item.id);
        if (res.status === 200) {
          expect(rows).toHaveLength(1);
          // It committed before the archive, not onto the archived card.
          expect(Number(rows[0]!.id)).toBeLessThan(Number(archived!.id));
        } else {
          expect(res.body).toMatchObject({ code: ErrorCode.CONTENT_ARCHIVED, msg: '该卡片已归档，不能再修改或显示' });
          expect(rows).toHaveLength(0);
        }
      }
      const stored = (await adminCard(id)).groups[0]!.items[0]!;
      expect(stored.title).toBe(edit.status === 200 ? `归档前${round}` : '新条目');
      expect(stored.pollOptions[0]!.text).toBe(poll.status === 200 ? `鼠${round}` : '鼠');
    }
  });

  it('poll options edited while members vote: no vote on a removed option, no lost count, a clear refusal for the loser', async () => {
    const voters = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
    let editsWon = 0;
    for (let round = 0; round < 8; round++) {
      const id = await newCard([{ title: '投票条目', gameTurn: '', pollOptions: [{ text: '鼠', value: '鼠' }, { text: '牛', value: '牛' }] }]);
      const item = (await adminCard(id)).groups[0]!.items[0]!;
      const [rat, ox] = item.pollOptions;
      // The edit drops 鼠 (allowed only while nobody has voted) while every voter picks it.
      const votes = voters.map((v) => () => call('POST', '/app-api/game-document/template/vote/v2', { documentId: item.id, optionId: rat!.id, vote: 1 }, v.headers));
      const edit = () => call('PUT', `/app-api/admin/content/items/${item.id}/poll-options`, { options: [{ id: ox!.id, text: '牛', value: '牛' }, { text: '虎', value: '虎' }] });
      // Half the rounds send the votes first, half the edit, the other side 0 to 10 ms later:
      // the far ends settle who wins, the near ones race.
      const pause = () => new Promise((r) => setTimeout(r, [0, 2, 5, 10][round % 4]));
      let editing: ReturnType<typeof edit>;
      let voting: Promise<Awaited<ReturnType<typeof edit>>[]>;
      if (round < 4) {
        voting = Promise.all(votes.map((v) => v()));
        await pause();
        editing = edit();
      } else {
        editing = edit();
        await pause();
        voting = Promise.all(votes.map((v) => v()));
      }
      const [voteAnswers, editAnswer] = await Promise.all([voting, editing]);

      const counted = (await t.pool.query<{ option_id: number; n: number }>('SELECT option_id, count(*)::int AS n FROM content_poll_votes WHERE item_id = $1 GROUP BY option_id', [item.id])).rows;
      const options = (await t.pool.query<{ id: number; option_vote: number }>('SELECT id, option_vote FROM content_poll_options WHERE item_id = $1', [item.id])).rows;
      // Every stored vote is on a stored option, and each option's tally is its votes.
      for (const c of counted) expect(options.find((o) => o.id === c.option_id)?.option_vote).toBe(c.n);
      for (const o of options) expect(o.option_vote).toBe(counted.find((c) => c.option_id === o.id)?.n ?? 0);
      const accepted = voteAnswers.filter((a) => a.status === 200).length;
      expect(counted.reduce((s, c) => s + c.n, 0)).toBe(accepted);

      const polls = await audits('content.poll.update', item.id);
      if (editAnswer.status === 200) {
        editsWon++;
        // The edit ran before every vote: 鼠 is gone and each voter heard so.
        expect(accepted).toBe(0);
        for (const a of voteAnswers) expect(a).toMatchObject({ status: 400, body: { code: ErrorCode.VOTE_NO_OPTION } });
        expect(polls).toHaveLength(1);
        expect(options.map((o) => o.id)).not.toContain(rat!.id);
      } else {
        expect(editAnswer).toMatchObject({ status: 409, body: { code: ErrorCode.CONTENT_POLL_VOTED, msg: POLL_EDIT_MESSAGES.voted } });
        expect(accepted).toBe(voters.length);
        expect(polls).toHaveLength(0);
      }
    }
    // Both orders happened.
    expect(editsWon).toBeGreaterThan(0);
    expect(editsWon).toBeLessThan(8);
  });
});
