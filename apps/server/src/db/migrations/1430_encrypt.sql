-- Encrypted transport (issue 18): the operator's flag and the AES keys. A rotation adds a key
-- and retires the previous one; a retired key still answers until retired_at + grace_seconds.
CREATE TABLE encrypt_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT false,
  grace_seconds integer NOT NULL DEFAULT 3600 CHECK (grace_seconds BETWEEN 0 AND 604800),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO encrypt_settings (id) VALUES (1);

CREATE TABLE encrypt_keys (
  id serial PRIMARY KEY,
  kid text NOT NULL UNIQUE CHECK (kid ~ '^[A-Za-z0-9_-]{1,32}$'),
  key_b64 text NOT NULL CHECK (length(key_b64) = 44),
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
-- At most one current key.
CREATE UNIQUE INDEX encrypt_keys_one_current ON encrypt_keys ((true)) WHERE retired_at IS NULL;
