import { describe, expect, it } from 'vitest';
import {
  cardSummary,
  galleryCacheKey,
  isActiveCover,
  isMb07Hit,
  isMb16Hit,
  isRecentlyUpdated,
  isRedNote,
  isTabbedCard,
  isTemplateShown,
  isTokenHit,
  mb07LastDigit,
  mb12CircleSize,
  mb12Row,
  mb20Content,
  mb20Content2,
  mb20Title,
  mb25Medal,
  mb38Groups,
  mb42Tabs,
  periodTabLabel,
  sortMb39Groups,
  startsExpanded,
  templateCacheKey,
  truncateNote,
  visibleChips,
  visibleItemCount,
  contentTokens,
  homeCardGroups,
  takeVisible,
} from './card-rules';

describe('collapsed and expanded counts (spec 2 §4)', () => {
  it('shows 5 items collapsed, 1 on the home variant, all expanded', () => {
    expect(visibleItemCount('MB05', { expanded: false })).toBe(5);
    expect(visibleItemCount('MB05', { expanded: false, home: true })).toBe(1);
    expect(visibleItemCount('MB05', { expanded: true })).toBe(Infinity);
  });
  it('mb01A: 2 collapsed, all expanded, starts expanded', () => {
    expect(visibleItemCount('mb01A', { expanded: false })).toBe(2);
    expect(visibleItemCount('mb01A', { expanded: true })).toBe(Infinity);
    expect(startsExpanded('mb01A')).toBe(true);
  });
  it('SYMB shows up to 6 segments and SYMB2 shows 2 expanded', () => {
    expect(visibleItemCount('SYmb', { expanded: true })).toBe(6);
    expect(visibleItemCount('SYmb', { expanded: false })).toBeLessThanOrEqual(6);
    expect(visibleItemCount('Symb2', { expanded: true })).toBe(2);
  });
  it('MB03/MB04 list form shows 2 or 5', () => {
    expect(visibleItemCount('MB03', { expanded: false, listForm: true })).toBe(2);
    expect(visibleItemCount('MB04', { expanded: true, listForm: true })).toBe(5);
  });
  it('MB16 shows 10 expanded', () => {
    expect(visibleItemCount('MB16', { expanded: true })).toBe(10);
    expect(visibleItemCount('MB16', { expanded: false })).toBe(5);
  });
  it('MB38 shows the first item of up to 3 groups', () => {
    const groups = [1, 2, 3, 4].map((id) => ({ id, items: [{ id: id * 10 }, { id: id * 10 + 1 }] }));
    expect(mb38Groups(groups).map((g) => g.id)).toEqual([1, 2, 3]);
    expect(visibleItemCount('MB38', { expanded: true })).toBe(1);
  });
  it('the gshou list shows up to 15', () => {
    expect(visibleItemCount('JhtGshou', { expanded: true })).toBe(15);
    expect(visibleItemCount('JhtGshou', { expanded: false })).toBe(15);
  });
  it('tabbed, list and table cards start expanded; plain cards do not', () => {
    for (const c of ['MB12', 'MB14', 'MB20', 'MB22', 'MB23', 'MB26', 'MB33', 'MB35', 'MB37']) {
      expect(isTabbedCard(c)).toBe(true);
      expect(startsExpanded(c)).toBe(true);
    }
    expect(startsExpanded('JhtGshou')).toBe(true);
    expect(startsExpanded('MB25')).toBe(true);
    expect(startsExpanded('MB05')).toBe(false);
    expect(isTabbedCard('MB05')).toBe(false);
  });
  it('labels period tabs {groupName}期', () => {
    expect(periodTabLabel('123')).toBe('123期');
  });
});

