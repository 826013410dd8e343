-- Community forum and forecast posts (issue 19, docs/forum.md).

CREATE TABLE forum_settings (
  company_id          integer PRIMARY KEY REFERENCES companies(id),
  price_cap           bigint NOT NULL DEFAULT 100000 CHECK (price_cap >= 0),
  house_share_percent integer NOT NULL DEFAULT 20 CHECK (house_share_percent BETWEEN 0 AND 100),
  hold_new_accounts   boolean NOT NULL DEFAULT false,
  new_account_days    integer NOT NULL DEFAULT 7 CHECK (new_account_days BETWEEN 0 AND 365),
  posts_per_hour_user integer NOT NULL DEFAULT 20 CHECK (posts_per_hour_user > 0),
  posts_per_hour_ip   integer NOT NULL DEFAULT 60 CHECK (posts_per_hour_ip > 0),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE forum_posts (
  id            bigserial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  board         text NOT NULL CHECK (board IN ('water', 'master', 'public')),
  game_id       integer,
  user_id       bigint NOT NULL REFERENCES users(id),
  title         text NOT NULL,
  content       text NOT NULL,
  status        text NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'held', 'hidden')),
  pinned        boolean NOT NULL DEFAULT false,
  featured      boolean NOT NULL DEFAULT false,
  locked        boolean NOT NULL DEFAULT false,
  like_count    integer NOT NULL DEFAULT 0,
  fav_count     integer NOT NULL DEFAULT 0,
  reply_count   integer NOT NULL DEFAULT 0,
  version       integer NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  last_reply_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forum_posts_board_idx ON forum_posts (company_id, board, created_at DESC) WHERE status = 'visible';
CREATE INDEX forum_posts_user_idx ON forum_posts (user_id, created_at DESC);

-- A forecast is one post of the 高手资料 board bound to one period of one game.
CREATE TABLE forum_forecasts (
  post_id        bigint PRIMARY KEY REFERENCES forum_posts(id),
  user_id        bigint NOT NULL REFERENCES users(id),
  game_id        integer NOT NULL,
  turn_num       text NOT NULL,
  picks          jsonb NOT NULL,
  price          bigint NOT NULL DEFAULT 0 CHECK (price >= 0),
  result         jsonb,
  scored_numbers smallint[],
  scored_at      timestamptz,
  FOREIGN KEY (game_id, turn_num) REFERENCES lottery_turns (game_id, turn_num),
  -- One forecast per author, game and period (a change is an edit), so a record counts periods.
  UNIQUE (user_id, game_id, turn_num)
);
CREATE INDEX forum_forecasts_turn_idx ON forum_forecasts (game_id, turn_num);
CREATE INDEX forum_forecasts_unscored_idx ON forum_forecasts (game_id, turn_num) WHERE scored_at IS NULL;

CREATE TABLE forum_replies (
  id             bigserial PRIMARY KEY,
  post_id        bigint NOT NULL REFERENCES forum_posts(id),
  user_id        bigint NOT NULL REFERENCES users(id),
  content        text NOT NULL,
  quote_reply_id bigint REFERENCES forum_replies(id),
  status         text NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'hidden')),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forum_replies_post_idx ON forum_replies (post_id, id);

CREATE TABLE forum_likes (
  post_id    bigint NOT NULL REFERENCES forum_posts(id),
  user_id    bigint NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE forum_favourites (
  post_id    bigint NOT NULL REFERENCES forum_posts(id),
  user_id    bigint NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX forum_favourites_user_idx ON forum_favourites (user_id, created_at DESC);

CREATE TABLE forum_follows (
  follower_id bigint NOT NULL REFERENCES users(id),
  author_id   bigint NOT NULL REFERENCES users(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, author_id),
  CHECK (follower_id <> author_id)
);
CREATE INDEX forum_follows_author_idx ON forum_follows (author_id);

-- One paid unlock of one version of a forecast. An edit by the author refunds every unlock of
-- the version it replaces (refunded_at set); the member may unlock the new version again.
CREATE TABLE forum_unlocks (
  id          bigserial PRIMARY KEY,
  post_id     bigint NOT NULL REFERENCES forum_posts(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  author_id   bigint NOT NULL REFERENCES users(id),
  version     integer NOT NULL,
  price       bigint NOT NULL CHECK (price > 0),
  author_share bigint NOT NULL CHECK (author_share >= 0),
  house_share bigint NOT NULL CHECK (house_share >= 0),
  reversed    bigint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  refunded_at timestamptz,
  UNIQUE (post_id, user_id, version)
);
CREATE INDEX forum_unlocks_author_idx ON forum_unlocks (author_id);

CREATE TABLE forum_reports (
  id          bigserial PRIMARY KEY,
  post_id     bigint NOT NULL REFERENCES forum_posts(id),
  reply_id    bigint REFERENCES forum_replies(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  reason      text NOT NULL,
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  handled_by  text,
  note        text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  handled_at  timestamptz
);
CREATE INDEX forum_reports_open_idx ON forum_reports (status, id DESC);

CREATE TABLE forum_bans (
  user_id    bigint PRIMARY KEY REFERENCES users(id),
  reason     text NOT NULL DEFAULT '',
  banned_by  text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Bill types 40-43 (packages/shared bill-types.ts): 资料解锁, 资料解锁收入, 资料解锁退款, 资料收入冲回.
-- The check follows the shared table's appended numbers; later modules widen it the same way.
ALTER TABLE wallet_ledger DROP CONSTRAINT IF EXISTS wallet_ledger_bill_type_check;
ALTER TABLE wallet_ledger ADD CONSTRAINT wallet_ledger_bill_type_check CHECK (bill_type BETWEEN 1 AND 43);
