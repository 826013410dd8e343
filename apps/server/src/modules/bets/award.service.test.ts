import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AWARD_CHANNEL, AWARD_NOTICE_CHANNEL, type AwardNotice } from '@sixmark/shared';
import { waitFor } from '../../../test/wait';
import { createMemoryBus } from '../../realtime/bus';
import { createAwardNotices } from './award.service';

/** A pool that keeps inserted notice ids like the table's primary key does. */
function fakePool() {
  const ids = new Set<number>();
  const pool = {
    query: async (_text: string, values: unknown[]) => {
      const id = Number(values[0]);
      if (ids.has(id)) return { rowCount: 0, rows: [] };
      ids.add(id);
      return { rowCount: 1, rows: [] };
    },
  };
  return { pool: pool as unknown as pg.Pool, ids };
}

const win = (over: Partial<AwardNotice> = {}): AwardNotice => ({
  nickname: '一二三四五六七八九十',
  userName: 'ab***c',
  gameName: '香港六合彩',
  gameId: 1,
  reward: 2000,
  companyId: 1,
  sourceId: 'bet:A1',
  ...over,
});

describe('award notices (bets module)', () => {
  it('stores a win above the threshold once and publishes it once, with the names cut, however often it is heard', async () => {
    const bus = createMemoryBus();
    const { pool, ids } = fakePool();
    const errors: unknown[] = [];
    const awards = createAwardNotices({
      pool,
      bus,
      log: { error: (obj) => errors.push(obj) },
      settings: async () => ({ awardMinReward: 500, winPopupSeconds: 8 }),
    });
    const published: unknown[] = [];
    bus.subscribe(AWARD_NOTICE_CHANNEL, (m) => published.push(m));
    await bus.publish(AWARD_CHANNEL, win({ reward: 100, sourceId: 'bet:small' }));
    await bus.publish(AWARD_CHANNEL, win());
    await bus.publish(AWARD_CHANNEL, win());
    await waitFor(() => published.length === 1 && ids.size === 1, { what: 'the one stored notice' });
    await new Promise((r) => setTimeout(r, 20));
    expect(published).toEqual([
      expect.objectContaining({ nickname: '一二三四五六七八…', reward: 2000, popupSeconds: 8, companyId: 1 }),
    ]);
    expect(errors).toEqual([]);
    awards.close();
  });
});
