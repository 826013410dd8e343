import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENCRYPT_KEY_BYTES, ENCRYPT_KEY_FILE, encryptSettingsInputSchema, encryptSettingsSchema, envelopeSchema, type EncryptSettings } from '@sixmark/shared';
import { audit, requireAdmin } from '../../lib/admin';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';
import { ENCRYPT_CHANNEL, ENCRYPT_TAG, type EncryptState } from '../../plugins/encrypt';

const tags = ['admin'];
const LOCK = 'SELECT 1 FROM encrypt_settings WHERE id = 1 FOR UPDATE';

const newKid = () => `k${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

async function addKey(db: { query: (sql: string, params?: unknown[]) => Promise<unknown> }): Promise<string> {
  const kid = newKid();
  await db.query('UPDATE encrypt_keys SET retired_at = now() WHERE retired_at IS NULL');
  await db.query('INSERT INTO encrypt_keys (kid, key_b64) VALUES ($1, $2)', [kid, randomBytes(ENCRYPT_KEY_BYTES).toString('base64')]);
  return kid;
}

const view = (s: EncryptState): EncryptSettings => ({
  enabled: s.enabled,
  graceSeconds: s.graceSeconds,
  currentKid: s.current()?.kid ?? null,
  keys: s.keys.map((k) => ({ kid: k.kid, createdAt: k.createdAt.toISOString(), retiredAt: k.retiredAt?.toISOString() ?? null, valid: s.isValid(k) })),
});

/**
 * Encrypted transport (issue 18): the key file the clients read the flag and keys from, and the
 * operator's flag, grace period and key rotation (audited). Key material is never shown in the
 * console: it is in the public key file anyway (docs/encryption.md).
 */
export const encryptRoutes: FastifyPluginAsyncZod = async (app) => {
  const state = app.encrypt;
  const changed = async () => {
    await state.load(app.pool);
    await app.staticJson.invalidate(ENCRYPT_TAG);
    if (app.bus.kind !== 'memory') await app.bus.publish(ENCRYPT_CHANNEL, {});
  };

  app.staticJson.define({ route: ENCRYPT_KEY_FILE, tags: [ENCRYPT_TAG], build: async () => state.keyFile() });

  app.get(
    '/app-api/admin/encrypt',
    { schema: { tags, summary: '加密传输设置（开关、宽限期、密钥版本）', response: { 200: envelopeSchema(encryptSettingsSchema) } } },
    async (request) => {
      requireAdmin(request);
      await state.load(app.pool);
      return ok(view(state));
    },
  );

  app.put(
    '/app-api/admin/encrypt',
    {
      schema: { tags, summary: '修改加密传输开关与宽限期（首次开启生成密钥，留审计）', body: encryptSettingsInputSchema, response: { 200: envelopeSchema(encryptSettingsSchema) } },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const input = request.body;
      await withTransaction(app.pool, async (db) => {
        await db.query(LOCK);
        const before = (await db.query<{ enabled: boolean; grace_seconds: number }>('SELECT enabled, grace_seconds FROM encrypt_settings WHERE id = 1')).rows[0];
        const hasKey = (await db.query('SELECT 1 FROM encrypt_keys WHERE retired_at IS NULL')).rowCount === 1;
        const kid = input.enabled && !hasKey ? await addKey(db) : null;
        await db.query('UPDATE encrypt_settings SET enabled = $1, grace_seconds = $2, updated_at = now() WHERE id = 1', [input.enabled, input.graceSeconds]);
        await audit(db, {
          actor,
          action: 'encrypt.update',
          targetType: 'encrypt',
          targetId: 'settings',
          detail: { before: { enabled: before?.enabled, graceSeconds: before?.grace_seconds }, after: input, ...(kid ? { newKid: kid } : {}) },
          ip: request.ip,
        });
      });
      await changed();
      return ok(view(state));
    },
  );

  app.post(
    '/app-api/admin/encrypt/rotate',
    { schema: { tags, summary: '轮换加密密钥（旧密钥在宽限期内仍可用，留审计）', body: z.object({}).strict().optional(), response: { 200: envelopeSchema(encryptSettingsSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      await withTransaction(app.pool, async (db) => {
        await db.query(LOCK);
        const prev = (await db.query<{ kid: string }>('SELECT kid FROM encrypt_keys WHERE retired_at IS NULL')).rows[0]?.kid ?? null;
        const kid = await addKey(db);
        await audit(db, { actor, action: 'encrypt.rotate', targetType: 'encrypt', targetId: kid, detail: { previousKid: prev, newKid: kid }, ip: request.ip });
      });
      await changed();
      return ok(view(state));
    },
  );
};
