-- Operator console (issue 15): operator accounts (separate from members), sessions, sign-in
-- history, settings and four-eyes adjustment requests. The audit log is audit_log (0001).

CREATE TABLE operators (
  id                    bigserial PRIMARY KEY,
  name                  text NOT NULL UNIQUE,
  role                  text NOT NULL CHECK (role IN ('super_admin', 'finance', 'risk', 'content', 'support', 'read_only')),
  password_hash         text NOT NULL,
  must_change_password  boolean NOT NULL DEFAULT false,
  -- Base32 secret; totp_enabled only after a confirmed code. totp_last_step refuses a replayed code.
  totp_secret           text,
  totp_enabled          boolean NOT NULL DEFAULT false,
  totp_last_step        bigint NOT NULL DEFAULT 0,
  disabled              boolean NOT NULL DEFAULT false,
  created_at            timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at       timestamptz
);

CREATE TABLE operator_sessions (
  id            bigserial PRIMARY KEY,
  operator_id   bigint NOT NULL REFERENCES operators(id),
  token_hash    text NOT NULL UNIQUE,
  -- A session of a production operator without TOTP may only enrol.
  enrol_only    boolean NOT NULL DEFAULT false,
  ip            text NOT NULL DEFAULT '',
  user_agent    text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  hard_expires_at timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX operator_sessions_live ON operator_sessions (operator_id) WHERE revoked_at IS NULL;

CREATE TABLE operator_sign_ins (
  id           bigserial PRIMARY KEY,
  operator_id  bigint REFERENCES operators(id),
  name         text NOT NULL,
  result       text NOT NULL,
  ip           text NOT NULL DEFAULT '',
  user_agent   text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_sign_ins_operator ON operator_sign_ins (operator_id, id DESC);

CREATE TABLE operator_settings (
  id                         int PRIMARY KEY CHECK (id = 1),
  adjust_approval_threshold  bigint NOT NULL DEFAULT 10000000 CHECK (adjust_approval_threshold >= 0)
);
INSERT INTO operator_settings (id) VALUES (1);

CREATE TABLE adjust_requests (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users(id),
  amount         bigint NOT NULL CHECK (amount <> 0),
  reason         text NOT NULL,
  turnover       text NOT NULL CHECK (turnover IN ('deposit', 'bonus', 'none')),
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_by   text NOT NULL,
  requested_at   timestamptz NOT NULL DEFAULT now(),
  decided_by     text,
  decided_at     timestamptz,
  decision_reason text NOT NULL DEFAULT '',
  reference      text
);
CREATE INDEX adjust_requests_pending ON adjust_requests (id) WHERE status = 'pending';

CREATE INDEX audit_log_created ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor text_pattern_ops);
CREATE INDEX audit_log_action ON audit_log (action text_pattern_ops);
