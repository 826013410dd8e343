import type pg from 'pg';
import sharp from 'sharp';
import { storeImage } from './upload.service';

/**
 * A demo banner: a rounded card with a gradient, a title and an optional subtitle. The carousel
 * slides (committed PNGs, db/seed/banners.ts), the activity banners and the wide game pictures
 * are all drawn from it, at their own sizes.
 */
export interface BannerArt {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  from: string;
  to: string;
  /** Corner radius. */
  rx: number;
  /** Gradient left to right; otherwise corner to corner. */
  horizontal?: boolean;
}

export function bannerArtSvg(a: BannerArt): string {
  // Text sits on the card's proportions: the slides' layout, 750×300, scaled to the card.
  const s = a.height / 300;
  const x = Math.round(48 * s);
  const sub =
    a.subtitle === undefined
      ? ''
      : `<text x="${x}" y="${Math.round(210 * s)}" font-size="${Math.round(32 * s)}" fill="#fff" opacity=".9" font-family="sans-serif">${a.subtitle}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${a.width}" height="${a.height}" viewBox="0 0 ${a.width} ${a.height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${a.horizontal ? 0 : 1}"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient></defs>` +
    `<rect width="${a.width}" height="${a.height}" rx="${a.rx}" fill="url(#g)"/>` +
    `<text x="${x}" y="${Math.round((a.subtitle === undefined ? 170 : 140) * s)}" font-size="${Math.round((a.subtitle === undefined ? 72 : 64) * s)}" font-weight="700" fill="#fff" font-family="sans-serif">${a.title}</text>` +
    sub +
    `</svg>`
  );
}

// One rendering per picture per process: every test app seeds the demo again.
const rendered = new Map<string, Promise<Buffer>>();

/** The picture drawn by `svg`, stored as an upload (content-hash name, thumbnail, WebP copy). */
export async function storeDemoArt(pool: pg.Pool, dataDir: string, svg: string) {
  let png = rendered.get(svg);
  if (!png) rendered.set(svg, (png = sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()));
  return storeImage(pool, dataDir, await png);
}