describe('hit rules (spec 2 §4 Highlight, §5)', () => {
  it('zodiac: the note names the zodiac', () => {
    expect(isTokenHit('马', '开:马08')).toBe(true);
    expect(isTokenHit('牛', '开:马08')).toBe(false);
  });
  it('gender: 男 = rat ox tiger dragon horse monkey dog; 女 = rabbit snake goat chicken pig', () => {
    for (const z of '鼠牛虎龙马猴狗') expect(isTokenHit('男', `开${z}`)).toBe(true);
    for (const z of '兔蛇羊鸡猪') {
      expect(isTokenHit('女', `开${z}`)).toBe(true);
      expect(isTokenHit('男', `开${z}`)).toBe(false);
    }
  });
  it('seasons: 春 鸡兔蛇, 夏 鼠牛狗, 秋 马龙虎, 冬 羊猴猪', () => {
    const table = { 春: '鸡兔蛇', 夏: '鼠牛狗', 秋: '马龙虎', 冬: '羊猴猪' };
    for (const [season, zs] of Object.entries(table)) {
      for (const z of zs) expect(isTokenHit(season, z)).toBe(true);
    }
    expect(isTokenHit('春', '马')).toBe(false);
  });
  it('four arts: 琴 鸡兔蛇, 棋 鼠牛狗, 书 马龙虎, 画 羊猴猪', () => {
    const table = { 琴: '鸡兔蛇', 棋: '鼠牛狗', 书: '马龙虎', 画: '羊猴猪' };
    for (const [art, zs] of Object.entries(table)) {
      for (const z of zs) expect(isTokenHit(art, `特${z}`)).toBe(true);
    }
    expect(isTokenHit('画', '特鸡')).toBe(false);
  });
  it('big/small: 大 25-48, 小 1-24, 49 neither (和)', () => {
    expect(isTokenHit('大', '25')).toBe(true);
    expect(isTokenHit('大', '48')).toBe(true);
    expect(isTokenHit('大', '49')).toBe(false);
    expect(isTokenHit('小', '49')).toBe(false);
    expect(isTokenHit('大', '24')).toBe(false);
    expect(isTokenHit('小', '01')).toBe(true);
    expect(isTokenHit('小', '24')).toBe(true);
  });
  it('a number token hits the note number; no note never hits', () => {
    expect(isTokenHit('08', '马08')).toBe(true);
    expect(isTokenHit('09', '马08')).toBe(false);
    expect(isTokenHit('马', '')).toBe(false);
  });
  it('MB16: 合数小 hits 1-6, 合数大 hits 7-13', () => {
    for (let n = 1; n <= 6; n++) {
      expect(isMb16Hit('合数小', `合${n}`)).toBe(true);
      expect(isMb16Hit('合数大', `合${n}`)).toBe(false);
    }
    for (let n = 7; n <= 13; n++) {
      expect(isMb16Hit('合数大', `合${n}`)).toBe(true);
      expect(isMb16Hit('合数小', `合${n}`)).toBe(false);
    }
    expect(isMb16Hit('合数大', '合14')).toBe(false);
  });
  it('MB07 highlights the number equal to the last digit of the note', () => {
    expect(mb07LastDigit('开:马39')).toBe(9);
    expect(isMb07Hit(9, '开:马39')).toBe(true);
    expect(isMb07Hit('3', '开:马39')).toBe(false);
    expect(mb07LastDigit('待开')).toBeNull();
  });
});

describe('card layouts (spec 2 §5)', () => {
  it('MB12 sizes circles 1-12 by the count in the row', () => {
    expect(mb12CircleSize(0)).toBe(1);
    expect(mb12CircleSize(7)).toBe(7);
    expect(mb12CircleSize(12)).toBe(12);
    expect(mb12CircleSize(20)).toBe(12);
  });
  it('MB12 shows a leading 杀 plain only in a 杀 group', () => {
    expect(mb12Row('杀二肖', '杀 01 02 03')).toEqual({
      plainPrefix: '杀',
      numbers: ['01', '02', '03'],
      size: 3,
    });
    expect(mb12Row('九码', '杀 01 02')).toEqual({ plainPrefix: null, numbers: ['杀', '01', '02'], size: 3 });
  });
  it('MB20 splits title on -, default label 挂 牌', () => {
    expect(mb20Title('挂牌-一肖中特')).toEqual({ label: '挂牌', text: '一肖中特' });
    expect(mb20Title('一肖中特')).toEqual({ label: '挂 牌', text: '一肖中特' });
  });
  it('MB20 splits content2 on -, default label 解七肖', () => {
    expect(mb20Content2('解六肖-鼠牛虎')).toEqual({ label: '解六肖', text: '鼠牛虎' });
    expect(mb20Content2('鼠牛虎')).toEqual({ label: '解七肖', text: '鼠牛虎' });
  });
  it('MB20 splits content on the full-width colon', () => {
    expect(mb20Content('诗句：春风得意马蹄疾')).toEqual({ label: '诗句', text: '春风得意马蹄疾' });
    expect(mb20Content('诗句:春风').label).toBe('');
  });
  it('mb39 orders groups by the first item sort, descending', () => {
    const groups = [
      { id: 'a', items: [{ sort: 1 }] },
      { id: 'b', items: [{ sort: 9 }] },
      { id: 'c', items: [] },
      { id: 'd', items: [{ sort: 5 }] },
    ];
    expect(sortMb39Groups(groups).map((g) => g.id)).toEqual(['b', 'd', 'a', 'c']);
  });
  it('MB42 has one tab per item, descending sort, labelled by content3', () => {
    const tabs = mb42Tabs([
      { id: 1, sort: 2, content3: '第二' },
      { id: 2, sort: 7, content3: '第一' },
      { id: 3, sort: 1, content3: '第三' },
    ]);
    expect(tabs.map((t) => t.label)).toEqual(['第一', '第二', '第三']);
  });
  it('MB25 medals by row position 1-5', () => {
    expect([0, 1, 2, 3, 4, 5].map(mb25Medal)).toEqual([1, 2, 3, 4, 5, null]);
  });
  it('truncates notes at 70 (MB07), 102/60 (MB13), 100/60 (MB18)', () => {
    const long = '字'.repeat(200);
    expect([...truncateNote('MB07', long, true)].length).toBe(73);
    expect([...truncateNote('MB13', long, true)].length).toBe(105);
    expect([...truncateNote('MB13', long, false)].length).toBe(63);
    expect([...truncateNote('MB18', long, true)].length).toBe(103);
    expect([...truncateNote('MB18', long, false)].length).toBe(63);
    expect(truncateNote('MB05', long, false)).toBe(long);
    expect(truncateNote('MB07', '短', false)).toBe('短');
  });
  it('notes with * are red; activeCover 1 is red', () => {
    expect(isRedNote('*重点推荐')).toBe(true);
    expect(isRedNote('推荐')).toBe(false);
    expect(isActiveCover(1)).toBe(true);
    expect(isActiveCover(0)).toBe(false);
  });
  it('keeps ~...~ ranges as one token', () => {
    expect(contentTokens('01 02 ~03 04~ 05')).toEqual(['01', '02', '~03 04~', '05']);
  });
});

