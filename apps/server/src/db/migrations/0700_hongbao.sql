-- Red packets (issue 13): operator limits per company, packets and their pre-made shares.
-- Money in thousandths of a yuan. A packet's shares are split once at creation (the trigger at
-- the end refuses, at commit, a packet whose shares do not sum to its total); a grab only
-- claims a share, an expiry only refunds the unclaimed ones, each share exactly once.

-- Limits per company; a company without a row uses HONGBAO_DEFAULT_SETTINGS (shared).
CREATE TABLE hongbao_settings (
  company_id            integer PRIMARY KEY REFERENCES companies(id),
  enabled               boolean NOT NULL,
  min_share             bigint NOT NULL CHECK (min_share >= 10),
  max_share             bigint NOT NULL CHECK (max_share >= min_share),
  min_total             bigint NOT NULL CHECK (min_total >= 10),
  max_total             bigint NOT NULL CHECK (max_total >= min_total),
  max_count             integer NOT NULL CHECK (max_count BETWEEN 1 AND 500),
  -- sum a member may send per day in the system time zone; 0 = no limit
  daily_max             bigint NOT NULL CHECK (daily_max >= 0),
  require_fund_password boolean NOT NULL,
  sender_may_grab       boolean NOT NULL,
  expire_minutes        integer NOT NULL CHECK (expire_minutes BETWEEN 1 AND 10080),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hongbao (
  id              bigserial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id),
  room_id         integer NOT NULL REFERENCES chat_rooms(id),
  sender_id       bigint NOT NULL REFERENCES users(id),
  kind            text NOT NULL CHECK (kind IN ('lucky', 'equal')),
  total           bigint NOT NULL CHECK (total > 0),
  count           integer NOT NULL CHECK (count BETWEEN 1 AND 500),
  greeting        text NOT NULL CHECK (length(greeting) <= 25),
  -- the password word (口令) grabbers must type; '' = none
  word            text NOT NULL DEFAULT '' CHECK (length(word) <= 20),
  -- frozen from the settings at creation, so a later change does not alter a live packet
  sender_may_grab boolean NOT NULL,
  -- open → finished (every share claimed) | expired (unclaimed shares refunded to the sender)
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'finished', 'expired')),
  refunded        bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= total),
  -- the send's ledger reference (its idempotency key): one packet per send
  reference       text NOT NULL UNIQUE,
  -- the chat message that carries it, once posted
  message_id      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  finished_at     timestamptz,
  CHECK ((status = 'open') = (finished_at IS NULL))
);
CREATE INDEX hongbao_sender_idx ON hongbao (sender_id, created_at DESC);
-- the expiry job's scan: only live packets
CREATE INDEX hongbao_open_idx ON hongbao (expires_at) WHERE status = 'open';

CREATE TABLE hongbao_shares (
  hongbao_id  bigint NOT NULL REFERENCES hongbao(id),
  seq         integer NOT NULL CHECK (seq >= 1),
  amount      bigint NOT NULL CHECK (amount > 0 AND amount % 10 = 0),
  user_id     bigint REFERENCES users(id),
  claimed_at  timestamptz,
  -- returned to the sender by the expiry (then never claimable)
  refunded    boolean NOT NULL DEFAULT false,
  best        boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hongbao_id, seq),
  CHECK ((user_id IS NULL) = (claimed_at IS NULL)),
  CHECK (NOT (refunded AND user_id IS NOT NULL)),
  CHECK (NOT best OR user_id IS NOT NULL)
);
-- One share per member per packet, enforced by the database (NULLs, the unclaimed, are distinct).
CREATE UNIQUE INDEX hongbao_shares_one_per_user ON hongbao_shares (hongbao_id, user_id);
CREATE INDEX hongbao_shares_user_idx ON hongbao_shares (user_id, claimed_at DESC) WHERE user_id IS NOT NULL;
-- the grab's pick: the first unclaimed share of a packet
CREATE INDEX hongbao_shares_free_idx ON hongbao_shares (hongbao_id, seq) WHERE user_id IS NULL AND NOT refunded;

-- At commit of the transaction that created a packet: exactly `count` shares summing to `total`.
CREATE FUNCTION hongbao_shares_sum_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  s bigint;
BEGIN
  SELECT count(*), COALESCE(sum(amount), 0) INTO n, s FROM hongbao_shares WHERE hongbao_id = NEW.id;
  IF n <> NEW.count OR s <> NEW.total THEN
    RAISE EXCEPTION 'red packet % has % shares summing to %, expected % summing to %', NEW.id, n, s, NEW.count, NEW.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER hongbao_shares_sum AFTER INSERT ON hongbao
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hongbao_shares_sum_check();
