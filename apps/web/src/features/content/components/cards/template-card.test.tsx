import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Template } from '@sixmark/shared';
import { homeCardGroups } from '@sixmark/shared/domain/card-rules';
import { makeItem, makeProfile, makeTemplate, mockApi, renderContent } from '../../test-utils';
import { TemplateCard } from './template-card';

const items = () => document.querySelectorAll('.card-item');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TemplateCard collapse and expand (spec 2 §4)', () => {
  it('shows 5 items collapsed, all after 展开, 5 again after 收起', () => {
    renderContent(<TemplateCard template={makeTemplate('MB05')} />);
    expect(items()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(items()).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(items()).toHaveLength(5);
  });

  it('home variant shows 1 item collapsed', () => {
    renderContent(<TemplateCard template={makeTemplate('MB05')} home />);
    expect(items()).toHaveLength(1);
  });

  it('mb01A starts expanded and shows 2 collapsed', () => {
    renderContent(<TemplateCard template={makeTemplate('mb01A')} />);
    expect(items()).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(items()).toHaveLength(2);
  });

  it('MB16 shows 10 expanded', () => {
    renderContent(<TemplateCard template={makeTemplate('MB16', {}, 14)} />);
    expect(items()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(items()).toHaveLength(10);
  });

  it('the gshou list shows up to 15 rows with 置顶 for subName 2', () => {
    const t = makeTemplate('JhtGshou', {}, 20);
    t.groups[0]!.items[0]!.subName = 2;
    renderContent(<TemplateCard template={t} />);
    expect(items()).toHaveLength(15);
    expect(screen.getByText('置顶')).toBeInTheDocument();
    // A row opens the detail on that row.
    fireEvent.click(screen.getByText('101期'));
    expect(screen.getByTestId('location')).toHaveTextContent('/template/70/7');
  });

  it('a gshou row shows the words of an HTML post, the detail page its markup', async () => {
    const post = '<p>【精华】<b>鸡鼠猪</b></p>';
    const t = makeTemplate('JhtGshou', {}, 1);
    t.groups[0]!.items[0]!.content = post;
    const { unmount } = renderContent(<TemplateCard template={t} />);
    expect(document.querySelector('.gshou__content')).toHaveTextContent('【精华】鸡鼠猪');
    expect(document.body.textContent).not.toContain('<p>');
    unmount();
    renderContent(<TemplateCard template={t} detail />);
    // The sanitiser is loaded when there is HTML to render (components/lazy-html-content.tsx).
    // A dynamic import: under a loaded test run it can take longer than waitFor's default second.
    await waitFor(() => expect(document.querySelector('.card-item__html b')).toHaveTextContent('鸡鼠猪'), { timeout: 15_000 });
  });

  it('links 查看往期记录 > to /template/{gameId}/{id}', () => {
    renderContent(<TemplateCard template={makeTemplate('MB05')} />);
    fireEvent.click(screen.getByText('查看往期记录 >'));
    expect(screen.getByTestId('location')).toHaveTextContent('/template/70/7');
  });
});

