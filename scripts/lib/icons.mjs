import { deflateSync } from 'node:zlib';

/** The logo's colours (apps/web/public/logo.svg). */
const RED = [0xe0, 0x02, 0x21];
const WHITE = [0xff, 0xff, 0xff];

/**
 * 六 as four strokes in the logo's 96-unit box, centred on the white disc (centre 48,48, r 30):
 * the dot, the bar, and the two feet. Each is a segment drawn with round ends. logo.svg draws the
 * same segments (`glyphPath`): as a <text> in a system font it needed a CJK font, and the
 * browser laid the glyph out in a document of its own on the page's main thread (the favicon:
 * a 15–28 ms task on every first load, traced unthrottled; issue 16).
 */
const GLYPH = [
  [46, 28.5, 50.5, 34],
  [33, 40.5, 63, 40.5],
  [42.5, 47.5, 35, 62],
  [53.5, 47.5, 61.5, 62],
];
export const STROKE = 5.6;

/** The glyph as an SVG path (round caps, width STROKE), as logo.svg has it. */
export const glyphPath = () => GLYPH.map(([ax, ay, bx, by]) => `M${ax} ${ay}L${bx} ${by}`).join('');

/** Distance from (px,py) to the segment (ax,ay)-(bx,by). */
function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * The colour at a point of the 96-unit logo box, or null (transparent). `full` fills the whole
 * square red (maskable and Apple icons, which must not be transparent) and `disc` is the white
 * disc's radius (the logo's 30; larger on full icons so the glyph stays big inside the mask).
 */
function colourAt(x, y, { full, disc }) {
  const k = disc / 30;
  // The glyph and the disc scale about the centre together.
  const gx = 48 + (x - 48) / k;
  const gy = 48 + (y - 48) / k;
  const r = Math.hypot(x - 48, y - 48);
  if (r <= disc) {
    for (const [ax, ay, bx, by] of GLYPH) if (segmentDistance(gx, gy, ax, ay, bx, by) <= STROKE / 2) return RED;
    return WHITE;
  }
  if (full || r <= 46) return RED;
  return null;
}

/** RGBA pixels of a size x size icon, 4x4 samples per pixel (premultiplied average). */
export function drawIcon(size, options) {
  const px = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sj = 0; sj < n; sj++) {
        for (let si = 0; si < n; si++) {
          const c = colourAt(((i + (si + 0.5) / n) * 96) / size, ((j + (sj + 0.5) / n) * 96) / size, options);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = (j * size + i) * 4;
      if (a > 0) {
        px[o] = Math.round(r / a);
        px[o + 1] = Math.round(g / a);
        px[o + 2] = Math.round(b / a);
      }
      px[o + 3] = Math.round((a * 255) / (n * n));
    }
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An 8-bit RGBA PNG (no filter, zlib level 9). */
export function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Every icon file by name. The maskable one keeps the disc inside the 40% safe circle the
 * platforms promise not to crop (disc radius 0.36 of the size).
 */
export const ICONS = {
  'icon-192.png': { size: 192, full: false, disc: 30 },
  'icon-512.png': { size: 512, full: false, disc: 30 },
  'maskable-512.png': { size: 512, full: true, disc: 0.36 * 96 },
  'apple-touch-icon.png': { size: 180, full: true, disc: 36 },
  // index.html's icon: a small PNG the browser decodes, where an SVG favicon is a document of
  // its own laid out on the page's main thread during the first load.
  'favicon-48.png': { size: 48, full: false, disc: 30 },
};

/** The PNG bytes of every icon. */
export function renderIcons() {
  return Object.fromEntries(
    Object.entries(ICONS).map(([name, { size, ...options }]) => [name, encodePng(size, drawIcon(size, options))]),
  );
}
