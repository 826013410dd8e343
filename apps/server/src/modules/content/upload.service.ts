import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import sharp, { type Metadata } from 'sharp';
import { ErrorCode, UPLOAD_LIMITS, type UploadResult } from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { AppError } from '../../lib/errors';

export const UPLOAD_URL_PREFIX = '/sys-upload/uploads/';
export const THUMB_WIDTH = 300;
const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
/** The names uploads are stored and served under: content hash, thumbnail mark, extension. */
export const UPLOAD_FILE_NAME = /^([a-f0-9]{32})(\.thumb)?\.(jpg|png|webp|gif)$/;

/**
 * The width and height of the upload at `src` (its address, `UPLOAD_URL_PREFIX` + name) from
 * the file's header, or null for another address or a file that is not there or not an image.
 */
export async function uploadImageSize(dataDir: string, src: string): Promise<readonly [number, number] | null> {
  const name = src.startsWith(UPLOAD_URL_PREFIX) ? src.slice(UPLOAD_URL_PREFIX.length) : '';
  if (!UPLOAD_FILE_NAME.test(name)) return null;
  try {
    const { width, height } = await sharp(join(uploadsDir(dataDir), name)).metadata();
    return width && height ? [width, height] : null;
  } catch {
    return null;
  }
}

/**
 * The WebP copy of a PNG or JPEG upload, full size, served in its place to browsers that accept
 * WebP (upload.routes.ts): home's two top banners were 38 KB as PNG and 9 KB as WebP, and on a
 * slow line every byte of the first screen's images is a byte its scripts wait behind (issue 16).
 * Kept only when smaller than the original; not reachable by its own name.
 */
export const webpCopyOf = (hash: string) => `${hash}.alt.webp`;
/** Formats that get a WebP copy (a GIF may be animated; a WebP already is one). */
const HAS_WEBP_COPY = new Set(['png', 'jpg']);
const WEBP_COPY_QUALITY = 80;

/**
 * Writes the WebP copy of an upload's bytes when its format gets one and the copy is smaller;
 * whether the upload has a copy now (also when an earlier call made it).
 */
export async function writeWebpCopy(dir: string, hash: string, ext: string, bytes: Buffer): Promise<boolean> {
  if (!HAS_WEBP_COPY.has(ext)) return false;
  const copy = join(dir, webpCopyOf(hash));
  if (existsSync(copy)) return true;
  const webp = await decoded(bytes).webp({ quality: WEBP_COPY_QUALITY }).toBuffer();
  if (webp.length >= bytes.length) return false;
  // Written whole under a temporary name, then renamed: a request never reads half a file.
  const partial = `${copy}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(partial, webp);
  await rename(partial, copy);
  return true;
}

/** A decoder of upload bytes that refuses more pixels than the limit (sharp checks the header first). */
const decoded = (bytes: Buffer) => sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels });

/**
 * The upload's format, read from its header only, after the pixel bound: width × height of every
 * frame (an animated GIF or WebP decodes all its pages) at most `UPLOAD_LIMITS.maxPixels`.
 */
async function checkedFormat(bytes: Buffer): Promise<string> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new AppError(ErrorCode.UPLOAD_FORMAT);
  }
  const ext = meta.format ? FORMATS[meta.format] : undefined;
  if (!ext) throw new AppError(ErrorCode.UPLOAD_FORMAT);
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > UPLOAD_LIMITS.maxPixels || pixels * (meta.pages ?? 1) > UPLOAD_LIMITS.maxPixels) throw new AppError(ErrorCode.UPLOAD_TOO_MANY_PIXELS);
  return ext;
}

/**
 * Stores an image under its content hash and makes its thumbnail once: the same bytes
 * uploaded again reuse both files. Only raster formats sharp can read are accepted
 * (an SVG could carry script), within the pixel bound, and only when they decode: the
 * thumbnail is made before anything is written, so a corrupt image leaves no file behind.
 */
export async function storeImage(pool: pg.Pool, dataDir: string, bytes: Buffer): Promise<UploadResult> {
  const ext = await checkedFormat(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const dir = uploadsDir(dataDir);
  const file = `${hash}.${ext}`;
  const thumb = `${hash}.thumb.webp`;
  let thumbBytes: Buffer | null = null;
  let webpCopy: boolean;
  try {
    if (!existsSync(join(dir, thumb))) thumbBytes = await decoded(bytes).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    await mkdir(dir, { recursive: true });
    webpCopy = await writeWebpCopy(dir, hash, ext, bytes);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(ErrorCode.UPLOAD_CORRUPT);
  }
  if (!existsSync(join(dir, file))) await writeFile(join(dir, file), bytes);
  if (thumbBytes) await writeFile(join(dir, thumb), thumbBytes);
  // A row stored before copies were made (webp_copy NULL) is decided by this upload of the same bytes.
  await pool.query(
    `INSERT INTO uploads (hash, path, thumb_path, mime, size, webp_copy) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (hash) DO UPDATE SET webp_copy = EXCLUDED.webp_copy WHERE uploads.webp_copy IS NULL`,
    [hash, file, thumb, MIME_BY_EXT[ext] ?? 'application/octet-stream', bytes.length, webpCopy],
  );
  return { url: UPLOAD_URL_PREFIX + file, thumbUrl: UPLOAD_URL_PREFIX + thumb, hash };
}

/** An operator's upload: stores the image, then records who uploaded what in the audit log. */
export async function uploadImage(
  pool: pg.Pool,
  dataDir: string,
  bytes: Buffer,
  who: { actor: string; ip: string; filename: string },
): Promise<UploadResult> {
  const result = await storeImage(pool, dataDir, bytes);
  await audit(pool, {
    actor: who.actor,
    action: 'content.upload',
    targetType: 'upload',
    targetId: result.hash,
    detail: { name: who.filename, size: bytes.length },
    ip: who.ip,
  });
  return result;
}

/** An atomic counter shared by every process (Redis INCR or one PostgreSQL upsert). */
export interface UploadCounter {
  hit(key: string, windowSec: number): Promise<{ count: number; retryAfterSec: number }>;
}

/**
 * Counts one upload of a member (`u:<id>`) or chat guest (`g:<id>`) against the per-minute rate
 * and the daily quota, BEFORE the image is read: however many arrive at once, only the allowed
 * number are stored. Forum and chat uploads share the count (same keys, same counter store).
 */
export async function countUpload(counter: UploadCounter, who: string): Promise<void> {
  const minute = await counter.hit(`upload:min:${who}`, 60);
  const day = await counter.hit(`upload:day:${who}`, 86_400);
  if (minute.count > UPLOAD_LIMITS.perMinute) throw new AppError(ErrorCode.UPLOAD_TOO_FREQUENT, { headers: { 'retry-after': String(minute.retryAfterSec) } });
  if (day.count > UPLOAD_LIMITS.perDay) throw new AppError(ErrorCode.UPLOAD_DAILY_QUOTA, { headers: { 'retry-after': String(day.retryAfterSec) } });
}
