import { describe, expect, it } from 'vitest';
import { createCatalogue } from './catalogue';

const entries = {
  登录: '登入',
  特码: '特碼',
  '共{0}条': '共{0}條',
  '{0}元': '{0}元',
  '{0}个红包共{1}元': '{0}個紅包共{1}元',
  '{0} · 正码{1}': '{0} · 正碼{1}',
  '第{0}期{1}开奖': '第{0}期{1}開獎',
  '{0}，{1}': '{0}，{1}',
};
const table = (text: string) => (text === '新用户注册即送18元' ? '新用戶註冊即送18元' : text);

describe('createCatalogue', () => {
  const t = createCatalogue(entries, table);

  it('finds exact texts and keeps the outer whitespace of a JSX segment', () => {
    expect(t('登录')).toBe('登入');
    expect(t(' 登录 ')).toBe(' 登入 ');
    expect(t('\u00a0特码')).toBe('\u00a0特碼');
  });

  it('matches templates by their fixed parts, from either end, and translates Chinese holes that are entries', () => {
    expect(t('共12条')).toBe('共12條');
    expect(t('3个红包共10元')).toBe('3個紅包共10元');
    expect(t('特码 · 正码1')).toBe('特碼 · 正碼1');
    expect(t('第2026001期特码开奖')).toBe('第2026001期特碼開獎');
  });

  it('asks the message table before using a weak match, and leaves unknown texts alone', () => {
    // `{0}元` matches, but its hole 新用户注册即送18 is no entry: the table's own template wins.
    expect(t('新用户注册即送18元')).toBe('新用戶註冊即送18元');
    expect(t('张三丰')).toBe('张三丰');
    expect(t('12345')).toBe('12345');
    // A template of holes and punctuation only is never indexed (it would match anything).
    expect(t('登录，特码')).toBe('登录，特码');
  });
});
