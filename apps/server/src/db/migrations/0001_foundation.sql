-- Foundation: tenants, settings, notices, the game catalogue, users, tokens, wallets,
-- the money ledger and the operator audit log. Times are UTC (timestamptz).

CREATE TABLE companies (
  id              serial PRIMARY KEY,
  code            text NOT NULL UNIQUE,
  name            text NOT NULL,
  logo_url        text NOT NULL DEFAULT '',
  banner_logo_url text NOT NULL DEFAULT '',
  reg_logo_url    text NOT NULL DEFAULT '',
  ios_download_url     text NOT NULL DEFAULT '',
  android_download_url text NOT NULL DEFAULT '',
  domain          text NOT NULL DEFAULT '',
  encrypt_url     text NOT NULL DEFAULT '',
  ol_url          text NOT NULL DEFAULT '',
  app_display     integer NOT NULL DEFAULT 0,
  show_wechat_popup integer NOT NULL DEFAULT 0,
  detail_list     jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE carousels (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  sort          integer NOT NULL DEFAULT 0,
  redirect_url  text NOT NULL DEFAULT '',
  image_url     text NOT NULL,
  enabled       boolean NOT NULL DEFAULT true
);

CREATE TABLE system_config (
  company_id    integer NOT NULL REFERENCES companies(id),
  config_key    text NOT NULL,
  config_value  text NOT NULL,
  remark        text NOT NULL DEFAULT '',
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, config_key)
);

-- register / login / withdraw limit JSONs (spec 1 §3), one document per kind.
CREATE TABLE limit_configs (
  company_id    integer NOT NULL REFERENCES companies(id),
  kind          text NOT NULL CHECK (kind IN ('register', 'login', 'withdraw')),
  data          jsonb NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, kind)
);

CREATE TABLE notices (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  kind          text NOT NULL CHECK (kind IN ('index_notice', 'lottery_notice')),
  title         text NOT NULL,
  content       text NOT NULL,
  sort          integer NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- The game catalogue: lottery games (70, 90, 110, 95, 1) and third-party games.
CREATE TABLE games (
  game_id       integer PRIMARY KEY,
  game_name     text NOT NULL,
  category      text NOT NULL,
  type          text NOT NULL DEFAULT '',
  live_code     text NOT NULL DEFAULT '',
  game_code     text NOT NULL DEFAULT '',
  game_kind     text NOT NULL DEFAULT '',
  image_url     text NOT NULL DEFAULT '',
  landscape_url text NOT NULL DEFAULT '',
  hot           integer NOT NULL DEFAULT 0,
  maintain      text NOT NULL DEFAULT '',
  app_display   integer NOT NULL DEFAULT 0,
  provider_name text NOT NULL DEFAULT '',
  provider_url  text NOT NULL DEFAULT '',
  sort          integer NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true
);

CREATE TABLE users (
  id              bigserial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id),
  account         text NOT NULL,
  password_hash   text NOT NULL,
  fund_pwd_hash   text,
  type            text NOT NULL DEFAULT 'NORMAL' CHECK (type IN ('NORMAL', 'TEST')),
  is_dl           boolean NOT NULL DEFAULT false,
  parent_id       bigint REFERENCES users(id),
  avatar_id       integer NOT NULL DEFAULT 1 CHECK (avatar_id BETWEEN 1 AND 16),
  vip_level       integer NOT NULL DEFAULT 1 CHECK (vip_level BETWEEN 1 AND 9),
  cycle_bet_amount bigint NOT NULL DEFAULT 0,
  rebate          numeric(6, 2) NOT NULL DEFAULT 8,
  enable_chat     integer NOT NULL DEFAULT 1,
  chat_level      integer NOT NULL DEFAULT 1,
  hy_level        integer NOT NULL DEFAULT 1,
  full_name       text NOT NULL DEFAULT '',
  email           text NOT NULL DEFAULT '',
  phone           text NOT NULL DEFAULT '',
  qq              text NOT NULL DEFAULT '',
  weixin          text NOT NULL DEFAULT '',
  birthday        date,
  chat_theme_color text NOT NULL DEFAULT '',
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'reset_password', 'disabled')),
  status_message  text NOT NULL DEFAULT '',
  intr_code       text UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_login_at   timestamptz,
  last_login_ip   text NOT NULL DEFAULT '',
  UNIQUE (company_id, account)
);
CREATE INDEX users_parent_idx ON users(parent_id);

-- Opaque tokens stored as SHA-256 hashes; revoked rows stay so an old device can be told why.
CREATE TABLE user_tokens (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id),
  token_hash      text NOT NULL UNIQUE,
  chat_token_hash text NOT NULL UNIQUE,
  user_agent      text NOT NULL DEFAULT '',
  ip              text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  revoked_at      timestamptz,
  revoke_reason   text CHECK (revoke_reason IN ('logout', 'elsewhere', 'password', 'operator', 'expired'))
);
CREATE INDEX user_tokens_user_idx ON user_tokens(user_id) WHERE revoked_at IS NULL;

-- Money in thousandths of a yuan. Balances never go negative; frozen holds pending withdrawals.
CREATE TABLE wallets (
  user_id       bigint PRIMARY KEY REFERENCES users(id),
  money         bigint NOT NULL DEFAULT 0 CHECK (money >= 0),
  live_money    bigint NOT NULL DEFAULT 0 CHECK (live_money >= 0),
  frozen        bigint NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  rech_money    bigint NOT NULL DEFAULT 0 CHECK (rech_money >= 0),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Append-only: every balance change has exactly one row here, written in the same transaction.
CREATE TABLE wallet_ledger (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id),
  account       text NOT NULL CHECK (account IN ('money', 'live_money', 'frozen')),
  bill_type     integer NOT NULL CHECK (bill_type BETWEEN 1 AND 39),
  amount        bigint NOT NULL,
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  reference     text NOT NULL,
  remark        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, account, reference)
);
CREATE INDEX wallet_ledger_user_time_idx ON wallet_ledger(user_id, created_at DESC);

-- Every operator action (and every system action on money or results).
CREATE TABLE audit_log (
  id            bigserial PRIMARY KEY,
  actor         text NOT NULL,
  action        text NOT NULL,
  target_type   text NOT NULL DEFAULT '',
  target_id     text NOT NULL DEFAULT '',
  detail        jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip            text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER wallet_ledger_append_only BEFORE UPDATE OR DELETE ON wallet_ledger
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

-- Counters shared by every server process (login failures, fund-password failures, captchas).
CREATE TABLE rate_counters (
  key           text PRIMARY KEY,
  count         integer NOT NULL,
  window_start  timestamptz NOT NULL,
  locked_until  timestamptz
);
