import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryGroup } from '@sixmark/shared';
import { createTestApp, type TestApp, requester } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { seedDemo } from '../../db/seed';
import { backfillWebpCopies } from './webp-backfill';

const ADMIN = { 'x-admin-token': 'sixmark-admin-demo-token' };

let t: TestApp;
let member: TestUser;
let trial: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.app);
  trial = await createUser(t.app, { type: 'TEST' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers?: Record<string, string>) => requester(t.app).get(url, headers);
const post = (url: string, payload: object, headers?: Record<string, string>) => requester(t.app).post(url, payload, headers);

describe('demo seed', () => {
  it('adds nothing when it runs again', async () => {
    const count = async () =>
      (
        await t.pool.query(`SELECT (SELECT count(*) FROM content_templates) + (SELECT count(*) FROM content_template_items)
          + (SELECT count(*) FROM gallery_groups) + (SELECT count(*) FROM gallery_images) + (SELECT count(*) FROM promotions)
          + (SELECT count(*) FROM content_ads) + (SELECT count(*) FROM content_poll_options) AS n`)
      ).rows[0].n;
    const before = await count();
    await seedDemo(t.app);
    expect(await count()).toBe(before);
  });
});

describe('gallery', () => {
  it('pages groups 30 at a time by sheet type, initial and popularity', async () => {
    const all = await get('/app-api/gallery/group?groupType=1&gameId=110&page=1');
    expect(all.body.data.data).toHaveLength(30);
    expect(all.body.data.totalCount).toBe(52);
    const last = await get('/app-api/gallery/group?groupType=1&gameId=110&page=2&rows=30');
    expect(last.body.data.data).toHaveLength(22);
    const g = all.body.data.data[0] as GalleryGroup;
    expect(g).toEqual({ groupId: expect.any(Number), name: expect.stringContaining('彩图'), gameTurn: expect.any(String), imageUrl: expect.stringMatching(/^\/sys-upload\/uploads\//), updatedTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), initial: 'A' });

    for (const letter of ['A', 'K', 'Z']) {
      const { body } = await get(`/app-api/gallery/group?groupType=2&gameId=110&initials=${letter}`);
      expect(body.data.totalCount).toBe(2);
      expect(body.data.data.every((x: GalleryGroup) => x.initial === letter && x.name.includes('黑白图'))).toBe(true);
    }
    const lower = await get('/app-api/gallery/group?groupType=2&gameId=110&initials=k');
    expect(lower.body.data.totalCount).toBe(2);
    const popular = await get('/app-api/gallery/group?groupType=1&gameId=110&popular=1');
    expect(popular.body.data.totalCount).toBe(9);
    const names = await get('/app-api/gallery/group-name?groupType=1&gameId=110&initials=B');
    expect(names.body.data.groupNames).toEqual(['白小姐彩图', '白小姐彩图(二)']);
  });

  it('searches by trimmed text and lists the play categories', async () => {
    const s = await get(`/app-api/gallery/search?gameId=70&searchText=${encodeURIComponent('  管家婆 ')}`);
    expect(s.body.data).toHaveLength(4);
    expect(s.body.data.every((x: GalleryGroup) => x.name.startsWith('管家婆'))).toBe(true);
    const inList = await get(`/app-api/gallery/group?groupType=1&gameId=70&searchText=${encodeURIComponent('黄大仙')}`);
    expect(inList.body.data.totalCount).toBe(2);
    const cats = await get('/app-api/gallery/play-category?gameId=70');
    expect(cats.body.data.map((c: { name: string }) => c.name)).toEqual(['彩色图库', '黑白图库']);
    const byCat = await get(`/app-api/gallery/category?gameId=70&playCategoryId=${cats.body.data[1].id}&rows=100`);
    expect(byCat.body.data).toHaveLength(26);
    expect(byCat.body.data[0]).toMatchObject({ initials: 'A', dataList: { totalCount: 2 } });
  });

  it('opens a group: latest image, image list, and likes for members only', async () => {
    const { body } = await get('/app-api/gallery/group?groupType=1&gameId=1&initials=C');
    const group = body.data.data[0] as GalleryGroup;
    const detail = await get(`/app-api/gallery/group/detail?groupId=${group.groupId}&page=1&rows=30`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.groupList.totalCount).toBe(3);
    expect(detail.body.data.latest).toMatchObject({ gameTurn: '2025134', like: false });
    expect(detail.body.data.latest.thumbUrl).toMatch(/\.thumb\.webp$/);
    expect(detail.body.data.group.groupId).toBe(group.groupId);
    expect(group.gameTurn).toBe('2025134');
    const images = await get(`/app-api/gallery?groupId=${group.groupId}&gameId=1&page=1&rows=2`);
    expect(images.body.data.data).toHaveLength(2);
    expect(images.body.data.totalCount).toBe(3);

    const imageId = detail.body.data.latest.id as number;
    const likes = detail.body.data.latest.likeCount as number;
    expect((await post('/app-api/gallery/toggle-like', { galleryId: imageId, like: true })).status).toBe(401);
    expect((await post('/app-api/gallery/toggle-like', { galleryId: imageId, like: true }, trial.headers)).status).toBe(403);
    const on = await post('/app-api/gallery/toggle-like', { galleryId: imageId, like: true }, member.headers);
    expect(on.body.data).toEqual({ galleryId: imageId, like: true });
    await post('/app-api/gallery/toggle-like', { galleryId: imageId, like: 1 }, member.headers);
    const mine = await get(`/app-api/gallery/group/detail?groupId=${group.groupId}`, member.headers);
    expect(mine.body.data.latest).toMatchObject({ like: true, likeCount: likes + 1 });
    const form = await t.app.inject({
      method: 'POST',
      url: '/app-api/gallery/toggle-like',
      headers: { ...member.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `galleryId=${imageId}&like=true`,
    });
    expect(form.json().data).toEqual({ galleryId: imageId, like: true });
    const off = await post('/app-api/gallery/toggle-like', { galleryId: imageId, like: false }, member.headers);
    expect(off.body.data).toEqual({ galleryId: imageId, like: false });
    const again = await get(`/app-api/gallery/group/detail?groupId=${group.groupId}`, member.headers);
    expect(again.body.data.latest).toMatchObject({ like: false, likeCount: likes });
    expect((await get('/app-api/gallery/group/detail?groupId=99999999')).status).toBe(404);
  });
});

describe('gallery publishing', () => {
  it('lets an operator add a group and a new sheet, which becomes the latest image with a fresh updated time', async () => {
    const group = await post('/app-api/admin/gallery/groups', { gameId: 90, groupType: 1, name: '<b>新</b>版图', initial: 'x' }, ADMIN);
    expect(group.status).toBe(200);
    const groupId = group.body.data.id as number;
    const image = await post('/app-api/admin/gallery/images', { groupId, gameTurn: '2026327', imageUrl: 'uploads/abc.png' }, ADMIN);
    expect(image.status).toBe(200);
    const detail = await get(`/app-api/gallery/group/detail?groupId=${groupId}`);
    expect(detail.body.data.group).toMatchObject({ name: '新版图', initial: 'X', gameTurn: '2026327', imageUrl: '/sys-upload/uploads/abc.png' });
    expect(detail.body.data.latest).toMatchObject({ id: image.body.data.id, imageUrl: '/sys-upload/uploads/abc.png' });
    expect((await post('/app-api/admin/gallery/images', { groupId: 99999999, gameTurn: '1', imageUrl: 'x.png' }, ADMIN)).status).toBe(404);
    expect((await post('/app-api/admin/gallery/groups', { gameId: 90, groupType: 1, name: 'x', initial: 'x' })).status).toBe(401);
  });

  it('audits each committed write with its target, and nothing for a refused one', async () => {
    const group = await post('/app-api/admin/gallery/groups', { gameId: 90, groupType: 1, name: '审计图', initial: 's' }, ADMIN);
    const groupId = group.body.data.id as number;
    const image = await post('/app-api/admin/gallery/images', { groupId, gameTurn: '2026328', imageUrl: 'uploads/def.png' }, ADMIN);
    const audits = async (action: string) =>
      (await t.pool.query<{ target_id: string; detail: { groupId?: number } | null }>(
        `SELECT target_id, detail FROM audit_log WHERE action = $1 ORDER BY id`,
        [action],
      )).rows;
    expect((await audits('gallery.group.create')).map((r) => r.target_id)).toContain(String(groupId));
    const imageRows = await audits('gallery.image.create');
    expect(imageRows.at(-1)).toMatchObject({ target_id: String(image.body.data.id), detail: { groupId } });
    const before = imageRows.length;
    expect((await post('/app-api/admin/gallery/images', { groupId: 99999999, gameTurn: '1', imageUrl: 'x.png' }, ADMIN)).status).toBe(404);
    // The 404 rolled the transaction back: no audit row for a write that did not happen.
    expect((await audits('gallery.image.create')).length).toBe(before);
  });
});

describe('promotions', () => {
  it('lists promotions with their classes, one of templateType 3, and opens a detail', async () => {
    const { body } = await get('/app-api/promotion/list?device=1&companyCode=ttl');
    expect(body.data.classes.map((c: { classifyName: string }) => c.classifyName)).toEqual(['新人优惠', '充值优惠', '返水活动', '节日活动']);
    expect(body.data.data).toHaveLength(8);
    expect(body.data.data.filter((p: { templateType: number }) => p.templateType === 3)).toHaveLength(1);
    const p = body.data.data[0];
    expect(Object.keys(p).sort()).toEqual(['classifyName', 'classifyType', 'color', 'content', 'coverUrl', 'domain', 'endTime', 'id', 'imageUrl', 'name', 'startTime', 'templateType'].sort());
    expect(p.coverUrl).toMatch(/^\/sys-upload\//);
    const detail = await get(`/app-api/promotion/${p.id}`);
    expect(detail.body.data).toEqual(p);
    const cls = await get('/app-api/promotion/list?classifyType=3');
    expect(cls.body.data.data.every((x: { classifyName: string }) => x.classifyName === '返水活动')).toBe(true);
    expect((await get('/app-api/promotion/99999999')).status).toBe(404);
  });

  it('sanitises promotion content written by an operator', async () => {
    const res = await post(
      '/app-api/admin/content/promotions',
      { classifyType: 9, classifyName: '限时活动', name: '测试', content: '<p>好礼</p><script>alert(1)</script><img src=x onerror=alert(1)>' },
      ADMIN,
    );
    expect(res.status).toBe(200);
    const detail = await get(`/app-api/promotion/${res.body.data.id}`);
    expect(detail.body.data).toMatchObject({ classifyName: '限时活动', content: '<p>好礼</p><img />' });
  });
});

describe('uploads', () => {
  const png = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#e00221' } }).png().toBuffer();
  const multipart = (bytes: Buffer, filename = 'a.png', type = 'image/png') => {
    const boundary = '----sixmark';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('stores an image by content hash, makes a 300 px thumbnail once, and serves both with long cache headers', async () => {
    const bytes = await png();
    const body = multipart(bytes);
    const noToken = await t.app.inject({ method: 'POST', url: '/app-api/admin/uploads', ...body });
    expect(noToken.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/app-api/admin/uploads', payload: body.payload, headers: { ...body.headers, ...ADMIN } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { url: string; thumbUrl: string; hash: string };
    expect(data.url).toBe(`/sys-upload/uploads/${data.hash}.png`);
    expect(data.thumbUrl).toBe(`/sys-upload/uploads/${data.hash}.thumb.webp`);
    expect(existsSync(join(t.app.config.dataDir, 'uploads', `${data.hash}.thumb.webp`))).toBe(true);

    const image = await t.app.inject({ method: 'GET', url: data.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(bytes)).toBe(true);
    expect(image.headers.vary).toBe('accept');
    const thumb = await t.app.inject({ method: 'GET', url: data.thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(300);

    // A browser that takes WebP gets the full-size WebP copy at the same address; one that does
    // not (or says only */*) gets the PNG as uploaded.
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const modern = await t.app.inject({ method: 'GET', url: data.url, headers: { accept: chrome } });
    expect(modern.statusCode).toBe(200);
    expect(modern.headers['content-type']).toBe('image/webp');
    expect(modern.headers.vary).toBe('accept');
    expect(modern.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(modern.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    expect(modern.rawPayload.length).toBeLessThan(bytes.length);
    const plain = await t.app.inject({ method: 'GET', url: data.url, headers: { accept: '*/*' } });
    expect(plain.headers['content-type']).toBe('image/png');
    expect(plain.rawPayload.equals(bytes)).toBe(true);
    // The copy is no address of its own.
    expect((await t.app.inject({ method: 'GET', url: `/sys-upload/uploads/${data.hash}.alt.webp` })).statusCode).toBe(404);

    const again = await t.app.inject({ method: 'POST', url: '/app-api/admin/uploads', payload: body.payload, headers: { ...body.headers, ...ADMIN } });
    expect(again.json().data).toEqual(data);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n, bool_and(webp_copy) AS copy FROM uploads WHERE hash = $1', [data.hash]);
    expect(rows[0]).toEqual({ n: 1, copy: true });
    const audits = await t.pool.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'content.upload'`);
    expect(audits.rows[0].n).toBe(2);
  });

  it('gives images stored before WebP copies their copy once, in one process of several', async () => {
    const dir = join(t.app.config.dataDir, 'uploads');
    // As an upload from before copies were made left them: the original and a row with webp_copy NULL.
    const old = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3d7a2e' } }).png().toBuffer();
    const rows = [
      { hash: 'b'.repeat(32), ext: 'png', bytes: old },
      { hash: 'c'.repeat(32), ext: 'gif', bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer() },
      { hash: 'd'.repeat(32), ext: 'png', bytes: null }, // its file is gone
      { hash: 'e'.repeat(32), ext: 'jpg', bytes: Buffer.from('not a jpeg') },
    ];
    await mkdir(dir, { recursive: true });
    for (const r of rows) {
      if (r.bytes) await writeFile(join(dir, `${r.hash}.${r.ext}`), r.bytes);
      await t.pool.query(
        `INSERT INTO uploads (hash, path, thumb_path, mime, size, created_at) VALUES ($1, $2, $3, 'image/png', 1, now() - interval '1 year')`,
        [r.hash, `${r.hash}.${r.ext}`, `${r.hash}.thumb.webp`],
      );
    }
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const before = await t.app.inject({ method: 'GET', url: `/sys-upload/uploads/${'b'.repeat(32)}.png`, headers: { accept: chrome } });
    expect(before.headers['content-type']).toBe('image/png');

    // Fifty passes at once (as many processes' jobs): every row is decided by exactly one of them.
    const passes = await Promise.all(Array.from({ length: 50 }, () => backfillWebpCopies(t.pool, t.app.config.dataDir)));
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(rows.length);
    const decided = await t.pool.query(`SELECT hash, webp_copy FROM uploads WHERE hash = ANY($1) ORDER BY hash`, [rows.map((r) => r.hash)]);
    expect(decided.rows.map((r) => r.webp_copy)).toEqual([true, false, false, false]);
    const after = await t.app.inject({ method: 'GET', url: `/sys-upload/uploads/${'b'.repeat(32)}.png`, headers: { accept: chrome } });
    expect(after.headers['content-type']).toBe('image/webp');
    expect(after.rawPayload.length).toBeLessThan(old.length);
    expect(existsSync(join(dir, `${'c'.repeat(32)}.alt.webp`))).toBe(false);
    // Nothing is left for the next start.
    expect(await backfillWebpCopies(t.pool, t.app.config.dataDir)).toBe(0);
  });

  it('refuses files that are not raster images and unknown paths', async () => {
    const svg = multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), 'x.svg', 'image/svg+xml');
    const res = await t.app.inject({ method: 'POST', url: '/app-api/admin/uploads', payload: svg.payload, headers: { ...svg.headers, ...ADMIN } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('仅支持 jpg、png、webp、gif 图片');
    expect((await t.app.inject({ method: 'GET', url: '/sys-upload/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/sys-upload/uploads/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
  });
});
