import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  AWARD_CHANNEL,
  AWARD_NOTICE_CHANNEL,
  truncateAwardName,
  type AwardNotice,
  type ChatAwardNotice,
} from '@sixmark/shared';
import type { Bus } from '../../realtime/bus';
import * as repo from './award.repo';

/** The company settings that shape award notices (the chat module's: they are chat popups). */
export interface AwardSettings {
  /** Smallest reward (yuan) announced in chat. */
  awardMinReward: number;
  /** How long the popup shows; a socket connecting inside it still gets the notice. */
  winPopupSeconds: number;
}

export interface AwardNoticesDeps {
  pool: pg.Pool;
  bus: Bus;
  log: { error: (obj: object, msg: string) => void };
  settings: (companyId: number) => Promise<AwardSettings>;
}

/**
 * A stable id for an award notice, equal in every process that receives it: a hash of its
 * source (the bet order) when the publisher names one, else of the notice itself.
 */
const awardId = (n: AwardNotice) =>
  Number.parseInt(
    createHash('sha256')
      .update(n.sourceId ?? JSON.stringify(n))
      .digest('hex')
      .slice(0, 12),
    16,
  );

/**
 * Award notices, owned by the bets module: settlement publishes each big win (AWARD_CHANNEL);
 * this subscriber keeps those above the company's threshold, stores each once (every process
 * receives the win and inserts it under the same id), and the process whose insert landed
 * publishes the stored notice (AWARD_NOTICE_CHANNEL) for the sockets of every process to show.
 * Storing first means a socket connecting meanwhile finds it with {@link recent}.
 */
export function createAwardNotices(deps: AwardNoticesDeps) {
  const store = async (n: AwardNotice) => {
    const cfg = await deps.settings(n.companyId);
    if (n.reward < cfg.awardMinReward) return;
    const notice: ChatAwardNotice = {
      id: awardId(n),
      nickname: truncateAwardName(n.nickname),
      userName: n.userName,
      gameName: truncateAwardName(n.gameName),
      gameId: n.gameId,
      reward: n.reward,
      popupSeconds: cfg.winPopupSeconds,
    };
    if (await repo.insertAwardNotice(deps.pool, { ...notice, companyId: n.companyId }))
      await deps.bus.publish(AWARD_NOTICE_CHANNEL, { ...notice, companyId: n.companyId });
  };

  const off = deps.bus.subscribe(AWARD_CHANNEL, (raw) => {
    store(raw as AwardNotice).catch((err: unknown) => deps.log.error({ err }, 'award notice failed'));
  });

  return {
    /** A company's notices still inside the popup window, each with the seconds it has left. */
    async recent(companyId: number): Promise<ChatAwardNotice[]> {
      const { winPopupSeconds } = await deps.settings(companyId);
      if (winPopupSeconds <= 0) return [];
      const rows = await repo.recentAwardNotices(deps.pool, companyId, winPopupSeconds);
      return rows.map((r) => ({
        ...repo.awardNoticeOf(r),
        popupSeconds: Math.max(1, Math.ceil(r.left_ms / 1000)),
      }));
    },
    /** The operators' list of a company's stored notices, newest first. */
    async list(companyId: number, page: number, rows: number) {
      const { items, total } = await repo.listAwardNotices(deps.pool, companyId, page, rows);
      return {
        items: items.map((r) => ({ ...repo.awardNoticeOf(r), created_at: r.created_at.toISOString() })),
        total,
      };
    },
    close: off,
  };
}

export type AwardNotices = ReturnType<typeof createAwardNotices>;
