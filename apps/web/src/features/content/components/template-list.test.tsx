import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderContent } from '../test-utils';
import { CategoryChips } from './template-list';

const chipNames = () =>
  [...document.querySelectorAll('.template-list__chip:not(.template-list__toggle)')].map(
    (b) => b.textContent,
  );

describe('play-category chips (spec 2 §2)', () => {
  it('shows 全部 plus the categories with no toggle under 7', () => {
    renderContent(
      <CategoryChips names={['a', 'b', 'c', 'd', 'e']} value="全部" onChange={() => undefined} />,
    );
    expect(chipNames()).toEqual(['全部', 'a', 'b', 'c', 'd', 'e']);
    expect(screen.queryByText('更多')).toBeNull();
  });

  it('shows the first 6 and a 更多/收起 toggle at 7 or more', () => {
    renderContent(
      <CategoryChips names={['a', 'b', 'c', 'd', 'e', 'f']} value="全部" onChange={() => undefined} />,
    );
    expect(chipNames()).toEqual(['全部', 'a', 'b', 'c', 'd', 'e']);
    fireEvent.click(screen.getByText('更多'));
    expect(chipNames()).toEqual(['全部', 'a', 'b', 'c', 'd', 'e', 'f']);
    fireEvent.click(screen.getByText('收起'));
    expect(chipNames()).toHaveLength(6);
  });

  it('reports the chosen category', () => {
    const onChange = vi.fn();
    renderContent(<CategoryChips names={['特码', '平特']} value="全部" onChange={onChange} />);
    fireEvent.click(screen.getByText('平特'));
    expect(onChange).toHaveBeenCalledWith('平特');
  });
});

describe('TemplateList', () => {
  it('loads cards, ends with 没有更多数据了, and a category asks for page 1 of that category', async () => {
    const { makeTemplate, mockApi } = await import('../test-utils');
    const { TemplateList } = await import('./template-list');
    const fetch = mockApi({
      'GET /app-api/game-document/template/play-cate': () => [{ playCateName: '特码' }],
      'GET /app-api/game-document/template': (url) => {
        const cate = url.searchParams.get('playCateName');
        const t = makeTemplate('MB05', { id: cate ? 2 : 1, name: cate ? '特码卡' : '全部卡' });
        const empty = makeTemplate('MB06', { id: 3, name: '空卡', groups: [] });
        return { data: [t, empty], totalCount: 2 };
      },
    });
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    function Harness() {
      const [gameId, setGameId] = useState(70);
      return (
        <>
          <button type="button" onClick={() => setGameId(90)}>
            换游戏
          </button>
          <TemplateList gameId={gameId} />
        </>
      );
    }
    renderContent(<Harness />);
    expect(await screen.findByText('全部卡')).toBeInTheDocument();
    // Cards with no groups are hidden.
    expect(screen.queryByText('空卡')).toBeNull();
    expect(await screen.findByText('没有更多数据了')).toBeInTheDocument();
    fireEvent.click(await screen.findByText('特码'));
    expect(await screen.findByText('特码卡')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
    const urls = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x'));
    const cateCall = urls.find(
      (u) => u.pathname.endsWith('/game-document/template') && u.searchParams.get('playCateName') === '特码',
    )!;
    expect(cateCall.searchParams.get('page')).toBe('1');
    expect(cateCall.searchParams.get('rows')).toBe('20');
    expect(cateCall.searchParams.get('location')).toBe('home');
    // A game change goes back to 全部.
    fireEvent.click(screen.getByText('换游戏'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true'),
    );
    vi.restoreAllMocks();
  });

  it('after login the locked copy never shows again: the cards ask under the new session', async () => {
    const { makeItem, makeTemplate, mockApi } = await import('../test-utils');
    const { TemplateList } = await import('./template-list');
    const { clearTokens, setTokens } = await import('@/lib/session');
    clearTokens();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    mockApi({
      'GET /app-api/game-document/template/play-cate': () => [],
      'GET /app-api/game-document/template': async (_url, init) => {
        const authed = new Headers(init?.headers).get('authorization');
        if (!authed) {
          const locked = makeItem(1, { locked: 'login', content: '' });
          return {
            data: [makeTemplate('MB37', { groups: [{ id: 1, groupName: '1', items: [locked] }] })],
            totalCount: 1,
          };
        }
        await gate;
        const open = makeItem(1, { content: '解锁内容' });
        return {
          data: [makeTemplate('MB37', { groups: [{ id: 1, groupName: '1', items: [open] }] })],
          totalCount: 1,
        };
      },
    });
    renderContent(<TemplateList gameId={70} />);
    expect(await screen.findByText('登陆后可以解锁查看！')).toBeInTheDocument();
    act(() => setTokens('fresh-token'));
    // While the member's copy loads, the guest's locked copy is not shown.
    expect(screen.queryByText('登陆后可以解锁查看！')).toBeNull();
    release();
    await waitFor(() =>
      expect(document.querySelector('.template-card__body')?.textContent).toContain('解锁内容'),
    );
    expect(screen.queryByText('登陆后可以解锁查看！')).toBeNull();
    clearTokens();
    vi.restoreAllMocks();
  });
});
