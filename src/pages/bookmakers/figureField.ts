/** A figure of a match's bet rows: a count, the average odds, or an amount in the row's currency. */
export type FigureField = 'betslips' | 'betRows' | 'openBetRows' | 'averageOdds' | 'stake' | 'openLiability' | 'paidOut';
