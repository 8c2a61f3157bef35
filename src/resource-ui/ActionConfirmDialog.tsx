import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { z } from 'zod';
import { issuesByField } from './actionInput';
import type { ActionSpec, AnyResource } from './types';
import { useCatalogue } from './useCatalogue';

export interface ActionConfirmDialogProps {
  spec: ActionSpec;
  definition: AnyResource;
  /** The input chosen so far (e.g. `{ status: 'DISABLED' }`). */
  input: Record<string, unknown>;
  /** Initial values of the confirm fields (e.g. the record's current disabled reason). */
  initialValues?: Record<string, unknown>;
  onCancel: () => void;
  onConfirm: (input: Record<string, unknown>) => void;
}

/**
 * Asks for an action's confirm fields (a disabled reason) and validates them with the action's
 * zod input; messages are translated from `app.validation.*`.
 */
export function ActionConfirmDialog({ spec, definition, input, initialValues, onCancel, onConfirm }: ActionConfirmDialogProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const fields = spec.confirmFields ?? [];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field, String(initialValues?.[field] ?? '')])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schema = definition.actions[spec.name]?.input as z.ZodType | undefined;

  const confirm = () => {
    const candidate = { ...input, ...values };
    const result = schema?.safeParse(candidate);
    if (result && !result.success) {
      setErrors(issuesByField(result.error, catalogue));
      return;
    }
    onConfirm(candidate);
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={`confirm-${spec.name}`} fullWidth maxWidth="xs">
      <DialogTitle id={`confirm-${spec.name}`}>{translate(spec.label)}</DialogTitle>
      <DialogContent>
        {fields.map((field) => (
          <TextField
            key={field}
            label={translate(`resources.${definition.name}.fields.${field}`)}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            error={Boolean(errors[field])}
            helperText={errors[field]}
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            autoFocus
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button onClick={confirm} variant="contained">
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
