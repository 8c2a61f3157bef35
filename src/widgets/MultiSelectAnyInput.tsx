import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { ANY, applyAnySelection, toAnySelection } from './anySelection';
import type { FilterInputProps } from './FilterInputProps';
import { optionLabel } from './optionLabel';
import { useFilterValue } from './useFilterValue';

/**
 * A multi-choice filter where Any is exclusive: choosing a value removes Any, choosing Any
 * clears the others, and an empty selection is Any (the filter is removed). Stored as a string array.
 *
 * @example
 * <MultiSelectAnyInput spec={{ source: 'status', type: 'multipleSelect', label:
 * 'resources.betslip.fields.status', options: ['WON', 'LOST'], enumName: 'betslipStatus' }} />
 */
export function MultiSelectAnyInput({ spec }: FilterInputProps) {
  const translate = useTranslate();
  const [value, setValue] = useFilterValue(spec.source);
  const selection = toAnySelection(value);
  const stored = selection[0] === ANY ? [] : selection;
  const label = (option: string) => (option === ANY ? translate('app.filters.any') : optionLabel(translate, option, spec.enumName));

  return (
    <TextField
      select
      size="small"
      label={translate(spec.label)}
      value={selection}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        setValue(applyAnySelection(stored, typeof next === 'string' ? next.split(',') : next));
      }}
      fullWidth
      slotProps={{
        select: { multiple: true, renderValue: (selected) => (selected as string[]).map(label).join(', ') },
      }}
    >
      <MenuItem value={ANY}>{translate('app.filters.any')}</MenuItem>
      {(spec.options ?? []).map((option) => (
        <MenuItem key={option} value={option}>
          {label(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
