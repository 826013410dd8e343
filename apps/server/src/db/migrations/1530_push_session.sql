-- A Web Push subscription belongs to the session that made it (docs/notifications.md "Web Push"):
-- once that session ends without logout (password change, operator kick or freeze, login
-- elsewhere, expiry) the sender stops pushing to the browser and drops the row. Rows from before
-- this migration have no known session, so they are removed; the browser subscribes again the
-- next time the member turns the switch on.
DELETE FROM push_subscriptions;
ALTER TABLE push_subscriptions ADD COLUMN token_id bigint NOT NULL REFERENCES user_tokens(id) ON DELETE CASCADE;
CREATE INDEX push_subscriptions_token_idx ON push_subscriptions(token_id);
