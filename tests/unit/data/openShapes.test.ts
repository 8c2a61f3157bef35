/**
 * The answer shapes the specification leaves open, read in every legitimate form: the profile's
 * account history grouped or as a plain list (002 §7 "grouped by key"), a gateway's limits under
 * any of their keys (001 §3 "gateway limits minAmount, maxAmount"), a limit's colour in other words
 * or in the installation's codes (001 §2's legend, 001 §3 `color`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountHistory } from '../../../resources/accountHistory';
import { gatewayInDeclaredForm } from '../../../resources/playerGateways';
import { limitOriginOf, PlayerLimits } from '../../../resources/playerLimits';
import { inDeclaredForm } from '../../../resources/readings';
import { checkContract } from '../../../src/data/contract';
import { readApiProfile } from '../../../src/data/apiProfile';
import { knownApiOf } from '../../../src/data/createDataProvider';
import { readListPage } from '../../../src/data/listRequest';
import { resourceDefinitions } from '../../../src/generated/declarations';
import { limitOrigin } from '../../../src/pages/limits/limitColors';
import { accountHistorySample } from '../resources/samples';
import { fakeFetch } from './fakeFetch';
import { generatedProvider, profilePage, tagged } from './generatedProvider';

afterEach(() => vi.restoreAllMocks());

const idOf = (row: Record<string, unknown>) => row.id as number;
const entry = (id: number, created: string) => ({ ...accountHistorySample, id, created });

describe("the profile's account history", () => {
  const rows = [entry(3, '2026-10-25T23:30:00Z'), entry(2, '2026-10-25T08:00:00Z'), entry(1, '2026-10-24T10:00:00Z')];
  const expected = [
    { key: '2026-10-26', ids: [3] },
    { key: '2026-10-25', ids: [2] },
    { key: '2026-10-24', ids: [1] },
  ];

  it('reads the groups as a list of { key, content }, as the reference server answers', () => {
    const page = readListPage(
      accountHistory,
      { groups: [{ key: '2026-10-25', content: rows.slice(0, 2) }, { key: '2026-10-24', content: rows.slice(2) }], totalElements: 3 },
      true,
      idOf,
    );
    expect(page.groups).toEqual([
      { key: '2026-10-25', ids: [3, 2] },
      { key: '2026-10-24', ids: [1] },
    ]);
    expect(page.total).toBe(3);
  });

  it('groups a page or a plain list by the day of created in the time zone asked for', () => {
    const read = { timeZone: 'Europe/Berlin' };
    expect(readListPage(accountHistory, { content: rows, totalElements: 9 }, true, idOf, read)).toMatchObject({ total: 9, groups: expected });
    expect(readListPage(accountHistory, rows, true, idOf, read)).toMatchObject({ total: 3, groups: expected });
    expect(readListPage(accountHistory, rows, true, idOf).groups!.map((group) => group.key)).toEqual(['2026-10-25', '2026-10-24']);
  });

  it('reads groups as a map of key to rows, under groups or as the payload itself', () => {
    const map = { '2026-10-25': rows.slice(0, 2), '2026-10-24': rows.slice(2) };
    const groups = [
      { key: '2026-10-25', ids: [3, 2] },
      { key: '2026-10-24', ids: [1] },
    ];
    expect(readListPage(accountHistory, { groups: map, totalElements: 3 }, true, idOf).groups).toEqual(groups);
    expect(readListPage(accountHistory, map, true, idOf).groups).toEqual(groups);
  });

  it('reads a list answered grouped or as a plain list where a page is declared', () => {
    expect(readListPage(accountHistory, rows, false, idOf).rows.map(idOf)).toEqual([3, 2, 1]);
    expect(readListPage(accountHistory, { groups: [{ key: 'a', content: rows }] }, false, idOf).rows.map(idOf)).toEqual([3, 2, 1]);
  });

  it('names what it expected when nothing usable came back', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => readListPage(accountHistory, { total: 3 }, true, idOf)).toThrow(/has no groups or content/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('expected a payload with groups or content or a list of rows'), { total: 3 });
  });
});

describe("a gateway's limits", () => {
  const declared = { depositLimits: { minAmount: 1, maxAmount: 100 }, withdrawalLimits: { minAmount: 5, maxAmount: 50 } };

  it('keeps the declared form as it came', () => {
    const gateway = { code: 'CASH', ...declared };
    expect(gatewayInDeclaredForm(gateway)).toBe(gateway);
  });

  it.each([
    ['singular keys', { depositLimit: { minAmount: 1, maxAmount: 100 }, withdrawalLimit: { minAmount: 5, maxAmount: 50 } }],
    ['direction keys with min and max', { deposit: { min: 1, max: 100 }, withdrawal: { min: '5', max: '50' } }],
    ['a limits object', { limits: { deposit: { minAmount: 1, maxAmount: 100 }, withdrawal: { minAmount: 5, maxAmount: 50 } } }],
    ['flat keys', { minDepositAmount: 1, maxDepositAmount: 100, minWithdrawal: 5, maxWithdrawal: 50 }],
  ])('reads %s', (_, limits) => {
    expect(gatewayInDeclaredForm({ code: 'CASH', ...limits })).toMatchObject(declared);
  });

  it("reads the gateway's own minAmount and maxAmount as the range of both directions (001 §3)", () => {
    expect(gatewayInDeclaredForm({ code: 'CASH', minAmount: 2, maxAmount: null })).toMatchObject({
      depositLimits: { minAmount: 2, maxAmount: null },
      withdrawalLimits: { minAmount: 2, maxAmount: null },
    });
  });
});

describe("a limit's colour", () => {
  it.each([
    ['OPERATOR_DEFAULT', 'OPERATOR_DEFAULT'],
    ['operatorDefault', 'OPERATOR_DEFAULT'],
    ['default', 'OPERATOR_DEFAULT'],
    ['grey', 'OPERATOR_DEFAULT'],
    ['#E0E0E0', 'OPERATOR_DEFAULT'],
    ['riskGroup', 'RISK_GROUP'],
    ['risk-group', 'RISK_GROUP'],
    ['light blue', 'RISK_GROUP'],
    ['#b3e5fc', 'RISK_GROUP'],
    ['manual', 'MANUAL'],
    ['MANUALLY_CHANGED', 'MANUAL'],
    ['white', 'MANUAL'],
    ['#fff', 'MANUAL'],
  ])('reads %s as %s', (code, origin) => {
    expect(limitOriginOf(code)).toBe(origin);
  });

  it("reads a code only the installation's profile gives a meaning, and nothing else", () => {
    const codes = new Map([['limitOrigin', new Map([['2', 'RISK_GROUP']])]]);
    expect(limitOriginOf(2, codes)).toBe('RISK_GROUP');
    expect(limitOriginOf(2)).toBeUndefined();
    // A cell shows a code nothing reads as the operator default.
    expect(limitOrigin({ limit: 5, color: 7 as never })).toBe('OPERATOR_DEFAULT');
  });

  it('is put into the declared form in a limits record, and the answer check takes the other forms', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const record = { maxStakePerBetslip: { limit: 5, color: 'riskGroup' }, minApprovedDeposit: { limit: 1, color: 1 } };
    const codes = new Map([['limitOrigin', new Map([['1', 'MANUAL']])]]);
    expect(inDeclaredForm(PlayerLimits, record, codes)).toMatchObject({
      maxStakePerBetslip: { color: 'RISK_GROUP' },
      minApprovedDeposit: { color: 'MANUAL' },
    });
    expect(record.maxStakePerBetslip.color).toBe('riskGroup');
    checkContract('log', PlayerLimits.pick({ maxStakePerBetslip: true }), [{ maxStakePerBetslip: { limit: 5, color: 3 } }], 'GET players');
    expect(error).not.toHaveBeenCalled();
  });

  it("reads the profile's backoffice:api-code tags, naming what is wrong with one", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tags = ['limitOrigin RISK_GROUP 2 risk', 'limitOrigin MANUAL 3', 'limitOrigin BLUE 4', 'gender MALE 1', 'limitOrigin MANUAL', 'limitOrigin MANUAL 2'];
    const profile = readApiProfile(knownApiOf(resourceDefinitions), profilePage(...tagged('backoffice:api-code', ...tags)));
    expect([...profile.codes!.get('limitOrigin')!]).toEqual([
      ['2', 'RISK_GROUP'],
      ['risk', 'RISK_GROUP'],
      ['3', 'MANUAL'],
    ]);
    expect(profile.problems).toEqual([
      '"limitOrigin BLUE 4": BLUE is not a value of limitOrigin (OPERATOR_DEFAULT, RISK_GROUP, MANUAL)',
      '"gender MALE 1": the codes of gender cannot be set (the profile sets those of limitOrigin)',
      '"limitOrigin MANUAL": expected "<enumeration> <value> <code> [<code> …]"',
      '"limitOrigin MANUAL 2": the code 2 already means RISK_GROUP: the first setting is used',
    ]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^API profile \(backoffice:api-code\) left out: "limitOrigin BLUE 4"/));
  });

  it("reaches the limits record through the data provider with the installation's codes", async () => {
    const fake = fakeFetch({ body: { success: true, payload: { content: [{ id: 7, maxStakePerBetslip: { limit: 5, color: 2 } }], totalElements: 1 } } });
    const page = profilePage(...tagged('backoffice:api-code', 'limitOrigin RISK_GROUP 2'));
    const provider = generatedProvider(fake, readApiProfile(knownApiOf(resourceDefinitions), page));
    const { data } = await provider.getOne('players-limits', { id: 7 });
    expect((data as { maxStakePerBetslip: { color: string } }).maxStakePerBetslip.color).toBe('RISK_GROUP');
  });
});
