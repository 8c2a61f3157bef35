import { useTranslate } from 'ra-core';
import { cellValue, isEmpty } from '../cellValue';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** The name of a declared resource (`resources.<value>.name`, plural), from the value naming it; an unknown name as it is. */
export function ResourceNameCell(props: CellProps) {
  const translate = useTranslate();
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  return <span>{translate(`resources.${String(value)}.name`, { smart_count: 2, _: String(value) })}</span>;
}
