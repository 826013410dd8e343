-- Who created an operator and who last set its password (audit actors): an operator created or
-- given a password by the requester of a four-eyes request may not approve it, since the
-- requester knew its password.
ALTER TABLE operators
  ADD COLUMN created_by text NOT NULL DEFAULT '',
  ADD COLUMN password_set_by text NOT NULL DEFAULT '';
