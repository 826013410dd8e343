-- A bet slip's key must outlive the usual one-day retry window: a Hong Kong period takes bets
-- for up to about three days, and a slip replayed in that time must answer its first result
-- instead of being placed again. NULL: the usual day.
ALTER TABLE idempotency_keys ADD COLUMN keep_until timestamptz;
