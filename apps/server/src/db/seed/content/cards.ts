import { ZODIACS, waveOf, zodiacOf, type Draw } from './draws';

export interface SeedItem {
  title: string;
  content: string;
  content2?: string;
  content3?: string;
  note: string;
  iconUrl?: string;
  sort: number;
  subName?: 1 | 2 | 3 | null;
  multiContents?: { title: string; content: string }[];
  requireLogin?: 0 | 1;
  requireRecharge?: 0 | 1;
  templateType?: number | null;
  gameTurn: string;
  activeCover?: 0 | 1;
  pollOptions?: string[];
}

export interface SeedGroup {
  groupName: string;
  sort: number;
  items: SeedItem[];
}

export interface SeedTemplate {
  gameId: number;
  name: string;
  note1: string;
  note2: string;
  templateCode: string;
  colorTheme: string;
  location: 'home' | 'list' | 'database';
  playCateName: string;
  sort: number;
  groups: SeedGroup[];
}

/** Deterministic pseudo-random numbers, so every start generates the same demo. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const HIT = '准';
const MISS = '错';

function pick<T>(r: () => number, from: readonly T[], count: number, must?: T): T[] {
  const pool = from.filter((x) => x !== must);
  const out: T[] = must !== undefined ? [must] : [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0]!);
  // Shuffle so the right answer is not always first.
  return out.sort(() => r() - 0.5);
}

/** A forecast of `k` zodiacs that includes the real one with probability `hitRate`. */
function zodiacForecast(r: () => number, d: Draw, k: number, hitRate = 0.65) {
  const real = zodiacOf(d.special, d.date);
  const hit = r() < hitRate;
  const list = hit ? pick(r, ZODIACS, k, real) : pick(r, ZODIACS.filter((z) => z !== real), k);
  return { list, hit, real };
}

function numberForecast(r: () => number, d: Draw, k: number, hitRate = 0.55) {
  const all = Array.from({ length: 49 }, (_, i) => i + 1);
  const hit = r() < hitRate;
  const list = (hit ? pick(r, all, k, d.special) : pick(r, all.filter((n) => n !== d.special), k)).sort((a, b) => a - b);
  return { list, hit };
}

const result = (d: Draw, hit: boolean) => `开:${pad(d.special)}${zodiacOf(d.special, d.date)} ${hit ? HIT : MISS}`;

const GENDER: Record<string, string> = { 鼠: '男', 牛: '男', 虎: '男', 龙: '男', 马: '男', 猴: '男', 狗: '男', 兔: '女', 蛇: '女', 羊: '女', 鸡: '女', 猪: '女' };
const SEASON: Record<string, string> = { 鸡: '春', 兔: '春', 蛇: '春', 鼠: '夏', 牛: '夏', 狗: '夏', 马: '秋', 龙: '秋', 虎: '秋', 羊: '冬', 猴: '冬', 猪: '冬' };
const ARTS: Record<string, string> = { 鸡: '琴', 兔: '琴', 蛇: '琴', 鼠: '棋', 牛: '棋', 狗: '棋', 马: '书', 龙: '书', 虎: '书', 羊: '画', 猴: '画', 猪: '画' };

interface CardDef {
  code: string;
  name: string;
  cate: string;
  note1: string;
  note2: string;
  /** Which generator fills the items. */
  kind: 'zodiac' | 'number' | 'gender' | 'season' | 'arts' | 'bigsmall' | 'oddeven' | 'heshu' | 'tail' | 'wave'
    | 'mb12' | 'mb20' | 'mb22' | 'medal' | 'mb38' | 'mb39' | 'mb41' | 'mb42' | 'lock' | 'chat' | 'gshou' | 'segment' | 'ad' | 'poll';
  zodiacs?: number;
  tabbed?: boolean;
  location?: 'home' | 'list';
}

