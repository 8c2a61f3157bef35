import { Box, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { HEX_COLOUR } from '../../../../resources/operators';

export interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Test id of the code input. */
  testId?: string;
}

/**
 * A `#rrggbb` colour: the code as text, and the browser's colour picker beside it.
 *
 * @example <ColourField label="Primary colour" value="#1565c0" onChange={setPrimary} />
 */
export function ColourField({ label, value, onChange, error, testId }: ColourFieldProps) {
  const picked = HEX_COLOUR.test(value) ? value.toLowerCase() : '#000000';
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={label}
        value={picked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{
          width: 44,
          height: 40,
          p: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
          cursor: 'pointer',
          flex: 'none',
        }}
      />
      <TextField
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 7, spellCheck: false } }}
      />
    </Box>
  );
}
