/**
 * The embedded monitoring dashboards (000 §2, §7): three dashboards under the monitoring URL and
 * path, with theme, refresh and time-range parameters, 1500, 1500 and 3600 px high.
 */

/** One embedded dashboard: its id under the monitoring path and its frame height (000 §2). */
export interface MonitoringDashboard {
  id: 'overview' | 'payments' | 'betting';
  height: number;
}

/** The dashboards in page order. */
export const MONITORING_DASHBOARDS: readonly MonitoringDashboard[] = [
  { id: 'overview', height: 1500 },
  { id: 'payments', height: 1500 },
  { id: 'betting', height: 3600 },
];

/** Time ranges offered, as `now-<range>` to `now`. */
export const MONITORING_RANGES = ['1h', '6h', '24h', '7d', '30d'] as const;
export type MonitoringRange = (typeof MONITORING_RANGES)[number];

/** The dashboards' parameters. */
export interface MonitoringView {
  /** `uiInfo.monitoringUrl`. */
  baseUrl: string;
  /** Local setting `monitoringPath` (default `_monitoring`). */
  path: string;
  dark: boolean;
  /** Refresh interval in ms; 0 is off. */
  refreshMs: number;
  range: MonitoringRange;
}

/** A refresh interval as the dashboards spell it: `5s`, `1m`; undefined for off. */
export function refreshParam(ms: number): string | undefined {
  if (ms <= 0) return undefined;
  return ms % 60_000 === 0 ? `${ms / 60_000}m` : `${Math.round(ms / 1000)}s`;
}

/** The monitoring path without surrounding slashes. */
export function cleanPath(path: string): string {
  return path.trim().replace(/^\/+|\/+$/g, '');
}

/**
 * The address of one dashboard: `{monitoringUrl}/{monitoringPath}/d/{id}?theme=&refresh=&from=&to=&kiosk`.
 *
 * @example
 * dashboardUrl({ id: 'overview', height: 1500 }, { baseUrl: 'https://mon.example.com', path:
 * '_monitoring', dark: false, refreshMs: 10_000, range: '24h' }) //
 * https://mon.example.com/_monitoring/d/overview?theme=light&refresh=10s&from=now-24h&to=now&kiosk=1
 */
export function dashboardUrl(dashboard: MonitoringDashboard, view: MonitoringView): string {
  const path = cleanPath(view.path);
  const url = new URL(`${view.baseUrl.replace(/\/+$/, '')}/${path ? `${path}/` : ''}d/${dashboard.id}`);
  url.searchParams.set('theme', view.dark ? 'dark' : 'light');
  const refresh = refreshParam(view.refreshMs);
  if (refresh) url.searchParams.set('refresh', refresh);
  url.searchParams.set('from', `now-${view.range}`);
  url.searchParams.set('to', 'now');
  url.searchParams.set('kiosk', '1');
  return url.toString();
}

/** The auth cookie of the monitoring path (000 §7): the access token, for that path only. */
export function monitoringCookie(token: string, path: string): string {
  return `authorization=${encodeURIComponent(token)}; path=/${cleanPath(path)}; SameSite=Lax`;
}
