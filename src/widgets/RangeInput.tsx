import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import type { FilterInputProps } from './FilterInputProps';
import { numberText, numericValue, parseRange } from './numericFilter';
import { useFilterValue } from './useFilterValue';
import { useSyncedDraft } from './useSyncedDraft';

const side = (value: unknown, key: 'from' | 'to') =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * A From/To numeric filter stored as `{ from?, to? }`; each side at least `spec.min` (default
 * 0) and From not above To. Invalid input shows an inline error and is not sent.
 *
 * @example
 * <RangeInput spec={{ source: 'stake', type: 'range', label: 'resources.betslip.fields.stake', min: 0 }} />
 */
export function RangeInput({ spec }: FilterInputProps) {
  const translate = useTranslate();
  const [value, setValue] = useFilterValue(spec.source);
  const min = spec.min ?? 0;
  const [fromText, setFromText] = useSyncedDraft(side(value, 'from'), numberText, (t) => numericValue(t, min));
  const [toText, setToText] = useSyncedDraft(side(value, 'to'), numberText, (t) => numericValue(t, min));
  const parsed = parseRange(fromText, toText, min);
  const errorText = (error: string | undefined) => (error ? translate(error, { min }) : undefined);

  const onChange = (nextFrom: string, nextTo: string) => {
    setFromText(nextFrom);
    setToText(nextTo);
    const result = parseRange(nextFrom, nextTo, min);
    if (result.ok) setValue(result.value);
  };

  const label = translate(spec.label);
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={label}>
      <TextField
        size="small"
        label={translate('app.filters.rangeFrom', { label })}
        value={fromText}
        onChange={(event) => onChange(event.target.value, toText)}
        error={!parsed.ok && Boolean(parsed.from)}
        helperText={parsed.ok ? undefined : errorText(parsed.from)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <TextField
        size="small"
        label={translate('app.filters.rangeTo', { label })}
        value={toText}
        onChange={(event) => onChange(fromText, event.target.value)}
        error={!parsed.ok && Boolean(parsed.to)}
        helperText={parsed.ok ? undefined : errorText(parsed.to)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
    </Stack>
  );
}
