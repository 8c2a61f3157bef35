import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import type { ActionSpec } from './types';
import { useCatalogue } from './useCatalogue';
import { useEnumLabel } from './useEnumLabel';

export interface ActionSelectProps {
  spec: ActionSpec;
  value: unknown;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * A compact selector of an action's enum values for a table cell; each option shows its
 * description (`app.enumDescriptions.<enum>.<VALUE>`) when the catalogue has one.
 */
export function ActionSelect({ spec, value, disabled, onChange }: ActionSelectProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const enumLabel = useEnumLabel();
  const describe = (option: string) => (spec.enumName ? catalogue(`app.enumDescriptions.${spec.enumName}.${option}`, {}) : undefined);
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      disabled={disabled}
      sx={{ minWidth: 120 }}
      slotProps={{
        // Without a visible label MUI names the combobox by its own text (the value); keep the aria-label.
        select: {
          renderValue: (selected) => enumLabel(spec.enumName, String(selected)),
          SelectDisplayProps: { 'aria-labelledby': undefined },
        },
        htmlInput: { 'aria-label': translate(spec.label), 'data-testid': `action-${spec.name}` },
      }}
    >
      {(spec.options ?? []).map((option) => (
        <MenuItem key={option} value={option}>
          <ListItemText primary={enumLabel(spec.enumName, option)} secondary={describe(option)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