/** Every card type of spec 2 §4, with the play category it is filed under. */
export const CARD_DEFS: CardDef[] = [
  { code: 'MB01', name: '一肖中特', cate: '特码', note1: '独家', note2: '一肖', kind: 'zodiac', zodiacs: 1 },
  { code: 'MB03', name: '三肖中特', cate: '特码', note1: '精准', note2: '三肖', kind: 'zodiac', zodiacs: 3 },
  { code: 'MB04', name: '四肖八码', cate: '特码', note1: '稳定', note2: '四肖', kind: 'zodiac', zodiacs: 4 },
  { code: 'MB05', name: '六肖中特', cate: '生肖', note1: '高手', note2: '六肖', kind: 'zodiac', zodiacs: 6 },
  { code: 'MB06', name: '九肖中特', cate: '生肖', note1: '必中', note2: '九肖', kind: 'zodiac', zodiacs: 9 },
  { code: 'MB07', name: '绝杀尾数', cate: '特码', note1: '尾数', note2: '五尾', kind: 'tail' },
  { code: 'MB09', name: '男女特肖', cate: '生肖', note1: '男女', note2: '特肖', kind: 'gender' },
  { code: 'MB10', name: '四季生肖', cate: '生肖', note1: '春夏', note2: '秋冬', kind: 'season' },
  { code: 'MB11', name: '琴棋书画', cate: '生肖', note1: '四艺', note2: '三组', kind: 'arts' },
  { code: 'MB12', name: '精选十码', cate: '特码', note1: '码王', note2: '十码', kind: 'mb12', tabbed: true },
  { code: 'MB13', name: '大小中特', cate: '特码', note1: '大小', note2: '独家', kind: 'bigsmall' },
  { code: 'MB14', name: '七肖连准', cate: '生肖', note1: '七肖', note2: '连准', kind: 'zodiac', zodiacs: 7, tabbed: true },
  { code: 'MB15', name: '单双中特', cate: '波色', note1: '单双', note2: '稳赚', kind: 'oddeven' },
  { code: 'MB16', name: '合数大小', cate: '特码', note1: '合数', note2: '大小', kind: 'heshu' },
  { code: 'MB17', name: '双波中特', cate: '波色', note1: '波色', note2: '双波', kind: 'wave' },
  { code: 'MB18', name: '一波中特', cate: '波色', note1: '主攻', note2: '一波', kind: 'wave' },
  { code: 'MB19', name: '波色十二码', cate: '波色', note1: '波色', note2: '十二码', kind: 'number' },
  { code: 'MB20', name: '挂牌解七肖', cate: '平特', note1: '挂牌', note2: '七肖', kind: 'mb20', tabbed: true },
  { code: 'MB21', name: '平特一肖', cate: '平特', note1: '平特', note2: '一肖', kind: 'zodiac', zodiacs: 1 },
  { code: 'MB22', name: '综合资料', cate: '平特', note1: '综合', note2: '多项', kind: 'mb22', tabbed: true },
  { code: 'MB23', name: '平特三连', cate: '平特', note1: '三连', note2: '平特', kind: 'zodiac', zodiacs: 3, tabbed: true },
  { code: 'MB24', name: '*精准*五肖', cate: '综合', note1: '五肖', note2: '加精', kind: 'zodiac', zodiacs: 5 },
  { code: 'MB25', name: '英雄榜', cate: '综合', note1: '排行', note2: '高手', kind: 'medal' },
  { code: 'MB26', name: '特码二十码', cate: '综合', note1: '二十码', note2: '稳', kind: 'number', tabbed: true },
  { code: 'MB27', name: '八肖中特', cate: '综合', note1: '八肖', note2: '必中', kind: 'zodiac', zodiacs: 8 },
  { code: 'MB29', name: '五码中特', cate: '综合', note1: '五码', note2: '精选', kind: 'number' },
  { code: 'MB30', name: '二肖中特', cate: '综合', note1: '二肖', note2: '精准', kind: 'zodiac', zodiacs: 2 },
  { code: 'MB31', name: '会员专区', cate: '综合', note1: '会员', note2: '登录', kind: 'lock' },
  { code: 'MB32', name: 'VIP内幕', cate: '综合', note1: 'VIP', note2: '充值', kind: 'lock' },
  { code: 'MB33', name: '生肖投票', cate: '推荐', note1: '投票', note2: '热门', kind: 'poll', tabbed: true },
  { code: 'MB34', name: '三头中特', cate: '推荐', note1: '头数', note2: '三头', kind: 'number' },
  { code: 'MB35', name: '特肖投票', cate: '推荐', note1: '投票', note2: '一肖', kind: 'poll', tabbed: true },
  { code: 'MB36', name: '家禽野兽', cate: '推荐', note1: '家野', note2: '特肖', kind: 'zodiac', zodiacs: 6 },
  { code: 'MB37', name: '绝密资料', cate: '推荐', note1: '绝密', note2: '解锁', kind: 'lock', tabbed: true },
  { code: 'MB38', name: '三期必出', cate: '推荐', note1: '三期', note2: '必出', kind: 'mb38' },
  { code: 'MB39', name: '高手分栏', cate: '推荐', note1: '高手', note2: '分栏', kind: 'mb39' },
  { code: 'MB41', name: '名家推荐', cate: '精品', note1: '名家', note2: '推荐', kind: 'mb41', location: 'list' },
  { code: 'MB42', name: '分类精选', cate: '精品', note1: '分类', note2: '精选', kind: 'mb42' },
  { code: 'MB43', name: '聊天室推荐', cate: '精品', note1: '聊天', note2: '直播', kind: 'chat', location: 'list' },
  { code: 'JhtGshou', name: '高手论坛', cate: '推荐', note1: '论坛', note2: '精华', kind: 'gshou' },
  { code: 'TYmb', name: '通用平码', cate: '精品', note1: '平码', note2: '通用', kind: 'segment' },
  { code: 'SYmb', name: '六段资料', cate: '精品', note1: '六段', note2: '资料', kind: 'segment' },
  { code: 'Symb2', name: '双段资料', cate: '精品', note1: '双段', note2: '资料', kind: 'segment' },
  { code: 'Symb3', name: '三段资料', cate: '精品', note1: '三段', note2: '资料', kind: 'segment' },
  { code: 'mb01A', name: '一肖王', cate: '生肖', note1: '肖王', note2: '一肖', kind: 'zodiac', zodiacs: 1 },
  { code: 'AD13', name: '推广专区', cate: '精品', note1: '推广', note2: '活动', kind: 'ad', location: 'list' },
  { code: 'AD14', name: '合作伙伴', cate: '精品', note1: '合作', note2: '推荐', kind: 'ad' },
];

