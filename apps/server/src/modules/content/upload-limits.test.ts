import { readdirSync } from 'node:fs';
import { crc32 } from 'node:zlib';
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

/**
 * A real PNG of a few pixels whose header then declares `width` × `height`: the shape of the
 * reported 249 KB 16000×16000 file as far as a header reader can tell, and, with its few rows of
 * data, an image that does not decode (a corrupt file) when the size is within the bound.
 */
async function declaredPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } }).png().toBuffer());
  // IHDR is the first chunk: its data starts at byte 16, its CRC (over type and data) at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
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
    const bomb = await declaredPng(16_000, 16_000);
    // Just over the bound (5000 × 5001) is refused too; the bound itself is a number of pixels.
    const over = await declaredPng(5_000, 5_001);
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
    const corrupt = await declaredPng(640, 480);
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
