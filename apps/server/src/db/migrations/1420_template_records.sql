-- Forecast card track record (issue 18, docs/track-record.md): each template's record, computed
-- from its items judged against final (drawn) results. `source_key` fingerprints the items and
-- results it was computed from, so the recompute pass finds the templates whose inputs changed.
CREATE TABLE content_template_records (
  template_id     integer PRIMARY KEY REFERENCES content_templates(id) ON DELETE CASCADE,
  record          jsonb NOT NULL,
  hits10          integer NOT NULL,
  hits30          integer NOT NULL,
  hits100         integer NOT NULL,
  current_streak  integer NOT NULL,
  longest_streak  integer NOT NULL,
  source_key      text NOT NULL,
  computed_at     timestamptz NOT NULL DEFAULT now()
);
