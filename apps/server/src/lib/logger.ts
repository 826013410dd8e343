import type { FastifyRequest } from 'fastify';

/** Names of fields and query parameters that carry secrets (passwords, tokens, captcha answers). */
export const SECRET_NAME = /pass(word)?|pwd|secret|token|valicode|vcode|signature/i;

/** The URL with the value of every secret query parameter replaced, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      let name = eq === -1 ? pair : pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // An undecodable name is logged as sent, its value still hidden below if it looks secret.
      }
      return SECRET_NAME.test(name) && eq !== -1 ? `${pair.slice(0, eq)}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

const SECRET_FIELDS = ['password', 'confirmPassword', 'oldPassword', 'newPassword', 'fundPwd', 'confirmFundPwd', 'oldFundPwd', 'cashPassword', 'token', 'tokenChat', 'valiCode', 'vCode'];
const SECRET_HEADERS = ['authorization', 'token', 'cookie', '"set-cookie"', '"x-admin-token"', '"x-sandbox-signature"'];

/**
 * Pino options of the server: request lines carry the URL with secret query values masked, and
 * any body or headers a handler logs have their password and token fields redacted.
 */
export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: [
      ...SECRET_FIELDS.flatMap((f) => [`body.${f}`, `req.body.${f}`, `request.body.${f}`, `*.${f}`]),
      ...SECRET_HEADERS.flatMap((h) => [`headers.${h}`, `req.headers.${h}`, `request.headers.${h}`]),
    ],
    censor: '[REDACTED]',
  },
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
});
