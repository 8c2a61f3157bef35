/**
 * Hostile input over every registered route: at least 10,000 requests built from NUL bytes,
 * overflowing numbers, wrong JSON types and malformed text, expecting no 5xx answer at all.
 */
import fc from 'fast-check';
import { routeTable } from '../../server/http/routeTable';
import { API, createTestApi, type TestApi } from './helpers';
import { knownKeys, requestArbitrary, type FuzzRequest } from './fuzz-support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

it(`answers ${RUNS} hostile requests over every route without a 5xx`, async () => {
  const routes = routeTable(api.app).filter((route) => route.url.startsWith(API));
  expect(routes.length).toBeGreaterThan(100);
  const requests = fc.sample(requestArbitrary(routes, knownKeys()), { numRuns: RUNS, seed: SEED });
  const failures: { request: FuzzRequest; status: number; body: string }[] = [];
  const statuses = new Map<number, number>();
  const covered = new Set<string>();
  for (const request of requests) {
    const search = new URLSearchParams(request.query).toString();
    const response = await api.call(request.as, {
      method: request.method as 'GET',
      url: search ? `${request.url}?${search}` : request.url,
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body), headers: { 'content-type': 'application/json' } }),
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    covered.add(request.method + ' ' + request.url.split('?')[0].replace(/\/[^/]*$/, ''));
    if (response.statusCode >= 500) failures.push({ request, status: response.statusCode, body: response.body.slice(0, 300) });
  }
  const summary = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `fuzz: ${requests.length} requests over ${routes.length} routes (seed ${SEED}); 5xx: ${failures.length}; statuses ${summary}`,
  );
  for (const failure of failures.slice(0, 15)) console.log(JSON.stringify(failure));
  expect(failures).toEqual([]);
}, 600_000);
