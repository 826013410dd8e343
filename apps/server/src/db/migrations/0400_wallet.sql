-- Wallet: idempotency keys, recharge channels and orders, payment callback events,
-- withdrawal orders and the turnover (打码量) requirements. Money in thousandths of a yuan.

-- A retried money request returns the first answer. The row is written in the same
-- transaction as the money change, so a concurrent request with the same key waits on the
-- primary key until the first commits (then replays its answer) or rolls back (then runs).
CREATE TABLE idempotency_keys (
  user_id       bigint NOT NULL REFERENCES users(id),
  key           text NOT NULL,
  scope         text NOT NULL,
  request_hash  text NOT NULL,
  status_code   integer,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE TABLE recharge_channels (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  type          text NOT NULL CHECK (type IN ('bank', 'online', 'qr', 'virtual', 'third_party')),
  name          text NOT NULL,
  min_amount    bigint NOT NULL CHECK (min_amount > 0),
  max_amount    bigint NOT NULL,
  bank_name     text NOT NULL DEFAULT '',
  bank_branch   text NOT NULL DEFAULT '',
  account_no    text NOT NULL DEFAULT '',
  account_name  text NOT NULL DEFAULT '',
  qr_text       text NOT NULL DEFAULT '',
  provider      text NOT NULL DEFAULT '' CHECK (provider IN ('', 'sandbox')),
  play_money    boolean NOT NULL DEFAULT true,
  sort          integer NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true,
  CHECK (max_amount >= min_amount),
  UNIQUE (company_id, name)
);

CREATE TABLE recharge_orders (
  id            bigserial PRIMARY KEY,
  order_no      text NOT NULL UNIQUE,
  user_id       bigint NOT NULL REFERENCES users(id),
  channel_id    integer NOT NULL REFERENCES recharge_channels(id),
  amount        bigint NOT NULL CHECK (amount > 0),
  status        text NOT NULL DEFAULT 'created'
                CHECK (status IN ('created', 'processing', 'success', 'failed', 'expired')),
  payer_name    text NOT NULL DEFAULT '',
  provider_ref  text NOT NULL DEFAULT '',
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  completed_at  timestamptz,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX recharge_orders_user_idx ON recharge_orders(user_id, created_at DESC);
CREATE INDEX recharge_orders_open_idx ON recharge_orders(expires_at) WHERE status IN ('created', 'processing');

-- Each provider callback event is applied once: the id is inserted in the crediting transaction.
CREATE TABLE payment_events (
  provider      text NOT NULL,
  event_id      text NOT NULL,
  order_no      text NOT NULL,
  result        text NOT NULL,
  amount        bigint NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

CREATE TABLE withdraw_orders (
  id            bigserial PRIMARY KEY,
  order_no      text NOT NULL UNIQUE,
  user_id       bigint NOT NULL REFERENCES users(id),
  amount        bigint NOT NULL CHECK (amount > 0),
  bank_name     text NOT NULL,
  bank_branch   text NOT NULL DEFAULT '',
  card_no       text NOT NULL,
  holder_name   text NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  reviewed_at   timestamptz,
  reviewed_by   text NOT NULL DEFAULT ''
);
CREATE INDEX withdraw_orders_user_idx ON withdraw_orders(user_id, created_at DESC);
CREATE INDEX withdraw_orders_pending_idx ON withdraw_orders(created_at) WHERE status = 'pending';

-- Turnover requirements: each deposit or bonus adds one; valid bets fill them oldest first.
CREATE TABLE turnover_requirements (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id),
  source        text NOT NULL CHECK (source IN ('deposit', 'bonus')),
  reference     text NOT NULL,
  amount        bigint NOT NULL,
  require_dml   bigint NOT NULL CHECK (require_dml >= 0),
  valid_dml     bigint NOT NULL DEFAULT 0 CHECK (valid_dml >= 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, reference)
);
CREATE INDEX turnover_open_idx ON turnover_requirements(user_id, id) WHERE valid_dml < require_dml;
