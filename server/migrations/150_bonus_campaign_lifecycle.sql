-- Bonus campaigns get a type, a schedule and a lifecycle (000 §3 campaign type and status).
--
-- `stage` is what staff set: DRAFT (being prepared), LIVE (published), PAUSED, ARCHIVED. The status
-- the API shows follows from the stage and the dates: a live campaign is NOT_STARTED before its
-- start, ONGOING until its end, then RECENTLY_ENDED for 30 days (RECENTLY_ENDED_DAYS in
-- resources/bonusCampaignRules.ts) and ARCHIVED after that. Only ONGOING campaigns are offered.

ALTER TABLE bonus_campaigns
  ADD COLUMN type text NOT NULL DEFAULT 'DEPOSIT'
    CHECK (type IN ('WELCOME', 'PROMOTION', 'REGISTRATION', 'CASHBACK', 'FREEBET', 'QUOTE_BOOST', 'DEPOSIT', 'LOYALTY')),
  ADD COLUMN stage text NOT NULL DEFAULT 'DRAFT' CHECK (stage IN ('DRAFT', 'LIVE', 'PAUSED', 'ARCHIVED')),
  ADD COLUMN start_time timestamptz,
  ADD COLUMN end_time timestamptz,
  ADD COLUMN created timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT bonus_campaigns_dates CHECK (end_time IS NULL OR start_time IS NULL OR end_time > start_time);

UPDATE bonus_campaigns SET stage = CASE WHEN active THEN 'LIVE' ELSE 'PAUSED' END;
ALTER TABLE bonus_campaigns DROP COLUMN active;

-- The status of a campaign at a time.
CREATE FUNCTION bonus_campaign_status(stage text, start_time timestamptz, end_time timestamptz, at timestamptz)
  RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE
    WHEN stage IN ('DRAFT', 'ARCHIVED') THEN stage
    WHEN end_time IS NOT NULL AND end_time <= at - interval '30 days' THEN 'ARCHIVED'
    WHEN end_time IS NOT NULL AND end_time <= at THEN 'RECENTLY_ENDED'
    WHEN stage = 'PAUSED' THEN 'PAUSED'
    WHEN start_time IS NOT NULL AND start_time > at THEN 'NOT_STARTED'
    ELSE 'ONGOING'
  END $$;

CREATE INDEX player_bonuses_campaign ON player_bonuses (campaign_id, status);
CREATE INDEX bonus_campaigns_updated ON bonus_campaigns (updated, id);

-- The campaigns list: the status now and what was granted under each campaign.
CREATE VIEW bonus_campaign_records AS
SELECT c.id, c.operator_code, c.code, c.title, c.type, c.description, c.currency, to_jsonb(c.gateways) AS gateways,
  c.bonus_percent, c.max_bonus_amount, c.min_deposit_amount, c.rollover, c.start_time, c.end_time, c.created, c.updated,
  c.stage, bonus_campaign_status(c.stage, c.start_time, c.end_time, now()) AS status,
  coalesce(b.player_bonuses, 0) AS player_bonuses, coalesce(b.active_bonuses, 0) AS active_bonuses,
  coalesce(b.bonus_amount_granted, 0) AS bonus_amount_granted
FROM bonus_campaigns c
LEFT JOIN LATERAL (
  SELECT count(*)::integer AS player_bonuses, (count(*) FILTER (WHERE pb.status = 'LOCKED'))::integer AS active_bonuses,
    sum(pb.bonus_amount) AS bonus_amount_granted
  FROM player_bonuses pb WHERE pb.campaign_id = c.id
) b ON true;
