import { parlayPriceParts, playName, type BetLine, type PlaySelection } from '@sixmark/shared';

const two = (n: number) => String(n).padStart(2, '0');
const POS = ['', '正码1', '正码2', '正码3', '正码4', '正码5', '正码6'];

/** 玩法 name of a selection as the records show it (cateName), e.g. 合肖 · 3肖, 正码特 · 正码3. */
export function cateNameOf(s: PlaySelection): string {
  const name = playName(s.play);
  if (s.play === 'TM_HX') return `${name} · ${s.zodiacs?.length ?? 0}肖`;
  if (s.position) return `${name} · ${POS[s.position]}`;
  if (s.k && s.play === 'BZ') return `${name} · ${s.k}不中`;
  if (s.k && (s.play.startsWith('LX_') || s.play.startsWith('LW_'))) return `${name} · ${s.k}连`;
  return name;
}

/** What was picked (betInfo), bounded to 500 characters. */
export function betInfoOf(s: PlaySelection): string {
  const parts: string[] = [];
  if (s.bankers?.length)
    parts.push(`胆 ${s.bankers.map(two).join(',')}`, `拖 ${(s.numbers ?? []).map(two).join(',')}`);
  else if (s.numbers?.length) parts.push(s.numbers.map(two).join(','));
  if (s.groupA?.length)
    parts.push(`A组 ${s.groupA.map(two).join(',')}`, `B组 ${(s.groupB ?? []).map(two).join(',')}`);
  if (s.options?.length) parts.push(s.options.join(','));
  if (s.zodiacs?.length) parts.push(s.zodiacs.join(','));
  if (s.tails?.length) parts.push(s.tails.map((t) => `${t}尾`).join(','));
  if (s.legs?.length) parts.push(s.legs.map((l) => `${POS[l.position]}:${l.option}`).join(','));
  const text = parts.join(' ');
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

/**
 * The odds a slip item was placed at, e.g. "48.265", "中三 98.5 / 中二 24.359" or
 * "过关赔率 4.025 / 正码1开出49 1.97".
 */
export function oddsTextOf(lines: BetLine[]): string {
  const byKey = new Map<string, number>();
  for (const l of lines) for (const [k, v] of Object.entries(l.odds)) if (!byKey.has(k)) byKey.set(k, v);
  if (lines[0]?.play === 'ZM_PARLAY')
    return parlayPriceParts(lines[0].odds)
      .map(([label, v]) => `${label} ${v}`)
      .join(' / ')
      .slice(0, 200);
  const distinct = new Set(byKey.values());
  if (distinct.size === 1) return String([...distinct][0]);
  return [...byKey]
    .map(([k, v]) => `${k.split(':').slice(-1)[0]} ${v}`)
    .join(' / ')
    .slice(0, 200);
}
