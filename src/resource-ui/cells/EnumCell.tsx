import Stack from '@mui/material/Stack';
import { cellValue, isEmpty, valueText } from '../cellValue';
import type { CellProps } from '../types';
import { useEnumLabel } from '../useEnumLabel';
import { EmptyValue } from './EmptyValue';
import { EnumChip } from './EnumChip';

/**
 * An enum value as a coloured chip with its translated label (`enums.<enumName>.<VALUE>`); an
 * array of values (a campaign's gateways) as one chip each.
 */
export function EnumCell(props: CellProps) {
  const label = useEnumLabel();
  const value = cellValue(props);
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0)) return <EmptyValue />;
  const chip = (text: string) => <EnumChip key={text} value={text} label={label(props.enumName, text)} />;
  if (!Array.isArray(value)) return chip(valueText(value));
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap={props.detail ? 'wrap' : 'nowrap'}>
      {value.map((item) => chip(valueText(item)))}
    </Stack>
  );
}
