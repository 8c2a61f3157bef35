import Chip from '@mui/material/Chip';
import { cellValue, isEmpty } from '../cellValue';
import { enumColor } from '../enumColor';
import type { CellProps } from '../types';
import { useEnumLabel } from '../useEnumLabel';
import { EmptyValue } from './EmptyValue';

/** An enum value as a coloured chip with its translated label (`enums.<enumName>.<VALUE>`). */
export function EnumCell(props: CellProps) {
  const label = useEnumLabel();
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  const text = String(value);
  return <Chip size="small" variant="outlined" color={enumColor(text)} label={label(props.enumName, text)} data-value={text} />;
}
