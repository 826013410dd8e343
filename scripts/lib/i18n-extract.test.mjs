import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractFromSource, extractProject, holes, jsxText } from './i18n-extract.mjs';
import { uiHant } from '../../packages/shared/src/i18n/ui-zh-Hant.ts';
import { reviewed } from '../../packages/shared/src/i18n/ui-zh-Hant.reviewed.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const FIXTURE = `
import { t } from 'x';
const TEXT = { title: '充值记录', empty: "暂无数据", code: 'ok' };
export function Page({ n, name }: { n: number; name: string }) {
  const label = \`第\${n}期开奖\`;
  const sum = '共' + n + '条';
  return (
    <div title="提示" aria-label={'关闭'}>
      <h1>
        充值
        说明
      </h1>
      <p>共 {n} 条记录</p>
      <p>{name}&nbsp;您好</p>
      <input placeholder="请输入金额" value="hello" />
      {n > 0 ? '已关注' : '关注'}
      <span>   </span>
      <b>123</b>
    </div>
  );
}
`;

describe('the i18n extractor', () => {
  it('collects JSX text segments as React renders them, attributes, literals and templates', () => {
    const texts = [...extractFromSource(FIXTURE, 'page.tsx')].sort();
    expect(texts).toEqual(
      [
        '充值记录',
        '暂无数据',
        '第{0}期开奖',
        '共',
        '条',
        '共{0}条',
        '提示',
        '关闭',
        // Two JSX lines join with one space.
        '充值 说明',
        // `共 {n} 条记录` is three DOM text nodes: 「共 」, n, 「 条记录」 (keys are trimmed).
        '条记录',
        '您好',
        '请输入金额',
        '已关注',
        '关注',
      ].sort(),
    );
  });

  it('trims JSX text the way JSX does', () => {
    expect(jsxText('\n   充值\n   说明\n  ')).toBe('充值 说明');
    expect(jsxText('共 ')).toBe('共 ');
    expect(jsxText(' 条')).toBe(' 条');
    expect(jsxText('a&amp;b&nbsp;c')).toBe('a&b\u00a0c');
  });
});

describe('the 繁體 catalogue (ui-zh-Hant.ts)', () => {
  const extracted = extractProject(root);

  it('has an entry for every displayed text of the member app (run npm run i18n:extract)', () => {
    const missing = [...extracted.keys()].filter((text) => uiHant[text] === undefined).map((text) => `${text}  (${extracted.get(text)})`);
    expect(missing).toEqual([]);
    // …and nothing stale: the generator drops texts no longer in the source.
    const stale = Object.keys(uiHant).filter((text) => !extracted.has(text));
    expect(stale).toEqual([]);
    expect(extracted.size).toBeGreaterThan(1500);
  });

  it('keeps the same {n} placeholders on both sides', () => {
    const differ = Object.entries(uiHant).filter(([from, to]) => holes(from).join() !== holes(to).join());
    expect(differ).toEqual([]);
  });

  it('applies every reviewed entry and leaves no Simplified-only word behind', () => {
    for (const [from, to] of Object.entries(reviewed)) if (uiHant[from] !== undefined) expect(uiHant[from]).toBe(to);
    // Mainland words the review replaced (docs/i18n.md, "Word choices") and characters OpenCC's
    // Hong Kong variant gets wrong here.
    const banned = /登錄|賬號|賬户|數據|充值|提現|設置|在線客服|用户|説|隻能|註單|投註|鏈接|記錄/;
    const wrong = Object.entries(uiHant).filter(([, to]) => banned.test(to));
    expect(wrong).toEqual([]);
  });
});
