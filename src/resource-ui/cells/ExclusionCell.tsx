import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Suspense, useState } from 'react';
import type { PlayerLimits } from '../../../resources/playerLimits';
import { formatDateTime } from '../../format';
import type { CellProps } from '../types';
import { usePageText } from '../../pages/player/usePageText';
import { useSetLimit } from '../../pages/limits/useSetLimit';
import { lazyNamed } from '../lazyNamed';

// Dialogs load as their own chunks when first opened.
const ExclusionDialog = lazyNamed(() => import('../../pages/limits/ExclusionDialog'), 'ExclusionDialog');

const INDEFINITE_YEAR = 9999;

/** The player's self-exclusion: 'Not excluded' or the end date, opening the exclusion dialog. */
export function ExclusionCell(props: CellProps) {
  const t = usePageText();
  const record = props.record as unknown as PlayerLimits;
  const [open, setOpen] = useState(false);
  const [send, sending] = useSetLimit();
  const until = record.selfProtectionExcludeUntil;
  const label = !record.isExcluded
    ? t('app.limits.exclusion.none')
    : until && new Date(until).getFullYear() >= INDEFINITE_YEAR
      ? t('app.limits.exclusion.indefinitely')
      : formatDateTime(until ?? '', { detail: true }).slice(0, 16);
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <Chip
        size="small"
        clickable
        color={record.isExcluded ? 'error' : 'default'}
        variant={record.isExcluded ? 'filled' : 'outlined'}
        label={label}
        onClick={() => setOpen(true)}
        data-testid="exclusion-cell"
      />
      {open && (
        <Suspense fallback={null}>
          <ExclusionDialog
            record={record}
            busy={sending}
            onCancel={() => setOpen(false)}
            onSave={async (change) => {
              if (await send(record.id, change)) setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
