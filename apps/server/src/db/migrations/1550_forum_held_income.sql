-- Paid unlocks: the author's share is held by the forum until the forecast's draw is final, then
-- released to the author (released_at). An edit before that refunds the buyer from the hold, so a
-- refund never pays out money the author has already moved. `refunded` is what the buyer got back.
ALTER TABLE forum_unlocks
  ADD COLUMN released_at timestamptz,
  ADD COLUMN refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0);

-- Unlocks made before the hold were credited to the author at once.
UPDATE forum_unlocks SET released_at = created_at;
UPDATE forum_unlocks SET refunded = price WHERE refunded_at IS NOT NULL;

-- The forum never pays out more than the unlock took (refund + author income net of reversal).
-- NOT VALID: rows refunded under the old rule with an audited shortfall stay as they were.
ALTER TABLE forum_unlocks ADD CONSTRAINT forum_unlocks_pays_out_at_most_price
  CHECK (refunded + CASE WHEN released_at IS NULL THEN 0 ELSE author_share - reversed END <= price) NOT VALID;

CREATE INDEX forum_unlocks_held_idx ON forum_unlocks (post_id) WHERE released_at IS NULL AND refunded_at IS NULL;
