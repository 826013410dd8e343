import type pg from 'pg';
import { bannerArtSvg, storeDemoArt } from '../../../modules/content';

const BALL = ['#e00221', '#1677ff', '#16a34a'];

/**
 * A chart sheet (the gallery's picture of a draw): a grid of numbered balls with a title
 * band, in colour or black and white. Latin text only, because servers often lack CJK fonts.
 */
function sheetSvg(variant: number, colour: boolean): string {
  const w = 360;
  const h = 480;
  const band = colour ? ['#e00221', '#fa8c16', '#722ed1', '#13c2c2'][variant % 4]! : '#222';
  let balls = '';
  for (let i = 0; i < 49; i++) {
    const x = 30 + (i % 7) * 50;
    const y = 110 + Math.floor(i / 7) * 50;
    const n = ((i * (variant + 3)) % 49) + 1;
    const fill = colour ? BALL[n % 3]! : i % 2 ? '#555' : '#999';
    balls += `<circle cx="${x}" cy="${y}" r="20" fill="${fill}"/><text x="${x}" y="${y + 7}" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${String(n).padStart(2, '0')}</text>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<rect width="${w}" height="${h}" fill="${colour ? '#fffaf0' : '#fff'}"/>` +
    `<rect width="${w}" height="70" fill="${band}"/>` +
    `<text x="${w / 2}" y="46" font-size="30" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">MARK SIX ${variant + 1}</text>` +
    balls +
    `</svg>`
  );
}

/** Generated demo images, stored like uploads (content-hash names, thumbnails made once). */
export async function demoImages(pool: pg.Pool, dataDir: string) {
  const [colour, bw, banners] = await Promise.all([
    Promise.all([0, 1, 2].map((v) => storeDemoArt(pool, dataDir, sheetSvg(v, true)))),
    Promise.all([0, 1, 2].map((v) => storeDemoArt(pool, dataDir, sheetSvg(v, false)))),
    Promise.all(
      [
        ['NEW MEMBER', '#e00221', '#ff7a45'],
        ['DEPOSIT BONUS', '#1677ff', '#69b1ff'],
        ['CASH BACK', '#722ed1', '#b37feb'],
        ['FESTIVAL', '#fa8c16', '#ffc53d'],
        ['VIP', '#13c2c2', '#5cdbd3'],
      ].map(([label, from, to]) =>
        storeDemoArt(
          pool,
          dataDir,
          bannerArtSvg({ width: 750, height: 300, rx: 0, title: label!, from: from!, to: to! }),
        ),
      ),
    ),
  ]);
  return { colour, bw, banners };
}
