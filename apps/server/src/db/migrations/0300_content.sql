-- Lottery information content (spec 2): template cards with period groups and items, likes,
-- polls, ad slots, gallery, promotions and uploaded images. HTML columns hold content that was
-- sanitised on write (packages/shared/src/domain/html-sanitize-policy.ts).

CREATE TABLE content_templates (
  id              serial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id),
  game_id         integer NOT NULL,
  name            text NOT NULL,
  note1           text NOT NULL DEFAULT '',
  note2           text NOT NULL DEFAULT '',
  template_code   text NOT NULL,
  color_theme     text NOT NULL DEFAULT '',
  -- 'database' templates are data-library categories: their items are the documents.
  location        text NOT NULL DEFAULT 'home' CHECK (location IN ('home', 'list', 'database')),
  play_cate_name  text NOT NULL DEFAULT '',
  sort            integer NOT NULL DEFAULT 0,
  enabled         boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_templates_list_idx ON content_templates(company_id, game_id, location, sort DESC, id);

-- Period tabs of a card ({groupName}期).
CREATE TABLE content_template_groups (
  id            serial PRIMARY KEY,
  template_id   integer NOT NULL REFERENCES content_templates(id) ON DELETE CASCADE,
  group_name    text NOT NULL,
  sort          integer NOT NULL DEFAULT 0
);
CREATE INDEX content_template_groups_tpl_idx ON content_template_groups(template_id, sort DESC, id DESC);

CREATE TABLE content_template_items (
  id               serial PRIMARY KEY,
  group_id         integer NOT NULL REFERENCES content_template_groups(id) ON DELETE CASCADE,
  template_id      integer NOT NULL REFERENCES content_templates(id) ON DELETE CASCADE,
  title            text NOT NULL DEFAULT '',
  content          text NOT NULL DEFAULT '',
  content2         text NOT NULL DEFAULT '',
  content3         text NOT NULL DEFAULT '',
  note             text NOT NULL DEFAULT '',
  icon_url         text NOT NULL DEFAULT '',
  sort             integer NOT NULL DEFAULT 0,
  sub_name         smallint CHECK (sub_name IN (1, 2, 3)),
  multi_contents   jsonb NOT NULL DEFAULT '[]'::jsonb,
  require_login    smallint NOT NULL DEFAULT 0 CHECK (require_login IN (0, 1)),
  require_recharge smallint NOT NULL DEFAULT 0 CHECK (require_recharge IN (0, 1)),
  template_type    integer,
  poll_status      smallint NOT NULL DEFAULT 0,
  game_turn        text NOT NULL DEFAULT '',
  active_cover     smallint NOT NULL DEFAULT 0 CHECK (active_cover IN (0, 1)),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_template_items_group_idx ON content_template_items(group_id, sort DESC, id);
CREATE INDEX content_template_items_tpl_idx ON content_template_items(template_id);

CREATE TABLE content_template_likes (
  user_id       bigint NOT NULL REFERENCES users(id),
  template_id   integer NOT NULL REFERENCES content_templates(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, template_id)
);

CREATE TABLE content_poll_options (
  id            serial PRIMARY KEY,
  item_id       integer NOT NULL REFERENCES content_template_items(id) ON DELETE CASCADE,
  option_text   text NOT NULL,
  option_value  text NOT NULL DEFAULT '',
  option_vote   integer NOT NULL DEFAULT 0 CHECK (option_vote >= 0),
  sort          integer NOT NULL DEFAULT 0
);
CREATE INDEX content_poll_options_item_idx ON content_poll_options(item_id);

-- One vote per user per item, enforced here; option_vote is bumped in the same transaction.
CREATE TABLE content_poll_votes (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id),
  item_id       integer NOT NULL REFERENCES content_template_items(id) ON DELETE CASCADE,
  option_id     integer NOT NULL REFERENCES content_poll_options(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, item_id)
);

-- Ad slots AD01…AD14 (AD11 popup, AD12 pinned).
CREATE TABLE content_ads (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  template_code text NOT NULL,
  name          text NOT NULL DEFAULT '',
  enabled       boolean NOT NULL DEFAULT true,
  content       text NOT NULL DEFAULT '',
  image_url     text NOT NULL DEFAULT '',
  redirect_url  text NOT NULL DEFAULT '',
  sort          integer NOT NULL DEFAULT 0,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, template_code)
);

CREATE TABLE gallery_play_categories (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  game_id       integer NOT NULL,
  name          text NOT NULL,
  category_type integer NOT NULL DEFAULT 1,
  sort          integer NOT NULL DEFAULT 0
);

CREATE TABLE gallery_groups (
  id               serial PRIMARY KEY,
  company_id       integer NOT NULL REFERENCES companies(id),
  game_id          integer NOT NULL,
  play_category_id integer REFERENCES gallery_play_categories(id),
  group_type       smallint NOT NULL CHECK (group_type IN (1, 2)),
  name             text NOT NULL,
  initial          char(1) NOT NULL CHECK (initial ~ '^[A-Z]$'),
  popular          boolean NOT NULL DEFAULT false,
  sort             integer NOT NULL DEFAULT 0,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gallery_groups_list_idx ON gallery_groups(company_id, game_id, group_type, initial, sort DESC, id);

CREATE TABLE gallery_images (
  id            serial PRIMARY KEY,
  group_id      integer NOT NULL REFERENCES gallery_groups(id) ON DELETE CASCADE,
  game_turn     text NOT NULL DEFAULT '',
  image_url     text NOT NULL,
  thumb_url     text NOT NULL DEFAULT '',
  like_count    integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gallery_images_group_idx ON gallery_images(group_id, id DESC);

CREATE TABLE gallery_likes (
  user_id       bigint NOT NULL REFERENCES users(id),
  image_id      integer NOT NULL REFERENCES gallery_images(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, image_id)
);

CREATE TABLE promotion_classes (
  company_id     integer NOT NULL REFERENCES companies(id),
  classify_type  integer NOT NULL,
  classify_name  text NOT NULL,
  sort           integer NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, classify_type)
);

CREATE TABLE promotions (
  id             serial PRIMARY KEY,
  company_id     integer NOT NULL REFERENCES companies(id),
  classify_type  integer NOT NULL,
  name           text NOT NULL,
  cover_url      text NOT NULL DEFAULT '',
  image_url      text NOT NULL DEFAULT '',
  template_type  integer NOT NULL DEFAULT 1,
  color          text NOT NULL DEFAULT '',
  start_time     timestamptz,
  end_time       timestamptz,
  domain         text NOT NULL DEFAULT '',
  content        text NOT NULL DEFAULT '',
  sort           integer NOT NULL DEFAULT 0,
  enabled        boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, classify_type) REFERENCES promotion_classes(company_id, classify_type)
);

-- Uploaded images by content hash, so the same bytes are stored and thumbnailed once.
CREATE TABLE uploads (
  hash          text PRIMARY KEY,
  path          text NOT NULL,
  thumb_path    text NOT NULL,
  mime          text NOT NULL,
  size          integer NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
