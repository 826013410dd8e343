-- Withdrawal risk thresholds as an operator setting (issue 15, ops): stored as one more
-- limit_configs kind. It is not one of the member-facing limit files (the static route serves
-- only register/login/withdraw), so the thresholds stay private to the console.
ALTER TABLE limit_configs DROP CONSTRAINT limit_configs_kind_check;
ALTER TABLE limit_configs ADD CONSTRAINT limit_configs_kind_check
  CHECK (kind IN ('register', 'login', 'withdraw', 'withdraw_risk'));
