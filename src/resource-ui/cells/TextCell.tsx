import Tooltip from '@mui/material/Tooltip';
import { cellValue, isEmpty, valueText } from '../cellValue';
import { truncateText } from '../../format';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** Text, cut to `truncate` characters plus an ellipsis in lists; the full text in a tooltip. */
export function TextCell(props: CellProps) {
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  const text = valueText(value);
  const shown = props.detail ? text : truncateText(text, props.truncate);
  if (shown === text) return <span>{text}</span>;
  if (!props.tooltip) return <span title={text}>{shown}</span>;
  return (
    <Tooltip title={text}>
      <span data-testid="truncated-text">{shown}</span>
    </Tooltip>
  );
}
