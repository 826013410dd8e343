-- Agents (issue 14): the downline's ancestor path, invite links, the agent declaration page.

-- Every ancestor of a user, root first (parent last). Kept by the triggers below, so "is X in
-- my subtree" is a primary-key read and "my whole team" one GIN scan, with no recursion.
ALTER TABLE users ADD COLUMN agent_path bigint[] NOT NULL DEFAULT '{}';
-- The invite link a user registered through (its counts are kept on the link row).
ALTER TABLE users ADD COLUMN spread_link_id bigint;

CREATE FUNCTION users_agent_path() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_path bigint[];
BEGIN
  IF NEW.parent_id IS NULL THEN
    NEW.agent_path := '{}';
    RETURN NEW;
  END IF;
  SELECT agent_path INTO parent_path FROM users WHERE id = NEW.parent_id;
  IF parent_path IS NULL THEN
    RAISE EXCEPTION 'parent % not found', NEW.parent_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF NEW.id = NEW.parent_id OR NEW.id = ANY(parent_path) THEN
    RAISE EXCEPTION 'user % cannot be placed under its own downline', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  NEW.agent_path := parent_path || NEW.parent_id;
  RETURN NEW;
END $$;

CREATE TRIGGER users_agent_path_ins BEFORE INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_agent_path();
CREATE TRIGGER users_agent_path_upd BEFORE UPDATE OF parent_id ON users
  FOR EACH ROW WHEN (NEW.parent_id IS DISTINCT FROM OLD.parent_id) EXECUTE FUNCTION users_agent_path();

-- A moved user takes its subtree along: the old prefix (up to and including it) is replaced.
CREATE FUNCTION users_agent_path_subtree() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET agent_path = NEW.agent_path || NEW.id || agent_path[cardinality(OLD.agent_path) + 2:]
   WHERE agent_path @> ARRAY[NEW.id];
  RETURN NULL;
END $$;
CREATE TRIGGER users_agent_path_move AFTER UPDATE OF parent_id ON users
  FOR EACH ROW WHEN (NEW.parent_id IS DISTINCT FROM OLD.parent_id) EXECUTE FUNCTION users_agent_path_subtree();

-- Existing users: paths from the roots down.
WITH RECURSIVE t AS (
  SELECT id, '{}'::bigint[] AS path FROM users WHERE parent_id IS NULL
  UNION ALL
  SELECT u.id, t.path || u.parent_id FROM users u JOIN t ON u.parent_id = t.id
)
UPDATE users u SET agent_path = t.path FROM t WHERE u.id = t.id AND cardinality(t.path) > 0;

CREATE INDEX users_agent_path_idx ON users USING gin (agent_path);
CREATE INDEX users_company_created_idx ON users (company_id, created_at);

-- Invite links. A removed link keeps its row (its users still point at it) but its code stops working.
CREATE TABLE agent_links (
  id            bigserial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  agent_id      bigint NOT NULL REFERENCES users(id),
  code          text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9]{4,32}$'),
  user_type     text NOT NULL CHECK (user_type IN ('member', 'agent')),
  rebate        numeric(6, 2) NOT NULL CHECK (rebate >= 0 AND rebate <= 20),
  remark        text NOT NULL DEFAULT '',
  visit_count   integer NOT NULL DEFAULT 0 CHECK (visit_count >= 0),
  regist_count  integer NOT NULL DEFAULT 0 CHECK (regist_count >= 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  removed_at    timestamptz
);
CREATE INDEX agent_links_agent_idx ON agent_links (agent_id, id DESC) WHERE removed_at IS NULL;
ALTER TABLE users ADD CONSTRAINT users_spread_link_fk FOREIGN KEY (spread_link_id) REFERENCES agent_links(id);

-- Team reports read each member's ledger through wallet_ledger_user_time_idx (user, time): no
-- index of our own on the ledger, whose every insert (placement, settlement) would pay for it.

-- The agent declaration page (/views/app_agendDelaer.html), one per company, operator-edited.
CREATE TABLE agent_declarations (
  company_id  integer PRIMARY KEY REFERENCES companies(id),
  title       text NOT NULL,
  content     text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
