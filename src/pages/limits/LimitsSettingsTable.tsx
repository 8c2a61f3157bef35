import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { PlayerLimit, PlayerLimits } from '../../../resources/playerLimits';
import { formatDateTime } from '../../format';
import { LimitCell } from '../../resource-ui/cells/LimitCell';
import type { AnyRecord } from '../../resource-ui/types';
import { limitOrigin } from './limitColors';

export interface LimitsSettingsTableProps {
  /** Catalogue key of the group's title. */
  title: string;
  names: readonly string[];
  record: PlayerLimits;
}

const HEADERS = ['limit', 'origin', 'description', 'reason', 'applied'] as const;

/**
 * A group of a player's limits as settings: per limit its value (the limits table's cell, on the
 * colour of its origin, opening its dialog), the origin, description, reason and when it was
 * applied; plain limits (loss, session time) have the value only.
 */
export function LimitsSettingsTable({ title, names, record }: LimitsSettingsTableProps) {
  const translate = useTranslate();
  const row = record as unknown as AnyRecord;
  return (
    <section aria-label={translate(title)}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {translate(title)}
      </Typography>
      {/* On a phone the six columns scroll sideways inside the panel rather than squeezing the words apart. */}
      <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <Table size="small" sx={{ tableLayout: 'fixed', minWidth: 840, '& td, & th': { overflowWrap: 'anywhere' } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '28%' }}>{translate('app.limits.settings.name')}</TableCell>
              {HEADERS.map((header) => (
                <TableCell key={header} sx={header === 'limit' ? { width: 120 } : undefined}>
                  {translate(`app.limits.settings.${header}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {names.map((name) => {
              const value = record[name as keyof PlayerLimits] as PlayerLimit | number | null | undefined;
              const limit = value !== null && typeof value === 'object' ? value : undefined;
              return (
                <TableRow key={name} data-testid={`settings-${name}`}>
                  <TableCell>{translate(`resources.players-limits.fields.${name}`)}</TableCell>
                  <TableCell>
                    <LimitCell record={row} source={name} />
                  </TableCell>
                  <TableCell>{limit ? translate(`app.limits.origin.${limitOrigin(limit)}`) : ''}</TableCell>
                  <TableCell>{limit?.description ?? ''}</TableCell>
                  <TableCell>{limit?.reason ?? ''}</TableCell>
                  <TableCell>{limit?.appliedDate ? formatDateTime(limit.appliedDate, { detail: true }) : ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </section>
  );
}
