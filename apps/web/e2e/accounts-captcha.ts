import svgCaptcha from 'svg-captcha';

/**
 * Reads a captcha the server drew with svg-captcha, so browser journeys can pass the image
 * captcha like a person would. Each character is its font glyph moved into place with a
 * ±0.1 jitter; noise lines are stroked, never filled. Matching a character's outline against
 * the font's glyphs (after removing the offset) recovers the text.
 */
const FONT_SIZE = 44; // as the server draws them (modules/accounts/captcha.ts)
const CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

interface Outline {
  types: string;
  points: number[];
}

function parse(d: string): Outline {
  const types: string[] = [];
  const nums: number[] = [];
  for (const m of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    types.push(m[1]!);
    for (const n of m[2]!.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []) nums.push(Number(n));
  }
  const x0 = nums[0] ?? 0;
  const y0 = nums[1] ?? 0;
  return { types: types.join(''), points: nums.map((n, i) => n - (i % 2 === 0 ? x0 : y0)) };
}

/** The opentype font svg-captcha draws with (its typings leave it out). */
interface GlyphFont {
  charToGlyph(ch: string): { getPath(x: number, y: number, size: number): { toPathData(decimals: number): string } };
}
const font = (svgCaptcha.options as unknown as { font: GlyphFont }).font;

let templates: { ch: string; outline: Outline }[] | null = null;
function glyphs() {
  templates ??= [...CHARS].map((ch) => ({
    ch,
    outline: parse(font.charToGlyph(ch).getPath(0, 0, FONT_SIZE).toPathData(2)),
  }));
  return templates;
}

const distance = (a: Outline, b: Outline) =>
  a.types !== b.types || a.points.length !== b.points.length ? Infinity : Math.max(0, ...a.points.map((p, i) => Math.abs(p - b.points[i]!)));

/** The text of an svg-captcha image (case as drawn; the server compares case-insensitively). */
export function readCaptcha(svg: string): string {
  const chars: { x: number; ch: string }[] = [];
  for (const m of svg.matchAll(/<path fill="[^"]*" d="([^"]+)"\s*\/>/g)) {
    const outline = parse(m[1]!);
    let best = { ch: '?', d: Infinity };
    for (const t of glyphs()) {
      const d = distance(outline, t.outline);
      if (d < best.d) best = { ch: t.ch, d };
    }
    const xs = (m[1]!.match(/-?\d*\.?\d+/g) ?? []).map(Number).filter((_, i) => i % 2 === 0);
    chars.push({ x: Math.min(...xs), ch: best.ch });
  }
  return chars
    .sort((a, b) => a.x - b.x)
    .map((c) => c.ch)
    .join('');
}
