/** The totals row of the bet rows panel. */
import type { BetRow } from '../../resources/betslip';

/** Sums of the bet rows' stakes, max wins and paid values. */
export function betRowTotals(rows: readonly BetRow[]) {
  const sum = (pick: (row: BetRow) => number | null | undefined) => rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  return { betrowStake: sum((row) => row.betrowStake), maxWinValue: sum((row) => row.maxWinValue), paidValue: sum((row) => row.paidValue) };
}
