import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import Fastify from 'fastify';
import { createMemoryBus } from '../realtime/bus';
import { staticJsonPlugin } from './static-json';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const junk = () => randomBytes(6).toString('hex');
const main = '/sys-upload/data/json/app-data-main/ttl';

// The documents a client really asks for, in the spelling it uses.
const documents = [
  '/sys-upload/data/json/config.json',
  '/sys-upload/data/json/company/ttl.json',
  '/sys-upload/data/json/limit/login_limit.json',
  `${main}/template/70.json`,
  `${main}/database/play-cate/gameId=70.json`,
  `${main}/database/gameId=70&companyCode=ttl&page=1&rows=100.json`,
];

describe('static JSON cache', () => {
  it('keeps one entry per document: 3,000 requests with junk parameters add none', async () => {
    for (const url of documents) expect((await get(url)).statusCode, url).toBe(200);
    const entries = t.app.staticJson.size();
    const bodies = new Map<string, string>();
    for (const url of documents) bodies.set(url, (await get(url)).body);

    const spellings: ((j: string) => { url: string; same?: string })[] = [
      (j) => ({ url: `/sys-upload/data/json/config.json?${j}=${j}`, same: documents[0] }),
      (j) => ({ url: `/sys-upload/data/json/config.json?_t=${j}&x[${j}]=1`, same: documents[0] }),
      (j) => ({ url: `/sys-upload/data/json/company/%74tl.json?${j}`, same: documents[1] }),
      (j) => ({ url: `${main}/template/${'0'.repeat(1 + (j.charCodeAt(0) % 5))}70.json?v=${j}`, same: documents[3] }),
      (j) => ({ url: `${main}/database/rows=100&page=1&gameId=70&companyCode=ttl.json?${j}`, same: documents[5] }),
      (j) => ({ url: `${main}/database/gameId=70&companyCode=ttl&page=1&rows=100&${j}=1.json` }),
      (j) => ({ url: `${main}/database/gameId=70&${j}.json` }),
      (j) => ({ url: `${main}/database/play-cate/gameId=70${j}.json` }),
      (j) => ({ url: `/sys-upload/data/json/limit/${j}_limit.json` }),
      (j) => ({ url: `/sys-upload/data/json/company/${j}.json` }),
      (j) => ({ url: `/sys-upload/data/json/app-data-main/${j}/template/70.json` }),
    ];
    for (let i = 0; i < 3000; i++) {
      const { url, same } = spellings[i % spellings.length]!(junk());
      const res = await get(url);
      if (same) {
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toBe(bodies.get(same));
      } else {
        expect(res.statusCode, url).toBe(404);
      }
    }
    expect(t.app.staticJson.size()).toBe(entries);
  }, 120_000);

  it('holds at most maxEntries documents, dropping the oldest', async () => {
    const app = Fastify();
    app.decorate('bus', createMemoryBus());
    await app.register(staticJsonPlugin, { maxEntries: 10 });
    let builds = 0;
    app.staticJson.define({
      route: '/doc/:file',
      tags: ['doc'],
      build: async ({ file }) => {
        builds++;
        return { file };
      },
    });
    try {
      for (let i = 0; i < 25; i++) expect((await app.inject({ method: 'GET', url: `/doc/${i}.json` })).statusCode).toBe(200);
      expect(app.staticJson.size()).toBe(10);
      expect(app.staticJson.get('/doc/0.json')).toBeUndefined();
      expect(app.staticJson.get('/doc/24.json')).toBeDefined();
      await app.inject({ method: 'GET', url: '/doc/24.json?x=1' });
      expect(builds).toBe(25);
    } finally {
      await app.close();
    }
  });
});
