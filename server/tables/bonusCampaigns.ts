/** Storage of the bonus campaigns list (view `bonus_campaign_records`: the status now and the bonuses granted). */
import { bonusCampaign, type BonusCampaign } from '../../resources/bonusCampaign';
import { sql } from '../db/sql';
import { deriveTable } from './derive';

export const bonusCampaignTable = deriveTable<BonusCampaign>(bonusCampaign);

/** The condition on a `bonus_campaigns` row that deposits are offered it now: it is ONGOING. */
export const OFFERED_NOW = sql`bonus_campaign_status(bonus_campaigns.stage, bonus_campaigns.start_time, bonus_campaigns.end_time,
  now()) = 'ONGOING'`;
