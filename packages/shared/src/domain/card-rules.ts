/**
 * Template card rules of spec 2 §4-§5 and §9: how many items a card shows collapsed and
 * expanded, which cards are tabbed, how hits are highlighted and how MB07/MB12/MB16/MB20/
 * mb39/MB42 read their items. Server and web share them so the demo content and the cards agree.
 */

import { bigSmall } from './number-attributes';
import { toEpochMs } from './time-ago';
import { FOUR_ARTS, GENDER, SEASONS, ZODIAC_NAMES } from './zodiac';

/** The 12 zodiacs in their traditional order. */
export const CARD_ZODIACS: readonly string[] = ZODIAC_NAMES;

/** Zodiacs of each hit group (four arts, seasons, gender of spec 2 §5), by the group's label. */
export const ZODIAC_HIT_GROUPS: Readonly<Record<string, readonly string[]>> = {
  ...FOUR_ARTS,
  ...SEASONS,
  ...GENDER,
};

/** MB16 合数 ranges: the digit sum read from the note. */
export const MB16_RANGES = { 合数小: [1, 6], 合数大: [7, 13] } as const;

/** Card codes with `{groupName}期` period tabs (spec 2 §4). */
export const TABBED_CODES = ['MB12', 'MB14', 'MB20', 'MB22', 'MB23', 'MB26', 'MB33', 'MB35', 'MB37'] as const;
/** Cards drawn as a list of rows (gshou list and row lists). */
export const LIST_CODES = ['JHTGSHOU', 'MB41', 'MB42', 'MB39'] as const;
/** Cards drawn as a table. */
export const TABLE_CODES = ['MB25', 'MB31', 'MB43'] as const;

export const COLLAPSED_ITEMS = 5;
export const HOME_COLLAPSED_ITEMS = 1;
export const MB16_EXPANDED_ITEMS = 10;
export const MB38_MAX_GROUPS = 3;
export const GSHOU_MAX_ITEMS = 15;
export const SYMB_MAX_SEGMENTS = 6;
export const MB01A_COLLAPSED_ITEMS = 2;
export const SYMB2_EXPANDED_ITEMS = 2;
export const MB0304_LIST_ITEMS = { collapsed: 2, expanded: 5 } as const;
/** MB12 number circles come in 12 sizes, one per count of numbers in a row. */
export const MB12_MAX_CIRCLE_SIZE = 12;

/**
 * Note truncation lengths of spec 2 §9. Where two are given the first applies to an
 * expanded card and the second to a collapsed one (the narrower home preview).
 */
export const NOTE_TRUNCATE: Readonly<Record<string, { expanded: number; collapsed: number }>> = {
  MB07: { expanded: 70, collapsed: 70 },
  MB13: { expanded: 102, collapsed: 60 },
  MB18: { expanded: 100, collapsed: 60 },
};

/** Codes compare case-insensitively: the data mixes SYmb, Symb2, mb01A, JhtGshou. */
export const normCode = (code: string | null | undefined): string => (code ?? '').trim().toUpperCase();

export const isTabbedCard = (code: string): boolean =>
  (TABBED_CODES as readonly string[]).includes(normCode(code));
export const isListCard = (code: string): boolean =>
  (LIST_CODES as readonly string[]).includes(normCode(code));
export const isTableCard = (code: string): boolean =>
  (TABLE_CODES as readonly string[]).includes(normCode(code));
export const isGshouCard = (code: string): boolean => normCode(code) === 'JHTGSHOU';
/** Ad templates (AD01..AD14): placed in ad slots, not in the template list. */
export const isAdCode = (code: string): boolean => /^AD\d+$/.test(normCode(code));

/** Whether a card starts expanded: mb01A and every tabbed, list and table card. */
export function startsExpanded(code: string): boolean {
  return normCode(code) === 'MB01A' || isTabbedCard(code) || isListCard(code) || isTableCard(code);
}

