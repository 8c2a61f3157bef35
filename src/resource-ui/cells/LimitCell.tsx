import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useDataProvider, useNotify, useRefresh } from 'ra-core';
import { Suspense, useState } from 'react';
import type { PlayerLimit, PlayerLimits } from '../../../resources/playerLimits';
import type { BackofficeDataProvider } from '../../data/types';
import { cellValue } from '../cellValue';
import { formatNumber } from '../../format';
import type { CellProps } from '../types';
import { usePageText } from '../../pages/player/usePageText';
import { useUiInfo } from '../../pages/player/useUiInfo';
import { LIMIT_TEXT, limitColor } from '../../pages/limits/limitColors';
import { SESSION_TIME_LIMIT, sessionMinutes, sessionValue } from '../../../resources/limitRules';
import { useSetLimit } from '../../pages/limits/useSetLimit';
import { lazyNamed } from '../lazyNamed';

// Dialogs load as their own chunks when first opened.
const LimitDialog = lazyNamed(() => import('../../pages/limits/LimitDialog'), 'LimitDialog');
const PlainLimitDialog = lazyNamed(() => import('../../pages/limits/PlainLimitDialog'), 'PlainLimitDialog');

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A limit of the players limits table: its value on the colour of its origin, opening the limit
 * dialog; plain values (loss limits, session time in minutes, beta) open a number dialog that
 * saves the whole record.
 */
export function LimitCell(props: CellProps) {
  const t = usePageText();
  const value = cellValue(props) as PlayerLimit | number | null | undefined;
  const [open, setOpen] = useState(false);
  const [send, sending] = useSetLimit();
  const defaults = useUiInfo().defaultSelfProtectionLimits;
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = props.record as unknown as PlayerLimits;
  const plain = typeof value !== 'object' || value === null ? true : false;
  const objectValue = plain ? undefined : (value as PlayerLimit);
  const session = props.source === SESSION_TIME_LIMIT;
  const shownNumber = plain ? (typeof value === 'number' ? (session ? sessionMinutes(value) : value) : null) : objectValue?.limit;
  const savePlain = async (next: number | null) => {
    try {
      const saved = next === null || !session ? next : sessionValue(next);
      await dataProvider.runAction('players-limits', 'updateLimits', { id: record.id, input: { ...record, [props.source]: saved } });
      notify('app.messages.playerLimitUpdated', { type: 'success', messageArgs: { _: t('app.limits.updated') } });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      // Someone else changed the player since the row was loaded (409): show the current values.
      if ((error as { status?: number }).status === 409) refresh();
    }
  };
  const isPlainSource = props.source.includes('LossLimit') || session;
  const text = shownNumber === null || shownNumber === undefined ? '—' : formatNumber(shownNumber);
  return (
    <Box onClick={stop} sx={{ mx: -1, my: -0.5 }}>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={`${text} ${t('app.limits.edit')}`}
        data-testid={`limit-${props.source}`}
        data-origin={objectValue?.color ?? (isPlainSource ? 'PLAIN' : 'OPERATOR_DEFAULT')}
        sx={{
          px: 1,
          py: 0.5,
          width: '100%',
          justifyContent: 'flex-end',
          bgcolor: isPlainSource ? undefined : limitColor(objectValue),
          color: isPlainSource ? 'text.primary' : LIMIT_TEXT,
        }}
      >
        {text}
      </ButtonBase>
      <Suspense fallback={null}>
        {open && isPlainSource && (
          <PlainLimitDialog
            name={props.source}
            value={shownNumber}
            onCancel={() => setOpen(false)}
            onSave={(next) => void savePlain(next)}
          />
        )}
        {open && !isPlainSource && (
          <LimitDialog
            name={props.source}
            current={objectValue}
            defaultLimit={defaults?.[props.source]}
            busy={sending}
            onCancel={() => setOpen(false)}
            onSave={async (change) => {
              if (await send(record.id, { limitName: props.source, ...change })) setOpen(false);
            }}
          />
        )}
      </Suspense>
    </Box>
  );
}
