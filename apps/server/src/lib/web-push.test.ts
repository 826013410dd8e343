import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browserKeys, checkVapid, decryptPush } from '../../test/push-endpoint';
import { encryptPayload, generateVapidKeys, isP256PublicKey, vapidAuthorization, vapidKeysOf, vapidKeysProblem, type EncryptDetails } from './web-push';

const b64 = (s: string) => Buffer.from(s, 'base64url');

// RFC 8291 Appendix A ("Push Message Encryption Example"), values as printed there.
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  ecdhSecret: 'kyrL1jIIOHEzg3sM2ZWRHDRB62YACZhhSlknJ672kSs',
  cek: 'oIhVW04MRdy2XN9CiKLxTg',
  nonce: '4h_95klXJ5E_qnoN',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

describe('RFC 8291 payload encryption', () => {
  it('produces the RFC example byte for byte (and its intermediate keys)', () => {
    let details: EncryptDetails | undefined;
    const body = encryptPayload(
      Buffer.from(RFC.plaintext),
      { p256dh: b64(RFC.uaPublic), auth: b64(RFC.auth) },
      { salt: b64(RFC.salt), senderPrivate: b64(RFC.asPrivate), details: (d) => (details = d) },
    );
    expect(details!.ecdhSecret.toString('base64url')).toBe(RFC.ecdhSecret);
    expect(details!.cek.toString('base64url')).toBe(RFC.cek);
    expect(details!.nonce.toString('base64url')).toBe(RFC.nonce);
    expect(body.toString('base64url')).toBe(RFC.body);
    expect(body.subarray(21, 86).toString('base64url')).toBe(RFC.asPublic);
  });

  it('the receiver side decrypts the RFC body and a random-key body back to the plaintext', () => {
    expect(decryptPush(b64(RFC.body), b64(RFC.uaPrivate), b64(RFC.auth)).toString()).toBe(RFC.plaintext);
    const ua = browserKeys();
    const text = JSON.stringify({ title: '恭喜中奖', body: '注单 X 中奖 10.00 元' });
    const body = encryptPayload(Buffer.from(text), { p256dh: ua.publicKey, auth: ua.auth });
    expect(decryptPush(body, ua.privateKey, ua.auth).toString()).toBe(text);
    // A fresh salt and sender key per message: two bodies of one text differ.
    expect(encryptPayload(Buffer.from(text), { p256dh: ua.publicKey, auth: ua.auth }).equals(body)).toBe(false);
    // Another browser's keys cannot open it.
    const other = browserKeys();
    expect(() => decryptPush(body, other.privateKey, ua.auth)).toThrow();
  });

  it('refuses an oversized payload and a bad auth secret', () => {
    const ua = browserKeys();
    expect(() => encryptPayload(Buffer.alloc(4000), { p256dh: ua.publicKey, auth: ua.auth })).toThrow(RangeError);
    expect(() => encryptPayload(Buffer.from('x'), { p256dh: ua.publicKey, auth: Buffer.alloc(8) })).toThrow(RangeError);
  });

  it('tells a P-256 point from bytes that are not one', () => {
    expect(isP256PublicKey(b64(RFC.uaPublic))).toBe(true);
    const offCurve = Buffer.from(b64(RFC.uaPublic));
    offCurve[64] = offCurve[64]! ^ 1;
    expect(isP256PublicKey(offCurve)).toBe(false);
    expect(isP256PublicKey(Buffer.alloc(65, 4))).toBe(false);
    expect(isP256PublicKey(b64(RFC.auth))).toBe(false);
  });
});

describe('RFC 8292 VAPID', () => {
  it('signs a JWT for the endpoint origin that verifies with the public key it names', () => {
    const keys = generateVapidKeys();
    const header = vapidAuthorization('https://push.example.net:8443/wpush/v2/abc?x=1', keys, 'mailto:ops@example.com');
    const { claims, publicKey } = checkVapid(header, 'https://push.example.net:8443');
    expect(publicKey).toBe(keys.publicKey);
    expect(claims.sub).toBe('mailto:ops@example.com');
    // Tampered claims do not verify.
    const [t, k] = header.split(', ');
    const [h, , s] = t!.slice('vapid t='.length).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, aud: 'https://evil.example' })).toString('base64url');
    expect(() => checkVapid(`vapid t=${h}.${forged}.${s}, ${k}`, 'https://evil.example')).toThrow(/signature/);
    // Signed with another key than the one named.
    const other = generateVapidKeys();
    expect(() => checkVapid(`${t}, k=${other.publicKey}`, 'https://push.example.net:8443')).toThrow(/signature/);
  });

  it('checks a configured pair: shape and that the halves belong together', () => {
    const a = generateVapidKeys();
    const b = generateVapidKeys();
    expect(vapidKeysProblem(a)).toBeNull();
    expect(vapidKeysProblem({ publicKey: a.publicKey, privateKey: b.privateKey })).toMatch(/不是一对/);
    expect(vapidKeysProblem({ publicKey: 'abc', privateKey: a.privateKey })).toMatch(/VAPID_PUBLIC_KEY/);
    expect(vapidKeysProblem({ publicKey: a.publicKey, privateKey: 'abc' })).toMatch(/VAPID_PRIVATE_KEY/);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(b64(a.privateKey));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(a.publicKey);
  });

  it('writes a private scalar with a leading zero byte as 32 bytes', () => {
    const full = Buffer.from(b64(generateVapidKeys().privateKey));
    full[0] = 0;
    const short = full.subarray(1);
    const keys = vapidKeysOf(short);
    expect(b64(keys.privateKey)).toHaveLength(32);
    expect(b64(keys.privateKey).equals(full)).toBe(true);
    expect(vapidKeysProblem(keys)).toBeNull();
    checkVapid(vapidAuthorization('https://push.example.net/x', keys, 'mailto:ops@example.com'), 'https://push.example.net');
  });
});
