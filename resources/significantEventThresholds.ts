/**
 * The thresholds of the significant events report, per currency (`reportSignificantEvents`): a
 * setting the server holds and central managers edit; every change is an activity-log row with the
 * values before and after. The amounts are in the row's currency.
 */
import { z } from 'zod';
import { defineResource } from './model';
import { boundedNumber, timestamp } from './rules';

/** The largest threshold amount: beyond any stake or win the betslip amounts can hold. */
export const THRESHOLD_MAX_AMOUNT = 1_000_000_000;

export const SignificantEventThresholds = z.object({
  id: z.number().int(),
  /** One row per currency. */
  currency: z.string(),
  /** A betslip staking at least this is a large stake. */
  largeStake: boundedNumber(0.01, THRESHOLD_MAX_AMOUNT, 2),
  /** A betslip winning at least this beyond its stake is a large win. */
  largeWin: boundedNumber(0.01, THRESHOLD_MAX_AMOUNT, 2),
  /** A stake of at least this many times the player's average stake is a spike. */
  stakeSpikeFactor: boundedNumber(2, 1000, 2),
  /** Earlier betslips a player needs before a stake can be a spike. */
  stakeSpikeMinBetslips: boundedNumber(1, 1000, 0),
  updated: timestamp(),
});

export type SignificantEventThresholds = z.output<typeof SignificantEventThresholds>;

export const significantEventThresholds = defineResource({
  name: 'significant-event-thresholds',
  route: '/significant-event-thresholds',
  menu: { group: 'central', icon: 'limitAlerts', order: 45 },
  api: { path: 'significant-event-thresholds' },
  recordName: 'currency',
  schema: SignificantEventThresholds,
  list: {
    columns: [
      { source: 'currency' },
      { source: 'largeStake', currency: 'currency' },
      { source: 'largeWin', currency: 'currency' },
      { source: 'stakeSpikeFactor' },
      { source: 'stakeSpikeMinBetslips' },
      { source: 'updated' },
    ],
    defaultSort: { field: 'currency', order: 'ASC' },
    exportable: false,
  },
  edit: {
    fields: [
      { source: 'currency', readOnly: true },
      { source: 'largeStake' },
      { source: 'largeWin' },
      { source: 'stakeSpikeFactor' },
      { source: 'stakeSpikeMinBetslips' },
    ],
    successMessage: 'app.reports.thresholdsSaved',
  },
  storage: { updatedColumn: 'updated' },
});
