import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Answers this size or smaller go uncompressed: the headers and the CPU cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024;
/** Cached answers are compressed once per change, so they can afford a slower, tighter level. */
export const CACHED_BROTLI_QUALITY = 9;
/** Per-request answers use fast levels (brotli 4 is about gzip's speed and still smaller). */
export const DYNAMIC_BROTLI_QUALITY = 4;
export const DYNAMIC_GZIP_LEVEL = 6;

export type Encoding = 'br' | 'gzip';

/** Counts compressor runs: tests prove cached bytes are compressed once, not per request. */
export const compressStats = { cached: 0, dynamic: 0 };

/** JSON bytes ready to serve: the raw body, its br and gzip forms (null when small) and ETags. */
export interface PackedJson {
  body: Buffer;
  /** Strong ETag of the raw bytes. */
  etag: string;
  br: Buffer | null;
  gzip: Buffer | null;
}

const brotliOptions = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Raw bytes with both compressed forms, made once here (callers cache the result). */
export function packBytes(body: Buffer): PackedJson {
  const big = body.length > COMPRESS_MIN_BYTES;
  if (big) compressStats.cached++;
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    br: big ? brotliCompressSync(body, brotliOptions(CACHED_BROTLI_QUALITY, body.length)) : null,
    gzip: big ? gzipSync(body, { level: 9 }) : null,
  };
}

export const packJson = (value: unknown): PackedJson => packBytes(Buffer.from(JSON.stringify(value)));

/**
 * The ETag of one encoding of a representation: each encoding is its own set of bytes, so it
 * gets its own strong validator (`"abc"` → `"abc-br"`), as RFC 9110 asks of strong ETags.
 */
export const encodedEtag = (etag: string, encoding: Encoding | null): string =>
  encoding === null ? etag : `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;

const negotiated = new Map<string, Encoding | null>();

/**
 * The encoding to answer with for an Accept-Encoding header: br when acceptable, else gzip,
 * else none. `q=0` refuses a coding; `*` accepts any. Headers repeat a handful of spellings,
 * so answers are memoized (bounded).
 */
export function negotiate(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  const known = negotiated.get(value);
  if (known !== undefined) return known;
  const q = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qp ? Number(qp.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const br = weightOf('br');
  const gz = Math.max(weightOf('gzip'), q.get('x-gzip') ?? 0);
  const result: Encoding | null = br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : null;
  if (negotiated.size >= 200) negotiated.clear();
  negotiated.set(value, result);
  return result;
}

/** Whether an If-None-Match header names this ETag (weak comparison; lists and `*` allowed). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const t = part.trim();
    if ((t.startsWith('W/') ? t.slice(2) : t) === etag) return true;
  }
  return false;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses one per-request answer at the fast level (off the event loop, in zlib's pool). */
export async function compressDynamic(body: Buffer, encoding: Encoding): Promise<Buffer> {
  compressStats.dynamic++;
  return encoding === 'br'
    ? brotliAsync(body, brotliOptions(DYNAMIC_BROTLI_QUALITY, body.length))
    : gzipAsync(body, { level: DYNAMIC_GZIP_LEVEL });
}