describe('tabbed cards', () => {
  it('MB12 labels period tabs {groupName}期 and shows the chosen group', () => {
    const t = makeTemplate('MB12', {
      groups: [
        { id: 1, groupName: '125', items: [makeItem(1, { content: '01 02' })] },
        { id: 2, groupName: '杀124', items: [makeItem(2, { content: '杀 03 04 05' })] },
      ],
    });
    renderContent(<TemplateCard template={t} />);
    expect(screen.getByText('125期')).toBeInTheDocument();
    fireEvent.click(screen.getByText('杀124期'));
    expect(document.querySelector('.mb12__kill')).toHaveTextContent('杀');
    expect(document.querySelectorAll('.mb12__circle')).toHaveLength(3);
    expect(document.querySelector('.mb12__circle')).toHaveAttribute('data-size', '3');
  });

  it('MB14 goes back to its first period when the play category changes', () => {
    const t = makeTemplate('MB14', {
      groups: [
        { id: 1, groupName: '125', items: [makeItem(1, { title: '一组' })] },
        { id: 2, groupName: '124', items: [makeItem(2, { title: '二组' })] },
      ],
    });
    function Harness() {
      const [category, setCategory] = useState('全部');
      return (
        <>
          <button type="button" onClick={() => setCategory('生肖')}>
            换分类
          </button>
          <TemplateCard template={t} category={category} />
        </>
      );
    }
    renderContent(<Harness />);
    fireEvent.click(screen.getByText('124期'));
    expect(screen.getByText('二组')).toBeInTheDocument();
    fireEvent.click(screen.getByText('换分类'));
    expect(screen.getByText('一组')).toBeInTheDocument();
    expect(screen.queryByText('二组')).toBeNull();
  });

  it('MB42 has one tab per item by descending sort, labelled by content3', () => {
    const t = makeTemplate('MB42', {
      groups: [
        {
          id: 1,
          groupName: '1',
          items: [makeItem(1, { sort: 1, content3: '乙' }), makeItem(2, { sort: 5, content3: '甲' })],
        },
      ],
    });
    renderContent(<TemplateCard template={t} />);
    const tabs = document.querySelectorAll('.adm-tabs-tab');
    expect([...tabs].map((x) => x.textContent)).toEqual(['甲', '乙']);
  });

  it('MB38 shows the first item of up to 3 groups', () => {
    const t = makeTemplate('MB38', {
      groups: [1, 2, 3, 4].map((id) => ({
        id,
        groupName: String(id),
        items: [makeItem(id * 10), makeItem(id * 10 + 1)],
      })),
    });
    renderContent(<TemplateCard template={t} />);
    expect(items()).toHaveLength(3);
  });
});

describe('highlights', () => {
  it('marks hits, red * notes and activeCover', () => {
    const t = makeTemplate('MB05', {
      groups: [
        {
          id: 1,
          groupName: '1',
          items: [makeItem(1, { content: '马 牛', note: '*开:马08', activeCover: 1 })],
        },
      ],
    });
    renderContent(<TemplateCard template={t} />);
    expect(screen.getByText('马')).toHaveClass('is-hit');
    expect(screen.getByText('牛')).not.toHaveClass('is-hit');
    expect(screen.getByText('*开:马08')).toHaveClass('is-red');
    expect(document.querySelector('.card-item')).toHaveClass('is-active-cover');
  });

  it('MB07 highlights the number equal to the last digit of the note', () => {
    const t = makeTemplate('MB07', {
      groups: [{ id: 1, groupName: '1', items: [makeItem(1, { content: '3 9 5', note: '开:39' })] }],
    });
    renderContent(<TemplateCard template={t} />);
    expect(screen.getByText('9')).toHaveClass('is-hit');
    expect(screen.getByText('3')).not.toHaveClass('is-hit');
  });
});

describe('locks (content withheld by the server)', () => {
  it('login lock shows 登陆后可以解锁查看！ and goes to /auth/login', () => {
    const t = makeTemplate('MB37', {
      groups: [{ id: 1, groupName: '1', items: [makeItem(1, { locked: 'login', content: '' })] }],
    });
    renderContent(<TemplateCard template={t} />);
    fireEvent.click(screen.getByText('登陆后可以解锁查看！'));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });

  it('recharge lock shows 请充值任意金额开通VIP！ and goes to /recharge', () => {
    const t = makeTemplate('MB05', {
      groups: [{ id: 1, groupName: '1', items: [makeItem(1, { locked: 'recharge', content: '' })] }],
    });
    renderContent(<TemplateCard template={t} />);
    fireEvent.click(screen.getByText('请充值任意金额开通VIP！'));
    expect(screen.getByTestId('location')).toHaveTextContent('/recharge');
  });
});

