-- Lottery betting (issue 10): prices and limits, orders, per-number exposure, chases and the
-- settlement progress of each period. Money in thousandths of a yuan; odds decimal with 3 places.

-- The zodiac / five-element tables of a period, frozen when the period opens (spec 4 §14.6):
-- settlement reads this copy even when the draw is postponed past the lunar new year.
ALTER TABLE lottery_turns ADD COLUMN year_tables jsonb;

-- Price per company, game and price key (`priceKeysOf` of the rules, e.g. 'TM_NUM',
-- 'TM_ZODIAC:本命', 'LM_3Z2:中二'). A key without a row uses the shipped `defaultOdds`.
CREATE TABLE bet_odds (
  company_id  integer NOT NULL REFERENCES companies(id),
  game_id     integer NOT NULL REFERENCES games(game_id),
  price_key   text NOT NULL CHECK (length(price_key) BETWEEN 1 AND 40),
  odds        numeric(14, 3) NOT NULL CHECK (odds >= 1),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, game_id, price_key)
);

-- Limits per company, game and play. A play without a row is enabled with the defaults below.
CREATE TABLE bet_play_settings (
  company_id      integer NOT NULL REFERENCES companies(id),
  game_id         integer NOT NULL REFERENCES games(game_id),
  play            text NOT NULL,
  enabled         boolean NOT NULL DEFAULT true,
  -- per 注 (unit stake)
  min_amount      bigint NOT NULL DEFAULT 1000 CHECK (min_amount > 0),
  max_amount      bigint NOT NULL DEFAULT 50000000 CHECK (max_amount >= min_amount),
  -- stake on one 注 key (a number, an option, a combination) per period, all users; 0 = none
  max_per_number  bigint NOT NULL DEFAULT 0 CHECK (max_per_number >= 0),
  -- possible payout on one 注 key per period, all users; 0 = none
  max_payout      bigint NOT NULL DEFAULT 0 CHECK (max_payout >= 0),
  -- 退水 in percent of the valid stake (play money ships with none, spec 4 §10)
  rebate          numeric(5, 2) NOT NULL DEFAULT 0 CHECK (rebate BETWEEN 0 AND 20),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, game_id, play)
);

-- One order per slip item. `lines` holds its 注 with the odds they were placed at (BetLine[]),
-- never changed after placement; `line_results` the settled outcome of each.
CREATE TABLE bet_orders (
  id              bigserial PRIMARY KEY,
  order_no        text NOT NULL UNIQUE,
  company_id      integer NOT NULL REFERENCES companies(id),
  user_id         bigint NOT NULL REFERENCES users(id),
  account         text NOT NULL,
  trial           boolean NOT NULL DEFAULT false,
  game_id         integer NOT NULL REFERENCES games(game_id),
  turn_num        text NOT NULL,
  play            text NOT NULL,
  selection       jsonb NOT NULL,
  lines           jsonb NOT NULL,
  bet_info        text NOT NULL,
  odds_text       text NOT NULL DEFAULT '',
  bet_count       integer NOT NULL CHECK (bet_count > 0),
  unit_amount     bigint NOT NULL CHECK (unit_amount > 0),
  total_money     bigint NOT NULL CHECK (total_money = unit_amount * bet_count),
  -- spec 3: 0 pending, 1 settled, 2 cancelled, 3 deleted, 4 chase stopped
  status          smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  -- when settled: 0 lose, 1 win, 2 tie (every 注 refunded)
  result          smallint CHECK (result IS NULL OR result BETWEEN 0 AND 2),
  reward          bigint NOT NULL DEFAULT 0 CHECK (reward >= 0),
  -- stake of 注 that won or lost (ties earn no valid turnover)
  valid_amount    bigint NOT NULL DEFAULT 0,
  line_results    jsonb,
  -- the numbers it was settled against and how many times (a corrected result settles again)
  settled_numbers smallint[],
  settle_version  integer NOT NULL DEFAULT 0,
  slip_key        text NOT NULL DEFAULT '',
  track_order_no  text NOT NULL DEFAULT '',
  model           smallint NOT NULL DEFAULT 1,
  created_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  cancelled_at    timestamptz,
  CHECK ((status = 1) = (result IS NOT NULL))
);
CREATE INDEX bet_orders_user_time_idx ON bet_orders (user_id, created_at DESC);
CREATE INDEX bet_orders_turn_idx ON bet_orders (game_id, turn_num, id);
CREATE INDEX bet_orders_pending_idx ON bet_orders (game_id, turn_num, id) WHERE status = 0;
CREATE INDEX bet_orders_track_idx ON bet_orders (track_order_no) WHERE track_order_no <> '';

-- Stake and possible payout on each 注 key of a period across all users, for the per-number
-- limits. Incremented by an atomic upsert in the placing transaction (the row lock serialises
-- concurrent bets on the same key); decremented by cancel.
CREATE TABLE bet_exposure (
  company_id  integer NOT NULL,
  game_id     integer NOT NULL,
  turn_num    text NOT NULL,
  key         text NOT NULL,
  stake       bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  payout      bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  PRIMARY KEY (company_id, game_id, turn_num, key)
);

-- 追号: the same selection over the next N periods. Each period's order is placed when that
-- period opens (with the odds of then); a refusal stops the chase with its message.
CREATE TABLE bet_chases (
  id              bigserial PRIMARY KEY,
  track_order_no  text NOT NULL UNIQUE,
  company_id      integer NOT NULL REFERENCES companies(id),
  user_id         bigint NOT NULL REFERENCES users(id),
  game_id         integer NOT NULL REFERENCES games(game_id),
  play            text NOT NULL,
  selection       jsonb NOT NULL,
  mode            text NOT NULL CHECK (mode IN ('fixed', 'double')),
  stop_on_win     boolean NOT NULL,
  status          text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished', 'stopped')),
  message         text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bet_chases_running_idx ON bet_chases (game_id) WHERE status = 'running';

CREATE TABLE bet_chase_periods (
  chase_id     bigint NOT NULL REFERENCES bet_chases(id),
  seq          integer NOT NULL CHECK (seq >= 1),
  unit_amount  bigint NOT NULL CHECK (unit_amount > 0),
  state        text NOT NULL DEFAULT 'planned' CHECK (state IN ('planned', 'placed', 'stopped')),
  turn_num     text NOT NULL DEFAULT '',
  order_no     text NOT NULL DEFAULT '',
  PRIMARY KEY (chase_id, seq)
);

-- Settlement progress of a period: which numbers it was (or is being) settled against, how
-- many orders so far. A changed result (manual correction) starts a new version.
CREATE TABLE bet_settlements (
  game_id      integer NOT NULL,
  turn_num     text NOT NULL,
  numbers      smallint[] NOT NULL,
  version      integer NOT NULL DEFAULT 1,
  status       text NOT NULL CHECK (status IN ('running', 'done')),
  settled      integer NOT NULL DEFAULT 0,
  paid         bigint NOT NULL DEFAULT 0,
  started_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  PRIMARY KEY (game_id, turn_num)
);