describe('lists', () => {
  it('hides blocked codes and cards with no groups', () => {
    const g = [{ items: [{}] }];
    expect(isTemplateShown({ templateCode: 'MB05', groups: g })).toBe(true);
    expect(isTemplateShown({ templateCode: 'MB05', groups: g }, ['mb05'])).toBe(false);
    expect(isTemplateShown({ templateCode: 'MB05', groups: [] })).toBe(false);
  });
  it('chips: 6 shown, toggle at 7 or more', () => {
    expect(visibleChips([1, 2, 3, 4, 5, 6], false)).toEqual({ shown: [1, 2, 3, 4, 5, 6], hasToggle: false });
    expect(visibleChips([1, 2, 3, 4, 5, 6, 7], false)).toEqual({
      shown: [1, 2, 3, 4, 5, 6],
      hasToggle: true,
    });
    expect(visibleChips([1, 2, 3, 4, 5, 6, 7], true).shown).toHaveLength(7);
  });
  it('gallery updated tag within 86.4 s; 10-digit stamps are seconds', () => {
    const now = 1_700_000_000_000;
    expect(isRecentlyUpdated(now - 86_400, now)).toBe(true);
    expect(isRecentlyUpdated(now - 86_401, now)).toBe(false);
    expect(isRecentlyUpdated(1_700_000_000 - 60, now)).toBe(true);
    expect(isRecentlyUpdated(null, now)).toBe(false);
  });
  it('cache keys: gameId_category and gameId_groupType_initial-or-all[_search]', () => {
    expect(templateCacheKey(70, '全部')).toBe('70_全部');
    expect(galleryCacheKey(110, 1, null)).toBe('110_1_all');
    expect(galleryCacheKey(110, 2, 'A', ' 马 ')).toBe('110_2_A_马');
  });
});

describe('card summary (spec 2 §3)', () => {
  const groups = [
    {
      items: [
        { id: 1, title: '2025125', note: '鸡12准' },
        { id: 2, title: '2025124', note: '' },
        { id: 3, title: '2025123', note: ' 龙05 ' },
        { id: 4, title: '2025122', note: '马07' },
        { id: 5, title: '2025121', note: '羊08' },
      ],
    },
  ];
  const vote = {
    totalVotes: 8,
    pollOptions: [
      { option_id: 1, option_text: '鼠', option_value: '', option_vote: 2 },
      { option_id: 2, option_text: '牛', option_value: '01', option_vote: 6 },
    ],
  };

  it('lists the first group notes, skipping empty ones, at most three', () => {
    expect(cardSummary(groups)).toEqual([
      { key: 'item-1', label: '2025125期', text: '鸡12准' },
      { key: 'item-3', label: '2025123期', text: '龙05' },
      { key: 'item-4', label: '2025122期', text: '马07' },
    ]);
  });

  it('vote data replaces the first entry', () => {
    const s = cardSummary(groups, vote);
    expect(s).toHaveLength(3);
    expect(s[0]).toEqual({ key: 'vote', label: '投票', text: '牛 领先 75%（共8票）' });
    expect(s[1]?.text).toBe('龙05');
  });

  it('does not double the 期 of a title that has it', () => {
    expect(cardSummary([{ items: [{ id: 1, title: '059期', note: '猪' }] }])[0]?.label).toBe('059期');
  });

  it('leaves out the items the card already shows', () => {
    expect(cardSummary(groups, null, new Set([1, 3])).map((e) => e.text)).toEqual(['马07', '羊08']);
  });

  it('vote data alone when the card has no notes; an empty poll invites a vote', () => {
    expect(
      cardSummary([{ items: [{ id: 9, title: '1', note: '' }] }], { totalVotes: 0, pollOptions: [] }),
    ).toEqual([{ key: 'vote', label: '投票', text: '暂无投票，快来投出您的一票' }]);
    expect(cardSummary([])).toEqual([]);
  });
});

