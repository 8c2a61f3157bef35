/** The help-centre categories in their order (all of them: a help centre has a few dozen at most). */
import { useGetList } from 'ra-core';
import type { HelpCategory } from '../../../resources/helpCategory';

const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'sortOrder', order: 'ASC' as const } };

/** `useGetList` of `help-center-categories`, every category, first to last. */
export function useHelpCategories() {
  return useGetList<HelpCategory & { id: number }>('help-center-categories', ALL);
}
