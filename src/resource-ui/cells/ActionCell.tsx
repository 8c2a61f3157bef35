import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useResourceContext, useTranslate } from 'ra-core';
import { Suspense, useState } from 'react';
import { getPath, matchesCondition } from '../../../resources/model';
import { ActionSelect } from '../ActionSelect';
import { useDefinition } from '../DefinitionContext';
import { ActionConfirmDialog } from '../ActionConfirmDialog';
import { isEnabledFor, isVisibleFor, needsConfirm } from '../actionInput';
import type { CellProps } from '../types';
import { useRunAction } from '../useRunAction';
import { EmptyValue } from './EmptyValue';
import { lazyNamed } from '../lazyNamed';

// Dialogs load as their own chunks when first opened.
const ActionParamsDialog = lazyNamed(() => import('../ActionParamsDialog'), 'ActionParamsDialog');

/**
 * A cell that is a record action's control (`ColumnDef.action`): a selector for an enum input
 * (KYC status, withdrawal state), a switch for a boolean input or a `checkedWhen` (betslip cancel,
 * bonus Cancelled), otherwise a button (remove a previous account). Disabled while the action runs
 * or while the record does not match the action's `enabledWhen`. A switch or button whose action
 * takes further inputs (a limit alert's note) asks for them in a dialog first; one that declares
 * `confirm` (betslip cancel, bonus cancel) asks in its confirm dialog before anything is sent.
 */
export function ActionCell(props: CellProps) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const definition = useDefinition();
  const [run, running] = useRunAction(resource);
  const [asking, setAsking] = useState<Record<string, unknown>>();
  const [confirming, setConfirming] = useState<Record<string, unknown>>();
  const { action, record } = props;
  if (!action) return <EmptyValue />;
  const { spec } = action;
  if (!isVisibleFor(spec, record)) return <EmptyValue />;
  const enabled = isEnabledFor(spec, record) && !running;
  const fromRecord = Object.fromEntries(spec.recordFields.map((key) => [key, getPath(record, key)]));
  const execute = (input: Record<string, unknown>) => void run(spec, { id: record.id, record }, { ...fromRecord, ...input });
  /** Runs `input`, or asks first when the action declares `confirm` and the input is not exempt. */
  const confirmOrExecute = (input: Record<string, unknown>) => {
    const full = { ...fromRecord, ...input };
    if (needsConfirm(spec, full)) setConfirming(full);
    else execute(full);
  };
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  // Inputs the control itself does not give are asked for in the action's dialog first.
  const asks = definition !== null && spec.params.some((param) => param.source !== action.input);
  const start = (input: Record<string, unknown>) => {
    // A disabled control runs nothing, even when a synthetic click reaches it.
    if (!enabled) return;
    if (asks) setAsking({ ...fromRecord, ...input });
    else confirmOrExecute(input);
  };
  // The dialog's clicks reach no row beneath it (a row click opens the record).
  const dialog = asking && definition && (
    <span onClick={stop}>
      <Suspense fallback={null}>
        <ActionParamsDialog
          spec={spec}
          definition={definition}
          base={asking}
          onCancel={() => setAsking(undefined)}
          onSubmit={(input) => {
            setAsking(undefined);
            confirmOrExecute(input);
          }}
        />
      </Suspense>
    </span>
  );
  const confirmDialog = confirming && definition && (
    <span onClick={stop}>
      <ActionConfirmDialog
        spec={spec}
        definition={definition}
        input={confirming}
        initialValues={record}
        onCancel={() => setConfirming(undefined)}
        onConfirm={(input) => {
          setConfirming(undefined);
          execute(input);
        }}
      />
    </span>
  );

  if (spec.control === 'select' && spec.field) {
    const field = spec.field;
    return (
      <>
        <ActionSelect
          spec={spec}
          value={getPath(record, field)}
          disabled={!enabled}
          onChange={(value) => confirmOrExecute({ [action.input ?? field]: value })}
        />
        {confirmDialog}
      </>
    );
  }
  if (!action.input && !action.checkedWhen) {
    return (
      <>
        <Button
          size="small"
          disabled={!enabled}
          onClick={(event) => {
            stop(event);
            start({});
          }}
          aria-label={`${translate(spec.label)} ${String(record.id)}`}
          data-testid={`action-${spec.name}-${String(record.id)}`}
        >
          {translate(spec.label)}
        </Button>
        {dialog}
        {confirmDialog}
      </>
    );
  }
  const checked = action.checkedWhen ? matchesCondition(record, action.checkedWhen) : Boolean(getPath(record, props.source));
  const reason = !isEnabledFor(spec, record) && spec.disabledReason ? translate(spec.disabledReason) : undefined;
  const control = (
    <Switch
      size="small"
      checked={checked}
      disabled={!enabled}
      onClick={stop}
      onChange={(_, next) => start(action.input ? { [action.input]: next } : {})}
      slotProps={{ input: { 'aria-label': `${translate(spec.label)} ${String(record.id)}`, role: 'switch' } }}
      data-testid={`action-${spec.name}-${String(record.id)}`}
    />
  );
  // A disabled switch gets no pointer events: the tooltip hangs on a wrapper.
  return reason ? (
    <Tooltip title={reason} describeChild>
      <span data-testid={`disabled-reason-${String(record.id)}`}>{control}</span>
    </Tooltip>
  ) : (
    <>
      {control}
      {dialog}
      {confirmDialog}
    </>
  );
}
