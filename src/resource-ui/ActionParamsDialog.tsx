import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { z } from 'zod';
import { DURATION_UNITS, isoDuration, issuesByField, type DurationUnit } from './actionInput';
import type { ActionParamSpec, ActionSpec, AnyResource } from './types';
import { useCatalogue } from './useCatalogue';
import { useEnumLabel } from './useEnumLabel';

export interface ActionParamsDialogProps {
  spec: ActionSpec;
  definition: AnyResource;
  /** Input taken from the record (e.g. the e-mail). */
  base: Record<string, unknown>;
  onCancel: () => void;
  onSubmit: (input: Record<string, unknown>) => void;
}

type Draft = Record<string, string | boolean>;

function toInput(params: readonly ActionParamSpec[], draft: Draft): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const param of params) {
    const value = draft[param.source];
    if (param.kind === 'boolean') input[param.source] = value === true;
    else if (param.kind === 'duration') {
      if (value !== '' && value !== undefined)
        input[param.source] = isoDuration(Number(value), draft[`${param.source}.unit`] as DurationUnit);
    } else if (param.kind === 'number') {
      if (value !== '') input[param.source] = Number(value);
    } else if (value !== '') input[param.source] = value;
  }
  return input;
}

/**
 * Collects an action's inputs in a dialog: an expiration (number + seconds/minutes/hours/days,
 * default minutes, sent as an ISO duration), checkboxes, text or enum fields.
 */
export function ActionParamsDialog({ spec, definition, base, onCancel, onSubmit }: ActionParamsDialogProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const enumLabel = useEnumLabel();
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(
      spec.params.flatMap((param): [string, string | boolean][] =>
        param.kind === 'duration'
          ? [
              [param.source, ''],
              [`${param.source}.unit`, 'minutes'],
            ]
          : [[param.source, param.kind === 'boolean' ? false : '']],
      ),
    ),
  );
  // Undefined until the first submit; from then on the messages follow every change.
  const [errors, setErrors] = useState<Record<string, string>>();
  const check = (input: Record<string, unknown>) => {
    const result = (definition.actions[spec.name]?.input as z.ZodType | undefined)?.safeParse(input);
    return result && !result.success ? issuesByField(result.error, input, catalogue) : {};
  };
  const set = (key: string, value: string | boolean) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (errors) setErrors(check({ ...base, ...toInput(spec.params, next) }));
  };

  const submit = () => {
    const input = { ...base, ...toInput(spec.params, draft) };
    const found = check(input);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(input);
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={`params-${spec.name}`} fullWidth maxWidth="xs">
      <DialogTitle id={`params-${spec.name}`}>{translate(spec.label)}</DialogTitle>
      <DialogContent>
        {spec.params.map((param) => {
          const label = translate(param.label);
          if (param.kind === 'boolean') {
            return (
              <FormControlLabel
                key={param.source}
                label={label}
                control={<Checkbox checked={draft[param.source] === true} onChange={(event) => set(param.source, event.target.checked)} />}
              />
            );
          }
          if (param.kind === 'duration') {
            return (
              <Stack key={param.source} direction="row" spacing={1} sx={{ mt: 1 }}>
                <TextField
                  type="number"
                  label={label}
                  value={draft[param.source]}
                  onChange={(event) => set(param.source, event.target.value)}
                  error={Boolean(errors?.[param.source])}
                  helperText={errors?.[param.source]}
                  slotProps={{ htmlInput: { min: 1 } }}
                />
                <TextField
                  select
                  label={translate('app.labels.unit', { _: 'Unit' })}
                  value={draft[`${param.source}.unit`]}
                  onChange={(event) => set(`${param.source}.unit`, event.target.value)}
                  sx={{ minWidth: 130 }}
                >
                  {DURATION_UNITS.map((unit) => (
                    <MenuItem key={unit} value={unit}>
                      {enumLabel('tokenUnit', unit)}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            );
          }
          return (
            <TextField
              key={param.source}
              select={param.kind === 'enum'}
              type={param.kind === 'number' ? 'number' : 'text'}
              label={label}
              value={draft[param.source]}
              onChange={(event) => set(param.source, event.target.value)}
              error={Boolean(errors?.[param.source])}
              helperText={errors?.[param.source]}
              fullWidth
              margin="dense"
              multiline={param.multiline}
              minRows={param.multiline ? 4 : undefined}
            >
              {(param.options ?? []).map((option) => (
                <MenuItem key={option} value={option}>
                  {enumLabel(param.enumName, option)}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.close', { _: 'Close' })}</Button>
        <Button onClick={submit} variant="contained">
          {translate('app.actions.send', { _: 'Send' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
