import { useTranslate } from 'ra-core';

/** The placeholder of an empty cell. */
export function EmptyValue() {
  const translate = useTranslate();
  return <span aria-label={translate('app.list.emptyValue')}>–</span>;
}
