-- The rule constants SQL uses, each written from its TypeScript constant at every start
-- (server/db/ruleConstants.ts), so a rule and its SQL cannot hold different numbers.
CREATE TABLE rule_constants (
  name text PRIMARY KEY,
  value numeric NOT NULL
);

-- A rule constant by its name; the start writes every one before anything reads them.
CREATE FUNCTION rule_constant(constant_name text)
  RETURNS numeric LANGUAGE sql STABLE
  AS $$ SELECT value FROM rule_constants WHERE name = constant_name $$;

-- The status of a campaign at a time: RECENTLY_ENDED for RECENTLY_ENDED_DAYS after its end
-- (resources/bonusCampaignRules.ts), ARCHIVED after that.
CREATE OR REPLACE FUNCTION bonus_campaign_status(stage text, start_time timestamptz, end_time timestamptz, at timestamptz)
  RETURNS text LANGUAGE sql STABLE
  AS $$ SELECT CASE
    WHEN stage IN ('DRAFT', 'ARCHIVED') THEN stage
    WHEN end_time IS NOT NULL AND end_time <= at - rule_constant('RECENTLY_ENDED_DAYS') * interval '1 day' THEN 'ARCHIVED'
    WHEN end_time IS NOT NULL AND end_time <= at THEN 'RECENTLY_ENDED'
    WHEN stage = 'PAUSED' THEN 'PAUSED'
    WHEN start_time IS NOT NULL AND start_time > at THEN 'NOT_STARTED'
    ELSE 'ONGOING'
  END $$;
