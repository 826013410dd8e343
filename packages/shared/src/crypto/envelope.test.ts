import { describe, expect, it } from 'vitest';
import { encryptedEnvelopeSchema, encryptKeyFileSchema, isEncryptedEnvelope, readEncryptKeyFile } from './envelope';

const key = 'A'.repeat(43) + '=';
const iv = 'AAAAAAAAAAAAAAAA';

describe('plain guards agree with the schemas (the web reads them without zod)', () => {
  const envelopes: unknown[] = [
    { alg: 'A256GCM', kid: 'k1', iv, data: 'QUJD' },
    { alg: 'A256GCM', kid: 'k1', iv, data: '', extra: 1 },
    { alg: 'A128GCM', kid: 'k1', iv, data: 'QUJD' },
    { alg: 'A256GCM', kid: 'bad kid', iv, data: 'QUJD' },
    { alg: 'A256GCM', kid: 'k'.repeat(33), iv, data: 'QUJD' },
    { alg: 'A256GCM', kid: 'k1', iv: 'short', data: 'QUJD' },
    { alg: 'A256GCM', kid: 'k1', iv, data: 'not base64!' },
    { alg: 'A256GCM', kid: 'k1', iv },
    null,
    [],
    'A256GCM',
    { success: true, data: {} },
  ];
  it.each(envelopes.map((e) => [JSON.stringify(e), e]))('envelope %s', (_, value) => {
    expect(isEncryptedEnvelope(value)).toBe(encryptedEnvelopeSchema.safeParse(value).success);
  });

  const files: unknown[] = [
    { encrypt: 1, kid: 'k1', keys: { k1: key } },
    { encrypt: 0, kid: null, keys: {} },
    { encrypt: 1, kid: 'k2', keys: { k1: key, k2: key }, other: 'dropped' },
    { encrypt: 2, kid: 'k1', keys: {} },
    { encrypt: '1', kid: 'k1', keys: {} },
    { encrypt: 1, kid: 'bad kid', keys: {} },
    { encrypt: 1, kid: 'k1', keys: { k1: 'short' } },
    { encrypt: 1, kid: 'k1', keys: { 'bad kid': key } },
    { encrypt: 1, kid: 'k1', keys: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, key])) },
    { encrypt: 1, kid: 'k1', keys: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, key])) },
    { encrypt: 1, kid: 'k1', keys: [] },
    { encrypt: 1, kid: 'k1' },
    null,
  ];
  it.each(files.map((f) => [JSON.stringify(f)?.slice(0, 60), f]))('key file %s', (_, value) => {
    const parsed = encryptKeyFileSchema.safeParse(value);
    expect(readEncryptKeyFile(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
