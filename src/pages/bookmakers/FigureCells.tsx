import TableCell from '@mui/material/TableCell';
import type { MatchFigures, MatchMarketLine } from '../../../resources/match';
import { formatNumber } from '../../format';
import { useMoneyText } from '../../format/useMoneyText';
import type { FigureField } from './figureField';

const AMOUNTS: readonly FigureField[] = ['stake', 'openLiability', 'paidOut'];

type FigureRow = Partial<Pick<MatchFigures & MatchMarketLine, FigureField>> & { currency: string };

/**
 * The cells of `fields` for one row: counts as numbers, odds with two decimals, amounts as money in
 * the row's currency (the open exposure in bold while there is one).
 */
export function FigureCells({ fields, row }: { fields: readonly FigureField[]; row: FigureRow }) {
  const money = useMoneyText();
  return fields.map((field) => {
    const value = row[field] ?? 0;
    const amount = AMOUNTS.includes(field);
    const text = amount ? money(value, row.currency) : field === 'averageOdds' ? value.toFixed(2) : formatNumber(value);
    return (
      <TableCell
        key={field}
        align="right"
        sx={{ whiteSpace: 'nowrap', fontWeight: field === 'openLiability' && value > 0 ? 600 : undefined }}
      >
        {text}
      </TableCell>
    );
  });
}
