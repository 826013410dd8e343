-- Accounts: bank accounts, push messages (notifications) and login / registration captchas.

CREATE TABLE user_banks (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id),
  bank_name    text NOT NULL,
  bank_branch  text NOT NULL DEFAULT '',
  card_no      text NOT NULL,
  holder_name  text NOT NULL,
  is_default   boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_banks_user_idx ON user_banks(user_id);

-- Notifications of /notifications; removal is soft so support can still see what was sent.
CREATE TABLE push_messages (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id),
  title        text NOT NULL,
  content      text NOT NULL,
  is_read      boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  deleted_at   timestamptz
);
CREATE INDEX push_messages_user_idx ON push_messages(user_id, created_at DESC) WHERE deleted_at IS NULL;

-- One live captcha per client id and purpose; the answer is stored hashed and used once.
CREATE TABLE captchas (
  client_id    text NOT NULL,
  purpose      text NOT NULL CHECK (purpose IN ('login', 'reg')),
  answer_hash  text NOT NULL,
  expires_at   timestamptz NOT NULL,
  PRIMARY KEY (client_id, purpose)
);
CREATE INDEX captchas_expiry_idx ON captchas(expires_at);
