import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiHant } from '@sixmark/shared/i18n/ui-zh-Hant';
import { applyLocale, getLocale } from './i18n';
import * as hant from './i18n-hant';

/** A page with the cases the translator must handle (docs/i18n.md, "What is converted"). */
function Page() {
  const [count, setCount] = useState(3);
  const [followed, setFollowed] = useState(false);
  return (
    <main>
      <h1>暂无数据</h1>
      <p data-testid="count">共 {count} 个</p>
      <p data-testid="template">{`${count}个月前`}</p>
      <button onClick={() => setFollowed((f) => !f)}>{followed ? '已关注' : '关注'}</button>
      <button onClick={() => setCount((c) => c + 1)}>下一页</button>
      <input aria-label="搜索" placeholder="请输入金额" defaultValue="登录" />
      <textarea defaultValue="登录" />
      <div translate="no" data-testid="user">
        <span>登录</span>
        <img alt="头像" />
      </div>
      <div contentEditable suppressContentEditableWarning data-testid="editable">
        登录
      </div>
    </main>
  );
}

const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

afterEach(() => {
  act(() => applyLocale('zh-Hans', null));
});

describe('the 繁體 DOM translator (React dev build)', () => {
  it('translates rendered texts and attributes, keeps them translated after re-renders, and restores 简体', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    render(<Page />);
    expect(screen.getByRole('heading').textContent).toBe('暂无数据');

    act(() => applyLocale('zh-Hant', hant));
    expect(getLocale()).toBe('zh-Hant');
    await flush();

    // The catalogue's own words, and the ones the review decided (docs/i18n.md word choices).
    expect(screen.getByRole('heading').textContent).toBe('暫無資料');
    expect(uiHant['暂无数据']).toBe('暫無資料');
    expect(screen.getByTestId('count').textContent).toBe('共 3 個');
    expect(screen.getByTestId('template').textContent).toBe('3個月前');
    expect(screen.getByRole('button', { name: '追蹤' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: '搜尋' }) as HTMLInputElement;
    expect(input.placeholder).toBe('請輸入金額');
    // Form values and user content are never altered.
    expect(input.value).toBe('登录');
    expect(document.querySelector('textarea')!.value).toBe('登录');
    expect(screen.getByTestId('user').textContent).toBe('登录');
    expect(screen.getByTestId('user').querySelector('img')!.alt).toBe('头像');
    expect(screen.getByTestId('editable').textContent).toBe('登录');

    // React re-renders write Simplified again: translated again, in place.
    act(() => screen.getByRole('button', { name: '下一頁' }).click());
    await flush();
    expect(screen.getByTestId('count').textContent).toBe('共 4 個');
    act(() => screen.getByRole('button', { name: '追蹤' }).click());
    await flush();
    expect(screen.getByRole('button', { name: '已追蹤' })).toBeInTheDocument();
    // A newly mounted subtree is translated too.
    act(() => {
      const toast = document.createElement('div');
      toast.textContent = '复制成功';
      document.body.append(toast);
    });
    await flush();
    expect(screen.getByText('複製成功')).toBeInTheDocument();

    // Back to 简体: the source again (this tree is not keyed by locale, so the restore does it).
    act(() => applyLocale('zh-Hans', null));
    await flush();
    expect(screen.getByRole('heading').textContent).toBe('暂无数据');
    expect(screen.getByTestId('count').textContent).toBe('共 4 个');
    expect(screen.getByRole('button', { name: '已关注' })).toBeInTheDocument();
    expect(input.placeholder).toBe('请输入金额');
    expect(screen.getByText('复制成功')).toBeInTheDocument();
    // …and React keeps working on the restored nodes, untranslated now.
    act(() => screen.getByRole('button', { name: '下一页' }).click());
    await flush();
    expect(screen.getByTestId('count').textContent).toBe('共 5 个');

    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});

describe('the page catalogue', () => {
  it('translates exact texts, templates (their Chinese values too) and keeps outer whitespace', () => {
    const t = hant.toHantPage;
    expect(t('登录')).toBe('登入');
    expect(t(' 个')).toBe(' 個');
    expect(t('12个红包共30元，已被领完')).toBe('12個紅包共30元，已被領完');
    // A template's Chinese value is translated when it is an entry itself.
    expect(t('特码 · 正码1')).toBe('特碼 · 正碼1');
    // A text of the message table that no page writes inline: the table's translation.
    expect(t('您的账号已在其他设备登录')).toBe('您的帳號已在其他裝置登入');
    // A broad page template (`{0}元`) must not swallow a table text it cannot translate.
    expect(t('新用户注册即送18元')).toBe('新用戶註冊即送18元');
    // Texts the catalogue does not know come back unchanged (a nickname, a number).
    expect(t('张三丰')).toBe('张三丰');
    expect(t('123')).toBe('123');
  });
});

describe('texts the server stores in Simplified (notifications, welfare gifts, chat notices)', () => {
  it('translate on the page when they match a server text or template; operator free text stays', async () => {
    render(
      <ul>
        {/* accounts.service.ts's welcome inbox message, written inline in the server. */}
        <li data-testid="title">欢迎加入六合宝典</li>
        <li data-testid="body">恭喜您注册成功！祝您游戏愉快，理性购彩，量力而行。</li>
        {/* vip.service.ts's gift name, a `${}` template in the server. */}
        <li data-testid="gift">VIP3晋级礼金</li>
        {/* forum.service.ts's notification body, a message-table template (the account stays). */}
        <li data-testid="forum">您关注的 ab***9 发布了新帖「第100期特码」</li>
        {/* The chat win notice (chat/lib/format.ts awardText). */}
        <li data-testid="award">恭喜 ab***9 在 澳门六合彩 中奖 88 元！</li>
        <li data-testid="operator">今晚八点系统维护，请各位会员留意</li>
      </ul>,
    );
    act(() => applyLocale('zh-Hant', hant));
    await flush();
    expect(screen.getByTestId('title').textContent).toBe('歡迎加入六合寶典');
    expect(screen.getByTestId('body').textContent).toBe('恭喜您註冊成功！祝您遊戲愉快，理性購彩，量力而行。');
    expect(screen.getByTestId('gift').textContent).toBe('VIP3晉級禮金');
    expect(screen.getByTestId('forum').textContent).toMatch(/^您追蹤的 ab\*\*\*9 發佈了新帖「/);
    expect(screen.getByTestId('award').textContent).toMatch(/^恭喜 ab\*\*\*9 在 .+ 中獎 88 元！$/);
    expect(screen.getByTestId('operator').textContent).toBe('今晚八点系统维护，请各位会员留意');
  });
});
