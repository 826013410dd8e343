import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../lib/password';
import { DEMO_OPERATORS } from './demo-operators';

export { DEMO_OPERATORS } from './demo-operators';

export async function seedOperators(app: FastifyInstance): Promise<void> {
  const { rows } = await app.pool.query<{ name: string }>('SELECT name FROM operators WHERE name = ANY($1)', [DEMO_OPERATORS.map((o) => o.name)]);
  const have = new Set(rows.map((r) => r.name));
  for (const op of DEMO_OPERATORS) {
    if (have.has(op.name)) continue;
    const hash = await hashPassword(op.password, app.config.scryptLogN);
    await app.pool.query(`INSERT INTO operators (name, role, password_hash) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING`, [op.name, op.role, hash]);
  }
}
