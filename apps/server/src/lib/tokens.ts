import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh 256-bit opaque token. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** Tokens are stored as SHA-256 hashes so a database leak does not leak sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** Constant-time string comparison. */
export const safeEqual = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
