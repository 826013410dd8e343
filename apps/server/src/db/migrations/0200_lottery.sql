-- Lottery draws: per-game draw configuration, turns with their results, feed alerts.

CREATE TABLE lottery_games (
  game_id             integer PRIMARY KEY REFERENCES games(game_id),
  source              text NOT NULL CHECK (source IN ('rng', 'manual', 'feed')),
  -- {"kind":"daily","times":["21:30"]} | {"kind":"weekly","weekdays":[2,4,6],"time":"21:30"}
  -- | {"kind":"interval","minutes":5,"offsetMin":1}; times in the system time zone.
  schedule            jsonb NOT NULL,
  close_seconds       integer NOT NULL DEFAULT 60 CHECK (close_seconds >= 0),
  reveal_interval_ms  integer NOT NULL DEFAULT 4000 CHECK (reveal_interval_ms >= 0),
  live_url            text NOT NULL DEFAULT '',
  feed_url            text NOT NULL DEFAULT '',
  feed_late_minutes   integer NOT NULL DEFAULT 15,
  enabled             boolean NOT NULL DEFAULT true,
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lottery_turns (
  id              bigserial PRIMARY KEY,
  game_id         integer NOT NULL REFERENCES lottery_games(game_id),
  turn_num        text NOT NULL,
  status          text NOT NULL CHECK (status IN ('open', 'closed', 'drawing', 'drawn')),
  source          text NOT NULL CHECK (source IN ('rng', 'manual', 'feed')),
  open_at         timestamptz NOT NULL,
  close_at        timestamptz NOT NULL,
  draw_at         timestamptz NOT NULL,
  seed_hash       text,
  seed            text,
  numbers         smallint[] CHECK (numbers IS NULL OR (array_length(numbers, 1) = 7 AND 1 <= ALL (numbers) AND 49 >= ALL (numbers))),
  revealed        smallint NOT NULL DEFAULT 0 CHECK (revealed BETWEEN 0 AND 7),
  last_reveal_at  timestamptz,
  drawn_at        timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, turn_num),
  CHECK (status <> 'drawn' OR (numbers IS NOT NULL AND revealed = 7))
);
CREATE INDEX lottery_turns_game_draw_idx ON lottery_turns (game_id, draw_at DESC);
CREATE INDEX lottery_turns_pending_idx ON lottery_turns (game_id, draw_at) WHERE status <> 'drawn';

-- A result can never be re-rolled: numbers and the seed are written once. The only way to change
-- numbers is the audited correction of a manual game, which sets sixmark.lottery_correction.
CREATE FUNCTION lottery_turns_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.numbers IS NOT NULL THEN
      RAISE EXCEPTION 'lottery result of % % cannot be deleted', OLD.game_id, OLD.turn_num;
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.seed_hash IS NOT NULL AND NEW.seed_hash IS DISTINCT FROM OLD.seed_hash THEN
    RAISE EXCEPTION 'seed hash of % % is fixed', OLD.game_id, OLD.turn_num;
  END IF;
  IF OLD.seed IS NOT NULL AND NEW.seed IS DISTINCT FROM OLD.seed THEN
    RAISE EXCEPTION 'seed of % % is fixed', OLD.game_id, OLD.turn_num;
  END IF;
  IF OLD.numbers IS NOT NULL AND NEW.numbers IS DISTINCT FROM OLD.numbers THEN
    IF NOT (OLD.source = 'manual' AND current_setting('sixmark.lottery_correction', true) = 'on') THEN
      RAISE EXCEPTION 'lottery result of % % cannot be changed', OLD.game_id, OLD.turn_num;
    END IF;
  END IF;
  IF NEW.revealed < OLD.revealed THEN
    RAISE EXCEPTION 'revealed balls of % % cannot be hidden again', OLD.game_id, OLD.turn_num;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER lottery_turns_guard BEFORE UPDATE OR DELETE ON lottery_turns
  FOR EACH ROW EXECUTE FUNCTION lottery_turns_guard();

CREATE TABLE lottery_alerts (
  id          bigserial PRIMARY KEY,
  game_id     integer NOT NULL REFERENCES lottery_games(game_id),
  turn_num    text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('late', 'feed_error', 'mismatch')),
  message     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, turn_num, kind)
);
