-- Player limits and self-exclusion (001 §3 "Player limits record", §7 Limits).
--
-- Limit objects stay in players.limits (jsonb, one object per limit name). A stored object is a
-- manual change when its origin is MANUAL (or, for rows written before origins were stored, when
-- it carries a description or a reason); any other limit shows the operator default, scaled by the
-- risk group's percentage for the betting limits (the "risk group changed" colour).

ALTER TABLE players
  ADD COLUMN exclude_until timestamptz,
  ADD COLUMN exclusion_description text,
  ADD COLUMN exclusion_reason text,
  ADD COLUMN exclusion_applied_date timestamptz;

-- Defaults of every limit name. kind EFFECTIVE: the limit a player has until it is changed;
-- kind CAP: the player has no limit until one is set, and a set limit may not exceed the amount
-- (the self-protection defaults the UI info offers, 001 §3).
CREATE TABLE limit_defaults (
  limit_name text PRIMARY KEY,
  amount numeric(18, 2) NOT NULL,
  kind text NOT NULL CHECK (kind IN ('EFFECTIVE', 'CAP')),
  risk_scaled boolean NOT NULL DEFAULT false
);

INSERT INTO limit_defaults (limit_name, amount, kind, risk_scaled) VALUES
  ('maxStakePerBetslip', 1000, 'EFFECTIVE', true),
  ('maxPayoutPerBetslip', 50000, 'EFFECTIVE', true),
  ('maxStakePerMatch', 2000, 'EFFECTIVE', true),
  ('maxPayoutPerMatch', 100000, 'EFFECTIVE', true),
  ('minApprovedWithdrawal', 20, 'EFFECTIVE', false),
  ('maxApprovedWithdrawal', 2000, 'EFFECTIVE', false),
  ('minApprovedDeposit', 10, 'EFFECTIVE', false),
  ('maxApprovedDeposit', 5000, 'EFFECTIVE', false),
  ('selfProtectionDailyDepositLimit', 500, 'CAP', false),
  ('selfProtectionWeeklyDepositLimit', 2000, 'CAP', false),
  ('selfProtectionMonthlyDepositLimit', 5000, 'CAP', false),
  ('selfProtectionDailyWageringLimit', 1000, 'CAP', false),
  ('selfProtectionWeeklyWageringLimit', 5000, 'CAP', false),
  ('selfProtectionMonthlyWageringLimit', 15000, 'CAP', false);

-- The exposure percentage of a risk group: Normal 100, VIP200 200, Risk90 90, ...
CREATE FUNCTION risk_factor(risk_group text) RETURNS numeric LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce(substring(risk_group FROM '[0-9]+')::numeric, 100) $$;

