-- Game center and third-party games (issue 11): providers, follows, bet records landed from
-- providers, the record pull cursors, and the sandbox provider's own 龙虎 table (its side).
-- Money in thousandths of a yuan; times UTC.

CREATE TABLE game_providers (
  live_code   text PRIMARY KEY CHECK (live_code ~ '^[A-Za-z0-9_-]{1,32}$' AND live_code <> 'all_provider'),
  name        text NOT NULL,
  url         text NOT NULL DEFAULT '',
  logo        text NOT NULL DEFAULT '',
  sort        integer NOT NULL DEFAULT 0,
  enabled     boolean NOT NULL DEFAULT true,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX games_live_code_idx ON games (live_code);
CREATE INDEX games_game_code_idx ON games (game_code) WHERE game_code <> '';

CREATE TABLE game_follows (
  user_id     bigint NOT NULL REFERENCES users(id),
  game_id     integer NOT NULL REFERENCES games(game_id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);

-- A provider's settled bet, stored once per (provider, provider record id) however many times
-- it is pushed or pulled; the insert that stores it also counts its valid bet as turnover.
CREATE TABLE game_bet_records (
  id           bigserial PRIMARY KEY,
  live_code    text NOT NULL,
  record_id    text NOT NULL,
  user_id      bigint NOT NULL REFERENCES users(id),
  game_code    text NOT NULL,
  round_no     text NOT NULL DEFAULT '',
  bet_content  text NOT NULL DEFAULT '',
  bet_amount   bigint NOT NULL CHECK (bet_amount >= 0),
  valid_bet    bigint NOT NULL CHECK (valid_bet >= 0 AND valid_bet <= bet_amount),
  payout       bigint NOT NULL CHECK (payout >= 0),
  bet_time     timestamptz NOT NULL,
  settle_time  timestamptz NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (live_code, record_id)
);
CREATE INDEX game_bet_records_user_idx ON game_bet_records (user_id, game_code, bet_time DESC);

-- How far each provider's records were pulled (the job re-reads an overlap; repeats are ignored).
CREATE TABLE game_record_cursors (
  live_code     text PRIMARY KEY,
  pulled_until  timestamptz NOT NULL
);

-- ---- the sandbox provider's side: one 龙虎 table --------------------------------------------------
-- The seed is secret while the round takes bets (only its SHA-256 is shown) and never changes.
CREATE TABLE sandbox_dt_rounds (
  id          bigserial PRIMARY KEY,
  round_no    text NOT NULL UNIQUE,
  status      text NOT NULL CHECK (status IN ('betting', 'settled')),
  seed        text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash   text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  open_at     timestamptz NOT NULL,
  close_at    timestamptz NOT NULL,
  settled_at  timestamptz,
  dragon      smallint CHECK (dragon BETWEEN 0 AND 51),
  tiger       smallint CHECK (tiger BETWEEN 0 AND 51),
  winner      text CHECK (winner IN ('dragon', 'tiger', 'tie')),
  CHECK (close_at > open_at),
  CHECK (status <> 'settled' OR (winner IS NOT NULL AND settled_at IS NOT NULL))
);
CREATE INDEX sandbox_dt_rounds_open_idx ON sandbox_dt_rounds (close_at) WHERE status = 'betting';
CREATE INDEX sandbox_dt_rounds_settled_idx ON sandbox_dt_rounds (settled_at DESC) WHERE status = 'settled';

CREATE TABLE sandbox_dt_bets (
  id          bigserial PRIMARY KEY,
  round_id    bigint NOT NULL REFERENCES sandbox_dt_rounds(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  side        text NOT NULL CHECK (side IN ('dragon', 'tiger', 'tie')),
  amount      bigint NOT NULL CHECK (amount > 0),
  payout      bigint CHECK (payout >= 0),
  valid_bet   bigint CHECK (valid_bet >= 0),
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  created_at  timestamptz NOT NULL,
  settled_at  timestamptz,
  CHECK (status <> 'settled' OR (payout IS NOT NULL AND valid_bet IS NOT NULL AND settled_at IS NOT NULL))
);
CREATE INDEX sandbox_dt_bets_round_idx ON sandbox_dt_bets (round_id);
CREATE INDEX sandbox_dt_bets_user_idx ON sandbox_dt_bets (user_id, id DESC);
CREATE INDEX sandbox_dt_bets_settled_idx ON sandbox_dt_bets (settled_at) WHERE status = 'settled';
