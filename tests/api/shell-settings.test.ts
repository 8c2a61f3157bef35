/**
 * The shell's server settings in `GET info` (000 §2, §3, §7): the demo login only on a seeded
 * (demo) database whose installation turned it on (`DEMO_LOGIN=true`), social links, monitoring URL and support e-mail from the environment, the
 * source address; and requests with the debug trace parameter and the source-IP header.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { contactEmail, monitoringUrl, socialLinks } from '../../server/shell/uiSettings';
import { API, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const uiInfo = async (app = api.app) => {
  const response = await app.inject({ method: 'GET', url: `${API}/info` });
  expect(response.statusCode).toBe(200);
  return response.json().payload;
};

describe('GET info', () => {
  it('offers the demo login on the seeded demo database when DEMO_LOGIN turns it on', async () => {
    vi.stubEnv('DEMO_LOGIN', 'true');
    const payload = await uiInfo();
    expect(payload.uiInfo.demoLogin).toEqual({ username: 'central@demo.test', password: 'Central123' });
  });

  it('publishes no demo credentials on a seeded database unless the installation asked for them', async () => {
    vi.stubEnv('DEMO_LOGIN', '');
    expect((await uiInfo()).uiInfo.demoLogin).toBeNull();
    vi.stubEnv('DEMO_LOGIN', '1');
    expect((await uiInfo()).uiInfo.demoLogin).toBeNull();
    // The app's own option wins over the environment, either way.
    const on = await createApp({ db: api.db, logger: false, tokens: { secret: 'test-secret-test-secret-test-secret' }, demoLogin: true });
    vi.stubEnv('DEMO_LOGIN', 'true');
    const off = await createApp({ db: api.db, logger: false, tokens: { secret: 'test-secret-test-secret-test-secret' }, demoLogin: false });
    try {
      expect((await uiInfo(on)).uiInfo.demoLogin).toEqual({ username: 'central@demo.test', password: 'Central123' });
      expect((await uiInfo(off)).uiInfo.demoLogin).toBeNull();
    } finally {
      await Promise.all([on.close(), off.close()]);
    }
  });

  it('carries the currency risks the console converts limits with (uiInfo.exchangeRisks, 000 §3)', async () => {
    const payload = await uiInfo();
    expect(payload.uiInfo.exchangeRisks).toEqual({ TENANT_CURRENCY: 0, FIAT: 0, STABLECOIN: 2, CRYPTO: 5 });
  });

  it('offers no demo login on a database that was not seeded', async () => {
    vi.stubEnv('DEMO_LOGIN', 'true');
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    const app = await createApp({ db, logger: false, tokens: { secret: 'test-secret-test-secret-test-secret' } });
    try {
      expect((await uiInfo(app)).uiInfo.demoLogin).toBeNull();
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('serves social links, the monitoring URL and the support e-mail from the environment', async () => {
    vi.stubEnv('SOCIAL_LINKS', 'facebook=https://facebook.com/acme, x=https://x.com/acme');
    vi.stubEnv('MONITORING_URL', 'https://grafana.example.com/');
    vi.stubEnv('CONTACT_EMAIL', 'help@acme.example');
    const { uiInfo: info } = await uiInfo();
    expect(info.socialLinks).toEqual([
      { name: 'facebook', url: 'https://facebook.com/acme' },
      { name: 'x', url: 'https://x.com/acme' },
    ]);
    expect(info.monitoringUrl).toBe('https://grafana.example.com');
    expect(info.contactEmail).toBe('help@acme.example');
  });

  it('has no monitoring URL and no social links unless configured', async () => {
    vi.stubEnv('SOCIAL_LINKS', '');
    vi.stubEnv('MONITORING_URL', '');
    const { uiInfo: info } = await uiInfo();
    expect(info.monitoringUrl).toBeNull();
    expect(info.socialLinks).toEqual([]);
  });

  it('tells the console the address it is seen at', async () => {
    const payload = await uiInfo();
    expect(typeof payload.sourceIp).toBe('string');
    expect(payload.sourceIp.length).toBeGreaterThan(0);
  });
});

describe('settings parsing', () => {
  it('leaves out social links without a name or an http(s) URL, with a warning', () => {
    const warn = vi.fn();
    const env = { SOCIAL_LINKS: 'youtube=https://youtube.com/@acme,bad,mail=mailto:x@y.z,=https://a.b' };
    expect(socialLinks(env, warn)).toEqual([{ name: 'youtube', url: 'https://youtube.com/@acme' }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('takes only an http(s) monitoring URL and defaults the support e-mail', () => {
    expect(monitoringUrl({ MONITORING_URL: 'ftp://x' })).toBeNull();
    expect(monitoringUrl({ MONITORING_URL: 'http://mon.local:3000' })).toBe('http://mon.local:3000');
    expect(contactEmail({})).toBe('support@demo.test');
  });
});

describe('request extras', () => {
  it('serves a list asked with the debug trace parameter and the source-IP header', async () => {
    const response = await api.call('office1', {
      method: 'GET',
      url: `${API}/op1/players?page=0&size=25&debugTrace=lx2k-1`,
      headers: { 'x-source-ip': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });
});

describe('GET external-servers', () => {
  it('lists the API and the console by default, without a session (000 §7: payload[].url)', async () => {
    const response = await api.app.inject({ method: 'GET', url: `${API}/external-servers` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, payload: [{ url: '/api/officeapp/info' }, { url: '/version.json' }] });
  });

  it('lists the URLs of EXTERNAL_SERVERS', async () => {
    vi.stubEnv('EXTERNAL_SERVERS', 'https://feed.example.com/health, https://pay.example.com/ping');
    const response = await api.app.inject({ method: 'GET', url: `${API}/external-servers` });
    expect(response.json().payload).toEqual([{ url: 'https://feed.example.com/health' }, { url: 'https://pay.example.com/ping' }]);
  });
});
