/** Reports over a time frame: the two filters their query reads, and what the declaration's `report` implies. */
import type { FilterDef, ListDef } from './list';
import type { ResourceApiDef } from './resource';

/**
 * A report whose rows the server computes per request (profit and loss, revenue by sport, the
 * finance reports): sums over a time frame, read as calendar days or periods of the user's time
 * zone, grouped as a grouping filter says. Declared as a resource's `report`, it implies the rest:
 * the list call sends `timeZone` (`api.timeZone`), the rows are aggregates (`list.aggregate`), the
 * time frame (with the revenue presets) and the grouping (a select) lead the filters, and their
 * first values lead the list's `defaultFilter`.
 *
 * @example report: { timeFrame: { source: 'periodStart', key: 'created', default: 'currentMonth' }, grouping: { source: 'period', default: 'DAY' } }
 */
export interface TimeFrameReportDef<P extends string> {
  /** The time frame: the row field it is about, its filter key when that is not the field, and the preset applied first. */
  timeFrame: { source: P; key?: string; default: string };
  /** The grouping of the rows: a field of the rows, and the value applied first. */
  grouping: { source: P; default: string };
}

/** The filter keys a time-frame report's query reads (the time frame's, the grouping's); the list applies the others to its rows. */
export function reportFilterKeys(report: TimeFrameReportDef<string>): [timeFrame: string, grouping: string] {
  return [report.timeFrame.key ?? report.timeFrame.source, report.grouping.source];
}

/** A declaration's api, list and filters with what its `report` implies (see {@link TimeFrameReportDef}). */
export function withReport<P extends string, D extends { api: ResourceApiDef<P>; list: ListDef<P>; filters?: readonly FilterDef<P>[] }>(
  definition: D & { report?: TimeFrameReportDef<P> },
): D {
  const { report } = definition;
  if (!report) return definition;
  const { timeFrame, grouping } = report;
  const [timeFrameKey, groupingKey] = reportFilterKeys(report);
  const timeFrameFilter: FilterDef<P> = timeFrame.key
    ? { source: timeFrame.source, key: timeFrame.key, type: 'timeFrame', presets: 'revenue' }
    : { source: timeFrame.source, type: 'timeFrame', presets: 'revenue' };
  return {
    ...definition,
    api: { ...definition.api, timeZone: true },
    list: {
      ...definition.list,
      defaultFilter: { [timeFrameKey]: timeFrame.default, [groupingKey]: grouping.default, ...definition.list.defaultFilter },
      aggregate: true,
    },
    filters: [timeFrameFilter, { source: grouping.source, type: 'select' }, ...(definition.filters ?? [])],
  };
}
