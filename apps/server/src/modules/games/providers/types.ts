import type pg from 'pg';
import type { BetRecordInput, CatalogueGame } from '../games.repo';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** A settled bet as a provider reports it (amounts in thousandths); `liveCode` is filled in by us. */
export type ProviderBetRecord = Omit<BetRecordInput, 'liveCode'>;

export interface LaunchContext {
  user: { id: number; account: string };
  game: CatalogueGame;
  isMobile: boolean;
  /** Epoch ms of the module clock. */
  now: number;
}

export interface TransferContext {
  userId: number;
  /** Thousandths, positive. */
  amount: number;
  /** Our ledger reference (the provider's order id, so a retried call is recognised there too). */
  reference: string;
}

/**
 * What a third-party game provider (an aggregator or a single studio) must do for us. Our side of
 * every transfer (both ledger rows, bills 21/22) is written by the games module in one
 * transaction; `transferIn`/`transferOut` do the provider's half inside it and throw to roll ours
 * back. Records come back through `pullBetRecords` (a job, with an overlap) and/or `callback`
 * (pushed); both go through `ingestBetRecords`, which stores each record once by its id.
 * A real aggregator implements this with its HTTP API and is added to `providers/index.ts`.
 */
export interface GameProvider {
  readonly liveCode: string;
  /** A short-lived signed link that opens the game for this member. */
  launch(ctx: LaunchContext): Promise<{ url: string; expiresAt: Date }>;
  /** Credits the member's balance on the provider (our `money` → `liveMoney` was just written). */
  transferIn(tx: pg.PoolClient, t: TransferContext): Promise<void>;
  /** Debits the member's balance on the provider (before our `liveMoney` → `money`). */
  transferOut(tx: pg.PoolClient, t: TransferContext): Promise<void>;
  /** The member's balance on the provider, thousandths. */
  balance(db: Q, userId: number): Promise<number>;
  /** Settled bets whose settlement time is in [since, until). */
  pullBetRecords(db: Q, since: Date, until: Date): Promise<ProviderBetRecord[]>;
  /** A pushed message from the provider (signed by it); answers the records it carries. */
  callback?(db: Q, body: unknown, headers: Record<string, string | string[] | undefined>): Promise<ProviderBetRecord[]>;
}