describe('favourite', () => {
  it('a guest gets 请先登录 and the label stays 收藏', async () => {
    const fetch = mockApi({});
    renderContent(<TemplateCard template={makeTemplate('MB05')} />);
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores repeated taps while the login toast shows', async () => {
    mockApi({});
    const show = vi.spyOn(Toast, 'show');
    renderContent(<TemplateCard template={makeTemplate('MB05')} />);
    const button = screen.getByRole('button', { name: '收藏' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith({ content: '请先登录', duration: 2000 });
  });

  it('a TEST account cannot like', async () => {
    const fetch = mockApi({});
    renderContent(<TemplateCard template={makeTemplate('MB05')} />, { profile: makeProfile('TEST') });
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('试玩账户无法进行该操作，请注册正式账户!')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a member sees 已收藏 at once (optimistic), then the server agrees', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const fetch = mockApi({
      'POST /app-api/game-document/template/toggle-like': async (_u, init) => {
        await gate;
        const body = JSON.parse(String(init?.body)) as { templateId: number; like: number };
        return { templateId: body.templateId, like: body.like };
      },
    });
    renderContent(<TemplateCard template={makeTemplate('MB05')} />, { profile: makeProfile() });
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(screen.getByRole('button', { name: '已收藏' })).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({ templateId: 7, like: 1 });
    expect(screen.getByRole('button', { name: '已收藏' })).toBeInTheDocument();
  });

  it('rolls back when the server refuses', async () => {
    mockApi({
      'POST /app-api/game-document/template/toggle-like': () => {
        throw { code: 'X', msg: '操作失败' };
      },
    });
    renderContent(<TemplateCard template={makeTemplate('MB05')} />, { profile: makeProfile() });
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('操作失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏' })).toBeInTheDocument();
  });
});

describe('polls', () => {
  const pollCard = (over: Parameters<typeof makeItem>[1] = {}) =>
    makeTemplate('MB05', {
      groups: [
        {
          id: 1,
          groupName: '1',
          items: [
            makeItem(11, {
              pollStatus: 1,
              pollOptions: [
                { option_id: 1, option_text: '鼠', option_value: 'a', option_vote: 3 },
                { option_id: 2, option_text: '牛', option_value: 'b', option_vote: 1 },
              ],
              ...over,
            }),
          ],
        },
      ],
    });

  it('asks for an option first: 请先选择投票内容！ (tap again deselects)', async () => {
    mockApi({});
    renderContent(<TemplateCard template={pollCard()} />, { profile: makeProfile() });
    const option = screen.getByRole('button', { name: /鼠/ });
    fireEvent.click(option);
    expect(option).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(option);
    expect(option).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: '投票' }));
    expect(await screen.findByText('请先选择投票内容！')).toBeInTheDocument();
  });

  it('refuses a second vote: 您已经投票过了！', async () => {
    mockApi({});
    renderContent(<TemplateCard template={pollCard({ optionId: 2 })} />, { profile: makeProfile() });
    fireEvent.click(screen.getByRole('button', { name: '已投票' }));
    expect(await screen.findByText('您已经投票过了！')).toBeInTheDocument();
  });

  it('votes once: 投票成功！ and the count goes up', async () => {
    const fetch = mockApi({ 'POST /app-api/game-document/template/vote/v2': () => null });
    renderContent(<TemplateCard template={pollCard()} />, { profile: makeProfile() });
    fireEvent.click(screen.getByRole('button', { name: /牛/ }));
    fireEvent.click(screen.getByRole('button', { name: '投票' }));
    expect(await screen.findByText('投票成功！')).toBeInTheDocument();
    const post = fetch.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      documentId: 11,
      optionId: 2,
      vote: 1,
    });
    expect(within(document.querySelector('.poll')!).getByTestId('poll-count-2')).toHaveTextContent('2票');
  });

  it('shows the server message when the vote fails', async () => {
    mockApi({
      'POST /app-api/game-document/template/vote/v2': () => {
        throw { code: 'DOC/VOTE_CLOSED', msg: '投票已结束' };
      },
    });
    renderContent(<TemplateCard template={pollCard()} />, { profile: makeProfile() });
    fireEvent.click(screen.getByRole('button', { name: /牛/ }));
    fireEvent.click(screen.getByRole('button', { name: '投票' }));
    expect(await screen.findByText('投票已结束')).toBeInTheDocument();
  });
});

