-- Chat (issue 12): rooms in class groups, messages, guests, private rooms and contacts,
-- customer service, moderation (mutes, bans, word filter, reports) and award notices.
-- Owned by chat-core; chat-social builds on these tables (docs/chat.md lists who writes what).

-- Room list groups (getGroupClassList.class_groups).
CREATE TABLE chat_class_groups (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  name          text NOT NULL,
  sort_order    integer NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_class_groups_company_idx ON chat_class_groups(company_id, sort_order);

-- Every conversation is a room: public rooms (listed in class groups), private rooms (two
-- members, chat-social) and guest rooms (a guest and customer service, chat-social).
-- last_message_id is written under the room's row lock by every insert: it is the chain that
-- gives each message its prev_id, so ids in one room commit in order (docs/chat.md).
CREATE TABLE chat_rooms (
  id              serial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id),
  kind            text NOT NULL DEFAULT 'public' CHECK (kind IN ('public', 'private', 'guest')),
  class_group_id  integer REFERENCES chat_class_groups(id),
  name            text NOT NULL DEFAULT '',
  description     text NOT NULL DEFAULT '',
  icon            text NOT NULL DEFAULT '',
  sort_order      integer NOT NULL DEFAULT 0,
  -- 1: everyone allowed may speak; 0: only chat level 2 (staff) may speak, others read.
  enable_chat     integer NOT NULL DEFAULT 1 CHECK (enable_chat IN (0, 1)),
  -- Slow mode: seconds a member must wait between two messages in this room (0 = off).
  sec_per_mess    integer NOT NULL DEFAULT 0 CHECK (sec_per_mess BETWEEN 0 AND 86400),
  is_default      boolean NOT NULL DEFAULT false,
  -- Game chat (/game/{id}/chat-rooms/{room_id}) rooms name their game.
  game_id         integer,
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  last_message_id bigint NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_rooms_company_idx ON chat_rooms(company_id, kind, sort_order);

-- Guest chat identities (/chat-api/chat/guest/id-generation). The credential a guest presents
-- (hash_id, sent back once) is stored as its SHA-256 only.
CREATE TABLE chat_guests (
  id            bigserial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  nickname      text NOT NULL,
  secret_hash   text NOT NULL UNIQUE,
  ip            text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at    timestamptz
);

-- Members of private and guest rooms (public rooms have no member rows). Exactly one of
-- user_id / guest_id. role 'staff' marks the customer-service side of a guest room.
CREATE TABLE chat_room_members (
  room_id       integer NOT NULL REFERENCES chat_rooms(id),
  user_id       bigint REFERENCES users(id),
  guest_id      bigint REFERENCES chat_guests(id),
  role          text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'staff')),
  last_read_id  bigint NOT NULL DEFAULT 0,
  joined_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (guest_id IS NULL))
);
CREATE UNIQUE INDEX chat_room_members_user_uq ON chat_room_members(room_id, user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX chat_room_members_guest_uq ON chat_room_members(room_id, guest_id) WHERE guest_id IS NOT NULL;
CREATE INDEX chat_room_members_user_idx ON chat_room_members(user_id) WHERE user_id IS NOT NULL;
CREATE INDEX chat_room_members_guest_idx ON chat_room_members(guest_id) WHERE guest_id IS NOT NULL;

-- Every message of every room. id orders messages within a room (inserted under the room row
-- lock); prev_id is the room's previous message id (0 for the first), so a process that sees
-- a gap in the chain fetches what it missed before delivering. Sender: a user, a guest, or
-- neither (system messages: red packets may still name a user in userinfo).
CREATE TABLE chat_messages (
  id              bigserial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id),
  room_id         integer NOT NULL REFERENCES chat_rooms(id),
  prev_id         bigint NOT NULL,
  command         integer NOT NULL,
  -- text | emoji | image | quick | hongbao | hongbao_grab | system
  msg_type        text NOT NULL,
  body            text NOT NULL DEFAULT '',
  -- Type-specific fields (image thumbUrl, red packet ids, ...).
  extra           jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Snapshot of the sender as shown (nickname, avatar, chatLevel, colour, isGuest).
  userinfo        jsonb,
  sender_user_id  bigint REFERENCES users(id),
  sender_guest_id bigint REFERENCES chat_guests(id),
  -- Private rooms: the addressee (spec 3 Private message content reciveId).
  receive_user_id bigint REFERENCES users(id),
  -- A client's own id for one send: a resend after a reconnect stores nothing new.
  client_id       text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  deleted_at      timestamptz,
  deleted_by      text
);
CREATE INDEX chat_messages_room_idx ON chat_messages(room_id, id);
CREATE UNIQUE INDEX chat_messages_client_user_uq ON chat_messages(room_id, sender_user_id, client_id)
  WHERE client_id IS NOT NULL AND sender_user_id IS NOT NULL;
CREATE UNIQUE INDEX chat_messages_client_guest_uq ON chat_messages(room_id, sender_guest_id, client_id)
  WHERE client_id IS NOT NULL AND sender_guest_id IS NOT NULL;
CREATE INDEX chat_messages_sender_idx ON chat_messages(sender_user_id, id) WHERE sender_user_id IS NOT NULL;

-- Quick messages offered under the input (getGroupClassList.quick_messages).
CREATE TABLE chat_quick_messages (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  content       text NOT NULL,
  sort_order    integer NOT NULL DEFAULT 0,
  enabled       boolean NOT NULL DEFAULT true
);

