import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requester, type TestApp } from '../../test/helper';
import { operatorCreate } from './operator-create';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const run = (argv: string[], env?: string, stdin = '') =>
  operatorCreate(argv, { pool: t.pool, scryptLogN: 10, envPassword: env, readStdin: async () => stdin });

describe('npm run operator:create', () => {
  it('creates a super admin with a printed one-time password that signs in and must be changed', async () => {
    const res = await run(['--name', 'boss1', '--role', 'super_admin']);
    expect(res.code).toBe(0);
    const password = /one-time password: (\S+)/.exec(res.lines.join('\n'))![1]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    const signIn = await requester(t.app).post('/app-api/admin/auth/sign-in', { name: 'boss1', password });
    expect(signIn.body.data.operator).toMatchObject({ role: 'super_admin', mustChangePassword: true });
    const audit = await t.pool.query(`SELECT actor FROM audit_log WHERE action = 'operator.created' ORDER BY id DESC LIMIT 1`);
    expect(audit.rows[0].actor).toBe('system:operator-create');
  });

  it('takes the password from stdin or OPERATOR_PASSWORD and never prints it', async () => {
    const fromStdin = await run(['--name', 'boss2', '--role', 'finance', '--password-stdin'], undefined, 'stdin-password-1\n');
    expect(fromStdin.lines.join('\n')).not.toContain('stdin-password-1');
    expect((await requester(t.app).post('/app-api/admin/auth/sign-in', { name: 'boss2', password: 'stdin-password-1' })).body.code).toBe('OK');
    const fromEnv = await run(['--name', 'boss3', '--role', 'risk'], 'env-password-12');
    expect(fromEnv.code).toBe(0);
    expect((await requester(t.app).post('/app-api/admin/auth/sign-in', { name: 'boss3', password: 'env-password-12' })).body.data.operator.mustChangePassword).toBe(false);
  });

  it('refuses a missing role, an unknown role, a short password and a taken name', async () => {
    expect((await run(['--name', 'x1'])).code).toBe(2);
    expect((await run(['--name', 'x1', '--role', 'god'])).code).toBe(2);
    expect((await run(['--name', 'x1', '--role', 'risk'], 'short')).code).toBe(2);
    expect((await run(['--name', 'admin', '--role', 'risk'])).code).toBe(1);
  });
});
