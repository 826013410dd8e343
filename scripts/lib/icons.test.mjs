import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ICONS, STROKE, drawIcon, encodePng, glyphPath, renderIcons } from './icons.mjs';

const dir = new URL('../../apps/web/public/icons/', import.meta.url);

/** Width, height and RGBA pixels of one of our PNGs (no filter, one IDAT). */
function decode(png) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLen = png.readUInt32BE(33);
  expect(png.toString('ascii', 37, 41)).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLen));
  const px = (x, y) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)];
  return { width, height, px };
}

describe('app icons (scripts/make-icons.mjs)', () => {
  const rendered = renderIcons();

  it('the committed PNGs are what the generator writes (run npm run icons after changing it)', () => {
    for (const name of Object.keys(ICONS)) {
      expect(readFileSync(new URL(name, dir)).equals(rendered[name]), name).toBe(true);
    }
  });

  it('has the sizes the manifest and index.html name, red ring, white disc, transparent corners', () => {
    const icon = decode(rendered['icon-512.png']);
    expect([icon.width, icon.height]).toEqual([512, 512]);
    expect(decode(rendered['icon-192.png']).width).toBe(192);
    expect(decode(rendered['apple-touch-icon.png']).width).toBe(180);
    expect(icon.px(0, 0)[3]).toBe(0);
    expect(icon.px(256, 20)).toEqual([0xe0, 0x02, 0x21, 255]);
    // Inside the disc, beside the glyph.
    expect(icon.px(256 - 140, 256)).toEqual([255, 255, 255, 255]);
    // The bar of 六 crosses the centre line.
    expect(icon.px(256, Math.round((40.5 * 512) / 96))).toEqual([0xe0, 0x02, 0x21, 255]);
  });

  it('maskable and Apple icons are opaque to the corners, the disc inside the 40% safe circle', () => {
    for (const name of ['maskable-512.png', 'apple-touch-icon.png']) {
      const { width, px } = decode(rendered[name]);
      expect(px(0, 0), name).toEqual([0xe0, 0x02, 0x21, 255]);
      expect(px(width - 1, width - 1), name).toEqual([0xe0, 0x02, 0x21, 255]);
      // White just inside 0.35 of the size from the centre, red again at 0.4.
      const c = width / 2;
      expect(px(Math.round(c - 0.34 * width), Math.round(c)), name).toEqual([255, 255, 255, 255]);
      expect(px(Math.round(c - 0.41 * width), Math.round(c)), name).toEqual([0xe0, 0x02, 0x21, 255]);
    }
  });

  it('logo.svg draws 六 as the same strokes, with no text (no font needed, no text layout)', () => {
    const svg = readFileSync(new URL('../logo.svg', dir), 'utf8');
    expect(svg).not.toContain('<text');
    expect(svg).toContain(`d="${glyphPath()}"`);
    expect(svg).toContain(`stroke-width="${STROKE}"`);
    expect(svg).toContain('stroke-linecap="round"');
  });

  it('index.html names the PNG favicon, which exists at its size', () => {
    const html = readFileSync(new URL('../../index.html', dir), 'utf8');
    expect(html).toContain('<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />');
    expect(decode(rendered['favicon-48.png']).width).toBe(48);
  });

  it('encodes deterministically', () => {
    const a = encodePng(16, drawIcon(16, { full: true, disc: 30 }));
    const b = encodePng(16, drawIcon(16, { full: true, disc: 30 }));
    expect(a.equals(b)).toBe(true);
  });
});
