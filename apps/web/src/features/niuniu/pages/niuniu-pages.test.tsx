import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytesToHex, hexToBytes, verifyNiuniuRound } from '@sixmark/shared/domain/niuniu';
import type { NiuniuRound } from '@sixmark/shared/api/niuniu';
import { mockApi, ok, renderPage } from '@/test/harness';
import NiuniuTablePage from './table-page';
import NiuniuHeatMapPage from './heat-map-page';
import NiuniuJoyMingPage from './joy-ming-page';

const SEEDS = [
  '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
  'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100',
  '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
];

/** A round as the server answers it, built from a seed with the shared (browser) code. */
async function roundOf(seed: string, turnNum: string): Promise<NiuniuRound> {
  const hash = bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', hexToBytes(seed) as Uint8Array<ArrayBuffer>)));
  const { result } = await verifyNiuniuRound(seed, hash);
  return {
    turnNum,
    openTime: Date.UTC(2026, 10, 23, 12),
    seedHash: hash,
    seed,
    banker: { cards: result.banker.cards, level: result.banker.level, name: result.banker.name },
    players: result.players.map((p) => ({ player: p.name, cards: p.hand.cards, level: p.hand.level, name: p.hand.name, win: p.win, tier: p.tier })),
  };
}

let rounds: NiuniuRound[];
beforeAll(async () => {
  rounds = await Promise.all(SEEDS.map((s, i) => roundOf(s, `2026${String(300 - i).padStart(3, '0')}`)));
});

const NN_ODDS = { 'NN_WIN:无牛至牛6': 1.95, 'NN_WIN:牛7至牛9': 2.9, 'NN_WIN:牛牛': 3.85, 'NN_WIN:五花牛': 4.8, 'NN_WIN:炸弹': 5.75, 'NN_WIN:五小牛': 5.75 };
const HASH = 'ab'.repeat(32);

function api(list: NiuniuRound[] = rounds) {
  const now = Date.now();
  let money = 1000;
  return mockApi({
    '/app-api/api/cp/play/odds': ok({
      gameId: 95,
      turn: { turnNum: '2026301', betEndTime: now + 95_000, drawTime: now + 120_000, secondsToClose: 95, isOpen: true },
      serverTime: now,
      closeSeconds: 25,
      tables: null,
      odds: NN_ODDS,
      plays: [{ play: 'NN_WIN', enabled: true, minAmount: 1, maxAmount: 50000, rebate: 0 }],
      hy_is_cancel: '1',
      model: 1,
    }),
    '/app-api/v/lottery/openInfo': ok({
      gameId: 95,
      cur: { turnNum: '2026301', closeTime: now + 95_000, liveUrl: '', seedHash: HASH },
      pre: { turnNum: list[0]?.turnNum ?? '', openTime: now, openNum: '', isStreaming: false, liveUrl: '', fairness: null },
      plan: { turnNum: '2026301', planTime: now + 120_000 },
      serverTime: now,
    }),
    '/app-api/niuniu/rounds': (url) => {
      const rows = Number(url.searchParams.get('rows') ?? 20);
      return ok({ data: list.slice(0, rows), totalCount: list.length });
    },
    '/app-api/api/cp/bet': () => {
      money = 900;
      return ok({ gameId: 95, turnNum: '2026301', orders: [], betCount: 2, totalMoney: 100, balance: 900 });
    },
    '/app-api/api/user/info': () => ok({ userInfo: { userId: 9, account: 'member9', type: 'NORMAL', isDl: false }, extInfo: { money, liveMoney: 0, rechMoney: 0, fundPwd: true } }),
  });
}

