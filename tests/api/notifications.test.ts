/** `GET /{op}/notifications`: seeded per operator, newest first, operator-isolated. */
import { queuePath } from '../../resources/dashboard';
import { API, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

interface Note {
  id: number;
  description: string;
  created: string;
  operatorCode: string;
}

describe('notifications', () => {
  it('lists the operator alerts newest first with a server timestamp', async () => {
    const response = await api.call('office1', { method: 'GET', url: `${API}/op1/notifications` });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { payload: Note[]; serverTimestamp: string };
    expect(body.payload.length).toBeGreaterThan(0);
    expect(body.payload.every((n) => n.operatorCode === 'op1' && n.description && !Number.isNaN(Date.parse(n.created)))).toBe(true);
    const times = body.payload.map((n) => Date.parse(n.created));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Number.isNaN(Date.parse(body.serverTimestamp))).toBe(false);
  });

  it('names the console page an alert is about', async () => {
    const body = (await api.call('office1', { method: 'GET', url: `${API}/op1/notifications` })).json() as {
      payload: (Note & { link: string | null })[];
    };
    const kyc = body.payload.find((n) => n.description.includes('KYC documents'));
    expect(kyc?.link).toBe(queuePath('kycUnderReview'));
    expect(body.payload.every((n) => n.link === null || n.link.startsWith('/'))).toBe(true);
  });

  it('keeps operators apart', async () => {
    expect((await api.call('office1', { method: 'GET', url: `${API}/op2/notifications` })).statusCode).toBe(403);
    expect((await api.call('office1', { method: 'GET', url: `${API}/central/notifications` })).statusCode).toBe(403);
    const central = (await api.call('central', { method: 'GET', url: `${API}/central/notifications` })).json() as { payload: Note[] };
    expect(new Set(central.payload.map((n) => n.operatorCode)).size).toBeGreaterThan(1);
    expect((await api.app.inject({ method: 'GET', url: `${API}/op1/notifications` })).statusCode).toBe(401);
  });
});
