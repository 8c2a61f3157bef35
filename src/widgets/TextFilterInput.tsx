import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { FILTER_TEXT_MAX } from '../../resources/model';
import type { FilterInputProps } from './FilterInputProps';
import { MAX_INTEGER_FILTER, numberText, numericValue, parseNumeric } from './numericFilter';
import { useFilterValue } from './useFilterValue';
import { useSyncedDraft } from './useSyncedDraft';

/**
 * A text filter; with `spec.numeric` a number at least `spec.min` (default 0), with
 * `spec.integer` a whole number up to the API's id range; invalid input shows an inline error
 * and is not sent.
 *
 * @example
 * <TextFilterInput spec={{ source: 'playerId', type: 'input', label: 'resources.betslip.fields.playerId', numeric: true }} />
 */
export function TextFilterInput({ spec }: FilterInputProps) {
  const translate = useTranslate();
  const [value, setValue] = useFilterValue(spec.source);
  const rules = { min: spec.min ?? 0, integer: spec.integer ?? false };
  const [text, setText] = useSyncedDraft(
    value,
    spec.numeric ? numberText : (v) => (v == null ? '' : String(v)),
    spec.numeric ? (t) => numericValue(t, rules) : undefined,
  );
  const parsed = spec.numeric ? parseNumeric(text, rules) : undefined;
  const error = parsed?.kind === 'error' ? parsed.error : undefined;

  const onChange = (next: string) => {
    setText(next);
    if (!spec.numeric) return setValue(next);
    const result = parseNumeric(next, rules);
    if (result.kind !== 'error') setValue(result.kind === 'value' ? result.value : undefined);
  };

  return (
    <TextField
      size="small"
      label={translate(spec.label)}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ? translate(error, { min: rules.min, max: MAX_INTEGER_FILTER }) : undefined}
      slotProps={{ htmlInput: spec.numeric ? { inputMode: rules.integer ? 'numeric' : 'decimal' } : { maxLength: FILTER_TEXT_MAX } }}
    />
  );
}
