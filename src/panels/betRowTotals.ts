/** The totals row of the bet rows panel. */
import type { Betslip, BetRow } from '../../resources/betslip';
import { sumExact } from '../../resources/decimal';

export interface BetRowTotals {
  stake: number;
  maxWin: number;
  paid: number | null;
}

type Figures = Pick<Betslip, 'betslipType' | 'totalStake' | 'maxWinValue' | 'paidValue'>;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The figures of a betslip's totals row: the betslip's own total stake, max win and paid value,
 * the amounts it was booked with. A MULTIPLE or SYSTEM betslip is one bet over its legs (each leg
 * carries the betslip's stake with its own odds), so its legs' sums mean nothing; a SINGLES
 * betslip's legs are its bets, and only where the betslip lacks a figure are they added (exactly).
 */
export function betRowTotals(betslip: Figures, rows: readonly BetRow[]): BetRowTotals {
  const legs = betslip.betslipType === 'SINGLES';
  const own = (value: number | null | undefined, pick: (row: BetRow) => number | null | undefined) =>
    isAmount(value) ? value : legs && rows.some((row) => isAmount(pick(row))) ? sumExact(rows.map(pick)) : null;
  return {
    stake: own(betslip.totalStake, (row) => row.betrowStake) ?? 0,
    maxWin: own(betslip.maxWinValue, (row) => row.maxWinValue) ?? 0,
    paid: own(betslip.paidValue, (row) => row.paidValue),
  };
}
