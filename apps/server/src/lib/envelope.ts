import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ENCRYPT_ALG, ENCRYPT_IV_BYTES, type EncryptedEnvelope } from '@sixmark/shared';

/**
 * The server's side of the shared envelope (packages/shared/src/crypto/envelope.ts), with
 * node:crypto: synchronous, so cached files are encrypted once, inline, when first asked for.
 */
export function encryptBytes(plain: Buffer, kid: string, key: Buffer): EncryptedEnvelope {
  const iv = randomBytes(ENCRYPT_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return { alg: ENCRYPT_ALG, kid, iv: iv.toString('base64'), data: sealed.toString('base64') };
}

export const encryptJson = (value: unknown, kid: string, key: Buffer) => encryptBytes(Buffer.from(JSON.stringify(value)), kid, key);

/** Opens an envelope (tests, and a check that a key decrypts what it sealed). */
export function decryptEnvelope<T = unknown>(envelope: EncryptedEnvelope, key: Buffer): T {
  const data = Buffer.from(envelope.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(envelope.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}
