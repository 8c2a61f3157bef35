import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { Betslip, BetRow } from '../../resources/betslip';
import type { MoneyCurrency } from '../../resources/money';
import { BetRowStatus } from '../../resources/enums';
import { useCanOpen } from '../layout/useCanOpen';
import { formatDateTime, formatNumber, truncateDecimals, truncateText } from '../format';
import { useMoneyText } from '../format/useMoneyText';
import { rowToneOf, toneBackground } from '../resource-ui/rowTone';
import type { PanelProps } from '../resource-ui/types';
import { useEnumLabel } from '../resource-ui/useEnumLabel';
import { useRunAction } from '../resource-ui/useRunAction';
import { betRowTotals } from './betRowTotals';
import { panelActionSpec } from './panelAction';
import { usePermissionFlags } from './usePermissionFlags';

/** Bet row descriptions are cut to this length unless debugging (002 §9). */
export const BET_ROW_DESCRIPTION_MAX = 200;

/** Max win is cut to two decimals, as in the betslip list (002 §2). */
const MAX_WIN_DECIMALS = 2;

const COLUMNS = [
  'id',
  'matchId',
  'match',
  'leagueName',
  'marketName',
  'outcomeText',
  'outcomeValue',
  'betrowStake',
  'maxWinValue',
  'paidValue',
  'matchScore',
  'status',
] as const;

/**
 * The bet rows of an expanded betslip (002 §2): row id linking /bets/{id} in a new tab, match id
 * linking /bookmakers-matches, descriptions cut to 200 unless debugging, manual overrides
 * highlighted, the betslip's operator above them for the central role, a status selector per row (the response replaces the betslip) and a grey totals row
 * (the betslip's own stake, max win and paid value for a MULTIPLE or SYSTEM, the legs' sums for
 * SINGLES: betRowTotals).
 */
export function BetRowsPanel({ record, definition, expand, replaceRecord }: PanelProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const moneyText = useMoneyText();
  const { debug, central } = usePermissionFlags();
  const canOpen = useCanOpen();
  const [run, running] = useRunAction(definition.name);
  const rows = (record.betrows ?? []) as BetRow[];
  const spec = panelActionSpec(definition, 'setBetRowStatus');
  const cut = (text: string) => (debug ? text : truncateText(text, BET_ROW_DESCRIPTION_MAX));
  const setStatus = async (row: BetRow, status: string) => {
    const result = await run(spec, { id: record.id }, { betrowId: row.id, actionValue: status });
    if (result?.record) replaceRecord(result.record as typeof record);
  };
  const totals = betRowTotals(record as unknown as Betslip, rows);
  // Stakes and max wins in the betslip's currency as the lists show money; a max win is cut, never
  // rounded up, to its two decimals first.
  const currency = record.currency as MoneyCurrency | undefined;
  const stakeText = (value: number) => moneyText(value, currency);
  const maxWinText = (value: number) => moneyText(Number(truncateDecimals(value, MAX_WIN_DECIMALS)), currency);
  const columns = [...COLUMNS, ...(debug ? (['created', 'updated'] as const) : [])];
  const cell = (row: BetRow, column: (typeof columns)[number]) => {
    switch (column) {
      case 'id':
        return (
          <Link href={`/bets/${row.id}`} target="_blank" rel="noopener noreferrer">
            {row.id}
          </Link>
        );
      case 'matchId':
        return canOpen(`/bookmakers-matches?id=${row.matchId}`) ? (
          <Link component={RouterLink} to={`/bookmakers-matches?id=${row.matchId}`}>
            {row.matchId}
          </Link>
        ) : (
          row.matchId
        );
      case 'match':
      case 'marketName':
      case 'outcomeText':
        return cut(row[column]);
      case 'status':
        return (
          <TextField
            select
            size="small"
            variant="standard"
            value={BetRowStatus.options.includes(row.status.code as never) ? row.status.code : ''}
            onChange={(event) => void setStatus(row, event.target.value)}
            disabled={running}
            slotProps={{
              htmlInput: { 'aria-label': `${translate('app.panels.betRows.status')} ${row.id}` },
              // Without a visible label MUI names the combobox by its own text (the value); keep the aria-label.
              select: { SelectDisplayProps: { 'aria-labelledby': undefined } },
            }}
          >
            {BetRowStatus.options.map((option) => (
              <MenuItem key={option} value={option}>
                {enumLabel('betRowStatus', option)}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'created':
      case 'updated':
        return formatDateTime(row[column]);
      case 'betrowStake':
        return stakeText(row.betrowStake);
      case 'maxWinValue':
        return maxWinText(row.maxWinValue);
      case 'paidValue':
        return row.paidValue === null || row.paidValue === undefined ? '' : stakeText(row.paidValue);
      default: {
        const value = row[column];
        return value === null || value === undefined ? '' : typeof value === 'number' ? formatNumber(value) : String(value);
      }
    }
  };
  // The central role sees the betslip's operator in the expanded detail too (002 §2).
  const operator = central && typeof record.operatorCode === 'string' ? record.operatorCode : undefined;
  return (
    <>
      {operator && (
        <Typography variant="body2" sx={{ px: 2, pt: 1 }} data-testid="bet-rows-operator">
          {translate('resources.betslips.fields.operatorCode')}: <strong>{operator}</strong>
        </Typography>
      )}
      <Table size="small" aria-label={translate('app.panels.betRows.title')} data-testid="bet-rows">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(`app.panels.betRows.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const tone = rowToneOf(expand?.itemTone, row);
            return (
              <TableRow
                key={row.id}
                data-testid={`bet-row-${row.id}`}
                data-tone={tone}
                sx={{ bgcolor: tone ? toneBackground(tone) : undefined }}
              >
                {columns.map((column) => (
                  <TableCell key={column}>{cell(row, column)}</TableCell>
                ))}
              </TableRow>
            );
          })}
          <TableRow data-testid="bet-rows-totals" data-tone="neutral" sx={{ bgcolor: toneBackground('neutral') }}>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 500 }}>
                {column === 'id'
                  ? translate('app.panels.betRows.total')
                  : column === 'betrowStake'
                    ? stakeText(totals.stake)
                    : column === 'maxWinValue'
                      ? maxWinText(totals.maxWin)
                      : column === 'paidValue' && totals.paid !== null
                        ? stakeText(totals.paid)
                        : ''}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
