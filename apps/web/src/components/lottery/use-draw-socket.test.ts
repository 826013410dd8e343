import { describe, expect, it } from 'vitest';
import { applyGameMessage } from './use-draw-socket';
import { addLiveReplay } from './live-replays';
import { makeOpenInfo } from './test-utils';

const base = { ...makeOpenInfo(), clockOffsetMs: 0 };

describe('socket messages on the draw panel', () => {
  it('a BALL starts the live mode with the numbers revealed so far', () => {
    const next = applyGameMessage(base, { command: 'BALL', content: { gameId: 70, type: 'RESULT', turnNum: '2026101', openNum: '7,19', index: 2 } });
    expect(next?.pre).toMatchObject({ turnNum: '2026101', openNum: '7,19', isStreaming: true });
  });

  it('a RESULT ends the live mode with all 7 numbers, the seed and the next plan', () => {
    const next = applyGameMessage(base, {
      command: 'RESULT',
      content: {
        gameId: 70,
        type: 'RESULT',
        turnNum: '2026101',
        openNum: '7,19,23,31,40,44,2',
        isStreaming: false,
        seed: '11'.repeat(32),
        seedHash: '22'.repeat(32),
        nextTurnNum: '2026102',
        planTime: 1_800_000_000_000,
      },
    });
    expect(next?.pre).toMatchObject({ turnNum: '2026101', openNum: '7,19,23,31,40,44,2', isStreaming: false });
    expect(next?.pre.fairness).toEqual({ seed: '11'.repeat(32), seedHash: '22'.repeat(32) });
    expect(next?.plan).toEqual({ turnNum: '2026102', planTime: 1_800_000_000_000 });
  });

  it('a VIDEO sets the live url; other commands change nothing', () => {
    expect(applyGameMessage(base, { command: 'VIDEO', content: { gameId: 70, type: 'VIDEO', liveUrl: '/live/70.m3u8' } })?.cur.liveUrl).toBe(
      '/live/70.m3u8',
    );
    expect(applyGameMessage(base, { command: 'LIVE_URL_HISTORY', content: { gameId: 70, type: 'LIVE_URL_HISTORY' } })).toBeNull();
  });
});

describe('live replay list', () => {
  it('keeps the newest first, one entry per turn, at most the limit', () => {
    let list = addLiveReplay([], { turnNum: '2026001', liveUrl: '/a.mp4', at: 1 });
    list = addLiveReplay(list, { turnNum: '2026002', liveUrl: '/b.mp4', at: 2 });
    list = addLiveReplay(list, { turnNum: '2026001', liveUrl: '/a2.mp4', at: 3 });
    expect(list.map((r) => [r.turnNum, r.liveUrl])).toEqual([
      ['2026001', '/a2.mp4'],
      ['2026002', '/b.mp4'],
    ]);
    expect(addLiveReplay(list, { turnNum: '2026003', liveUrl: '/c.mp4', at: 4 }, 2).map((r) => r.turnNum)).toEqual(['2026003', '2026001']);
  });
});
