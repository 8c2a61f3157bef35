import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Fragment } from 'react';
import type { MatchMarketLine } from '../../../resources/match';
import { FigureCells } from './FigureCells';
import type { FigureField } from './figureField';
import { FigureHeads } from './FigureHeads';

const FIELDS: readonly FigureField[] = ['betRows', 'openBetRows', 'averageOdds', 'stake', 'openLiability', 'paidOut'];

/** Lines grouped by market, in the order they came (the market order). */
function byMarket(lines: readonly MatchMarketLine[]): MatchMarketLine[][] {
  const groups = new Map<string, MatchMarketLine[]>();
  for (const line of lines) groups.set(line.marketCode, [...(groups.get(line.marketCode) ?? []), line]);
  return [...groups.values()];
}

/**
 * A match's markets in the market order, each outcome per currency with its bet rows, open bet
 * rows, average odds, stakes, open exposure and payouts.
 */
export function MatchMarketsTable({ lines }: { lines: readonly MatchMarketLine[] }) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.bookmakers-matches.fields.markets.${field}`);
  if (lines.length === 0) return <Typography color="text.secondary">{translate('app.bookmakers.noBets')}</Typography>;
  const columns = 2 + FIELDS.length;
  return (
    // Scrolls inside the page's width rather than widening the page (width 0, at least 100 %).
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <Table size="small" data-testid="match-markets">
        <TableHead>
          <TableRow>
            <TableCell>{label('outcomeText')}</TableCell>
            <TableCell>{label('currency')}</TableCell>
            <FigureHeads fields={FIELDS} label={label} />
          </TableRow>
        </TableHead>
        <TableBody>
          {byMarket(lines).map((market) => (
            <Fragment key={market[0].marketCode}>
              <TableRow sx={{ bgcolor: 'action.hover' }} data-testid={`market-${market[0].marketCode}`}>
                <TableCell colSpan={columns} sx={{ fontWeight: 600 }}>
                  {market[0].marketName}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {market[0].marketCode}
                  </Typography>
                </TableCell>
              </TableRow>
              {market.map((line) => (
                <TableRow key={`${line.outcomeCode}-${line.currency}`}>
                  <TableCell>{line.outcomeText}</TableCell>
                  <TableCell>{line.currency}</TableCell>
                  <FigureCells fields={FIELDS} row={line} />
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