describe('幸运牛牛 table /lucky-niu-niu', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the countdown, the coming round hash and the last round hands', async () => {
    api();
    renderPage(<NiuniuTablePage />, { path: '/lucky-niu-niu' });
    await waitFor(() => expect(screen.getByTestId('nn-turn')).toHaveTextContent(/第2026301期 距封盘 01:3[45]/));
    expect(await screen.findByTestId('nn-seed-hash')).toHaveTextContent(HASH);
    const r = rounds[0]!;
    expect(await screen.findByText(`第${r.turnNum}期 开奖`)).toBeInTheDocument();
    const banker = screen.getByTestId('hand-庄');
    expect(banker).toHaveTextContent(r.banker.name);
    expect(banker.querySelectorAll('[data-card]')).toHaveLength(5);
    for (const p of r.players) {
      const row = screen.getByTestId(`hand-${p.player}`);
      expect(row).toHaveTextContent(p.name);
      expect(row).toHaveTextContent(p.win ? '胜' : '负');
    }
    expect(screen.getByText(/牛牛 3.85/)).toBeInTheDocument();
  });

  it('places NN_WIN bets for the picked 闲 at the chosen chip through the bet API', async () => {
    const { calls } = api();
    renderPage(<NiuniuTablePage />, { path: '/lucky-niu-niu' });
    await screen.findByText(/距封盘/);
    fireEvent.click(screen.getByRole('button', { name: '闲一胜' }));
    fireEvent.click(screen.getByRole('button', { name: '闲三胜' }));
    fireEvent.click(within(screen.getByRole('group', { name: '筹码' })).getByRole('button', { name: '50' }));
    await waitFor(() => expect(screen.getByTestId('nn-balance')).toHaveTextContent('1,000.00'));
    const submit = screen.getByRole('button', { name: '确认下注 2注 共100元' });
    fireEvent.click(submit);
    await waitFor(() => expect(calls.some((c) => c.path === '/app-api/api/cp/bet')).toBe(true));
    const sent = JSON.parse(String(calls.find((c) => c.path === '/app-api/api/cp/bet')!.init!.body));
    expect(sent).toMatchObject({
      gameId: 95,
      turnNum: '2026301',
      items: [
        { selection: { play: 'NN_WIN', options: ['闲一'] }, unitAmount: 50 },
        { selection: { play: 'NN_WIN', options: ['闲三'] }, unitAmount: 50 },
      ],
    });
    expect(typeof sent.idempotencyKey).toBe('string');
    expect(await screen.findByText('投注成功：2注，共100.00元')).toBeInTheDocument();
    // The stake leaves the balance shown on the table.
    await waitFor(() => expect(screen.getByTestId('nn-balance')).toHaveTextContent('900.00'));
  });

  it('verifies the last round in the browser, and flags a round whose cards were altered', async () => {
    api();
    const view = renderPage(<NiuniuTablePage />, { path: '/lucky-niu-niu' });
    fireEvent.click(await screen.findByRole('button', { name: '验证公平性' }));
    const verdict = await screen.findByTestId('fairness-verdict', {}, { timeout: 5000 });
    expect(verdict).toHaveTextContent('✔ 种子的SHA-256与开盘前公布的哈希一致');
    expect(verdict).toHaveTextContent('✔ 由种子洗牌发出的牌与公布的牌面一致');
    view.unmount();

    const r = rounds[0]!;
    const forged = { ...r, banker: { ...r.banker, cards: [...r.banker.cards].reverse() } };
    api([forged]);
    renderPage(<NiuniuTablePage />, { path: '/lucky-niu-niu' });
    fireEvent.click(await screen.findByRole('button', { name: '验证公平性' }));
    expect(await screen.findByTestId('fairness-verdict', {}, { timeout: 5000 })).toHaveTextContent('✘ 重新计算的牌面与公布的不一致');
  });
});

describe('幸运牛牛 heat map', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('grids every round by 闲 with hand names and counts each 闲\'s wins', async () => {
    api();
    renderPage(<NiuniuHeatMapPage />, { path: '/lucky-niu-niu/heat-map' });
    const table = await screen.findByRole('table', { name: '走势' });
    const body = table.querySelectorAll('tbody tr');
    expect(body).toHaveLength(3);
    rounds.forEach((r, i) => {
      const cells = body[i]!.querySelectorAll('td');
      expect(cells[1]).toHaveTextContent(r.banker.name);
      r.players.forEach((p, j) => {
        expect(cells[2 + j]).toHaveTextContent(p.name);
        expect(cells[2 + j]!.getAttribute('data-win')).toBe(p.win ? '1' : '0');
      });
    });
    const expected = [0, 1, 2, 3, 4].map((j) => rounds.filter((r) => r.players[j]!.win).length);
    const counts = [...screen.getByTestId('nn-win-counts').querySelectorAll('td')].slice(1).map((td) => Number(td.textContent));
    expect(counts).toEqual(expected);
  });
});

describe('幸运牛牛 results /lucky-niu-niu/joy-ming', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every round with its hands and verifies any of them in the browser', async () => {
    api();
    renderPage(<NiuniuJoyMingPage />, { path: '/lucky-niu-niu/joy-ming' });
    const second = await screen.findByRole('region', { name: `第${rounds[1]!.turnNum}期` });
    expect(within(second).getByTestId('hand-庄')).toHaveTextContent(rounds[1]!.banker.name);
    fireEvent.click(within(second).getByRole('button', { name: '验证公平性' }));
    expect(await screen.findByText(`公平性验证 · 第${rounds[1]!.turnNum}期`)).toBeInTheDocument();
    expect(screen.getByText(rounds[1]!.seed)).toBeInTheDocument();
    const verdict = await screen.findByTestId('fairness-verdict', {}, { timeout: 5000 });
    expect(verdict).toHaveTextContent('✔ 种子的SHA-256与开盘前公布的哈希一致');
    expect(verdict).toHaveTextContent('✔ 由种子洗牌发出的牌与公布的牌面一致');
  });

  it('says so when a round seed does not hash to its published hash', async () => {
    api([{ ...rounds[0]!, seedHash: 'cd'.repeat(32) }]);
    renderPage(<NiuniuJoyMingPage />, { path: '/lucky-niu-niu/joy-ming' });
    fireEvent.click(await screen.findByRole('button', { name: '验证公平性' }));
    expect(await screen.findByTestId('fairness-verdict', {}, { timeout: 5000 })).toHaveTextContent('✘ 种子与哈希不一致');
  });
});
