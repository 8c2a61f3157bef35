import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import type { FilterInputProps } from './FilterInputProps';
import { useFilterValue } from './useFilterValue';

/**
 * A yes/no filter: Any (filter removed), Yes (`true`) or No (`false`).
 *
 * @example
 * <BooleanFilterInput spec={{ source: 'isCancelled', type: 'boolean', label: 'resources.betslip.fields.isCancelled' }} />
 */
export function BooleanFilterInput({ spec }: FilterInputProps) {
  const translate = useTranslate();
  const [value, setValue] = useFilterValue(spec.source);
  const current = value === true ? 'true' : value === false ? 'false' : '';
  return (
    <TextField
      select
      size="small"
      label={translate(spec.label)}
      value={current}
      onChange={(event) => setValue(event.target.value === '' ? undefined : event.target.value === 'true')}
      fullWidth
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('app.filters.any')}</MenuItem>
      <MenuItem value="true">{translate('app.filters.yes')}</MenuItem>
      <MenuItem value="false">{translate('app.filters.no')}</MenuItem>
    </TextField>
  );
}
