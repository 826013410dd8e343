import type { IncomingMessage, ServerResponse } from 'node:http';
import { packBytes, type PackedJson } from './compress';
import { encryptBytes } from './envelope';

/** The key an encrypted request is answered with. */
export interface Sealer {
  kid: string;
  key: Buffer;
}

// Requests that came in as `/app-api/encrypt/*` or `*_encrypt.json` (rewritten to the plain
// path before routing, see plugins/encrypt.ts) and the answers already sealed.
const marked = new WeakMap<IncomingMessage, Sealer>();
const sealed = new WeakSet<ServerResponse>();

export const markEncrypted = (req: IncomingMessage, sealer: Sealer) => marked.set(req, sealer);
export const sealerOf = (req: IncomingMessage): Sealer | undefined => marked.get(req);
export const markSealed = (res: ServerResponse) => sealed.add(res);
export const isSealed = (res: ServerResponse) => sealed.has(res);

/** Counts encryptions: tests prove cached bytes are encrypted once per fill and key, not per request. */
export const encryptStats = { cached: 0, dynamic: 0 };

const twins = new WeakMap<object, Map<string, PackedJson>>();

/**
 * The encrypted twin of cached JSON bytes under this key: sealed and compressed once, the first
 * time a client asks, then kept beside the bytes (a WeakMap on the cache entry, so a cache fill
 * drops the twins with the old entry). A rotation makes one more twin for the new key.
 */
export function twinOf(bytes: { body: Buffer }, sealer: Sealer): PackedJson {
  let byKid = twins.get(bytes);
  if (!byKid) {
    byKid = new Map();
    twins.set(bytes, byKid);
  }
  let twin = byKid.get(sealer.kid);
  if (!twin) {
    encryptStats.cached++;
    twin = packBytes(Buffer.from(JSON.stringify(encryptBytes(bytes.body, sealer.kid, sealer.key))));
    if (byKid.size >= 4) byKid.clear();
    byKid.set(sealer.kid, twin);
  }
  return twin;
}
