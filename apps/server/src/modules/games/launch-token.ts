import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens';

/**
 * Signed launch tokens: `userId.gameId.expiresMs.signature`, the signature an HMAC-SHA256 of the
 * first three parts under the server's launch secret. Stateless, so any process verifies them;
 * short-lived (LAUNCH_TTL_SEC), so a leaked link soon stops working.
 */
export interface LaunchClaims {
  userId: number;
  gameId: number;
  expiresAt: number;
}

/** The launch HMAC key from GAME_LAUNCH_SECRET (a production server refuses the demo one). */
export const launchSecretOf = (secret: string): string =>
  createHash('sha256').update(`sixmark-game-launch:${secret}`).digest('hex');

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signLaunchToken(secret: string, c: LaunchClaims): string {
  const payload = `${c.userId}.${c.gameId}.${c.expiresAt}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a valid, unexpired token, else null. */
export function verifyLaunchToken(secret: string, token: string, now: number): LaunchClaims | null {
  const m = /^(\d{1,18})\.(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!m) return null;
  const payload = `${m[1]}.${m[2]}.${m[3]}`;
  if (!safeEqual(sign(secret, payload), m[4]!)) return null;
  const claims = { userId: Number(m[1]), gameId: Number(m[2]), expiresAt: Number(m[3]) };
  return now <= claims.expiresAt ? claims : null;
}