export const COLOR_THEMES = ['#e00221,#ff7a45', '#1677ff,#69b1ff', '#722ed1,#b37feb', '#13c2c2,#5cdbd3', '#fa8c16,#ffc53d', '#52c41a,#95de64'];

const GSHOU_TITLES = ['【精华】本期特码分析', '【置顶】十年老师傅心水', '【推荐】三肖稳中', '平特一肖大公开', '四不像解特码', '今期必中单双', '一句玄机解特', '六合神算透码', '高手解藏宝图', '波色走势分析', '三期内必开', '生肖规律总结', '特码尾数推荐', '家野二中一', '红蓝绿三波'];

/** One row of a card for draw `d` (a past issue whose real result is known). */
function row(def: CardDef, d: Draw, r: () => number, sort: number): SeedItem {
  const base = { title: `${d.seq}期`, gameTurn: d.turn, sort };
  const real = zodiacOf(d.special, d.date);
  switch (def.kind) {
    case 'gender': {
      const guess = r() < 0.6 ? GENDER[real]! : GENDER[real] === '男' ? '女' : '男';
      return { ...base, note: `${guess}肖`, content: result(d, guess === GENDER[real]) };
    }
    case 'season': {
      const s = pick(r, ['春', '夏', '秋', '冬'], 2, r() < 0.6 ? SEASON[real] : undefined);
      return { ...base, note: s.join(''), content: result(d, s.includes(SEASON[real]!)) };
    }
    case 'arts': {
      const s = pick(r, ['琴', '棋', '书', '画'], 3, r() < 0.7 ? ARTS[real] : undefined);
      return { ...base, note: s.join(''), content: result(d, s.includes(ARTS[real]!)) };
    }
    case 'bigsmall': {
      const big = d.special >= 25;
      const guess = r() < 0.6 ? big : !big;
      return { ...base, note: guess ? '大' : '小', content: `开:${pad(d.special)} ${guess === big ? HIT : MISS}` };
    }
    case 'oddeven': {
      const odd = d.special % 2 === 1;
      const guess = r() < 0.6 ? odd : !odd;
      return { ...base, note: guess ? '单' : '双', content: `开:${pad(d.special)} ${guess === odd ? HIT : MISS}` };
    }
    case 'heshu': {
      // 合数: the digit sum of the special number; 小 is 1-6, 大 is 7-13 (spec 2 §5).
      const he = Math.floor(d.special / 10) + (d.special % 10);
      const big = he >= 7;
      const guess = r() < 0.6 ? big : !big;
      return { ...base, note: pad(he), content: guess ? '合数大' : '合数小', activeCover: guess === big ? 1 : 0 };
    }
    case 'tail': {
      const tail = d.special % 10;
      const tails = pick(r, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5, r() < 0.6 ? tail : undefined).sort();
      return { ...base, note: pad(d.special), content: tails.join(' ') };
    }
    case 'wave': {
      const real = waveOf(d.special);
      const n = def.code === 'MB17' ? 2 : 1;
      const waves = pick(r, ['红波', '蓝波', '绿波'], n, r() < 0.6 ? real : undefined);
      return { ...base, note: waves.join(''), content: `开:${pad(d.special)}${real} ${waves.includes(real) ? HIT : MISS}` };
    }
    case 'number':
    case 'mb12': {
      const k = def.code === 'MB26' ? 20 : def.code === 'MB29' ? 5 : def.code === 'MB34' ? 12 : 10;
      const f = numberForecast(r, d, k);
      return { ...base, note: `${k}码`, content: f.list.map(pad).join(' '), content2: result(d, f.hit) };
    }
    default: {
      const f = zodiacForecast(r, d, def.zodiacs ?? 3);
      const starred = def.code === 'MB24' && r() < 0.4 ? '*' : '';
      return {
        ...base,
        note: `${starred}${f.list.join('')}`,
        content: result(d, f.hit),
        activeCover: def.code === 'MB05' && f.hit ? 1 : 0,
      };
    }
  }
}

