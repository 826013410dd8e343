import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newTotpSecret, otpauthUri, totpAt, verifyTotp } from './totp';

// RFC 6238 appendix B: seeds are the ASCII strings, 8-digit codes.
const SEED1 = Buffer.from('12345678901234567890');
const SEED256 = Buffer.from('12345678901234567890123456789012');
const SEED512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('matches the RFC test vector at T=%i', (t, sha1, sha256, sha512) => {
    const counter = BigInt(Math.floor(t / 30));
    expect(hotp(SEED1, counter, 8, 'sha1')).toBe(sha1);
    expect(hotp(SEED256, counter, 8, 'sha256')).toBe(sha256);
    expect(hotp(SEED512, counter, 8, 'sha512')).toBe(sha512);
  });

  it('matches the RFC 4226 HOTP vectors (6 digits)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expected.forEach((code, i) => expect(hotp(SEED1, BigInt(i))).toBe(code));
  });

  it('round-trips base32 (the RFC 4648 vector "foobar")', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts the code of now and one step either side, not two', () => {
    const secret = base32Encode(SEED1);
    const now = 1111111111_000;
    expect(totpAt(secret, now)).toBe('050471');
    expect(verifyTotp(secret, '050471', now)).toBe(Math.floor(1111111111 / 30));
    expect(verifyTotp(secret, totpAt(secret, now - 30_000), now)).not.toBeNull();
    expect(verifyTotp(secret, totpAt(secret, now + 30_000), now)).not.toBeNull();
    expect(verifyTotp(secret, totpAt(secret, now - 60_000), now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('builds the otpauth URI an authenticator reads', () => {
    expect(otpauthUri('sixmark', 'boss', 'MZXW6YTBOI')).toBe(
      'otpauth://totp/sixmark%3Aboss?secret=MZXW6YTBOI&issuer=sixmark&algorithm=SHA1&digits=6&period=30',
    );
  });
});
