import { csvCellText, csvColumnOf } from '../../../resources/csv';
import { enumNameAt } from '../../../resources/model';
import { codeOfCurrency, currencySymbol, formatMoney } from '../../../resources/money';
import { payments } from '../../../resources/payments';
import { Player } from '../../../resources/player';
import { betslip, type Betslip } from '../../../resources/betslip';
import { periodText } from '../../../src/format/periodText';
import { ticketLines } from '../../../src/pages/ticket/ticketLines';
import { profileTiles } from '../../../src/pages/player/profileTiles';
import { MONEY_TILES, movementCurrency, movementSeries, pieSlices } from '../../../src/pages/statistics/statisticsMath';
import { campaignProblem, offeredCampaigns } from '../../../src/panels/bonusCampaignRules';
import { valueText } from '../../../src/resource-ui/cellValue';
import { playerRecord } from '../data/fixtures';
import { betslipSample, bonusRecordSample, paymentSample } from '../resources/samples';

describe('enum and code names of declared fields', () => {
  it('names the catalogue of enums and open code lists, and nothing for plain text', () => {
    expect(enumNameAt(Player, 'status')).toBe('userState');
    expect(enumNameAt(Player, 'gender')).toBe('gender');
    expect(enumNameAt(Player, 'langCode')).toBe('language');
    expect(enumNameAt(Player, 'role')).toBe('role');
    expect(enumNameAt(payments.schema, 'paymentMethod')).toBe('paymentMethod');
    expect(enumNameAt(payments.schema, 'paymentWallet')).toBe('paymentGateway');
    expect(enumNameAt(betslip.schema, 'walletType')).toBe('walletType');
    expect(enumNameAt(Player, 'firstName')).toBeUndefined();
    expect(enumNameAt(Player, 'nonexistent')).toBeUndefined();
  });

  it('accepts codes beyond the labelled ones, and exports them as labels', () => {
    expect(payments.schema.shape.paymentMethod.parse('VOUCHER')).toBe('VOUCHER');
    const column = csvColumnOf(payments.schema, { source: 'paymentWallet' });
    expect(column).toEqual({ source: 'paymentWallet', kind: 'enum', enumName: 'paymentGateway' });
  });
});

describe('currencySymbol', () => {
  it('gives the symbol the language writes, else the code', () => {
    expect(currencySymbol('EUR', 'de')).toBe('€');
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('RUB', 'ru')).toBe('₽');
    expect(currencySymbol('not a code', 'en')).toBe('not a code');
  });
});

describe('the bonus minimum-deposit message', () => {
  it('writes the minimum in the language with the currency symbol', () => {
    const entry = { bonusCampaign: { ...bonusRecordSample.bonusCampaign, currency: 'EUR', minDepositAmount: 1250 }, available: true };
    const problem = campaignProblem({ ...paymentSample, accountMovement: 20 }, entry as never, 'de');
    expect(problem).toEqual({ key: 'app.panels.paymentBonus.minimumDeposit', args: { amount: '1250,00', currency: '€' } });
    expect(campaignProblem({ ...paymentSample, accountMovement: 2000 }, entry as never, 'de')).toBeUndefined();
  });
});

describe('statistics labels and currency', () => {
  it('names pie slices by their label and keeps the code', () => {
    const slices = pieSlices({ SINGLES: 3, MULTIPLE: 5, SYSTEM: 0 }, (code) => `label:${code}`);
    expect(slices).toEqual([
      { code: 'MULTIPLE', name: 'label:MULTIPLE', value: 5 },
      { code: 'SINGLES', name: 'label:SINGLES', value: 3 },
    ]);
  });

  it('finds the one currency of the movements', () => {
    const stats = (currencies: string[]) => ({
      totalPayinAmount: 0,
      totalPayoutAmount: 0,
      houseWin: 0,
      totalPayoutBonusAmount: 0,
      numberOfBets: 0,
      totalStake: 0,
      depositsGroupedByDayAndCurrency: currencies.map((currency) => ({ created: '2026-01-01T00:00:00Z', accountMovement: 1, currency })),
      withdrawalsGroupedByDayAndCurrency: [],
    });
    expect(movementCurrency(stats(['EUR', 'EUR']))).toBe('EUR');
    expect(movementCurrency(stats(['EUR', 'USD']))).toBeUndefined();
    expect(movementCurrency(stats([]))).toBeUndefined();
    expect(MONEY_TILES.has('betCount')).toBe(false);
  });

  it("charts one currency's movements, never adding amounts of another", () => {
    const entry = (created: string, accountMovement: number, currency: unknown) => ({ created, accountMovement, currency });
    const stats = {
      totalPayinAmount: 0,
      totalPayoutAmount: 0,
      houseWin: 0,
      totalPayoutBonusAmount: 0,
      numberOfBets: 0,
      totalStake: 0,
      depositsGroupedByDayAndCurrency: [
        entry('2026-01-01T00:00:00Z', 10, 'EUR'),
        entry('2026-01-01T00:00:00Z', 500, 'TRY'),
        entry('2026-01-02T00:00:00Z', 5, { code: 'EUR', currencySymbol: '€' }),
      ],
      withdrawalsGroupedByDayAndCurrency: [entry('2026-01-02T00:00:00Z', -3, 'EUR')],
    } as Parameters<typeof movementSeries>[0];
    expect(movementSeries(stats, '2026-01-01', 'EUR')).toEqual([
      { day: '2026-01-01', deposits: 10, withdrawals: 0 },
      { day: '2026-01-02', deposits: 5, withdrawals: 3 },
    ]);
    expect(movementSeries(stats, '2026-01-01')[0]).toEqual({ day: '2026-01-01', deposits: 510, withdrawals: 0 });
  });

  it('gives the beta tiles their currency and enum names', () => {
    const tiles = profileTiles(playerRecord({ kycStatus: 'VERIFIED', riskGroup: 'Normal', accountType: 'PLAYER' }), undefined);
    expect(tiles).toHaveLength(12);
    const byKey = Object.fromEntries(tiles.map((tile) => [tile.key, tile]));
    expect(byKey.kycStatus).toEqual({ key: 'kycStatus', value: 'VERIFIED', enumName: 'kycStatus' });
    expect(byKey.riskGroup.enumName).toBe('riskProfile');
    expect(byKey.accountType.enumName).toBe('accountType');
    expect(byKey.deposits.currency).toBe('EUR');
    expect(byKey.betCount.currency).toBeUndefined();
  });
});

