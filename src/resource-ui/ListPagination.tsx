import { Pagination } from 'react-admin';
import { useListContext, useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { isTotalAtLeast } from './listTotal';

export interface ListPaginationProps {
  rowsPerPageOptions: readonly number[];
}

/**
 * react-admin's pager, which reads "of more than N" when the API's count stopped at N
 * (`totalElementsAtLeast`, resources/listTotals.ts): the total is then N + 1 rows that do match,
 * so the next page stays open and a page further on counts further.
 *
 * @example
 * <ListPagination rowsPerPageOptions={[100, 25, 50]} />
 */
export function ListPagination({ rowsPerPageOptions }: ListPaginationProps) {
  const translate = useTranslate();
  const { meta } = useListContext();
  const atLeast = isTotalAtLeast(meta);
  const moreThan = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('app.list.pageRangeMore', { offsetBegin: from, offsetEnd: to, total: count - 1 }),
    [translate],
  );
  return <Pagination rowsPerPageOptions={[...rowsPerPageOptions]} {...(atLeast ? { labelDisplayedRows: moreThan } : {})} />;
}
