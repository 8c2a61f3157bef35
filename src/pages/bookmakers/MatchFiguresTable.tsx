import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { MatchFigures } from '../../../resources/match';
import { FigureCells } from './FigureCells';
import type { FigureField } from './figureField';
import { FigureHeads } from './FigureHeads';

const FIELDS: readonly FigureField[] = ['betslips', 'betRows', 'openBetRows', 'stake', 'openLiability', 'paidOut'];

/** The bet rows on a match per currency: counts, stakes, the open exposure and what was paid. */
export function MatchFiguresTable({ figures }: { figures: readonly MatchFigures[] }) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.bookmakers-matches.fields.figures.${field}`);
  if (figures.length === 0) return <Typography color="text.secondary">{translate('app.bookmakers.noBets')}</Typography>;
  return (
    // Scrolls inside the page's width rather than widening the page (width 0, at least 100 %).
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <Table size="small" data-testid="match-figures">
        <TableHead>
          <TableRow>
            <TableCell>{label('currency')}</TableCell>
            <FigureHeads fields={FIELDS} label={label} />
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.map((row) => (
            <TableRow key={row.currency} data-testid={`figures-${row.currency}`}>
              <TableCell>{row.currency}</TableCell>
              <FigureCells fields={FIELDS} row={row} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