describe('periodText', () => {
  it('writes a period of one unit in the language, other text as it is', () => {
    expect(periodText('30 days', 'ru')).toBe('30 дней');
    expect(periodText('30 days', 'de')).toBe('30 Tage');
    expect(periodText('P1D', 'en')).toBe('1 day');
    expect(periodText('PT12H', 'de')).toBe('12 Stunden');
    expect(periodText('until the match ends', 'de')).toBe('until the match ends');
  });
});

describe('the ticket lines of fields in another type or left out', () => {
  const enumLabel = (name: string, value: string) => `${name}:${value}`;
  const line = (lines: { key: string; value: string }[], key: string) => lines.find((entry) => entry.key === key)?.value;

  it('writes a redemption period given as a number of days, and — for what is missing', () => {
    const lines = ticketLines({ ...betslipSample, redemptionPeriod: 90 as unknown as string } as unknown as Betslip, enumLabel, 'en');
    expect(line(lines, 'redemptionPeriod')).toBe('90 days');
    const bare = { ...betslipSample, betslipStatus: undefined, maxWinValue: '18.5', created: null } as unknown as Betslip;
    const loose = ticketLines(bare, enumLabel, 'de');
    expect(line(loose, 'status')).toBe('—');
    expect(line(loose, 'maxWin')).toBe('—');
    expect(line(loose, 'date')).toBe('—');
    expect(line(loose, 'redemptionPeriod')).toBe('30 Tage');
  });

  it('writes a number of days in the language', () => {
    expect(periodText(90, 'ru')).toBe('90 дней');
    expect(periodText(1, 'en')).toBe('1 day');
  });
});

describe('a currency as a code or { code, currencySymbol }', () => {
  const euro = { code: 'EUR', currencySymbol: '€' };

  it('reads the code of either form, and nothing of anything else', () => {
    expect(codeOfCurrency('EUR')).toBe('EUR');
    expect(codeOfCurrency(euro)).toBe('EUR');
    expect(codeOfCurrency({ currencySymbol: '€' })).toBeUndefined();
    expect(codeOfCurrency('')).toBeUndefined();
    expect(codeOfCurrency(978)).toBeUndefined();
    expect(codeOfCurrency(null)).toBeUndefined();
  });

  it('prints the symbol after an amount and the code in a text cell and a CSV cell', () => {
    expect(formatMoney(20, 'en', euro)).toBe('20.00\u00a0€');
    expect(formatMoney(20, 'en', { code: 'EUR', currencySymbol: null })).toBe('20.00\u00a0EUR');
    expect(valueText(euro)).toBe('EUR');
    const column = csvColumnOf(payments.schema, { source: 'currency' })!;
    expect(csvCellText(column, euro, { central: false } as Parameters<typeof csvCellText>[2])).toBe('EUR');
  });

  it('uses the code in the profile tiles, the statistics and the campaigns a deposit is offered', () => {
    const tiles = profileTiles(playerRecord({ tenantCurrency: euro as unknown as string }), undefined);
    expect(tiles.find((tile) => tile.key === 'deposits')?.currency).toBe('EUR');
    const stats = {
      totalPayinAmount: 0,
      totalPayoutAmount: 0,
      houseWin: 0,
      totalPayoutBonusAmount: 0,
      numberOfBets: 0,
      totalStake: 0,
      depositsGroupedByDayAndCurrency: [{ created: '2026-01-01T00:00:00Z', accountMovement: 1, currency: euro as unknown as string }],
      withdrawalsGroupedByDayAndCurrency: [{ created: '2026-01-02T00:00:00Z', accountMovement: 1, currency: 'EUR' }],
    };
    expect(movementCurrency(stats)).toBe('EUR');
    const entry = { bonusCampaign: { ...bonusRecordSample.bonusCampaign, currency: euro } } as unknown as Parameters<
      typeof offeredCampaigns
    >[1][number];
    const payment = { currency: 'EUR', paymentWallet: 'SKRILL' } as Parameters<typeof offeredCampaigns>[0];
    expect(offeredCampaigns(payment, [entry])).toHaveLength(1);
  });
});