/** Items of one period tab of a tabbed card. */
function tabItems(def: CardDef, d: Draw, r: () => number): SeedItem[] {
  const base = { gameTurn: d.turn };
  switch (def.kind) {
    case 'mb12': {
      const items = [1, 3, 6, 12].map((k, i) => {
        const f = numberForecast(r, d, k);
        return { ...base, title: `${k}码`, note: `${k}码`, content: f.list.map(pad).join(' '), content2: result(d, f.hit), sort: 10 - i };
      });
      const kill = pick(r, Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => n !== d.special), 3).map(pad);
      return [...items, { ...base, title: '杀码', note: '杀码', content: `杀 ${kill.join(' ')}`, content2: result(d, true), sort: 1 }];
    }
    case 'mb20': {
      const seven = pick(r, ZODIACS, 7, zodiacOf(d.special, d.date));
      const flat = zodiacOf(d.numbers[0]!, d.date);
      return [
        { ...base, title: `挂牌-${pick(r, ZODIACS, 3).join('')}`, content2: `解七肖-${seven.join('')}`, content: `平特：${flat}`, note: seven.join(''), sort: 2 },
        { ...base, title: '-', content2: `-${pick(r, ZODIACS, 7).join('')}`, content: `特码：${pad(d.special)}`, note: result(d, true), sort: 1 },
      ];
    }
    case 'mb22': {
      const z1 = zodiacForecast(r, d, 1);
      const z3 = zodiacForecast(r, d, 3);
      const n = numberForecast(r, d, 6);
      return [
        {
          ...base,
          title: `${d.seq}期综合`,
          note: z3.list.join(''),
          content: result(d, z3.hit),
          sort: 1,
          multiContents: [
            { title: '一肖', content: z1.list.join('') },
            { title: '三肖', content: z3.list.join('') },
            { title: '六码', content: n.list.map(pad).join(' ') },
            { title: '单双', content: d.special % 2 ? '单' : '双' },
          ],
        },
      ];
    }
    case 'lock':
      return [
        { ...base, title: '免费资料', ...zodiacItem(r, d, 3), sort: 3 },
        { ...base, title: '登录可见', ...zodiacItem(r, d, 2), requireLogin: 1, sort: 2 },
        { ...base, title: 'VIP专享', ...zodiacItem(r, d, 1), requireRecharge: 1, sort: 1 },
      ];
    case 'poll':
      return [
        { ...base, title: `${d.seq}期网友投票`, note: '请投出您心中的特肖', content: '投票结果仅供参考', sort: 2, pollOptions: [...ZODIACS] },
        { ...base, title: `${d.seq}期参考`, ...zodiacItem(r, d, 3), sort: 1 },
      ];
    case 'number': {
      const f = numberForecast(r, d, 20);
      return [{ ...base, title: '二十码', note: '二十码', content: f.list.map(pad).join(' '), content2: result(d, f.hit), sort: 1 }];
    }
    default:
      return [1, 3, 7].map((k, i) => ({ ...base, title: `${k}肖`, ...zodiacItem(r, d, k), sort: 10 - i }));
  }
}