export interface VisibleCountOptions {
  expanded: boolean;
  /** Home variant: one item when collapsed. */
  home?: boolean;
  /** MB03/MB04 drawn as a list. */
  listForm?: boolean;
}

/**
 * How many items of the shown group a card renders (Infinity = all). MB38 is counted in
 * groups, see {@link mb38Groups}.
 */
export function visibleItemCount(code: string, { expanded, home, listForm }: VisibleCountOptions): number {
  const c = normCode(code);
  if (c === 'MB01A') return expanded ? Infinity : MB01A_COLLAPSED_ITEMS;
  if (c === 'SYMB')
    return expanded
      ? SYMB_MAX_SEGMENTS
      : Math.min(SYMB_MAX_SEGMENTS, home ? HOME_COLLAPSED_ITEMS : COLLAPSED_ITEMS);
  if (c === 'SYMB2') return expanded ? SYMB2_EXPANDED_ITEMS : 1;
  if ((c === 'MB03' || c === 'MB04') && listForm)
    return expanded ? MB0304_LIST_ITEMS.expanded : MB0304_LIST_ITEMS.collapsed;
  if (c === 'MB16') return expanded ? MB16_EXPANDED_ITEMS : home ? HOME_COLLAPSED_ITEMS : COLLAPSED_ITEMS;
  if (c === 'MB38') return 1;
  if (c === 'JHTGSHOU') return GSHOU_MAX_ITEMS;
  if (expanded) return Infinity;
  return home ? HOME_COLLAPSED_ITEMS : COLLAPSED_ITEMS;
}

/** Takes the first `n` (Infinity-safe). */
export const takeVisible = <T>(items: readonly T[], n: number): T[] =>
  Number.isFinite(n) ? items.slice(0, n) : [...items];

/** Group label for period tabs: `{groupName}期`. */
export const periodTabLabel = (groupName: string): string => `${groupName}期`;

/** A note with `*` is shown in red. */
export const isRedNote = (note: string | null | undefined): boolean => !!note && note.includes('*');

/** activeCover 1 highlights the item red. */
export const isActiveCover = (activeCover: unknown): boolean => Number(activeCover) === 1;

