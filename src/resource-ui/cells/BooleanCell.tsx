import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { cellValue, isEmpty } from '../cellValue';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** A yes/no icon with a translated accessible label. */
export function BooleanCell(props: CellProps) {
  const translate = useTranslate();
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  const label = translate(value ? 'ra.boolean.true' : 'ra.boolean.false', { _: value ? 'Yes' : 'No' });
  return value ? (
    <CheckIcon fontSize="small" color="success" aria-label={label} titleAccess={label} />
  ) : (
    <CloseIcon fontSize="small" color="disabled" aria-label={label} titleAccess={label} />
  );
}