function zodiacItem(r: () => number, d: Draw, k: number) {
  const f = zodiacForecast(r, d, k);
  return { note: f.list.join(''), content: result(d, f.hit) };
}

/** Builds every demo card of one game from its recent results (newest first). */
export function buildCards(gameId: number, draws: Draw[]): SeedTemplate[] {
  const cards: SeedTemplate[] = [];
  const periods = draws.slice(0, 5);
  CARD_DEFS.forEach((def, idx) => {
    const r = rng(`${gameId}:${def.code}`);
    const t: SeedTemplate = {
      gameId,
      name: def.name,
      note1: def.note1,
      note2: def.note2,
      templateCode: def.code,
      colorTheme: COLOR_THEMES[idx % COLOR_THEMES.length]!,
      location: def.location ?? 'home',
      playCateName: def.cate,
      sort: (CARD_DEFS.length - idx) * 10,
      groups: [],
    };
    if (def.tabbed) {
      // Period tabs ({groupName}期): each tab holds that forecasts.
      t.groups = periods.map((d, gi) => ({ groupName: d.seq, sort: periods.length - gi, items: tabItems(def, d, r) }));
    } else if (def.kind === 'mb38') {
      t.groups = periods.slice(0, 4).map((d, gi) => ({
        groupName: `${d.seq}-${String(Number(d.seq) + 2).padStart(3, '0')}`,
        sort: 10 - gi,
        items: draws.slice(gi, gi + 3).map((x, i) => ({ ...row(def, x, r, 3 - i), title: `${x.seq}期` })),
      }));
    } else if (def.kind === 'mb39') {
      // mb39: content3 is the column header, note the tab label; groups order by first item's sort.
      t.groups = ['一肖', '三肖', '六肖'].map((label, gi) => ({
        groupName: label,
        sort: gi,
        items: draws.slice(0, 8).map((x, i) => ({ ...row({ ...def, zodiacs: [1, 3, 6][gi]! }, x, r, (gi + 1) * 100 - i), content3: `${label}专栏`, note: label })),
      }));
      for (const g of t.groups) for (const it of g.items) it.note = g.groupName;
    } else if (def.kind === 'mb41') {
      t.groups = [{ groupName: periods[0]?.seq ?? '', sort: 1, items: ['名家A', '名家B', '名家C'].map((label, i) => ({ ...row({ ...def, kind: 'zodiac', zodiacs: 4 }, periods[0]!, r, 3 - i), note: label })) }];
    } else if (def.kind === 'mb42') {
      t.groups = [{
        groupName: periods[0]?.seq ?? '',
        sort: 1,
        items: ['特码', '平特', '波色', '尾数'].map((label, i) => ({ ...row({ ...def, kind: 'zodiac', zodiacs: 3 }, periods[0]!, r, 40 - i * 10), content3: label })),
      }];
    } else if (def.kind === 'medal') {
      t.groups = periods.slice(0, 3).map((d, gi) => ({
        groupName: d.seq,
        sort: 10 - gi,
        items: ['金牌', '银牌', '铜牌', '第四名', '第五名'].map((label, i) => ({ ...row({ ...def, kind: 'zodiac', zodiacs: 3 }, d, r, 5 - i), content3: label })),
      }));
    } else if (def.kind === 'gshou') {
      t.groups = [{
        groupName: periods[0]?.seq ?? '',
        sort: 1,
        items: GSHOU_TITLES.map((title, i) => ({
          title,
          content: `<p>${title}：${zodiacForecast(r, periods[0]!, 3).list.join('')}</p>`,
          note: i < 2 ? '*精华' : '',
          subName: ([2, 1, 3] as const)[i % 3],
          iconUrl: '',
          sort: 100 - i,
          gameTurn: periods[0]!.turn,
          requireLogin: i === 4 ? 1 : 0,
        })),
      }];
    } else if (def.kind === 'segment') {
      const segs = def.code === 'SYmb' ? 6 : def.code === 'Symb2' ? 2 : def.code === 'Symb3' ? 3 : 4;
      t.groups = periods.slice(0, 3).map((d, gi) => ({
        groupName: d.seq,
        sort: 10 - gi,
        items: Array.from({ length: segs }, (_, i) => {
          const f = numberForecast(r, d, 6);
          const nums = f.list.map((n) => (n === d.special ? `~${pad(n)}~` : pad(n)));
          return { title: `第${i + 1}段`, note: `${d.seq}期`, content: nums.join(' '), content2: result(d, f.hit), sort: segs - i, gameTurn: d.turn };
        }),
      }));
    } else if (def.kind === 'chat') {
      t.groups = [{
        groupName: periods[0]?.seq ?? '',
        sort: 1,
        items: [
          { title: '进入聊天室一起看开奖', content: '/chat/room/1', note: '聊天室', templateType: 0, sort: 2, gameTurn: periods[0]!.turn },
          { ...row({ ...def, kind: 'zodiac', zodiacs: 3 }, periods[0]!, r, 1), templateType: 1 },
        ],
      }];
    } else if (def.kind === 'ad') {
      t.groups = [{
        groupName: '推广',
        sort: 1,
        items: [
          {
            title: def.name,
            content: `<p style="text-align:center"><a href="/promotional" target="_self"><b style="color:#e00221">新人首充送彩金</b></a></p><p>注册即送体验金，充值任意金额开通VIP资料。</p>`,
            note: '广告',
            sort: 1,
            gameTurn: '',
          },
        ],
      }];
    } else {
      // List cards: one period tab whose rows are past issues, newest first.
      t.groups = periods.slice(0, 3).map((d, gi) => ({
        groupName: d.seq,
        sort: 10 - gi,
        // The newest tab carries 10 rows (MB16 shows 10 expanded); older tabs keep 6.
        items: draws.slice(gi, gi + (gi === 0 ? 10 : 6)).map((x, i) => row(def, x, r, 10 - i)),
      }));
      // Some ordinary cards hide their newest row behind login or a first recharge.
      if (def.code === 'MB27') t.groups[0]!.items[0]!.requireLogin = 1;
      if (def.code === 'MB30') t.groups[0]!.items[0]!.requireRecharge = 1;
    }
    cards.push(t);
  });
  return cards;
}

