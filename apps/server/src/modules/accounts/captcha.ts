import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import svgCaptcha from 'svg-captcha';
import { ErrorCode } from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { hashToken, safeEqual } from '../../lib/tokens';

export type CaptchaPurpose = 'login' | 'reg';

const TTL_SEC = 5 * 60;
const CLIENT_ID_RE = /^[\w-]{8,64}$/;

/** A usable client id: the caller's own when well-formed, else a fresh random one. */
export const clientIdOr = (given: string | undefined): string =>
  given && CLIENT_ID_RE.test(given) ? given : randomBytes(16).toString('base64url');

// Case-insensitive and keyed by purpose so a login code cannot answer a registration captcha.
const answerHash = (purpose: CaptchaPurpose, text: string) => hashToken(`${purpose}:${text.trim().toLowerCase()}`);

/** Stores the answer for a client (replacing its previous captcha of that purpose). */
export async function storeCaptcha(db: Pick<pg.Pool, 'query'>, clientId: string, purpose: CaptchaPurpose, text: string) {
  await db.query(
    `INSERT INTO captchas (client_id, purpose, answer_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     ON CONFLICT (client_id, purpose) DO UPDATE SET answer_hash = EXCLUDED.answer_hash, expires_at = EXCLUDED.expires_at`,
    [clientId, purpose, answerHash(purpose, text), TTL_SEC],
  );
  // Expired rows of other clients are swept here rather than by a job: captchas are cheap.
  await db.query('DELETE FROM captchas WHERE expires_at < now() - interval \'1 hour\'');
}

/** A new captcha image for the client; the text is stored hashed, bound to the client id. */
export async function createCaptcha(db: Pick<pg.Pool, 'query'>, clientId: string, purpose: CaptchaPurpose): Promise<string> {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', width: 120, height: 40, fontSize: 44 });
  await storeCaptcha(db, clientId, purpose, captcha.text);
  return captcha.data;
}

/**
 * Checks and consumes the client's captcha: one answer per image, so a wrong guess needs a new
 * image (the client refreshes it after every failure). Throws UC/VCODE_ERROR 验证码不正确.
 */
export async function consumeCaptcha(
  db: Pick<pg.Pool, 'query'>,
  clientId: string | undefined,
  purpose: CaptchaPurpose,
  code: string | undefined,
): Promise<void> {
  const wrong = () => new AppError(ErrorCode.VCODE_ERROR);
  if (!clientId || !code || code.trim() === '') throw wrong();
  const { rows } = await db.query<{ answer_hash: string }>(
    'DELETE FROM captchas WHERE client_id = $1 AND purpose = $2 AND expires_at > now() RETURNING answer_hash',
    [clientId, purpose],
  );
  const stored = rows[0]?.answer_hash;
  if (!stored || !safeEqual(stored, answerHash(purpose, code))) throw wrong();
}