-- True when a stored limit object is a manual change.
CREATE FUNCTION limit_is_manual(entry jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce(jsonb_typeof(entry) = 'object' AND (entry ->> 'origin' = 'MANUAL'
    OR (entry ->> 'origin' IS NULL AND (entry ->> 'description' IS NOT NULL OR entry ->> 'reason' IS NOT NULL))), false) $$;

-- One limit as {limit, description, reason, appliedDate, color}: the stored manual change, or the
-- default (`d`: {amount, kind, riskScaled}) scaled by the risk group. Inlined by the planner.
CREATE FUNCTION limit_entry(stored jsonb, d jsonb, risk_group text) RETURNS jsonb LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE
    WHEN limit_is_manual(stored) THEN jsonb_build_object('limit', stored -> 'limit', 'description', stored -> 'description',
      'reason', stored -> 'reason', 'appliedDate', stored -> 'appliedDate', 'color', 'MANUAL')
    WHEN d ->> 'kind' = 'EFFECTIVE' AND (d ->> 'riskScaled')::boolean AND risk_factor(risk_group) <> 100 THEN jsonb_build_object(
      'limit', round((d ->> 'amount')::numeric * risk_factor(risk_group) / 100, 2), 'description', NULL, 'reason', NULL,
      'appliedDate', NULL, 'color', 'RISK_GROUP')
    WHEN d ->> 'kind' = 'EFFECTIVE' THEN jsonb_build_object('limit', (d ->> 'amount')::numeric, 'description', NULL, 'reason', NULL,
      'appliedDate', NULL, 'color', 'OPERATOR_DEFAULT')
    ELSE jsonb_build_object('limit', NULL, 'description', NULL, 'reason', NULL, 'appliedDate', NULL, 'color', 'OPERATOR_DEFAULT')
  END $$;

-- The defaults as one JSON object keyed by limit name.
CREATE VIEW limit_defaults_json AS
SELECT coalesce(jsonb_object_agg(limit_name, jsonb_build_object('amount', amount, 'kind', kind, 'riskScaled', risk_scaled)), '{}'::jsonb)
  AS defaults
FROM limit_defaults;

-- Every limit of a player, keyed by name (the manual payment rules read it).
CREATE FUNCTION effective_limits(stored jsonb, risk_group text) RETURNS jsonb LANGUAGE sql STABLE
  AS $$ SELECT jsonb_object_agg(n.limit_name, limit_entry(stored -> n.limit_name, d.defaults -> n.limit_name, risk_group))
    FROM limit_defaults_json d CROSS JOIN limit_defaults n $$;

-- The players limits list: one row per player with the effective limits and sortable values.
CREATE VIEW player_limits AS
SELECT p.id, p.operator_code, p.username, p.realm, p.status, p.account_type, p.risk_group, p.tenant_currency,
  p.balance_currency, p.updated, p.exclude_until, p.exclusion_description, p.exclusion_reason, p.exclusion_applied_date,
  coalesce(p.exclude_until > now(), false) AS is_excluded,
  e.limits AS effective,
  (e.limits -> 'maxStakePerBetslip' ->> 'limit')::numeric AS max_stake_per_betslip,
  (e.limits -> 'maxPayoutPerBetslip' ->> 'limit')::numeric AS max_payout_per_betslip,
  (e.limits -> 'maxStakePerMatch' ->> 'limit')::numeric AS max_stake_per_match,
  (e.limits -> 'maxPayoutPerMatch' ->> 'limit')::numeric AS max_payout_per_match,
  (e.limits -> 'minApprovedWithdrawal' ->> 'limit')::numeric AS min_approved_withdrawal,
  (e.limits -> 'maxApprovedWithdrawal' ->> 'limit')::numeric AS max_approved_withdrawal,
  (e.limits -> 'minApprovedDeposit' ->> 'limit')::numeric AS min_approved_deposit,
  (e.limits -> 'maxApprovedDeposit' ->> 'limit')::numeric AS max_approved_deposit,
  (e.limits -> 'selfProtectionDailyDepositLimit' ->> 'limit')::numeric AS sp_daily_deposit,
  (e.limits -> 'selfProtectionWeeklyDepositLimit' ->> 'limit')::numeric AS sp_weekly_deposit,
  (e.limits -> 'selfProtectionMonthlyDepositLimit' ->> 'limit')::numeric AS sp_monthly_deposit,
  (e.limits -> 'selfProtectionDailyWageringLimit' ->> 'limit')::numeric AS sp_daily_wagering,
  (e.limits -> 'selfProtectionWeeklyWageringLimit' ->> 'limit')::numeric AS sp_weekly_wagering,
  (e.limits -> 'selfProtectionMonthlyWageringLimit' ->> 'limit')::numeric AS sp_monthly_wagering,
  CASE WHEN jsonb_typeof(p.limits -> 'selfProtectionDailyLossLimit') = 'number'
    THEN (p.limits ->> 'selfProtectionDailyLossLimit')::numeric END AS sp_daily_loss,
  CASE WHEN jsonb_typeof(p.limits -> 'selfProtectionWeeklyLossLimit') = 'number'
    THEN (p.limits ->> 'selfProtectionWeeklyLossLimit')::numeric END AS sp_weekly_loss,
  CASE WHEN jsonb_typeof(p.limits -> 'selfProtectionMonthlyLossLimit') = 'number'
    THEN (p.limits ->> 'selfProtectionMonthlyLossLimit')::numeric END AS sp_monthly_loss,
  CASE WHEN jsonb_typeof(p.limits -> 'selfProtectionTimeLimitPerGameSession') = 'number'
    THEN (p.limits ->> 'selfProtectionTimeLimitPerGameSession')::numeric END AS sp_session_time
FROM players p
CROSS JOIN limit_defaults_json d
-- OFFSET 0 builds the object once per row (not once per column reading it).
CROSS JOIN LATERAL (SELECT jsonb_build_object(
    'maxStakePerBetslip', limit_entry(p.limits -> 'maxStakePerBetslip', d.defaults -> 'maxStakePerBetslip', p.risk_group),
    'maxPayoutPerBetslip', limit_entry(p.limits -> 'maxPayoutPerBetslip', d.defaults -> 'maxPayoutPerBetslip', p.risk_group),
    'maxStakePerMatch', limit_entry(p.limits -> 'maxStakePerMatch', d.defaults -> 'maxStakePerMatch', p.risk_group),
    'maxPayoutPerMatch', limit_entry(p.limits -> 'maxPayoutPerMatch', d.defaults -> 'maxPayoutPerMatch', p.risk_group),
    'minApprovedWithdrawal', limit_entry(p.limits -> 'minApprovedWithdrawal', d.defaults -> 'minApprovedWithdrawal', p.risk_group),
    'maxApprovedWithdrawal', limit_entry(p.limits -> 'maxApprovedWithdrawal', d.defaults -> 'maxApprovedWithdrawal', p.risk_group),
    'minApprovedDeposit', limit_entry(p.limits -> 'minApprovedDeposit', d.defaults -> 'minApprovedDeposit', p.risk_group),
    'maxApprovedDeposit', limit_entry(p.limits -> 'maxApprovedDeposit', d.defaults -> 'maxApprovedDeposit', p.risk_group),
    'selfProtectionDailyDepositLimit', limit_entry(p.limits -> 'selfProtectionDailyDepositLimit', d.defaults -> 'selfProtectionDailyDepositLimit', p.risk_group),
    'selfProtectionWeeklyDepositLimit', limit_entry(p.limits -> 'selfProtectionWeeklyDepositLimit', d.defaults -> 'selfProtectionWeeklyDepositLimit', p.risk_group),
    'selfProtectionMonthlyDepositLimit', limit_entry(p.limits -> 'selfProtectionMonthlyDepositLimit', d.defaults -> 'selfProtectionMonthlyDepositLimit', p.risk_group),
    'selfProtectionDailyWageringLimit', limit_entry(p.limits -> 'selfProtectionDailyWageringLimit', d.defaults -> 'selfProtectionDailyWageringLimit', p.risk_group),
    'selfProtectionWeeklyWageringLimit', limit_entry(p.limits -> 'selfProtectionWeeklyWageringLimit', d.defaults -> 'selfProtectionWeeklyWageringLimit', p.risk_group),
    'selfProtectionMonthlyWageringLimit', limit_entry(p.limits -> 'selfProtectionMonthlyWageringLimit', d.defaults -> 'selfProtectionMonthlyWageringLimit', p.risk_group)
  ) AS limits OFFSET 0) e;

-- Manual payments (001 §5): the cash desk gateways of each operator, with their amount limits in
-- the operator's currency, and the request numbers of manual payments.
CREATE TABLE cash_desk_gateways (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  operator_code text NOT NULL REFERENCES operators (code),
  code text NOT NULL,
  name text NOT NULL,
  type text NOT NULL,
  allowed_currencies text[] NOT NULL,
  min_deposit numeric(18, 2),
  max_deposit numeric(18, 2),
  min_withdrawal numeric(18, 2),
  max_withdrawal numeric(18, 2),
  active boolean NOT NULL DEFAULT true,
  UNIQUE (operator_code, code)
);

CREATE SEQUENCE manual_payment_request_seq START 5000000;
