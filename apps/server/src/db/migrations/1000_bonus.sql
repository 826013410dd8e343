-- Betting bonus (洗码返水), VIP progression, welfare center and safer play (issue 17).
-- Money in thousandths of a yuan; times UTC.

-- VIP levels per company, in the table chat already reads (enlarge_memo). NULL = the shipped
-- default of packages/shared DEFAULT_VIP_LEVELS (a row chat created for enlarge_memo alone
-- keeps the defaults).
ALTER TABLE vip_level_settings
  ADD COLUMN bet_money    bigint CHECK (bet_money >= 0),
  ADD COLUMN keep_money   bigint CHECK (keep_money >= 0),
  ADD COLUMN upgrade_gift bigint CHECK (upgrade_gift >= 0),
  ADD COLUMN monthly_gift bigint CHECK (monthly_gift >= 0);

-- Betting-bonus rate per company, VIP level and category, in basis points (40 = 0.4%).
CREATE TABLE bonus_rates (
  company_id  integer NOT NULL REFERENCES companies(id),
  vip_level   integer NOT NULL CHECK (vip_level BETWEEN 1 AND 9),
  category    text NOT NULL CHECK (category IN ('lottery', 'live', 'electronic', 'card', 'fish', 'sport')),
  rate_bp     integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 500),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, vip_level, category)
);

-- The watermark: how much of a user's lifetime valid turnover in a category has been paid a
-- bonus. A claim locks these rows, pays (total - claimed_turnover) and moves the mark to the
-- total in the same transaction, so no turnover is ever paid twice.
CREATE TABLE bonus_watermarks (
  user_id           bigint NOT NULL REFERENCES users(id),
  category          text NOT NULL,
  claimed_turnover  bigint NOT NULL DEFAULT 0 CHECK (claimed_turnover >= 0),
  claimed_bonus     bigint NOT NULL DEFAULT 0 CHECK (claimed_bonus >= 0),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, category)
);

-- One row per claim (member or the daily job) with what each category's turnover earned.
CREATE TABLE bonus_claims (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  amount      bigint NOT NULL CHECK (amount > 0),
  turnover    bigint NOT NULL CHECK (turnover > 0),
  detail      jsonb NOT NULL,
  auto        boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bonus_claims_user_idx ON bonus_claims (user_id, id DESC);

-- The VIP period a user's users.cycle_bet_amount belongs to. Settlement adds turnover under
-- this row's lock; the first touch in a new period (or the period job) closes the old one.
CREATE TABLE vip_progress (
  user_id     bigint PRIMARY KEY REFERENCES users(id),
  period_key  text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vip_progress_period_idx ON vip_progress (period_key);

-- Welfare center gifts: an upgrade gift per level reached, one monthly gift per period (of the
-- level held when it is first shown). The unique indexes make each one exist once; claimed_at is set once (UPDATE ... WHERE NULL).
CREATE TABLE vip_gifts (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  kind        text NOT NULL CHECK (kind IN ('upgrade', 'monthly')),
  vip_level   integer NOT NULL CHECK (vip_level BETWEEN 1 AND 9),
  period_key  text NOT NULL DEFAULT '',
  amount      bigint NOT NULL CHECK (amount > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  claimed_at  timestamptz
);
CREATE UNIQUE INDEX vip_gifts_upgrade_once ON vip_gifts (user_id, vip_level) WHERE kind = 'upgrade';
CREATE UNIQUE INDEX vip_gifts_monthly_once ON vip_gifts (user_id, period_key) WHERE kind = 'monthly';
CREATE INDEX vip_gifts_user_idx ON vip_gifts (user_id, id DESC);

-- Jobs that must run once per key across processes (daily payout per day).
CREATE TABLE bonus_job_runs (
  job         text NOT NULL,
  run_key     text NOT NULL,
  started_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, run_key)
);

-- Safer play: member-set limits. amount null = none; a raise waits in pending_* until
-- pending_at (pending_set distinguishes "remove the limit" from "nothing pending").
CREATE TABLE safer_play_limits (
  user_id         bigint NOT NULL REFERENCES users(id),
  kind            text NOT NULL CHECK (kind IN ('deposit_day', 'deposit_week', 'deposit_month',
                                                'loss_day', 'loss_week', 'loss_month', 'bet_max')),
  amount          bigint CHECK (amount > 0),
  pending_set     boolean NOT NULL DEFAULT false,
  pending_amount  bigint CHECK (pending_amount > 0),
  pending_at      timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind),
  CHECK (NOT pending_set OR pending_at IS NOT NULL)
);

-- Reality-check interval per member (0 = off).
CREATE TABLE safer_play_settings (
  user_id          bigint PRIMARY KEY REFERENCES users(id),
  reality_minutes  integer NOT NULL DEFAULT 0 CHECK (reality_minutes = 0 OR reality_minutes BETWEEN 10 AND 240),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- Cool-off and self-exclusion periods; append-only in effect (no route shortens or deletes one).
CREATE TABLE safer_play_exclusions (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  kind        text NOT NULL CHECK (kind IN ('cooloff', 'self')),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL CHECK (ends_at > starts_at),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safer_play_exclusions_user_idx ON safer_play_exclusions (user_id, ends_at DESC);

