/**
 * The pages' CSP: the site itself plus the operator's extra origins (CSP_EXTRA_ORIGINS, e.g. an
 * image CDN or a live-stream player), never "any https host". 'self' covers the same-origin
 * WebSocket in current browsers.
 */
export function cspDirectives(extra: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // antd-mobile sets inline style attributes and CSS variables at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Helmet's default font-src allows any https host.
    fontSrc: ["'self'", 'data:', ...extra],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra],
    mediaSrc: ["'self'", 'blob:', ...extra],
    connectSrc: ["'self'", ...extra],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...extra],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
