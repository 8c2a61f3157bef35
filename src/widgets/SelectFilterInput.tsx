import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import type { FilterInputProps } from './FilterInputProps';
import { optionLabel } from './optionLabel';
import { useFilterValue } from './useFilterValue';

/** Props of {@link SelectFilterInput}. */
export interface SelectFilterInputProps extends FilterInputProps {
  /** Overrides `spec.options` (options loaded at run time). */
  options?: readonly string[];
}

/**
 * A single-choice filter with Any first; Any removes the filter. Options are labelled
 * `enums.<enumName>.<VALUE>`.
 *
 * @example
 * <SelectFilterInput spec={{ source: 'feed', type: 'select', label:
 * 'resources.betslip.fields.feed', options: ['LSPORTS'], enumName: 'feed' }} />
 */
export function SelectFilterInput({ spec, options = spec.options ?? [] }: SelectFilterInputProps) {
  const translate = useTranslate();
  const [value, setValue] = useFilterValue(spec.source);
  const current = typeof value === 'string' ? value : '';
  const shown = current !== '' && !options.includes(current) ? [...options, current] : options;
  return (
    <TextField
      select
      size="small"
      label={translate(spec.label)}
      value={current}
      onChange={(event) => setValue(event.target.value)}
      fullWidth
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('app.filters.any')}</MenuItem>
      {shown.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(translate, option, spec.enumName)}
        </MenuItem>
      ))}
    </TextField>
  );
}
