import { sql } from '../../server/db/sql';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ scale: 0.22 });
});
afterAll(() => api.close());

describe('large exports stream every row', () => {
  it('a 10,000+ row betslips export has the exact row count (no page cap), streamed', async () => {
    const [{ n }] = await api.db.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM betslips`);
    expect(n).toBeGreaterThan(10_000);
    const reportHeaders = [
      { text: 'Id', value: 'id' },
      { text: 'Stake', value: 'totalStake' },
      { text: 'Rows', value: 'counters.allBets' },
    ];
    const response = await api.call('central', {
      method: 'GET',
      url: `${API}/central/betslips/report${query({ sort: 'totalStake,DESC', filter: { reportHeaders } })}`,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines.length - 1).toBe(n);
    const ids = new Set(lines.slice(1).map((line) => line.split(',')[0]));
    expect(ids.size).toBe(n);
    const stakes = lines.slice(1).map((line) => Number(line.split(',')[1]));
    expect(stakes.every((stake, i) => i === 0 || stake <= stakes[i - 1])).toBe(true);
  });

  it('an all-pages export (size = 10 × 1000) stops at exactly that many rows', async () => {
    const response = await api.call('central', {
      method: 'GET',
      url: `${API}/central/betslips/report${query({ page: 0, size: 10_000, filter: { reportHeaders: [{ text: 'Id', value: 'id' }] } })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n').filter((line) => line !== '').length - 1).toBe(10_000);
  });
});
