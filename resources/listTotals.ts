/**
 * How a list page's total is counted where it is not kept (the reference server's choice; the
 * specification says only that a page carries `totalElements`). An unfiltered players or betslips
 * page reads maintained counts; any other page counts its matching rows up to a threshold: the
 * larger of {@link LIST_COUNT_THRESHOLD} and the rows up to the page's end. Past it the count
 * stops, `totalElements` is the threshold plus one (rows that do match) and the page says so with
 * {@link TOTAL_AT_LEAST_KEY}` : true`; the console then shows "more than" the threshold and keeps
 * the next page open. An API that never sends the flag has exact totals.
 */

/** Matching rows counted exactly before a count stops (a page further on counts to its end). */
export const LIST_COUNT_THRESHOLD = 1000;

/** The page's key, beside `totalElements`, that marks the total as a lower bound (sent only when true). */
export const TOTAL_AT_LEAST_KEY = 'totalElementsAtLeast';

/** The count a page's total stops at: the threshold, or the rows up to the page's end when more. */
export function countThreshold(page: number, size: number): number {
  return Math.max(LIST_COUNT_THRESHOLD, (page + 1) * size);
}
