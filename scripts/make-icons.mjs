#!/usr/bin/env node
/**
 * Writes the app's PNG icons (manifest, maskable, apple-touch-icon, favicon) into
 * apps/web/public/icons from the geometry of apps/web/public/logo.svg: the red ring, the white
 * disc and 六 as four strokes.
 *
 * Drawn here with 4x4 supersampling and written as PNG with node:zlib, so the output is the same
 * bytes on every machine and needs no image package. The files are committed; `npm run icons`
 * rewrites them, and scripts/lib/icons.test.mjs checks they are current and that logo.svg
 * draws the same strokes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderIcons } from './lib/icons.mjs';

const out = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
mkdirSync(out, { recursive: true });
for (const [name, bytes] of Object.entries(renderIcons())) {
  writeFileSync(`${out}${name}`, bytes);
  console.log(`icons: ${name} ${bytes.length} B`);
}
