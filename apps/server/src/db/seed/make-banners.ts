/**
 * `npm run banners`: draws the demo carousel slides (banners.ts DEMO_SLIDES) into
 * src/db/seed/data/banners/slide-N.png, which are committed. Run it after changing a slide.
 * Needs a CJK font (Debian: fonts-noto-cjk); without one the Chinese titles would come out as
 * boxes, so it stops instead.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { DEMO_SLIDES, bannerFile, bannerSvg } from './banners';

const cjkFonts = (): string => {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  } catch {
    return ''; // no fontconfig
  }
};
if (!cjkFonts().trim()) {
  console.error('banners: no CJK font (fc-list :lang=zh is empty); install one, e.g. apt-get install fonts-noto-cjk');
  process.exit(1);
}

for (const [i, [title, subtitle, from, to]] of DEMO_SLIDES.entries()) {
  const png = await sharp(Buffer.from(bannerSvg(title, subtitle, from, to)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  mkdirSync(dirname(bannerFile(i)), { recursive: true });
  writeFileSync(bannerFile(i), png);
  console.log(`banners: ${bannerFile(i)} ${png.length} B`);
}
