import Box from '@mui/material/Box';
import { cellValue, isEmpty } from '../cellValue';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/**
 * A `#rrggbb` colour as a swatch followed by its code (operators' theme colours).
 *
 * @example <ColourCell record={{ id: 'op1', theme: { primary: '#1565c0' } }} source="theme.primary" />
 */
export function ColourCell(props: CellProps) {
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  const code = String(value);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        data-testid="colour-swatch"
        sx={{ width: 16, height: 16, flex: 'none', borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: code }}
      />
      <span>{code}</span>
    </Box>
  );
}
