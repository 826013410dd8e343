-- Operator deletes of content (issue 15, docs/console.md): a forecast card with a track record,
-- forecasts of drawn periods, favourites or poll votes is archived instead of deleted, so its
-- record and members' history stay true. An archived card is hidden (enabled = false) for good:
-- the console refuses to show it again or to edit it.
ALTER TABLE content_templates ADD COLUMN archived_at timestamptz;