describe('home card groups (issue 16: the home list sends what the card shows)', () => {
  type I = { id: number; title: string; note: string; pollStatus: number; pollOptions: unknown[] };
  const item = (id: number, note = `n${id}`, poll = false): I => ({
    id,
    title: String(id),
    note,
    pollStatus: poll ? 1 : 0,
    pollOptions: poll ? [{ option_id: 1 }] : [],
  });
  const group = (id: number, ids: number[], notes: Record<number, string> = {}) => ({
    id,
    groupName: String(id),
    items: ids.map((i) => item(i, notes[i] ?? `n${i}`)),
  });
  const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

  it('keeps every group of tabbed and tab-per-group cards', () => {
    const groups = [group(1, range(1, 5)), group(2, range(10, 5)), group(3, range(20, 5))];
    for (const code of ['MB12', 'mb39', 'MB41']) expect(homeCardGroups(code, groups)).toEqual(groups);
  });

  it('keeps the first period of an untabbed card, its expanded items and the summary under it', () => {
    const groups = [group(1, range(1, 10)), group(2, range(20, 6)), group(3, range(30, 6))];
    const out = homeCardGroups('MB01', groups);
    expect(out).toEqual([groups[0]]);
    // MB16 expands to 10 of a longer period: the 10 and the three notes the summary shows
    // under them; the rest is for the detail page.
    const long = [group(1, range(1, 25))];
    expect(homeCardGroups('MB16', long)[0]!.items.map((i) => i.id)).toEqual(range(1, 13));
  });

  it('reaches past the shown items to the third noted one for the summary', () => {
    // Symb2 shows 1 collapsed, 2 expanded; notes are missing on items 3-5.
    const groups = [group(1, range(1, 12), { 3: '', 4: '', 5: '' }), group(2, range(20, 3))];
    const out = homeCardGroups('Symb2', groups);
    const ids = out[0]!.items.map((i) => i.id);
    // Collapsed: summary from item 2 on = 2, 6, 7; expanded: from 3 on = 6, 7, 8.
    expect(ids).toEqual(range(1, 8));
    for (const shown of [1, 2]) {
      const seen = new Set(takeVisible(groups[0]!.items, shown).map((i) => i.id));
      expect(cardSummary(out, null, seen)).toEqual(cardSummary(groups, null, seen));
    }
  });

  it('MB38: the first item of the first three non-empty periods', () => {
    const groups = [group(1, range(1, 4)), group(2, []), group(3, range(20, 4)), group(4, range(30, 4)), group(5, range(40, 4))];
    const out = homeCardGroups('MB38', groups);
    expect(mb38Groups(out).map((g) => g.items[0]!.id)).toEqual([1, 20, 30]);
    expect(out.map((g) => g.id)).toEqual([1, 3, 4]);
  });

  it('MB42: every item of the first period (one tab each)', () => {
    const groups = [group(1, range(1, 9)), group(2, range(20, 9))];
    expect(homeCardGroups('MB42', groups)).toEqual([groups[0]]);
  });

  it('keeps a poll further down (the vote line), and one item when the first period is empty', () => {
    const first = group(1, range(1, 10));
    first.items[9] = item(10, 'x', true);
    const withPoll = homeCardGroups('MB05', [first, group(2, range(20, 3))]);
    expect(withPoll[0]!.items.some((i) => i.pollStatus === 1)).toBe(true);
    const old = group(2, range(20, 3));
    old.items[2] = item(22, 'p', true);
    const polled = homeCardGroups('MB05', [group(1, range(1, 3)), old]);
    expect(polled.map((g) => g.items.map((i) => i.id))).toEqual([[1, 2, 3], [22]]);
    expect(homeCardGroups('MB05', [group(1, []), group(2, range(20, 3))]).map((g) => g.items.map((i) => i.id))).toEqual([[], [20]]);
    expect(homeCardGroups('MB05', [])).toEqual([]);
  });
});
