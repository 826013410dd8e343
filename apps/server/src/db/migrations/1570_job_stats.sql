-- What the job runner (jobs/runner.ts) reports to operators, summed over every server process:
-- each process adds its counts every few seconds, so a job running four times a second costs
-- one row update per flush, not two per run.
CREATE TABLE job_stats (
  name text PRIMARY KEY,
  runs bigint NOT NULL DEFAULT 0,
  failures bigint NOT NULL DEFAULT 0,
  last_started_at timestamptz,
  last_ended_at timestamptz,
  last_error text,
  last_error_at timestamptz
);
