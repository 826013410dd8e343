-- Web Push delivery state of the outbox (issue 18, docs/notifications.md "Web Push").
-- push_after: a claimed row is leased until then (a process that died mid-send leaves it to
-- another after the lease), and a failed one waits until then for its next attempt.
-- pushed_to: subscriptions that already got the message, so a retry sends only to the others.
ALTER TABLE push_messages
  ADD COLUMN push_attempts smallint NOT NULL DEFAULT 0,
  ADD COLUMN push_after    timestamptz,
  ADD COLUMN pushed_to     bigint[] NOT NULL DEFAULT '{}';
