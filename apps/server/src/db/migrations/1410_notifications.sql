-- Inbox and notifications (issue 18): what a message is about, once per event, and what each
-- member chose to receive. The live badge and Web Push read these rows.

-- kind: one of NOTIFICATION_KINDS (packages/shared/src/api/notifications.ts); ref names the
-- event (settlement of an order, a recharge, a draw...) so a re-run never sends it twice.
ALTER TABLE push_messages
  ADD COLUMN kind text NOT NULL DEFAULT 'operator',
  ADD COLUMN ref  text,
  ADD COLUMN data jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN pushed_at timestamptz;
CREATE UNIQUE INDEX push_messages_event_idx ON push_messages(user_id, kind, ref) WHERE ref IS NOT NULL;
-- Web Push outbox: rows still to push (only for members with a subscription).
CREATE INDEX push_messages_unpushed_idx ON push_messages(id) WHERE pushed_at IS NULL;

-- Kinds a member turned off; no row means every kind is on.
CREATE TABLE notification_preferences (
  user_id     bigint PRIMARY KEY REFERENCES users(id),
  disabled    text[] NOT NULL DEFAULT '{}',
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Web Push subscriptions of a member's browsers (an endpoint belongs to one member).
CREATE TABLE push_subscriptions (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  endpoint    text NOT NULL UNIQUE,
  p256dh      text NOT NULL,
  auth        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions(user_id);

-- VAPID key pair of this deployment when not given by env (generated once).
CREATE TABLE vapid_keys (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  public_key  text NOT NULL,
  private_key text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
