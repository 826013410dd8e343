import { readdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, UPLOAD_LIMITS } from '@sixmark/shared';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { uploadsDir } from './upload.service';

// Hostile images on every upload path: pixel bombs, corrupt files, and floods from one member.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/**
 * A PNG whose header declares width × height greyscale pixels and whose data is one zlib stream
 * of zero rows: a few hundred KB that decode to width × height bytes (the shape of the reported
 * 249 KB 16000×16000 file). `rows` limits the data actually present (fewer = truncated/corrupt).
 */
function pngBomb(width: number, height: number, rows = height): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * rows);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const multipart = (bytes: Buffer) => {
  const boundary = '----limits';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

type Path = 'forum' | 'chat' | 'console';
const upload = async (path: Path, bytes: Buffer, u?: TestUser) => {
  const body = multipart(bytes);
  const auth =
    path === 'console'
      ? { 'x-admin-token': t.app.config.adminToken }
      : path === 'chat'
        ? { authorization: `Bearer ${u!.chatToken}` }
        : u!.headers;
  const url = { forum: '/app-api/api/forum/uploads', chat: '/chat-api/chat/uploadImage', console: '/app-api/admin/uploads' }[path];
  const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string } };
};
const small = (seed: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: seed % 256, g: (seed >> 8) % 256, b: 7 } } })
    .png()
    .toBuffer();
const stored = () => readdirSync(uploadsDir(t.app.config.dataDir), { withFileTypes: true }).length;

describe('image bombs and corrupt images', () => {
  it('refuses more than 25 megapixels on every path before decoding, with its code and text', async () => {
    // The header is what is checked: a few rows of data keep the test's own memory small.
    const bomb = pngBomb(16_000, 16_000, 16);
    // Just over the bound (5000 × 5001) is refused too; the bound itself is a number of pixels.
    const over = pngBomb(5_000, 5_001, 16);
    for (const path of ['forum', 'chat', 'console'] as const) {
      const u = await createUser(t.app);
      for (const bytes of [bomb, over]) {
        const started = Date.now();
        const res = await upload(path, bytes, u);
        expect(res.status, path).toBe(400);
        expect(res.body).toMatchObject({ code: ErrorCode.UPLOAD_TOO_MANY_PIXELS, msg: '图片尺寸过大：宽×高不能超过 2500 万像素' });
        // Refused from the header: nowhere near the 12 s a decode took.
        expect(Date.now() - started).toBeLessThan(2_000);
      }
    }
    expect(UPLOAD_LIMITS.maxPixels).toBe(25_000_000);
  });

  it('answers a corrupt image with 400 and a clear text on every path, and stores nothing', async () => {
    // A real header over data that ends early: the header reads, the pixels do not.
    const corrupt = pngBomb(640, 480, 3);
    const before = stored();
    for (const path of ['forum', 'chat', 'console'] as const) {
      const res = await upload(path, corrupt, await createUser(t.app));
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ code: ErrorCode.UPLOAD_CORRUPT, msg: '图片已损坏或无法读取，请换一张图片' });
    }
    expect(stored()).toBe(before);
    // Not an image at all: the format text.
    const text = await upload('forum', Buffer.from('not an image'), await createUser(t.app));
    expect(text.body).toMatchObject({ code: ErrorCode.UPLOAD_FORMAT, msg: '仅支持 jpg、png、webp、gif 图片' });
  });
});

describe('member upload rate and daily quota', () => {
  it('stores at most 10 a minute of 25 concurrent uploads from one member, forum and chat counted together', async () => {
    const u = await createUser(t.app);
    const images = await Promise.all(Array.from({ length: 25 }, (_, i) => small(i + 1)));
    const results = await Promise.all(images.map((img, i) => upload(i % 2 === 0 ? 'forum' : 'chat', img, u)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(UPLOAD_LIMITS.perMinute);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(25 - UPLOAD_LIMITS.perMinute);
    expect(refused.every((r) => r.body.code === ErrorCode.UPLOAD_TOO_FREQUENT && r.body.msg === '上传图片太频繁，请稍后再试')).toBe(true);
    // Another member has its own count.
    expect((await upload('forum', images[0]!, await createUser(t.app))).status).toBe(200);
  });

  it('refuses the upload past the daily quota', async () => {
    const u = await createUser(t.app);
    // The day's count as if 100 had been stored (each upload counts one in the shared counter).
    await t.pool.query(`INSERT INTO rate_counters (key, count, window_start) VALUES ($1, $2, now())`, [`upload:day:u:${u.id}`, UPLOAD_LIMITS.perDay]);
    const res = await upload('forum', await small(999), u);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: ErrorCode.UPLOAD_DAILY_QUOTA, msg: '今日上传图片已达上限（100 张），请明天再试' });
    expect((await upload('chat', await small(998), u)).body.code).toBe(ErrorCode.UPLOAD_DAILY_QUOTA);
  });
});
