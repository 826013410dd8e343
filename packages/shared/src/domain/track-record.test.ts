import { describe, expect, it } from 'vitest';
import { tablesForLunarYear } from './plays/year-tables';
import { computeTrackRecord, judgeCardForecast } from './track-record';

const periods = (marks: string) => [...marks].map((m, i) => ({ turnNum: String(1000 - i), hit: m === 'H' }));

describe('computeTrackRecord', () => {
  it.each([
    // newest first
    { marks: '', last10: [0, 0], current: 0, longest: 0 },
    { marks: 'HHHM', last10: [3, 4], current: 3, longest: 3 },
    { marks: 'MMHHHHM', last10: [4, 7], current: -2, longest: 4 },
    { marks: 'HMHHMHHHMM', last10: [6, 10], current: 1, longest: 3 },
    { marks: 'MHHHHHHHHHHH', last10: [9, 10], current: -1, longest: 11 },
  ])('$marks', ({ marks, last10, current, longest }) => {
    const r = computeTrackRecord(periods(marks));
    expect([r.last10.hits, r.last10.periods]).toEqual(last10);
    expect(r.currentStreak).toBe(current);
    expect(r.longestStreak).toBe(longest);
    expect(r.marks.length).toBe(Math.min(30, marks.length));
  });

  it('counts 30 and 100 windows and orders the sparkline oldest first', () => {
    const marks = 'H'.repeat(5) + 'M'.repeat(30) + 'H'.repeat(80);
    const r = computeTrackRecord(periods(marks));
    expect(r.last30).toEqual({ hits: 5, periods: 30 });
    expect(r.last100).toEqual({ hits: 5 + 65, periods: 100 });
    expect(r.longestStreak).toBe(65);
    expect(r.marks.at(-1)).toBe(1);
    expect(r.marks[0]).toBe(0);
  });
});

describe('judgeCardForecast', () => {
  const t2025 = tablesForLunarYear(2025); // 蛇年: 1 is 蛇, 2 is 龙, 12 is 马
  it.each([
    { note: '蛇龙', content: '开:01 准', special: 1, hit: true },
    { note: '马羊猴', content: '', special: 1, hit: false },
    { note: '男肖', content: '', special: 2, hit: true }, // 龙 is 男
    { note: '女肖', content: '', special: 2, hit: false },
    { note: '大', content: '', special: 30, hit: true },
    { note: '小', content: '', special: 30, hit: false },
    { note: '大', content: '', special: 49, hit: null }, // 49 is a tie
    { note: '单', content: '', special: 7, hit: true },
    { note: '红波', content: '', special: 1, hit: true },
    { note: '蓝波绿波', content: '', special: 1, hit: false },
    { note: '10码', content: '01 05 12 33', special: 12, hit: true },
    { note: '10码', content: '01 05 12 33', special: 13, hit: false },
    { note: '*蛇', content: '', special: 1, hit: true },
    { note: '聊天室', content: '/chat/room/1', special: 1, hit: null },
  ])('$note / $content vs $special → $hit', ({ note, content, special, hit }) => {
    expect(judgeCardForecast({ note, content }, special, t2025)).toBe(hit);
  });
});
