/**
 * Bet rows on their own (002 §7 catalogue `/betRows/{id}` and `/betslips/betrow/stacktrace/`, shapes
 * "not shown"): the record of the bet row page (`/bets/{id}`) and its status history.
 */
import { z } from 'zod';
import { UserCode } from './activityLog';
import { BetRow, CurrencyRef } from './betslip';
import { BetResultCode, Role } from './enums';
import { namedEnum } from './model';
import { timestamp } from './rules';

/**
 * `GET {op}/betRows/{id}`: the bet row as its betslip carries it, plus where it belongs (its
 * betslip, the betslip's operator, player and currency), so the page can link them and write money.
 */
export const BetRowRecord = BetRow.extend({
  betslipId: z.number().int(),
  operatorCode: z.string(),
  playerId: z.number().int(),
  playerUsername: z.string(),
  currency: CurrencyRef,
});

export type BetRowRecord = z.output<typeof BetRowRecord>;

/** Where a status of a bet row came from. */
export const BetRowStatusSource = namedEnum('betRowStatusSource', ['PLACEMENT', 'SETTLEMENT', 'MANUAL']);

/** One step of a bet row's status history (the stack trace payload is a list of these, oldest first). */
export const BetRowStatusChange = z.object({
  /** When the row got `status`; null when it was not recorded. */
  created: timestamp().nullable(),
  status: BetResultCode,
  /** The status before this step; null for the placement. */
  previousStatus: BetResultCode.nullable(),
  /** PLACEMENT: the player placed the bet; SETTLEMENT: the settlement from the match result; MANUAL: staff set it. */
  source: BetRowStatusSource,
  /** Who: the player for PLACEMENT, the manager for MANUAL, none for SETTLEMENT (as activity-log users). */
  userRole: Role.nullable(),
  userCode: UserCode.nullable(),
  userId: z.number().int().nullable(),
  details: z.string().nullable(),
  /** The activity-log entry of a MANUAL step. */
  activityLogId: z.number().int().nullable(),
});

export type BetRowStatusChange = z.output<typeof BetRowStatusChange>;
