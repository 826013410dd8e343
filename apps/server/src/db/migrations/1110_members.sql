-- Operator console, members (issue 15): sign-in history, operator notes, freeze bookkeeping.

-- Every member sign-in attempt on a known account (the password was checked): when, from where,
-- with what device, and how it ended. Successful sign-ins also have their user_tokens row.
CREATE TABLE member_sign_ins (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  result      text NOT NULL CHECK (result IN ('ok', 'bad_password', 'disabled', 'reset_password')),
  ip          text NOT NULL DEFAULT '',
  user_agent  text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_sign_ins_user_idx ON member_sign_ins (user_id, created_at DESC);
CREATE INDEX member_sign_ins_ip_idx ON member_sign_ins (ip);
CREATE TRIGGER member_sign_ins_append_only BEFORE UPDATE OR DELETE ON member_sign_ins
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

-- Operator notes on a member: append-only, each with its author and time.
CREATE TABLE member_notes (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  actor       text NOT NULL,
  note        text NOT NULL CHECK (length(note) BETWEEN 1 AND 1000),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_notes_user_idx ON member_notes (user_id, id DESC);
CREATE TRIGGER member_notes_append_only BEFORE UPDATE OR DELETE ON member_notes
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

-- Freeze sets users.status = 'disabled'; unfreeze puts back what was there (a pending
-- reset-password flag survives a freeze).
ALTER TABLE users ADD COLUMN status_before_freeze text
  CHECK (status_before_freeze IS NULL OR status_before_freeze IN ('active', 'reset_password'));
ALTER TABLE users ADD COLUMN status_message_before_freeze text;

-- Search by address: sessions by the address they signed in from.
CREATE INDEX user_tokens_ip_idx ON user_tokens (ip);
CREATE INDEX users_last_login_ip_idx ON users (last_login_ip);
CREATE INDEX users_phone_idx ON users (phone) WHERE phone <> '';
CREATE INDEX users_account_prefix_idx ON users (company_id, account text_pattern_ops);
