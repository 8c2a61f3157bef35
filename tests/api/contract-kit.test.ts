/**
 * The conformance kit run against a second `/api/officeapp` (tests/support/other-api/), written
 * from the specification alone and configured by the API profile it is served with: the kit reads
 * the same profile tags the console does, sends each call where they send the console's, and
 * raises no false alarm. Against the reference server with --write it changes the bet row status,
 * cancels and restores a betslip and sends a bonus cancel that must be refused, and the records
 * read as before.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProfileText } from '../../scripts/contract/profile';
import { formatTable, runContract } from '../../scripts/contract/runContract';
import { sql } from '../../server/db/sql';
import { OTHER_API_ACCOUNT, startOtherApi, type OtherApi } from '../support/other-api/server';
import { injectFetch } from './consoleProvider';
import { API, createTestApi, type TestApi } from './helpers';

const document = JSON.parse(readFileSync(new URL('../../server/generated/openapi.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

/** The profile tags the browser test serves the console with (tests/e2e/other-api.test.ts). */
const PROFILE = [
  '<meta name="backoffice:api-operator" content="catalogue">',
  '<meta name="backoffice:api-call" content="betslips.setBetRowStatus POST betRows/{betrowId}/status">',
  '<meta name="backoffice:api-filter" content="players.status state">',
].join('\n');

/** The calls behind the screens the second API serves (login, players, profile panels, KYC, limits, betslips, bonuses, payments, account history). */
const SERVED = [
  'auth.*',
  'info',
  'externalServers',
  'notifications',
  'players.list',
  'players.get',
  'players.changeStatus',
  'players.changeKycStatus',
  'players-limits.list',
  'players-limits.setLimit',
  'players-limits.loadDepositAmounts',
  'players-gateways.playerList',
  'players-gateways.loadCashDeskGateways',
  'players-gateways.loadActiveBonus',
  'kyc.list',
  'betslips.list',
  'betslips.playerList',
  'betslips.get',
  'betslips.setBetRowStatus',
  'bonuses.list',
  'bonuses.playerList',
  'statistics-payments.list',
  'statistics-account-history.list',
  'statistics-account-history.playerList',
];

describe('the kit against another implementation of the specification', () => {
  let other: OtherApi;
  beforeAll(async () => {
    other = await startOtherApi();
  });
  afterAll(() => other?.close());

  const run = (only?: string[]) =>
    runContract({
      api: `${other.url}/api/officeapp`,
      username: OTHER_API_ACCOUNT.email,
      password: OTHER_API_ACCOUNT.password,
      document,
      profile: readProfileText(PROFILE),
      write: true,
      only,
    });

  it('reads the profile the console reads, and names a tag the console would leave out', () => {
    expect(readProfileText(PROFILE).problems).toEqual([]);
    const wrong = readProfileText('<meta name="backoffice:api-call" content="betslips.setBetRowStatus POST betRows/{rowId}/status">');
    expect(wrong.problems).toEqual([expect.stringMatching(/\{rowId\} is not a part of this call/)]);
  });

  it('raises no false alarm on the calls it serves: no error, each warning naming the profile setting', async () => {
    const rows = await run(SERVED);
    console.log(formatTable(rows));
    const findings = rows.flatMap((row) => row.findings);
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    for (const warning of findings.filter((f) => f.severity === 'warning'))
      expect(warning.setting, warning.message).toMatch(/^backoffice:api-/);
    // Sent where the profile says: the bet row call moved, the status filter under its own key, the operator code only where the catalogue writes it.
    expect(rows.find((row) => row.call === 'PUT /{op}/betslips/betrows/{betrowId}/configure')).toMatchObject({
      status: 200,
      sent: expect.stringMatching(/^POST \/betRows\/\d+\/status$/),
    });
    expect(rows.find((row) => row.call === 'filter players.status')).toMatchObject({
      ok: true,
      findings: [],
      sent: expect.stringContaining('"state"'),
    });
    expect(rows.find((row) => row.call === 'GET /{op}/payments')).toMatchObject({ ok: true, sent: 'GET /payments' });
    // Every filter the second API takes narrows its list; the cash-desk gateways' 404 means none (001 §7).
    expect(rows.find((row) => row.call === 'filter kyc.username')).toMatchObject({ ok: true, source: '001 §7' });
    expect(rows.find((row) => row.call === 'GET /{op}/cash-desk/gateways/{id}')).toMatchObject({ status: 404, ok: true, findings: [] });
    // Path values from the lists read: a player's id, a betslip's id and a bet row's.
    expect(other.calls).toEqual(
      expect.arrayContaining([expect.stringMatching(/^GET op7\/players\/11$/), expect.stringMatching(/^GET betslips\/70\d$/)]),
    );
  });

  it('on the whole document, errs only where the second API has no answer at all', async () => {
    const rows = await run();
    const errors = rows.flatMap((row) => row.findings.filter((f) => f.severity === 'error').map((f) => ({ row, f })));
    expect(errors.length).toBeGreaterThan(0);
    for (const { row, f } of errors) {
      expect(f.message, row.call).toMatch(/^HTTP 404/);
      const [method, path] = row.sent!.split(' ') as [string, string];
      expect(
        other.unanswered.some((call) => call.startsWith(`${method} ${path.slice(1)}`)),
        row.sent,
      ).toBe(true);
    }
  });
});

describe('the kit with --write against the reference server', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('sets a bet row status, cancels and restores a betslip and has a bonus cancel refused, each record as before', async () => {
    const snapshot = async () => [
      await api.db.query(sql`SELECT id, is_cancelled FROM betslips ORDER BY id`),
      await api.db.query(sql`SELECT id, status FROM bet_rows ORDER BY id`),
      await api.db.query(sql`SELECT id, status, bonus_money FROM player_bonuses ORDER BY id`),
    ];
    const before = await snapshot();
    const rows = await runContract({
      api: API,
      username: 'office1@demo.test',
      password: 'Office123',
      document,
      write: true,
      only: ['betslips.*', 'bonuses.*', 'auth.login'],
      fetch: injectFetch(api.app),
    });
    console.log(formatTable(rows));
    expect(rows.flatMap((row) => row.findings).filter((f) => f.severity === 'error')).toEqual([]);
    const made = (call: string) => rows.find((row) => row.call === call);
    expect(made('PUT /{op}/betslips/betrows/{betrowId}/configure')).toMatchObject({ status: 200, ok: true });
    expect(made('POST /{op}/betslips/{id}/cancel')).toMatchObject({ status: 200, ok: true });
    expect(made('POST /{op}/betslips/{id}/cancel (restore)')).toMatchObject({ status: 200, ok: true });
    expect(made('POST /{op}/players/bonus/{id}/cancel')).toMatchObject({ status: 409, ok: true });
    expect(rows.filter((row) => row.call.startsWith('filter ')).length).toBeGreaterThan(3);
    expect(await snapshot()).toEqual(before);
  });
});
