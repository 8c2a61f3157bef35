import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { Suspense, useState } from 'react';
import { getPath } from '../../resources/model';
import { isEnabledFor, isVisibleFor, needsConfirm } from './actionInput';
import { ActionConfirmDialog } from './ActionConfirmDialog';
import type { ActionSpec, AnyRecord, AnyResource } from './types';
import { useEnumLabel } from './useEnumLabel';
import { useRunAction, type RunTarget } from './useRunAction';
import { lazyNamed } from './lazyNamed';

// Dialogs load as their own chunks when first opened.
const ActionParamsDialog = lazyNamed(() => import('./ActionParamsDialog'), 'ActionParamsDialog');

export interface ActionControlProps {
  spec: ActionSpec;
  definition: AnyResource;
  /** The record of a record action (its current value, its fields copied into the input). */
  record?: AnyRecord;
  /** `{ id }` for a record action, `{ ids }` for a bulk action. */
  target: RunTarget;
  /** Called after the action succeeded. */
  onDone?: () => void;
}

type Pending = { kind: 'confirm' | 'params'; input: Record<string, unknown> } | undefined;

/**
 * One declared action as a control: a labelled select for an enum placeholder, or a button with
 * inline checkboxes or a dialog of inputs. An action that declares `confirm` asks first in a
 * confirm dialog (its reason fields and warning), unless the input matches `confirm.unless`.
 *
 * @example
 * <ActionControl spec={changeStatusSpec} definition={player} record={record} target={{ id: record.id }} />
 */
export function ActionControl({ spec, definition, record, target, onDone }: ActionControlProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const [run, running] = useRunAction(definition.name);
  const [pending, setPending] = useState<Pending>();
  const [flags, setFlags] = useState<Record<string, boolean>>({});
  const enabled = isEnabledFor(spec, record) && !running;
  const fromRecord = Object.fromEntries(spec.recordFields.map((key) => [key, record ? getPath(record, key) : undefined]));
  if (!isVisibleFor(spec, record)) return null;
  const execute = async (input: Record<string, unknown>) => {
    setPending(undefined);
    if (await run(spec, { ...target, record }, input)) onDone?.();
  };
  /** Runs `input`, or asks first when the action declares `confirm` and the input is not exempt. */
  const confirmOrExecute = (input: Record<string, unknown>) => {
    if (needsConfirm(spec, input)) setPending({ kind: 'confirm', input });
    else void execute(input);
  };
  const confirmDialog = pending?.kind === 'confirm' && (
    <ActionConfirmDialog
      spec={spec}
      definition={definition}
      input={pending.input}
      initialValues={record}
      onCancel={() => setPending(undefined)}
      onConfirm={(input) => void execute(input)}
    />
  );

  if (spec.control === 'select' && spec.field) {
    const field = spec.field;
    const current = record ? getPath(record, field) : undefined;
    const choose = (value: string) => confirmOrExecute({ ...fromRecord, [field]: value });
    return (
      <>
        <TextField
          select
          size="small"
          label={translate(spec.label)}
          value={current === undefined || current === null ? '' : String(current)}
          onChange={(event) => choose(event.target.value)}
          disabled={!enabled}
          fullWidth={false}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { inputProps: { 'data-testid': `action-${spec.name}` } } }}
        >
          {(spec.options ?? []).map((option) => (
            <MenuItem key={option} value={option}>
              {enumLabel(spec.enumName, option)}
            </MenuItem>
          ))}
        </TextField>
        {confirmDialog}
      </>
    );
  }

  const inline = spec.params.every((param) => param.kind === 'boolean');
  const press = () => {
    if (inline) confirmOrExecute({ ...fromRecord, ...flags });
    else setPending({ kind: 'params', input: fromRecord });
  };
  return (
    <Stack direction="row" alignItems="center" spacing={1}>
      <Button variant="outlined" size="small" onClick={press} disabled={!enabled} data-testid={`action-${spec.name}`}>
        {translate(spec.label)}
      </Button>
      {inline &&
        spec.params.map((param) => (
          <FormControlLabel
            key={param.source}
            label={translate(param.label)}
            control={
              <Checkbox
                size="small"
                checked={flags[param.source] ?? false}
                onChange={(event) => setFlags((current) => ({ ...current, [param.source]: event.target.checked }))}
              />
            }
          />
        ))}
      {pending?.kind === 'params' && (
        <Suspense fallback={null}>
          <ActionParamsDialog
            spec={spec}
            definition={definition}
            base={pending.input}
            onCancel={() => setPending(undefined)}
            onSubmit={confirmOrExecute}
          />
        </Suspense>
      )}
      {confirmDialog}
    </Stack>
  );
}
