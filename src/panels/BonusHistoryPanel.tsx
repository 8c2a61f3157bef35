import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { BonusHistoryEntry } from '../../resources/bonusRecord';
import { formatDateTime, formatNumber } from '../format';
import type { PanelProps } from '../resource-ui/types';
import { contribution, filterByContribution, type ContributionFilter } from './rolloverContribution';

const COLUMNS = [
  'created',
  'historyType',
  'betslipId',
  'withdrawalId',
  'noBetrows',
  'totalOdds',
  'stake',
  'rolloverBefore',
  'rolloverAfter',
  'contribution',
  'bonusMoneyBefore',
  'bonusMoneyMovement',
  'bonusMoneyAfter',
  'validationMessage',
] as const;

const FILTERS: readonly ContributionFilter[] = ['any', 'yes', 'no'];

function value(entry: BonusHistoryEntry, column: (typeof COLUMNS)[number]) {
  if (column === 'created') return formatDateTime(entry.created);
  if (column === 'contribution') return formatNumber(contribution(entry));
  if (column === 'betslipId' && entry.betslipId != null) {
    return (
      <Link component={RouterLink} to={`/betslips/${entry.betslipId}`}>
        {entry.betslipId}
      </Link>
    );
  }
  if (column === 'validationMessage')
    return (entry.validationMessage ?? '')
      .split(',')
      .map((reason) => reason.trim())
      .filter(Boolean)
      .join(', ');
  const raw = entry[column];
  return raw === null || raw === undefined ? '' : typeof raw === 'number' ? formatNumber(raw) : String(raw);
}

/** A bonus's history, all rows without paging, filtered on contribution to rollover (Yes > 0, No = 0, Any). */
export function BonusHistoryPanel({ record }: PanelProps) {
  const translate = useTranslate();
  const [filter, setFilter] = useState<ContributionFilter>('any');
  const entries = filterByContribution((record.bonusPlayerHistories ?? []) as BonusHistoryEntry[], filter);
  return (
    <Stack spacing={1} data-testid="bonus-history">
      <TextField
        select
        size="small"
        label={translate('app.panels.bonusHistory.contributionFilter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value as ContributionFilter)}
        sx={{ maxWidth: 240 }}
      >
        {FILTERS.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`app.panels.bonusHistory.contribution_${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {entries.length === 0 ? (
        <Typography variant="body2">{translate('app.panels.bonusHistory.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('app.panels.bonusHistory.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`app.panels.bonusHistory.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry, index) => (
              <TableRow key={`${entry.created}-${index}`} data-testid="bonus-history-row">
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{value(entry, column)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