describe('summary under the card (spec 2 §3)', () => {
  const summary = () =>
    [...document.querySelectorAll('[data-part="card-summary"] li')].map((li) => li.textContent);
  const noted = (over: Parameters<typeof makeItem>[1] = {}) =>
    makeTemplate('MB05', {
      id: 42,
      groups: [
        {
          id: 1,
          groupName: '1',
          items: [
            makeItem(1, { title: '125', note: '鸡12准', ...over }),
            makeItem(2, { title: '124', note: '龙05' }),
            makeItem(3, { title: '123', note: '' }),
          ],
        },
      ],
    });

  it('lists the newest notes the body does not show, and asks no vote data without a poll', () => {
    const fetch = mockApi({});
    renderContent(<TemplateCard template={noted()} home />);
    expect(summary()).toEqual(['124期龙05']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('vote data of the template id replaces the first entry', async () => {
    const fetch = mockApi({
      'GET /app-api/game-document/template/42/vote': () => ({
        documentId: 1,
        optionId: null,
        totalVotes: 4,
        pollOptions: [
          { option_id: 1, option_text: '鼠', option_value: '', option_vote: 1 },
          { option_id: 2, option_text: '牛', option_value: '', option_vote: 3 },
        ],
      }),
    });
    const poll = {
      pollStatus: 1,
      pollOptions: [{ option_id: 1, option_text: '鼠', option_value: '', option_vote: 1 }],
    };
    renderContent(<TemplateCard template={noted(poll)} home />);
    await waitFor(() => expect(summary()).toEqual(['投票牛 领先 75%（共4票）']));
    expect(String(fetch.mock.calls[0]![0])).toContain('/app-api/game-document/template/42/vote');
  });

  it('the detail page shows no summary', () => {
    mockApi({});
    renderContent(<TemplateCard template={noted()} detail />);
    expect(document.querySelector('[data-part="card-summary"]')).toBeNull();
  });
});

describe('home list answer (issue 16: the server sends only what the card shows)', () => {
  /** A card with 3 periods of 14 items, some without notes, as the full template would come. */
  const full = (code: string): Template =>
    makeTemplate(code, {
      groups: [1, 2, 3].map((g) => ({
        id: g,
        groupName: String(130 - g),
        items: Array.from({ length: 14 }, (_, i) =>
          makeItem(g * 100 + i, { title: String(200 - i), note: i % 3 === 1 ? '' : `马0${i % 9}`, sort: 14 - i, content3: `标签${i}` }),
        ),
      })),
    });
  const html = (template: Template) => {
    const { container, unmount } = renderContent(<TemplateCard template={template} home />);
    const out = [container.innerHTML];
    const toggle = screen.queryByRole('button', { name: /展开|收起/ });
    if (toggle) {
      fireEvent.click(toggle);
      out.push(container.innerHTML);
    }
    unmount();
    return out;
  };

  it.each(['MB05', 'MB16', 'Symb2', 'SYmb', 'mb01A', 'MB38', 'MB42', 'MB12', 'JhtGshou'])(
    '%s renders the same, collapsed and expanded, from the lean list as from the whole template',
    (code) => {
      mockApi({});
      const whole = full(code);
      const lean = { ...whole, groups: homeCardGroups(whole.templateCode, whole.groups) };
      expect(html(lean)).toEqual(html(whole));
    },
  );
});
