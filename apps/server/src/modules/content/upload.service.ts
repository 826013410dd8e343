import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import type { UploadResult } from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { badRequest } from '../../lib/errors';

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
  const webp = await sharp(bytes).webp({ quality: WEBP_COPY_QUALITY }).toBuffer();
  if (webp.length >= bytes.length) return false;
  // Written whole under a temporary name, then renamed: a request never reads half a file.
  const partial = `${copy}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(partial, webp);
  await rename(partial, copy);
  return true;
}

/**
 * Stores an image under its content hash and makes its thumbnail once: the same bytes
 * uploaded again reuse both files. Only raster formats sharp can read are accepted
 * (an SVG could carry script).
 */
export async function storeImage(pool: pg.Pool, dataDir: string, bytes: Buffer): Promise<UploadResult> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  const ext = format ? FORMATS[format] : undefined;
  if (!ext) throw badRequest('仅支持 jpg、png、webp、gif 图片');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const dir = uploadsDir(dataDir);
  const file = `${hash}.${ext}`;
  const thumb = `${hash}.thumb.webp`;
  await mkdir(dir, { recursive: true });
  if (!existsSync(join(dir, file))) await writeFile(join(dir, file), bytes);
  if (!existsSync(join(dir, thumb))) {
    await sharp(bytes).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toFile(join(dir, thumb));
  }
  const webpCopy = await writeWebpCopy(dir, hash, ext, bytes);
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
