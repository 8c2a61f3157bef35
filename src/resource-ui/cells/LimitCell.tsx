import { useDataProvider, useNotify, useRefresh } from 'ra-core';
import { Suspense, useState, type MouseEvent } from 'react';
import type { PlayerLimit, PlayerLimits } from '../../../resources/playerLimits';
import type { BackofficeDataProvider } from '../../data/types';
import { cellValue } from '../cellValue';
import { formatMoneyText, formatNumber } from '../../format';
import type { CellProps } from '../types';
import { usePageText } from '../../pages/player/usePageText';
import { useUiInfo } from '../../pages/player/useUiInfo';
import { LIMIT_CELL_CLASS, limitOrigin } from '../../pages/limits/limitColors';
import { SESSION_TIME_LIMIT, sessionMinutes, sessionValue } from '../../../resources/limitRules';
import { useSetLimit } from '../../pages/limits/useSetLimit';
import { lazyNamed } from '../lazyNamed';

// Dialogs load as their own chunks when first opened.
const LimitDialog = lazyNamed(() => import('../../pages/limits/LimitDialog'), 'LimitDialog');
const PlainLimitDialog = lazyNamed(() => import('../../pages/limits/PlainLimitDialog'), 'PlainLimitDialog');

/** What a limit cell shows: its number (minutes for the session time, else money in the player's currency) and its origin. */
function shownLimit(record: PlayerLimits, source: string, value: unknown) {
  const session = source === SESSION_TIME_LIMIT;
  const plainSource = source.includes('LossLimit') || session;
  const limit = typeof value === 'object' && value !== null ? (value as PlayerLimit) : undefined;
  const number = limit ? limit.limit : typeof value === 'number' ? (session ? sessionMinutes(value) : value) : null;
  const text =
    number === null || number === undefined ? '—' : session ? formatNumber(number) : formatMoneyText(number, record.tenantCurrency);
  return { session, plainSource, limit, number, text, origin: plainSource ? 'PLAIN' : limitOrigin(limit) };
}

/**
 * A limit of the players limits table: its value in the player's currency (the session time in
 * minutes) on the colour of its origin, opening the limit dialog; plain values (loss limits, session
 * time, beta) open a number dialog that saves the whole record. A page shows some twenty of these per
 * row, so a cell is a plain button and a state: the data provider, the toasts and the server's
 * default limits are read by the editor, which exists only while a dialog is open.
 */
export function LimitCell(props: CellProps) {
  const t = usePageText();
  const [open, setOpen] = useState(false);
  const record = props.record as unknown as PlayerLimits;
  const shown = shownLimit(record, props.source, cellValue(props));
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={LIMIT_CELL_CLASS}
        onClick={click}
        aria-label={`${shown.text} ${t('app.limits.edit')}`}
        data-testid={`limit-${props.source}`}
        data-origin={shown.origin}
      >
        {shown.text}
      </button>
      {open && <LimitEditor record={record} source={props.source} shown={shown} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The open dialog of one limit cell and the calls it makes. */
function LimitEditor({
  record,
  source,
  shown,
  onClose,
}: {
  record: PlayerLimits;
  source: string;
  shown: ReturnType<typeof shownLimit>;
  onClose: () => void;
}) {
  const t = usePageText();
  const [send, sending] = useSetLimit();
  const defaults = useUiInfo().defaultSelfProtectionLimits;
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const savePlain = async (next: number | null) => {
    try {
      const saved = next === null || !shown.session ? next : sessionValue(next);
      await dataProvider.runAction('players-limits', 'updateLimits', { id: record.id, input: { ...record, [source]: saved } });
      notify('app.messages.playerLimitUpdated', { type: 'success', messageArgs: { _: t('app.limits.updated') } });
      onClose();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      // Someone else changed the player since the row was loaded (409): show the current values.
      if ((error as { status?: number }).status === 409) refresh();
    }
  };
  // Clicks in the dialog (a portal) bubble through React's tree: they must not reach the row.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Suspense fallback={null}>
        {shown.plainSource ? (
          <PlainLimitDialog name={source} value={shown.number ?? null} onCancel={onClose} onSave={(next) => void savePlain(next)} />
        ) : (
          <LimitDialog
            name={source}
            current={shown.limit}
            defaultLimit={defaults?.[source]}
            busy={sending}
            onCancel={onClose}
            onSave={async (change) => {
              if (await send(record.id, { limitName: source, ...change })) onClose();
            }}
          />
        )}
      </Suspense>
    </span>
  );
}
