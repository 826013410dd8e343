-- Award notices as chat sent them (issue 12): kept so a socket that connects or reconnects
-- within the popup window still gets the notices it missed, and operators can list them.
-- Every process receives the same notice from the bus and inserts it under the same id (a hash
-- of the notice's source, e.g. the bet order); ON CONFLICT DO NOTHING keeps one row.
CREATE TABLE chat_award_notices (
  id          bigint PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id),
  nickname    text NOT NULL,
  user_name   text NOT NULL,
  game_name   text NOT NULL,
  game_id     integer NOT NULL,
  reward      numeric(16, 2) NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_award_notices_company_idx ON chat_award_notices(company_id, created_at DESC);
