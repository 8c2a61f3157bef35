/** Monitoring dashboard addresses, footer social links and who sees unhandled errors in full. */
import { describe, expect, it } from 'vitest';
import { socialLinksOf } from '../../../src/layout/SocialLinks';
import { MONITORING_DASHBOARDS, dashboardUrl, monitoringCookie, refreshParam } from '../../../src/pages/monitoring/monitoringUrls';
import { throwsUnhandledErrors } from '../../../src/shell/unhandledErrors';

describe('monitoring dashboards', () => {
  it('are three, 1500, 1500 and 3600 px high (000 §2)', () => {
    expect(MONITORING_DASHBOARDS.map((dashboard) => dashboard.height)).toEqual([1500, 1500, 3600]);
  });

  it('pass theme, refresh and time range under the monitoring URL and path', () => {
    const view = { baseUrl: 'https://mon.example.com/', path: '/_monitoring/', dark: false, refreshMs: 10_000, range: '24h' as const };
    expect(dashboardUrl(MONITORING_DASHBOARDS[0], view)).toBe(
      'https://mon.example.com/_monitoring/d/overview?theme=light&refresh=10s&from=now-24h&to=now&kiosk=1',
    );
    const dark = dashboardUrl(MONITORING_DASHBOARDS[2], { ...view, dark: true, refreshMs: 0, range: '7d', path: 'grafana' });
    expect(dark).toBe('https://mon.example.com/grafana/d/betting?theme=dark&from=now-7d&to=now&kiosk=1');
  });

  it('spell the base refresh set as the dashboards do', () => {
    expect([0, 5000, 10_000, 60_000, 300_000].map(refreshParam)).toEqual([undefined, '5s', '10s', '1m', '5m']);
  });

  it('set the auth cookie for the monitoring path only', () => {
    expect(monitoringCookie('a.b c', '_monitoring')).toBe('authorization=a.b%20c; path=/_monitoring; SameSite=Lax');
  });
});

describe('footer social links', () => {
  it('keep only named http(s) links from the server settings', () => {
    expect(
      socialLinksOf([
        { name: 'facebook', url: 'https://facebook.com/acme' },
        { name: 'bad', url: 'javascript:alert(1)' },
        { url: 'https://x.com' },
        null,
      ]),
    ).toEqual([{ name: 'facebook', url: 'https://facebook.com/acme' }]);
    expect(socialLinksOf(undefined)).toEqual([]);
  });
});

describe('unhandled errors (000 §6)', () => {
  it('are thrown for debug mode and alfa and beta testers, logged for others', () => {
    expect(throwsUnhandledErrors({ debug: false, beta: false })).toBe(false);
    expect(throwsUnhandledErrors({ debug: false, beta: false, accountType: 'PLAYER' })).toBe(false);
    expect(throwsUnhandledErrors({ debug: true, beta: false })).toBe(true);
    expect(throwsUnhandledErrors({ debug: false, beta: true })).toBe(true);
    expect(throwsUnhandledErrors({ debug: false, beta: false, accountType: 'ALFA_TESTER' })).toBe(true);
    expect(throwsUnhandledErrors({ debug: false, beta: false, accountType: 'BETA_TESTER' })).toBe(true);
  });
});
