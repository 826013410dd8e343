import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_MIN_BYTES, compressDynamic, negotiate } from '../lib/compress';

/** The API prefixes whose answers are compressed per request (cached JSON is compressed once, elsewhere). */
const COMPRESSED_PATHS = /^\/(app-api|api|chat-api|sys-upload)\//;
/** Text types worth compressing; images, archives and already-encoded bodies are not. */
const COMPRESSIBLE_TYPE = /^(application\/(json|javascript|xml|[\w.+-]+\+json)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)\b/i;

/** Appends accept-encoding to the answer's Vary (once). */
function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const value = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

/** Whether this answer may be compressed at all (before looking at its size or the client). */
function compressible(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (request.method === 'HEAD') return false;
  const status = reply.statusCode;
  if (status < 200 || status === 204 || status === 304) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false; // streams (files, SSE)
  if (reply.hasHeader('content-encoding')) return false;
  if (!COMPRESSED_PATHS.test(request.url)) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

/**
 * Per-request compression of API answers over 1 KB: br (quality 4) or gzip (level 6) by the
 * client's Accept-Encoding. Answers that already carry a Content-Encoding (the cached JSON of
 * plugins/static-json.ts, compressed once when cached; the web app's precompressed assets) and
 * streams are left as they are. Every compressible answer varies on Accept-Encoding, so a
 * shared cache never hands br to a client that did not ask for it.
 */
export const compressPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!compressible(request, reply, payload)) return payload;
    addVary(reply);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length <= COMPRESS_MIN_BYTES) return payload;
    const encoding = negotiate(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const out = await compressDynamic(body, encoding);
    // A strong ETag names the raw bytes; the encoded answer is the same content, so it is weak.
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
    reply.removeHeader('content-length');
    reply.header('content-encoding', encoding);
    return out;
  });
});
