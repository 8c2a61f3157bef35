/**
 * Demo settings of the reports: significant-event thresholds for the operators' currencies that
 * suit the demo amounts (the demo's stakes are the same figures in every currency, up to about 500),
 * so the report shows a few events a day in each. Other currencies keep the migration's defaults.
 */
import type { Queryable } from './db/database';
import { sql } from './db/sql';

/** Large stake, large win, spike factor and the earlier betslips a spike needs, in every demo currency. */
const DEMO_THRESHOLDS = { largeStake: 450, largeWin: 1000, stakeSpikeFactor: 15, stakeSpikeMinBetslips: 5 } as const;

export async function seedReportSettings(tx: Queryable): Promise<void> {
  const t = DEMO_THRESHOLDS;
  await tx.query(sql`INSERT INTO significant_event_thresholds (currency, large_stake, large_win, stake_spike_factor,
    stake_spike_min_betslips)
    SELECT DISTINCT currency, ${t.largeStake}::numeric, ${t.largeWin}::numeric, ${t.stakeSpikeFactor}::numeric,
      ${t.stakeSpikeMinBetslips}::integer
    FROM operators ORDER BY currency
    ON CONFLICT (currency) DO UPDATE SET large_stake = EXCLUDED.large_stake, large_win = EXCLUDED.large_win,
      stake_spike_factor = EXCLUDED.stake_spike_factor, stake_spike_min_betslips = EXCLUDED.stake_spike_min_betslips, updated = now()`);
}