/** Truncates with an ellipsis after `max` characters (counting code points, so Chinese is one each). */
export function truncateText(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** Applies the card's note truncation length, if it has one. */
export function truncateNote(code: string, note: string, expanded: boolean): string {
  const rule = NOTE_TRUNCATE[normCode(code)];
  if (!rule) return note;
  return truncateText(note, expanded ? rule.expanded : rule.collapsed);
}

/** The zodiacs mentioned in a note ("开:马08" → ['马']). */
export const zodiacsIn = (text: string): string[] => [...text].filter((ch) => CARD_ZODIACS.includes(ch));

/** The note's digits read as one number ("开:马08" → 8); null when there are none. */
export function noteNumber(note: string): number | null {
  const digits = note.replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/**
 * Whether a forecast token is a hit against the item's note (spec 2 §4 Highlight): a zodiac
 * the note names, a gender/season/four-arts group containing the note's zodiac, 大/小 for the
 * note's number, or the number itself.
 */
export function isTokenHit(token: string, note: string | null | undefined): boolean {
  if (!note) return false;
  const t = token.trim();
  if (!t) return false;
  if (CARD_ZODIACS.includes(t)) return note.includes(t);
  const group = ZODIAC_HIT_GROUPS[t];
  if (group) return zodiacsIn(note).some((z) => group.includes(z));
  if (t === '大' || t === '小') {
    const n = noteNumber(note);
    return n !== null && n >= 1 && n <= 49 && bigSmall(n) === t;
  }
  if (/^\d{1,2}$/.test(t)) {
    const n = noteNumber(note);
    return n !== null && n === Number(t);
  }
  return false;
}

/** MB16: the note's digits as a number; 合数小 hits 1-6, 合数大 hits 7-13. */
export function isMb16Hit(label: string, note: string | null | undefined): boolean {
  if (!note) return false;
  const n = noteNumber(note);
  if (n === null) return false;
  for (const [name, [lo, hi]] of Object.entries(MB16_RANGES))
    if (label.includes(name)) return n >= lo && n <= hi;
  return false;
}

/** MB07: the last digit in the note; a content number equal to it is highlighted. */
export function mb07LastDigit(note: string | null | undefined): number | null {
  const m = /(\d)\D*$/.exec(note ?? '');
  return m ? Number(m[1]) : null;
}
export const isMb07Hit = (num: string | number, note: string | null | undefined): boolean => {
  const d = mb07LastDigit(note);
  return d !== null && Number(num) === d;
};

/** Content tokens split on whitespace; `~...~` ranges stay one token. */
export function contentTokens(content: string | null | undefined): string[] {
  const s = (content ?? '').trim();
  if (!s) return [];
  const out: string[] = [];
  const re = /~[^~]*~|\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) out.push(m[0]);
  return out;
}

/** MB12 circle size class 1..12: the count of numbers in the row, clamped. */
export const mb12CircleSize = (countInRow: number): number =>
  Math.max(1, Math.min(MB12_MAX_CIRCLE_SIZE, Math.round(countInRow)));

export interface Mb12Row {
  /** A leading 杀 shown as plain text (groups whose name contains 杀). */
  plainPrefix: string | null;
  numbers: string[];
  size: number;
}
/** MB12 row: in a 杀 group a leading 杀 token is plain; the rest are circles sized by their count. */
export function mb12Row(groupName: string, content: string): Mb12Row {
  const tokens = contentTokens(content);
  let plainPrefix: string | null = null;
  if (groupName.includes('杀') && tokens[0] === '杀') {
    plainPrefix = '杀';
    tokens.shift();
  }
  return { plainPrefix, numbers: tokens, size: mb12CircleSize(tokens.length) };
}

export interface LabelledText {
  label: string;
  text: string;
}
function splitOn(value: string | null | undefined, sep: string, defaultLabel: string): LabelledText {
  const s = value ?? '';
  const i = s.indexOf(sep);
  if (i < 0) return { label: defaultLabel, text: s };
  return { label: s.slice(0, i).trim() || defaultLabel, text: s.slice(i + sep.length).trim() };
}
/** MB20 title: `label-text`, default label 挂 牌. */
export const mb20Title = (title: string | null | undefined): LabelledText => splitOn(title, '-', '挂 牌');
/** MB20 content2: `label-text`, default label 解七肖. */
export const mb20Content2 = (content2: string | null | undefined): LabelledText =>
  splitOn(content2, '-', '解七肖');
/** MB20 content: split on the full-width colon `：`. */
export const mb20Content = (content: string | null | undefined): LabelledText => splitOn(content, '：', '');

interface SortableItem {
  sort: number;
}
interface SortableGroup<I extends SortableItem> {
  items: I[];
}
/** mb39: groups by their first item's sort, descending (empty groups last). */
export function sortMb39Groups<G extends SortableGroup<SortableItem>>(groups: readonly G[]): G[] {
  const key = (g: G) => g.items[0]?.sort ?? -Infinity;
  return [...groups].sort((a, b) => key(b) - key(a));
}

/** MB42: one tab per item, by descending sort, labelled by content3. */
export function mb42Tabs<I extends SortableItem & { id: number | string; content3?: string | null }>(
  items: readonly I[],
): { key: string; label: string; item: I }[] {
  return [...items]
    .sort((a, b) => b.sort - a.sort)
    .map((item) => ({ key: String(item.id), label: item.content3 ?? '', item }));
}

/** MB38: the first item of up to 3 groups. */
export function mb38Groups<G extends { items: readonly unknown[] }>(groups: readonly G[]): G[] {
  return groups.filter((g) => g.items.length > 0).slice(0, MB38_MAX_GROUPS);
}

/** MB25 medal by row position (1-5); rows past the fifth get none. */
export const mb25Medal = (rowIndex: number): number | null =>
  rowIndex >= 0 && rowIndex < 5 ? rowIndex + 1 : null;

/** Templates the list hides: blocked codes and cards with no groups (or no items). */
export function isTemplateShown(
  t: { templateCode: string; groups?: readonly { items?: readonly unknown[] }[] | null },
  blocked: readonly string[] = [],
): boolean {
  const code = normCode(t.templateCode);
  if (blocked.some((b) => normCode(b) === code)) return false;
  return !!t.groups && t.groups.some((g) => (g.items?.length ?? 0) > 0);
}

/** Play-category chips: 6 shown unless expanded; the more/collapse toggle from 7 on. */
export const CHIPS_SHOWN = 6;
export const CHIPS_TOGGLE_AT = 7;
/** Data-library chips turn into a dropdown at 8 or more categories. */
export const DATABASE_DROPDOWN_AT = 8;
export function visibleChips<T>(chips: readonly T[], expanded: boolean): { shown: T[]; hasToggle: boolean } {
  const hasToggle = chips.length >= CHIPS_TOGGLE_AT;
  return { shown: expanded || !hasToggle ? [...chips] : chips.slice(0, CHIPS_SHOWN), hasToggle };
}

/** Gallery "updated" tag: updated within 86.4 s. */
export const GALLERY_UPDATED_WINDOW_MS = 86_400;

/**
 * The gallery's first row of cells (its grid has three columns): above the fold on a phone, so
 * their thumbnails load at once, at high priority, and the server preloads them with the page.
 */
export const GALLERY_FIRST_ROW = 3;
export const isRecentlyUpdated = (
  updatedTime: number | string | null | undefined,
  now = Date.now(),
): boolean => {
  if (updatedTime === null || updatedTime === undefined || updatedTime === '') return false;
  const t = toEpochMs(updatedTime);
  if (Number.isNaN(t)) return false;
  return now - t >= 0 && now - t <= GALLERY_UPDATED_WINDOW_MS;
};

/** Gallery cache key: gameId_groupType_initial-or-all, with the search text appended. */
export const galleryCacheKey = (
  gameId: number,
  groupType: number,
  initial: string | null,
  search?: string,
): string => {
  const base = `${gameId}_${groupType}_${initial ?? 'all'}`;
  const s = search?.trim();
  return s ? `${base}_${s}` : base;
};

/** Template cache key: gameId_category. */
export const templateCacheKey = (gameId: number, category: string): string => `${gameId}_${category}`;

/** One line of the summary under a card: a short label and its text. */
export interface CardSummaryEntry {
  key: string;
  label: string;
  text: string;
}

/** The summary lists at most this many entries, so it stays one short strip under the card. */
export const CARD_SUMMARY_MAX = 3;

interface SummaryItem {
  id: number | string;
  title: string;
  note: string;
}

interface SummaryVote {
  pollOptions: readonly {
    option_id: number;
    option_text: string;
    option_value: string;
    option_vote: number;
  }[];
  totalVotes: number;
}

/** An issue title as a label: "059" → "059期"; a title that already says 期 stays as it is. */
const issueLabel = (title: string): string => {
  const t = title.trim();
  return !t || t.endsWith('期') ? t : `${t}期`;
};

/** The leading option of a poll as one line: "{text} 领先 {pct}%（共{n}票）", or an invitation when nobody voted. */
export function voteSummaryText(vote: SummaryVote): string {
  const total = vote.totalVotes;
  if (total <= 0 || vote.pollOptions.length === 0) return '暂无投票，快来投出您的一票';
  const top = vote.pollOptions.reduce((a, b) => (b.option_vote > a.option_vote ? b : a));
  const pct = Math.round((top.option_vote / total) * 100);
  return `${top.option_text} 领先 ${pct}%（共${total}票）`;
}

/**
 * The summary shown under a card (spec 2 §3): the newest issues' notes of its first group that
 * the card body does not already show (`shown` ids). Zodiac or vote data, kept per template
 * id, replaces the first entry when present.
 */
export function cardSummary(
  groups: readonly { items: readonly SummaryItem[] }[],
  vote?: SummaryVote | null,
  shown: ReadonlySet<number | string> = new Set(),
): CardSummaryEntry[] {
  const entries: CardSummaryEntry[] = (groups[0]?.items ?? [])
    .filter((i) => i.note.trim() !== '' && !shown.has(i.id))
    .slice(0, CARD_SUMMARY_MAX)
    .map((i) => ({ key: `item-${i.id}`, label: issueLabel(i.title), text: i.note.trim() }));
  if (!vote) return entries;
  const voteEntry = { key: 'vote', label: '投票', text: voteSummaryText(vote) };
  return entries.length > 0 ? [voteEntry, ...entries.slice(1)] : [voteEntry];
}

interface HomeItem {
  id: number | string;
  note: string;
  pollStatus?: number | null;
  pollOptions?: readonly unknown[];
}
interface HomeGroup<I extends HomeItem> {
  items: I[];
}

const hasPollItem = (i: HomeItem) => i.pollStatus === 1 && (i.pollOptions?.length ?? 0) > 0;

/**
 * How many leading items of a card's first group the summary can reach when the body shows
 * the first `shown` of them: up to and including the CARD_SUMMARY_MAX-th noted item after them.
 */
function summaryReach(items: readonly HomeItem[], shown: number): number {
  if (!Number.isFinite(shown)) return items.length;
  let found = 0;
  for (let i = Math.max(0, shown); i < items.length; i++) {
    if (items[i]!.note.trim() === '') continue;
    if (++found === CARD_SUMMARY_MAX) return i + 1;
  }
  return items.length;
}

/**
 * The groups and items a home card can show (spec 2 §3-§5), for the home list: the body's
 * items collapsed and expanded, the period tabs of tabbed cards, and the summary strip under
 * the card, so the card renders exactly as it would from the whole template. Everything else
 * (the older periods of untabbed cards) stays on the detail route. Order and objects are kept.
 */
export function homeCardGroups<I extends HomeItem, G extends HomeGroup<I>>(code: string, groups: readonly G[]): G[] {
  const c = normCode(code);
  // Tabbed and tab-per-group cards show every group's items.
  if (isTabbedCard(c) || c === 'MB39' || c === 'MB41') return [...groups];
  const first = groups[0];
  if (!first) return [];
  const items = first.items;
  let keep: number;
  if (c === 'MB42') keep = items.length; // one tab per item of the first group
  else {
    const collapsed = visibleItemCount(c, { expanded: false, home: true });
    const expanded = visibleItemCount(c, { expanded: true, home: true });
    keep = Math.max(
      Number.isFinite(expanded) ? expanded : items.length,
      summaryReach(items, collapsed),
      summaryReach(items, expanded),
    );
  }
  // The card's poll (the summary's vote line) must still be seen when it sits further down.
  const pollAt = items.findIndex(hasPollItem);
  if (pollAt >= keep) keep = pollAt + 1;
  const out: G[] = [{ ...first, items: items.slice(0, keep) }];
  if (c === 'MB38') {
    const shown = new Set<G>(mb38Groups(groups));
    for (const g of groups.slice(1)) if (shown.has(g)) out.push({ ...g, items: g.items.slice(0, 1) });
  }
  const kept = new Set(out.flatMap((g) => g.items.map((i) => i.id)));
  const keptPoll = out.some((g) => g.items.some(hasPollItem));
  const rest = groups.slice(1).flatMap((g) => g.items.filter((i) => !kept.has(i.id)).map((i) => ({ g, i })));
  // A poll in an older period still makes the card show the vote line; a card whose first
  // group is empty still counts as shown (isTemplateShown): one item of the group after.
  const extra =
    (!keptPoll ? rest.find(({ i }) => hasPollItem(i)) : undefined) ??
    (out.every((g) => g.items.length === 0) ? rest[0] : undefined);
  if (extra) out.push({ ...extra.g, items: [extra.i] });
  return out;
}
