import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loggerOptions, redactUrl } from '../../lib/logger';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';

// The app under test logs at info level into `lines`, as production does to stdout.
let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(t.app.config, {
    database: { pool: t.pool, embedded: undefined, close: async () => undefined },
    logger: { ...loggerOptions('info'), stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t.close();
});

const SECRET = 'Zq9SecretPw';
const form = (data: Record<string, string>) => ({
  payload: new URLSearchParams(data).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('secrets stay out of URLs and logs', () => {
  it.each([
    ['/app-api/v/user/reg', { account: 'newbie01', password: SECRET, confirmPassword: SECRET }],
    ['/app-api/v/user/reg', { account: 'newbie02', fundPwd: '1234' }],
    ['/app-api/v/user/login', { account: 'demo01', password: SECRET }],
    ['/app-api/api/user/updatePasswordByAccount', { account: 'demo01', oldPassword: SECRET, newPassword: 'Other123x' }],
    ['/app-api/v/user/check/cashPassword', { cashPassword: '1234' }],
    ['/app-api/api/user/updateFundPwd', { fundPwd: '1234', oldFundPwd: '9999' }],
  ])('refuses a password in the query of %s', async (url, query) => {
    const u = await createUser(app);
    const res = await app.inject({ method: 'POST', url: `${url}?${new URLSearchParams(query).toString()}`, headers: u.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: '密码只能在请求正文中提交' });
  });

  it('never writes a password or token to the log, whether sent in the query, the body or a header', async () => {
    lines.length = 0;
    const u = await createUser(app);
    await app.inject({ method: 'POST', url: `/app-api/v/user/reg?account=x1&password=${SECRET}&confirmPassword=${SECRET}` });
    await app.inject({ method: 'POST', url: '/app-api/v/user/login', ...form({ account: u.account, password: SECRET }) });
    await app.inject({ method: 'GET', url: `/app-api/api/user/info?token=${u.token}`, headers: { token: u.token } });
    app.log.info({ body: { password: SECRET, cashPassword: SECRET }, headers: { authorization: u.token } }, 'a handler logging its input');
    const log = lines.join('');
    expect(log).toContain('/app-api/v/user/reg?account=x1&password=[REDACTED]');
    expect(log).toContain('a handler logging its input');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(u.token);
  });

  it('masks secret query values and keeps the rest of the URL', () => {
    expect(redactUrl('/a?x=1&password=p&fundPwd=2&b=3')).toBe('/a?x=1&password=[REDACTED]&fundPwd=[REDACTED]&b=3');
    expect(redactUrl('/a?pass%77ord=p')).toBe('/a?pass%77ord=[REDACTED]');
    expect(redactUrl('/a')).toBe('/a');
  });
});
