import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type pg from 'pg';
import { UPLOAD_URL_PREFIX, bannerArtSvg, storeImage, uploadsDir } from '../../modules/content';
import { serverRoot } from '../../paths';

/**
 * The carousel's demo slides (home and the game center show the same ones): title, subtitle,
 * gradient and where a tap goes.
 *
 * They are PNG files in the repository (`data/banners/`), stored as uploads by the seed, as an
 * operator's banners are. As `data:` SVG addresses with <text>, each slide was a document of its
 * own that the browser laid out, Chinese text shaping included, on the page's main thread
 * during the first load (with the SVG favicon, tasks of 44–81 ms traced unthrottled on home;
 * issue 16), and the pictures came out differently with each device's fonts. Rendering them
 * needs a CJK font, which servers often lack, so they are drawn once by `npm run banners`
 * (make-banners.ts) and committed.
 */
export const DEMO_SLIDES: readonly (readonly [title: string, subtitle: string, from: string, to: string, redirect: string])[] = [
  ['澳门六合彩', '每晚 21:30 准时开奖', '#e00221', '#ff7a45', '/lottery-history/70'],
  ['新用户注册', '注册即送18元体验金', '#1677ff', '#36cfc9', '/auth/register'],
  ['精选图库', '彩色与黑白图纸每期更新', '#722ed1', '#eb2f96', '/gallery'],
];

export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

/** The picture of a slide, as SVG (what make-banners.ts renders). */
export const bannerSvg = (title: string, subtitle: string, from: string, to: string): string =>
  bannerArtSvg({ width: BANNER_WIDTH, height: BANNER_HEIGHT, title, subtitle, from, to, rx: 24 });

/** The committed PNG of slide `index` (0-based). */
export const bannerFile = (index: number): string => resolve(serverRoot, `src/db/seed/data/banners/slide-${index + 1}.png`);

/** Stores slide `index`'s PNG as an upload (content-hash name, thumbnail, WebP copy); its address. */
export async function storeDemoBanner(pool: pg.Pool, dataDir: string, index: number): Promise<string> {
  return (await storeImage(pool, dataDir, readFileSync(bannerFile(index)))).url;
}

/**
 * Writes the demo slides' files again when DATA_DIR lost an upload a carousel row points to
 * (the rows stay as the operator left them; the files come back under the same names).
 */
export async function restoreDemoBanners(pool: pg.Pool, dataDir: string, urls: readonly string[]): Promise<void> {
  const dir = uploadsDir(dataDir);
  const lost = urls.some((url) => url.startsWith(UPLOAD_URL_PREFIX) && !existsSync(join(dir, url.slice(UPLOAD_URL_PREFIX.length))));
  if (lost) for (const i of DEMO_SLIDES.keys()) await storeDemoBanner(pool, dataDir, i);
}
