-- Issue 17 gaps: VIP withdrawal limits per level and the hedged-bet rule of the betting bonus.

-- Per-level daily withdrawal limits (NULL = the level adds no limit; the company-wide withdraw
-- limit document still applies). Count of requests and amount in thousandths per system-zone day.
ALTER TABLE vip_level_settings
  ADD COLUMN withdraw_day_times  integer CHECK (withdraw_day_times >= 0),
  ADD COLUMN withdraw_day_amount bigint CHECK (withdraw_day_amount >= 0);

-- When the operator had the hedged-bet rule on: lottery 注 settled inside a window count a full
-- cover once (packages/shared domain/hedge.ts). Windows keep turning the rule off from paying the
-- excluded part afterwards; at most one open window per company.
CREATE TABLE bonus_hedge_windows (
  id          bigserial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id),
  starts_at   timestamptz NOT NULL DEFAULT now(),
  ends_at     timestamptz,
  CHECK (ends_at IS NULL OR ends_at >= starts_at)
);
CREATE UNIQUE INDEX bonus_hedge_windows_open ON bonus_hedge_windows (company_id) WHERE ends_at IS NULL;