const DB_CATES = ['特码资料', '生肖资料', '波色资料', '平特资料', '尾数资料', '综合资料', '历史资料', '玄机资料'];

/** Data-library categories (one 'database' template each) whose items are the documents. */
export function buildDatabase(gameId: number, draws: Draw[]): SeedTemplate[] {
  return DB_CATES.map((cate, ci) => {
    const r = rng(`${gameId}:db:${cate}`);
    const docs = draws.slice(0, 12 + ci).map((d, i): SeedItem => {
      const z = zodiacForecast(r, d, 3);
      return {
        title: `${d.seq}期${cate.replace('资料', '')}${['精选', '汇总', '内幕', '解析'][i % 4]}`,
        content:
          `<p><b>${d.seq}期${cate}</b></p><table><tr><th>推荐</th><th>开奖</th></tr>` +
          `<tr><td>${z.list.join('')}</td><td>${pad(d.special)}${z.real} ${z.hit ? HIT : MISS}</td></tr></table>` +
          `<p style="color:#e00221">平码：${d.numbers.map(pad).join(' ')}</p>`,
        note: z.list.join(''),
        sort: 100 - i,
        gameTurn: d.turn,
      };
    });
    return {
      gameId,
      name: cate,
      note1: '资料',
      note2: cate.slice(0, 2),
      templateCode: `DB${String(ci + 1).padStart(2, '0')}`,
      colorTheme: COLOR_THEMES[ci % COLOR_THEMES.length]!,
      location: 'database' as const,
      playCateName: cate,
      sort: (DB_CATES.length - ci) * 10,
      groups: [{ groupName: draws[0]?.seq ?? '', sort: 1, items: docs }],
    };
  });
}
