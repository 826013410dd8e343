import { parseArgs } from 'node:util';
import type pg from 'pg';
import { OPERATOR_LIMITS, OPERATOR_ROLES, operatorNameSchema, type OperatorRole } from '@sixmark/shared';
import { createOperator } from '../modules/operators';

export interface CreateOptions {
  pool: pg.Pool;
  scryptLogN: number;
  /** OPERATOR_PASSWORD, when set. */
  envPassword: string | undefined;
  /** Reads all of stdin (for --password-stdin). */
  readStdin: () => Promise<string>;
}

const USAGE = `用法 / usage: npm run operator:create -- --name <账号> --role <${OPERATOR_ROLES.join('|')}> [--password-stdin]`;

/**
 * `operator:create`: creates an operator. The password is read from stdin (--password-stdin)
 * or OPERATOR_PASSWORD, else generated and printed once; there is no default password. A
 * generated one must be changed at first sign-in.
 */
export async function operatorCreate(argv: string[], opts: CreateOptions): Promise<{ lines: string[]; code: number }> {
  let values: { name?: string; role?: string; 'password-stdin'?: boolean };
  try {
    values = parseArgs({ args: argv, options: { name: { type: 'string' }, role: { type: 'string' }, 'password-stdin': { type: 'boolean' } } }).values;
  } catch (err) {
    return { lines: [(err as Error).message, USAGE], code: 2 };
  }
  const name = operatorNameSchema.safeParse(values.name ?? '');
  const role = values.role as OperatorRole | undefined;
  if (!name.success || !role || !OPERATOR_ROLES.includes(role)) return { lines: [USAGE], code: 2 };
  let password = values['password-stdin'] ? (await opts.readStdin()).replace(/\r?\n$/, '') : opts.envPassword;
  if (password !== undefined && password.length < OPERATOR_LIMITS.passwordMin) {
    return { lines: [`密码至少 ${OPERATOR_LIMITS.passwordMin} 位 / the password needs at least ${OPERATOR_LIMITS.passwordMin} characters`], code: 2 };
  }
  const given = password !== undefined;
  try {
    const res = await createOperator(opts.pool, opts.scryptLogN, { name: name.data, role, password, mustChangePassword: !given }, 'system:operator-create', '');
    password = res.password;
  } catch (err) {
    if ((err as { code?: string }).code === 'OP/NAME_TAKEN') return { lines: [`运营账号已存在 / operator ${name.data} exists`], code: 1 };
    throw err;
  }
  return {
    lines: given
      ? [`已创建运营账号 ${name.data}（${role}）/ operator created`]
      : [`已创建运营账号 ${name.data}（${role}）/ operator created`, `一次性密码 / one-time password: ${password}`, '首次登录后请修改密码 / change it at first sign-in'],
    code: 0,
  };
}
