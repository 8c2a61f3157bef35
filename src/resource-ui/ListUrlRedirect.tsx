import { useNotify, useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ListUrlFix } from './listUrl';

export interface ListUrlRedirectProps {
  fix: ListUrlFix;
  /** The catalogue key of the default sort's column, named in the warning. */
  defaultSortLabel: string;
}

/**
 * Replaces a list URL by its fixed form before the list loads (see `fixListUrl`); when the URL
 * named a sort field the list cannot sort by, a warning says the default sort is used instead;
 * when it named filters the list does not have, or values a filter does not offer, a warning names
 * them.
 */
export function ListUrlRedirect({ fix, defaultSortLabel }: ListUrlRedirectProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(() => {
    if (fix.unknownSort !== undefined) {
      notify(translate('app.list.unknownSort', { field: fix.unknownSort, default: translate(defaultSortLabel) }), { type: 'warning' });
    }
    if (fix.unknownFilters) {
      notify(translate('app.list.unknownFilter', { fields: fix.unknownFilters.join(', '), smart_count: fix.unknownFilters.length }), {
        type: 'warning',
      });
    }
    for (const { label, values } of fix.unknownValues ?? []) {
      notify(
        translate('app.list.unknownFilterValue', { filter: translate(label), values: values.join(', '), smart_count: values.length }),
        { type: 'warning' },
      );
    }
    navigate({ pathname: location.pathname, search: fix.search, hash: location.hash }, { replace: true });
  }, [defaultSortLabel, fix, location.hash, location.pathname, navigate, notify, translate]);
  return null;
}
