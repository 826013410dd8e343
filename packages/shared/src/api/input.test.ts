import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedInt,
  epochMs,
  INPUT_MSG,
  INT32_MAX,
  isCalendarDate,
  isoDate,
  isoDateTime,
  isoMonth,
  optionalInt,
  pageFields,
  safeText,
  strictText,
  yuanAmount,
} from './input';
import { MONEY_MSG } from '../domain/money';

const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => i.message) ?? [];

describe('boundedInt', () => {
  const id = boundedInt(1, INT32_MAX);

  it('takes JSON integers and query strings of digits within the range', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse('42')).toBe(42);
    expect(id.parse(' 7 ')).toBe(7);
    expect(id.parse(INT32_MAX)).toBe(INT32_MAX);
  });

  it('refuses 2^31, 2^53, negatives, fractions, hex, exponents, booleans and NaN-like text', () => {
    for (const bad of [2 ** 31, 2 ** 53, '9007199254740993', 0, -1, 1.5, '1.5', '0x10', '1e3', true, '', ' ', 'NaN', NaN, Infinity, null, [], {}]) {
      const r = id.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(messages(r)).toEqual([INPUT_MSG.int(1, INT32_MAX)]);
    }
  });

  it('optionalInt treats an empty form value as absent', () => {
    const s = z.object({ templateId: optionalInt(1, 100) });
    expect(s.parse({})).toEqual({ templateId: undefined });
    expect(s.parse({ templateId: '' })).toEqual({ templateId: undefined });
    expect(s.parse({ templateId: '5' })).toEqual({ templateId: 5 });
    expect(s.safeParse({ templateId: '101' }).success).toBe(false);
  });

  it('pageFields defaults and caps page and rows', () => {
    const s = z.object(pageFields(30, 100));
    expect(s.parse({})).toEqual({ page: 1, rows: 30 });
    expect(s.parse({ page: '10000', rows: '100' })).toEqual({ page: 10_000, rows: 100 });
    expect(s.safeParse({ page: '10001' }).success).toBe(false);
    expect(s.safeParse({ rows: '101' }).success).toBe(false);
    expect(s.safeParse({ rows: '0' }).success).toBe(false);
  });
});

describe('text', () => {
  it('safeText strips control characters and NUL, trims, then bounds the length', () => {
    const s = safeText(5);
    expect(s.parse(' a\u0000b\u001bc\u007f\u0085 ')).toBe('abc');
    expect(s.parse('a\nb\tc')).toBe('abc');
    expect(s.parse('😀中文')).toBe('😀中文');
    expect(s.parse('a\ud800b\udc00c')).toBe('abc');
    expect(messages(s.safeParse('abcdef'))).toEqual([INPUT_MSG.tooLong(5)]);
    expect(s.safeParse('x'.repeat(1_000_000)).success).toBe(false);
    expect(s.safeParse(5).success).toBe(false);
  });

  it('safeText keeps line breaks and tabs in multi-line text', () => {
    expect(safeText(50, { multiline: true }).parse('line 1\r\n\tline\u00002')).toBe('line 1\r\n\tline2');
  });

  it('safeText chains like a string: min after stripping', () => {
    const s = safeText(10).min(1, { error: '请填写' });
    expect(messages(s.safeParse('\u0000 '))).toEqual(['请填写']);
  });

  it('strictText refuses control characters instead of removing them', () => {
    const s = strictText(10);
    expect(s.parse('Passw0rd!')).toBe('Passw0rd!');
    expect(messages(s.safeParse('Pass\u0000'))).toEqual([INPUT_MSG.control]);
    expect(messages(s.safeParse('a\nb'))).toEqual([INPUT_MSG.control]);
    expect(messages(s.safeParse('a\ud800'))).toEqual([INPUT_MSG.control]);
    expect(s.parse('😀')).toBe('😀');
    expect(messages(s.safeParse('x'.repeat(11)))).toEqual([INPUT_MSG.tooLong(10)]);
  });
});

describe('dates', () => {
  it('isCalendarDate knows month lengths and leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-04-31')).toBe(false);
    expect(isCalendarDate('2025-12-31')).toBe(true);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-1')).toBe(false);
  });

  it('isoDate takes real days in 2000-01-01..2100-12-31 by default', () => {
    const d = isoDate();
    expect(d.parse('2000-01-01')).toBe('2000-01-01');
    expect(d.parse('2100-12-31')).toBe('2100-12-31');
    for (const bad of ['0000-01-01', '1999-12-31', '2101-01-01', '2025-02-30', '2025-01-01T00:00', '', 20250101, '２０２５-01-01']) {
      expect(messages(d.safeParse(bad)), String(bad)).toEqual([INPUT_MSG.date('2000-01-01', '2100-12-31')]);
    }
    expect(isoDate('1900-01-01', '2030-01-01').parse('1950-06-15')).toBe('1950-06-15');
  });

  it('isoDateTime takes dates with optional times and zones on real days in range', () => {
    const d = isoDateTime();
    for (const good of ['2025-01-01', '2025-01-01 08:00', '2025-01-01 23:59:59', '2025-01-01T08:00:00.000Z', '2024-02-29T00:00:00+08:00']) {
      expect(d.parse(good)).toBe(good);
    }
    for (const bad of ['1', 'null', '0000-01-01', '2025-02-30 08:00', '2025-01-01 24:00', '2025-01-01T08:60', '2101-01-01', '2025-01-01 08:00 junk']) {
      expect(messages(d.safeParse(bad)), bad).toEqual([INPUT_MSG.dateTime('2000-01-01', '2100-12-31')]);
    }
  });

  it('isoMonth and epochMs stay in the same range', () => {
    expect(isoMonth().parse('2025-07')).toBe('2025-07');
    for (const bad of ['0000-00', '2025-13', '1999-12', '2101-01', '2025-7']) expect(isoMonth().safeParse(bad).success, bad).toBe(false);
    expect(epochMs().parse(Date.UTC(2025, 0, 1))).toBe(Date.UTC(2025, 0, 1));
    for (const bad of [0, -1, 2 ** 53, 1.5 + Date.UTC(2025, 0, 1), Date.UTC(2101, 0, 1), NaN]) {
      expect(epochMs().safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('yuanAmount', () => {
  it('answers exact thousandths and refuses coerced or rounded amounts with the money message', () => {
    const s = z.object({ amount: yuanAmount() });
    expect(s.parse({ amount: '12.34' })).toEqual({ amount: 12_340 });
    expect(s.parse({ amount: 0.29 })).toEqual({ amount: 290 });
    expect(messages(s.safeParse({ amount: '0x10' }))).toEqual([MONEY_MSG.invalid]);
    expect(messages(s.safeParse({ amount: true }))).toEqual([MONEY_MSG.invalid]);
    expect(messages(s.safeParse({}))).toEqual([MONEY_MSG.invalid]);
    expect(messages(s.safeParse({ amount: '0.001' }))).toEqual([MONEY_MSG.decimals(2)]);
    expect(messages(s.safeParse({ amount: 0 }))).toEqual([MONEY_MSG.positive]);
  });
});
