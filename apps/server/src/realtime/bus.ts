import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;

/**
 * Pub/sub between server processes. Hubs and caches publish here and deliver to their own
 * sockets, so a message reaches every client whichever process it is connected to.
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): () => void;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

/** Single-process bus (the default). */
export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // Round-trip through JSON so in-process delivery behaves like Redis delivery.
      emitter.emit(channel, JSON.parse(JSON.stringify(message)));
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * The site a server process serves: its database's name. The processes of one site share their
 * Redis bus and chat state under it; two sites on one Redis (a staging and a live site, or the
 * test suite's databases) never receive each other's messages (award notices, revoked tokens,
 * cache invalidations).
 */
export function siteNamespace(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'sixmark';
  try {
    return decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'sixmark';
  } catch {
    return 'sixmark';
  }
}

/** The Redis bus's channel prefix of a site (siteNamespace). */
export const busPrefix = (databaseUrl: string | undefined): string => `sixmark:${siteNamespace(databaseUrl)}:`;

/** Redis pub/sub bus: one connection publishes, one subscribes to every channel in use. */
export async function createRedisBus(url: string, prefix = 'sixmark:'): Promise<Bus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();
  sub.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel.slice(prefix.length));
    if (!set) return;
    const message: unknown = JSON.parse(raw);
    for (const h of set) h(message);
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      await pub.publish(prefix + channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        void sub.subscribe(prefix + channel);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          void sub.unsubscribe(prefix + channel);
        }
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** Waits until a subscription is live on Redis (tests publish right after subscribing). */
export const busReady = async (bus: Bus): Promise<void> => {
  if (bus.kind === 'redis') await new Promise((r) => setTimeout(r, 50));
};