-- VIP level settings; enlarge_memo may carry {"enableChat": 0} to close chat for a level
-- (spec 3 Profile fields). No row means the level may chat.
CREATE TABLE vip_level_settings (
  company_id    integer NOT NULL REFERENCES companies(id),
  vip_level     integer NOT NULL CHECK (vip_level BETWEEN 1 AND 9),
  enlarge_memo  jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, vip_level)
);

-- Contacts (private chat): one row per owner and friend once accepted, with the private room
-- and the last message for sorting (newest first).
CREATE TABLE chat_friend_applications (
  id              bigserial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id),
  user_id         bigint NOT NULL REFERENCES users(id),
  friend_id       bigint NOT NULL REFERENCES users(id),
  nickname        text NOT NULL DEFAULT '',
  friend_nickname text NOT NULL DEFAULT '',
  avatar_id       integer NOT NULL DEFAULT 1,
  friend_avatar_id integer NOT NULL DEFAULT 1,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  CHECK (user_id <> friend_id)
);
CREATE UNIQUE INDEX chat_friend_applications_pending_uq ON chat_friend_applications(user_id, friend_id) WHERE status = 'pending';

CREATE TABLE chat_contacts (
  user_id         bigint NOT NULL REFERENCES users(id),
  friend_id       bigint NOT NULL REFERENCES users(id),
  room_id         integer NOT NULL REFERENCES chat_rooms(id),
  nickname        text NOT NULL DEFAULT '',
  avatar_id       integer NOT NULL DEFAULT 1,
  last_message_id bigint,
  last_message_at timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, friend_id),
  CHECK (user_id <> friend_id)
);
CREATE INDEX chat_contacts_sort_idx ON chat_contacts(user_id, last_message_at DESC NULLS LAST);

-- Customer-service conversations (/services, /talk/{app_id}/{identity}/{customer_id}): a guest
-- or member with customer service in a guest room, staffed from the operator side.
CREATE TABLE chat_cs_conversations (
  id              bigserial PRIMARY KEY,
  company_id      integer NOT NULL REFERENCES companies(id),
  room_id         integer NOT NULL REFERENCES chat_rooms(id),
  guest_id        bigint REFERENCES chat_guests(id),
  user_id         bigint REFERENCES users(id),
  app_id          text NOT NULL DEFAULT '',
  identity        text NOT NULL DEFAULT '',
  customer_id     text NOT NULL DEFAULT '',
  staff_user_id   bigint REFERENCES users(id),
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  remark          text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  closed_at       timestamptz
);
CREATE INDEX chat_cs_conversations_status_idx ON chat_cs_conversations(company_id, status, created_at DESC);

-- Timed mutes. room_id NULL mutes in every room. Lifted early by setting lifted_at.
CREATE TABLE chat_mutes (
  id            bigserial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  room_id       integer REFERENCES chat_rooms(id),
  user_id       bigint REFERENCES users(id),
  guest_id      bigint REFERENCES chat_guests(id),
  until         timestamptz NOT NULL,
  reason        text NOT NULL DEFAULT '',
  created_by    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  lifted_at     timestamptz,
  CHECK ((user_id IS NULL) <> (guest_id IS NULL))
);
CREATE INDEX chat_mutes_user_idx ON chat_mutes(user_id, until) WHERE lifted_at IS NULL AND user_id IS NOT NULL;
CREATE INDEX chat_mutes_guest_idx ON chat_mutes(guest_id, until) WHERE lifted_at IS NULL AND guest_id IS NOT NULL;

-- Kicks: a user kicked from a room may not re-enter it until `until`.
CREATE TABLE chat_room_bans (
  id            bigserial PRIMARY KEY,
  room_id       integer NOT NULL REFERENCES chat_rooms(id),
  user_id       bigint REFERENCES users(id),
  guest_id      bigint REFERENCES chat_guests(id),
  until         timestamptz NOT NULL,
  reason        text NOT NULL DEFAULT '',
  created_by    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  lifted_at     timestamptz,
  CHECK ((user_id IS NULL) <> (guest_id IS NULL))
);
CREATE INDEX chat_room_bans_idx ON chat_room_bans(room_id, user_id, until) WHERE lifted_at IS NULL;

-- Word filter: a listed word in a message is replaced (case-insensitive) before it is stored.
CREATE TABLE chat_word_filters (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  word          text NOT NULL CHECK (length(word) BETWEEN 1 AND 50),
  replacement   text NOT NULL DEFAULT '***',
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, word)
);

-- Reports of a message by a member, handled by an operator.
CREATE TABLE chat_reports (
  id            bigserial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  message_id    bigint NOT NULL REFERENCES chat_messages(id),
  reporter_user_id bigint REFERENCES users(id),
  reporter_guest_id bigint REFERENCES chat_guests(id),
  reason        text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'handled', 'dismissed')),
  handled_by    text,
  handled_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_reports_once_uq ON chat_reports(message_id, reporter_user_id) WHERE reporter_user_id IS NOT NULL;
CREATE INDEX chat_reports_status_idx ON chat_reports(company_id, status, created_at DESC);

-- The name a member shows in chat ('' = the masked account, see docs/chat.md).
ALTER TABLE users ADD COLUMN chat_nickname text NOT NULL DEFAULT '';
