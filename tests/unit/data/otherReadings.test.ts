/**
 * Fields the specification allows in two forms (resources/readings.ts): the console's answer check
 * takes either without calling it a mismatch, and reads an account entry's currency given as a code.
 */
import { describe, expect, it, vi } from 'vitest';
import { AccountHistoryEntry, accountHistory } from '../../../resources/accountHistory';
import { Betslip } from '../../../resources/betslip';
import { Player } from '../../../resources/player';
import { checkContract } from '../../../src/data/contract';
import { readListPage } from '../../../src/data/listRequest';
import { accountHistorySample, betslipSample } from '../resources/samples';
import { playerRecord } from './fixtures';

describe('the answer check', () => {
  it('takes the other form a field allows: gender 1 (001 §3), a redemption period in days, a currency code', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      checkContract('throw', Player, [playerRecord({ gender: 1 as never })], 'GET players/{id}');
      checkContract('throw', Betslip, [{ ...betslipSample, redemptionPeriod: 90 }], 'GET betslips/{id}');
      checkContract('throw', AccountHistoryEntry, [{ ...accountHistorySample, currency: 'EUR' }], 'GET accountHistories');
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('still names a value neither form allows, and every other mismatch of the record', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => checkContract('throw', Player, [playerRecord({ gender: 3 as never })], 'GET players/{id}')).toThrow(/gender/);
      expect(() =>
        checkContract('throw', Player, [playerRecord({ gender: 1 as never, status: 'SLEEPING' as never })], 'GET players/{id}'),
      ).toThrow(/status/);
    } finally {
      error.mockRestore();
    }
  });
});

describe('an account entry whose currency is a code', () => {
  it('is read as { code } in a list and in the profile\'s groups, without changing the answer', () => {
    const row = { ...accountHistorySample, currency: 'EUR' };
    const page = readListPage(accountHistory, { content: [row], totalElements: 1 }, false, (r) => r.id as number);
    expect(page.rows[0]!.currency).toEqual({ code: 'EUR', currencySymbol: null });
    expect(row.currency).toBe('EUR');
    const grouped = readListPage(accountHistory, { groups: [{ key: '2026-10-25', content: [row] }], totalElements: 1 }, true, (r) => r.id as number);
    expect(grouped.rows[0]!.currency).toEqual({ code: 'EUR', currencySymbol: null });
    // The declared form is kept as it came.
    const declared = readListPage(accountHistory, { content: [accountHistorySample], totalElements: 1 }, false, (r) => r.id as number);
    expect(declared.rows[0]).toBe(accountHistorySample);
  });
});

describe('a total that is a lower bound', () => {
  it('is marked only when the page says totalElementsAtLeast: true, in a flat and a grouped page', () => {
    const row = accountHistorySample;
    const id = (r: Record<string, unknown>) => r.id as number;
    expect(readListPage(accountHistory, { content: [row], totalElements: 1001, totalElementsAtLeast: true }, false, id)).toMatchObject({
      total: 1001,
      totalAtLeast: true,
    });
    const grouped = readListPage(accountHistory, { groups: [{ key: '2026-10-25', content: [row] }], totalElements: 1001, totalElementsAtLeast: true }, true, id);
    expect(grouped).toMatchObject({ total: 1001, totalAtLeast: true });
    // An API without the flag (or with another value) has exact totals.
    for (const page of [{ content: [row], totalElements: 7 }, { content: [row], totalElements: 7, totalElementsAtLeast: 'yes' }]) {
      const read = readListPage(accountHistory, page, false, id);
      expect(read.total).toBe(7);
      expect(read).not.toHaveProperty('totalAtLeast');
    }
  });
});
