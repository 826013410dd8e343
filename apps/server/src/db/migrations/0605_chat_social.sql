-- Chat, social side (chat-social): who staffs customer service. The conversations, rooms,
-- contacts, mutes, bans, word filter and reports are chat-core's tables (0600_chat.sql).

-- Customer-service staff: members whose account answers guests and members in guest rooms.
-- Operators answer in their name from the operator API (each answer audited); a staff row
-- that is disabled is offered to no new conversation.
CREATE TABLE chat_cs_staff (
  user_id     bigint PRIMARY KEY REFERENCES users(id),
  company_id  integer NOT NULL REFERENCES companies(id),
  nickname    text NOT NULL CHECK (length(nickname) BETWEEN 1 AND 20),
  avatar_id   integer NOT NULL DEFAULT 1 CHECK (avatar_id BETWEEN 1 AND 16),
  sort_order  integer NOT NULL DEFAULT 0,
  enabled     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_cs_staff_company_idx ON chat_cs_staff(company_id, sort_order) WHERE enabled;

-- One open conversation per customer and staff member: a second /services visit (or 20 at
-- once) reopens the same room instead of creating another.
CREATE UNIQUE INDEX chat_cs_open_guest_uq ON chat_cs_conversations(guest_id, staff_user_id)
  WHERE status = 'open' AND guest_id IS NOT NULL;
CREATE UNIQUE INDEX chat_cs_open_user_uq ON chat_cs_conversations(user_id, staff_user_id)
  WHERE status = 'open' AND user_id IS NOT NULL;

-- One report per guest and message, as chat-core's index does for members.
CREATE UNIQUE INDEX chat_reports_once_guest_uq ON chat_reports(message_id, reporter_guest_id) WHERE reporter_guest_id IS NOT NULL;
