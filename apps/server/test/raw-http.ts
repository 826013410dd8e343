import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** An answer as it came over the wire. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A real HTTP request that keeps the body as sent (fetch would decode a compressed one). */
export const rawRequest = (url: string, headers: Record<string, string | string[]> = {}, method = 'GET') =>
  new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
