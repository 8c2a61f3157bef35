import { useLocale } from 'ra-core';
import type { ReportPeriod } from '../../../resources/reportFields';
import { calendarPeriodText } from '../../format/calendarPeriod';
import { formattingLocale } from '../../i18n/languages';
import { cellValue, isEmpty } from '../cellValue';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/**
 * A report row's calendar period, from the column's instant to the row's `periodEnd`, in the page
 * language: `3 Jun 2024`, `June 2024`, `2024`, else the range `3–9 Jun 2024` (`calendarPeriodText`).
 */
export function PeriodCell(props: CellProps) {
  const locale = formattingLocale(useLocale());
  const start = cellValue(props);
  const { periodEnd, period } = props.record as { periodEnd?: string; period?: ReportPeriod | null };
  if (isEmpty(start) || !periodEnd) return <EmptyValue />;
  const text = calendarPeriodText({ start: String(start), end: periodEnd, period: period ?? null }, locale);
  return <time dateTime={String(start)}>{text}</time>;
}
