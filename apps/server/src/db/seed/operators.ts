import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '@sixmark/shared';
import { hashPassword } from '../../lib/password';

/**
 * Demo operators, one per role, TOTP off, known passwords (docs/operators.md). Only seedDemo
 * calls this, so production (no SEED_DEMO) never has them.
 */
export const DEMO_OPERATORS: readonly { name: string; role: OperatorRole; password: string }[] = [
  { name: 'admin', role: 'super_admin', password: 'admin123456' },
  { name: 'finance', role: 'finance', password: 'finance123456' },
  { name: 'risk', role: 'risk', password: 'risk123456' },
  { name: 'content', role: 'content', password: 'content123456' },
  { name: 'support', role: 'support', password: 'support123456' },
  { name: 'readonly', role: 'read_only', password: 'readonly123456' },
];

export async function seedOperators(app: FastifyInstance): Promise<void> {
  const { rows } = await app.pool.query<{ name: string }>('SELECT name FROM operators WHERE name = ANY($1)', [DEMO_OPERATORS.map((o) => o.name)]);
  const have = new Set(rows.map((r) => r.name));
  for (const op of DEMO_OPERATORS) {
    if (have.has(op.name)) continue;
    const hash = await hashPassword(op.password, app.config.scryptLogN);
    await app.pool.query(`INSERT INTO operators (name, role, password_hash) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING`, [op.name, op.role, hash]);
  }
}
