import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { z } from 'zod';
import { formattingLocale } from '../i18n/languages';
import { issuesByField, messageArgsOf, variantKey } from './actionInput';
import type { ActionSpec, AnyResource } from './types';
import { useCatalogue } from './useCatalogue';
import { useEnumLabel } from './useEnumLabel';

export interface ActionConfirmDialogProps {
  spec: ActionSpec;
  definition: AnyResource;
  /** The input chosen so far (e.g. `{ status: 'DISABLED' }`). */
  input: Record<string, unknown>;
  /** The record: initial values of the confirm fields (its current disabled reason) and the warning's placeholders. */
  initialValues?: Record<string, unknown>;
  onCancel: () => void;
  onConfirm: (input: Record<string, unknown>) => void;
  /** The records the action is about when it runs on the selected rows: one line each, and their total. */
  selection?: { items: readonly string[]; total?: string };
}

/** Lines of a selection the dialog lists before it says how many more there are. */
const SELECTION_LINES = 8;

/**
 * Asks before an action runs: a title naming the record and the change (`confirm.title`, else the
 * action's label), the action's warning (its `%{placeholders}` filled from the record, the input
 * and the declared `messageArgs`, money with its currency; "Are you sure?" when it has neither warning nor fields), asks for its
 * confirm fields (a disabled reason) and validates them with the action's zod input; messages are
 * translated from `app.validation.*`. A `select` control's chosen value reads as its enum label;
 * for the selected rows it lists the records (`selection`) and their total.
 *
 * @example
 * <ActionConfirmDialog spec={cancelSpec} definition={payment} input={{ paymentRequestId: 7 }}
 * initialValues={record} onCancel={close} onConfirm={run} />
 */
export function ActionConfirmDialog({ spec, definition, input, initialValues, onCancel, onConfirm, selection }: ActionConfirmDialogProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const locale = formattingLocale(useLocale());
  const catalogue = useCatalogue();
  // The texts name the record: its fields, the input and the declared placeholders (money with its
  // currency); the value picked in a select reads as staff saw it there ("Disabled", not DISABLED).
  const chosen =
    spec.control === 'select' && spec.field && spec.enumName && input[spec.field] !== undefined
      ? { [spec.field]: enumLabel(spec.enumName, String(input[spec.field])) }
      : {};
  const args = { ...initialValues, ...input, ...chosen, ...messageArgsOf(spec, initialValues, locale) };
  const fields = spec.confirmFields ?? [];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field, String(initialValues?.[field] ?? '')])),
  );
  // Undefined until the first Confirm; from then on the messages follow every change.
  const [errors, setErrors] = useState<Record<string, string>>();
  const schema = definition.actions[spec.name]?.input as z.ZodType | undefined;
  const check = (candidate: Record<string, unknown>) => {
    const result = schema?.safeParse(candidate);
    return result && !result.success ? issuesByField(result.error, candidate, catalogue) : {};
  };

  const confirm = () => {
    const candidate = { ...input, ...values };
    const found = check(candidate);
    setErrors(found);
    if (Object.keys(found).length === 0) onConfirm(candidate);
  };
  const change = (field: string, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors) setErrors(check({ ...input, ...next }));
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={`confirm-${spec.name}`}
      aria-describedby={spec.confirmWarning || fields.length === 0 ? `confirm-${spec.name}-warning` : undefined}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`confirm-${spec.name}`}>
        {spec.confirmTitle ? translate(variantKey(spec, spec.confirmTitle, input), args) : translate(spec.label)}
      </DialogTitle>
      <DialogContent>
        {(spec.confirmWarning || fields.length === 0) && (
          <DialogContentText id={`confirm-${spec.name}-warning`}>
            {spec.confirmWarning ? translate(variantKey(spec, spec.confirmWarning, input), args) : translate('ra.message.are_you_sure')}
          </DialogContentText>
        )}
        {selection && selection.items.length > 0 && (
          <Box component="ul" data-testid={`confirm-${spec.name}-items`} sx={{ my: 1, pl: 2.5, typography: 'body2' }}>
            {selection.items.slice(0, SELECTION_LINES).map((item, index) => (
              <li key={index}>{item}</li>
            ))}
            {selection.items.length > SELECTION_LINES && (
              <li>{translate('app.list.selectionMore', { smart_count: selection.items.length - SELECTION_LINES })}</li>
            )}
          </Box>
        )}
        {selection?.total && (
          <DialogContentText data-testid={`confirm-${spec.name}-total`} sx={{ fontWeight: 500 }}>
            {translate('app.list.selectionTotal', { total: selection.total })}
          </DialogContentText>
        )}
        {fields.map((field) => (
          <TextField
            key={field}
            label={translate(`resources.${definition.name}.fields.${field}`)}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            error={Boolean(errors?.[field])}
            helperText={errors?.[field]}
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            autoFocus
          />
        ))}
      </DialogContent>
      <DialogActions>
        {/* Beside a title such as "Cancel betslip 7?", a "Cancel" that closes the dialog would read as doing it. */}
        <Button onClick={onCancel}>{translate(spec.confirmTitle ? 'ra.action.close' : 'ra.action.cancel')}</Button>
        <Button onClick={confirm} variant="contained" data-testid={`confirm-${spec.name}-submit`}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
