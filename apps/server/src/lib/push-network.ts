import { lookup } from 'node:dns/promises';
import { request } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Where Web Push requests may go. A subscription's endpoint comes from a browser, that is from
 * any member: posting to it makes the server a client inside its own network (the cloud metadata
 * address, Redis, PostgreSQL). So an endpoint must be https on a host whose every address is
 * public, checked when the browser subscribes and again, on a fresh resolution, at every send;
 * the request then connects to exactly the address that was checked (a name that re-resolves
 * to a private address in between gains nothing).
 */
export interface PushNetwork {
  /** The addresses of a host name. */
  resolve(host: string): Promise<string[]>;
  /** One POST to `url` over a connection to `address` (already checked); answers the status. */
  post(url: URL, address: string, init: { headers: Record<string, string>; body: Uint8Array; timeoutMs: number }): Promise<number>;
}

// Two lists: node's BlockList matches an IPv4 address against IPv4-mapped IPv6 rules too, so the
// IPv6 rules (which refuse every mapped address) must never see an IPv4 address.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_V4.addSubnet(net, prefix, 'ipv4');
// IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4) are refused whole: push services
// publish plain IPv6 addresses.
for (const [net, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC_V6.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is on the public internet (not private, loopback, link-local, reserved…). */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(ip, 'ipv4') : !NOT_PUBLIC_V6.check(ip, 'ipv6') && !NOT_PUBLIC_V4.check(ip, 'ipv6');
}

/**
 * The public address to send an endpoint's requests to, or null when the endpoint may not be
 * used: not https, with credentials, a local name, or a host with any non-public address.
 * A failed resolution throws (the caller decides between refusing and retrying).
 */
export async function publicAddressOf(url: URL, network: Pick<PushNetwork, 'resolve'>): Promise<string | null> {
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isIP(host)) return isPublicAddress(host) ? host : null;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return null;
  const addresses = await network.resolve(host);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return null;
  return addresses[0]!;
}

/** The real network: DNS, and https pinned to the checked address (TLS still verifies the name). */
export const systemPushNetwork: PushNetwork = {
  resolve: async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address),
  post: (url, address, init) =>
    new Promise<number>((resolve, reject) => {
      const family = isIP(address);
      const req = request(
        url,
        {
          method: 'POST',
          headers: { ...init.headers, 'content-length': String(init.body.length) },
          timeout: init.timeoutMs,
          lookup: (_host, options, callback) => {
            const cb = callback as (err: Error | null, address: string | { address: string; family: number }[], family?: number) => void;
            if ((options as { all?: boolean }).all) cb(null, [{ address, family }]);
            else cb(null, address, family);
          },
        },
        (res) => {
          // The answer's body is not used; reading it frees the connection.
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('push request timed out')));
      req.on('error', reject);
      req.end(init.body);
    }),
};
