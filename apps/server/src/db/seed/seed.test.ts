import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { uploadsDir } from '../../modules/content';
import { BANNER_HEIGHT, BANNER_WIDTH, DEMO_SLIDES, bannerFile } from './banners';
import { seedDemo } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('writes the demo images again when DATA_DIR lost them but the database kept the rows', async () => {
  const dir = uploadsDir(t.app.config.dataDir);
  const { rows } = await t.pool.query<{ path: string }>('SELECT path FROM uploads');
  expect(rows.length).toBeGreaterThan(0);
  rmSync(dir, { recursive: true, force: true });
  await seedDemo(t.app);
  for (const r of rows) expect(existsSync(join(dir, r.path)), r.path).toBe(true);
  const image = await t.app.inject({ method: 'GET', url: `/sys-upload/uploads/${rows[0]!.path}` });
  expect(image.statusCode).toBe(200);
});

it("stores the game catalogue's art as uploads the site serves, not data: addresses the page parses", async () => {
  const { rows } = await t.pool.query<{ url: string }>(
    // (The seed gives the lottery games no picture.)
    `SELECT logo AS url FROM game_providers UNION ALL SELECT image_url FROM games WHERE category <> 'LOTTERY'
     UNION ALL SELECT landscape_url FROM games WHERE landscape_url <> ''`,
  );
  expect(rows.length).toBeGreaterThan(20);
  for (const { url } of rows) expect(url, url).toMatch(/^\/sys-upload\/uploads\/[a-f0-9]{32}\.png$/);
  const image = await t.app.inject({ method: 'GET', url: rows[0]!.url });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toMatch(/^image\//);
});

it('stores the carousel slides as PNG uploads of the committed pictures, at their size, not data: SVG documents', async () => {
  const { rows } = await t.pool.query<{ image_url: string }>('SELECT image_url FROM carousels ORDER BY sort');
  expect(rows).toHaveLength(DEMO_SLIDES.length);
  const dir = uploadsDir(t.app.config.dataDir);
  for (const [i, { image_url: url }] of rows.entries()) {
    expect(url, url).toMatch(/^\/sys-upload\/uploads\/[a-f0-9]{32}\.png$/);
    const stored = join(dir, url.slice('/sys-upload/uploads/'.length));
    expect(readFileSync(stored).equals(readFileSync(bannerFile(i)))).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: BANNER_WIDTH, height: BANNER_HEIGHT });
  }
});

it('leaves the planner statistics of what it loaded: the track-record pass is not planned over empty-table estimates', async () => {
  // reltuples is -1 on a table never analysed.
  const { rows } = await t.pool.query<{ relname: string; reltuples: number }>(
    `SELECT relname, reltuples FROM pg_class WHERE relname IN ('lottery_turns', 'content_templates', 'content_template_items')`,
  );
  expect(rows).toHaveLength(3);
  for (const r of rows) expect(r.reltuples, r.relname).toBeGreaterThan(0);
  // The pass's query, planned with them, does not walk every draw for every item.
  const { rows: plan } = await t.pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT i.template_id FROM content_template_items i JOIN content_templates tp ON tp.id = i.template_id
       JOIN lottery_turns lt ON lt.game_id = tp.game_id AND lt.turn_num = i.game_turn AND lt.status = 'drawn'`,
  );
  expect(plan.map((p) => p['QUERY PLAN']).join('\n')).not.toMatch(/Join Filter: \(lt\.turn_num = i\.game_turn\)/);
});
