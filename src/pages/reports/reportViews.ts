/**
 * The views of `/reports?view=…` (000 §2), each a declared report list, in tab order. Who may open
 * a view is its declaration's audience (offer monitoring: the central view only).
 */
import { screenAccess, type ScreenAudience } from '../../../resources/menu';
import type { Resource } from '../../../resources/model';
import { reportFutureEvents } from '../../../resources/reportFutureEvents';
import { reportLiability } from '../../../resources/reportLiability';
import { reportOfferMonitoring } from '../../../resources/reportOfferMonitoring';
import { reportRevenue } from '../../../resources/reportRevenue';
import { reportSignificantEvents } from '../../../resources/reportSignificantEvents';

/** A view of the reports page: its `view` value and its list. */
export interface ReportView {
  view: string;
  resource: Resource;
  audience: ScreenAudience;
}

const view = (name: string, resource: Resource): ReportView => ({ view: name, resource, audience: screenAccess(resource).audience });

export const REPORT_VIEWS: readonly ReportView[] = [
  view('revenue', reportRevenue as Resource),
  view('liability', reportLiability as Resource),
  view('future-events', reportFutureEvents as Resource),
  view('significant-events', reportSignificantEvents as Resource),
  view('offer-monitoring', reportOfferMonitoring as Resource),
];

/**
 * The address of a view: `?view=…` with its list's default filter (a list reads its defaults only
 * from an address without parameters, and this one always has `view`).
 */
export function reportViewSearch(report: ReportView): string {
  const params = new URLSearchParams({ view: report.view });
  const defaults = report.resource.list.defaultFilter;
  if (defaults) params.set('filter', JSON.stringify(defaults));
  return `?${params.toString()}`;
}
