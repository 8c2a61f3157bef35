import { describe, expect, it } from 'vitest';
import type { Player } from '../../../resources/player';
import {
  emptyForm,
  localizedArgs,
  paymentFormSchema,
  offeredCampaigns,
  paymentRequest,
  withDefaults,
  type Availability,
  type PaymentData,
} from '../../../src/pages/player/payments/paymentRules';

const player = {
  id: 7,
  operatorCode: 'op1',
  playerCode: { playerUsername: 'jane', playerRealm: 'op1' },
  withdrawalDisabled: false,
  balanceBag: [{ code: 'W1', gatewayCode: 'CASH', currency: { code: 'EUR' }, balance: 50, isMainWallet: true }],
} as unknown as Player;

const campaign = (id: number, currency: string, gateways: string[], available = true): Availability => ({
  bonusCampaign: { id, code: `C${id}`, title: `Campaign ${id}`, currency, gateways, minDepositAmount: 25 },
  available,
  unavailabilityReasonText: available ? null : 'limit reached',
});

const data: PaymentData = {
  gateways: [
    {
      code: 'CASH',
      name: 'Cash desk',
      type: 'CASH',
      allowedCurrencies: [{ currency: 'EUR', currencySymbol: '€', currencyType: 'FIAT' }],
      depositLimits: { minAmount: 1, maxAmount: 1000 },
      withdrawalLimits: { minAmount: 1, maxAmount: 1000 },
    },
  ],
  exchange: { baseCurrency: { currency: 'EUR' }, rates: {} },
  campaigns: [campaign(1, 'EUR', ['CASH']), campaign(2, 'USD', ['CASH']), campaign(3, 'EUR', ['OTHER'])],
  depositAmounts: {},
  activeBonus: null,
};

describe('manual payment form rules', () => {
  it('offers only campaigns in the deposit currency whose gateways include the wallet', () => {
    expect(offeredCampaigns(data.campaigns, 'EUR', 'CASH').map((entry) => entry.bonusCampaign.id)).toEqual([1]);
    expect(offeredCampaigns(data.campaigns, '', 'CASH')).toEqual([]);
  });

  it.each([
    ['empty form (the only gateway and currency preselected)', {}, ['amount', 'description']],
    ['valid deposit', { gatewayCode: 'CASH', currency: 'EUR', amount: '10', description: 'x' }, []],
    ['campaign minimum', { gatewayCode: 'CASH', currency: 'EUR', amount: '10', description: 'x', bonusCampaignId: 1 }, ['amount']],
    [
      'withdrawal over balance',
      { direction: 'WITHDRAWAL', gatewayCode: 'CASH', currency: 'EUR', amount: '60', description: 'x' },
      ['amount'],
    ],
  ] as const)('%s', (_, patch, fields) => {
    const form = { ...emptyForm('DEPOSIT'), ...patch };
    const issues = paymentFormSchema(player, () => data).safeParse(form).error?.issues ?? [];
    expect([...new Set(issues.map((issue) => issue.path.join('.')))].sort()).toEqual([...fields].sort());
  });

  it('names a missing gateway and currency when there is more than one to choose from', () => {
    const two = { ...data, gateways: [...data.gateways, { ...data.gateways[0], code: 'SKRILL' }] };
    const issues = paymentFormSchema(player, () => two).safeParse(emptyForm('DEPOSIT')).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['gatewayCode', 'app.payments.rules.gatewayRequired'],
      ['currency', 'app.payments.rules.currencyRequired'],
      ['amount', 'app.payments.rules.amountRequired'],
      ['description', 'app.payments.rules.descriptionRequired'],
    ]);
  });

  it('shows the direction and period words and the amounts of a rule in the page language', () => {
    const german: Record<string, string> = {
      'app.payments.rules.direction.DEPOSIT': 'Einzahlung',
      'app.payments.rules.period.daily': 'tägliche',
    };
    expect(
      localizedArgs({ direction: 'deposit', period: 'daily', amount: 1234.5, limit: 1000, symbol: '€' }, (key) => german[key] ?? key, 'de'),
    ).toEqual({
      direction: 'Einzahlung',
      period: 'tägliche',
      amount: '1234,50',
      limit: '1000,00',
      symbol: '€',
    });
    expect(localizedArgs({ total: 5000, previous: 2500.25 }, (key) => key, 'en')).toEqual({ total: '5000.00', previous: '2500.25' });
  });

  it('preselects the only gateway and the only currency, keeping what the user chose', () => {
    expect(withDefaults(emptyForm('DEPOSIT'), data)).toMatchObject({ gatewayCode: 'CASH', currency: 'EUR' });
    const two = {
      gateways: [...data.gateways, { ...data.gateways[0], code: 'SKRILL', allowedCurrencies: [{ currency: 'EUR' }, { currency: 'USD' }] }],
    };
    expect(withDefaults(emptyForm('DEPOSIT'), two)).toMatchObject({ gatewayCode: '', currency: '' });
    expect(withDefaults({ ...emptyForm('DEPOSIT'), gatewayCode: 'SKRILL' }, two)).toMatchObject({ gatewayCode: 'SKRILL', currency: '' });
    expect(withDefaults({ ...emptyForm('DEPOSIT'), gatewayCode: 'CASH' }, two)).toMatchObject({ currency: 'EUR' });
    expect(withDefaults({ ...emptyForm('DEPOSIT'), gatewayCode: 'SKRILL', currency: 'USD' }, two)).toMatchObject({ currency: 'USD' });
  });

  it('builds the payment request of 001 §3', () => {
    const form = {
      ...emptyForm('DEPOSIT'),
      gatewayCode: 'CASH',
      currency: 'EUR',
      amount: '12.5',
      description: ' cash ',
      bonusCampaignId: 1 as const,
    };
    expect(paymentRequest(form, player, new Date('2025-01-02T03:04:05Z'))).toEqual({
      accountMovement: 12.5,
      balance: -1,
      date: '2025-01-02T03:04:05.000Z',
      description: 'cash',
      playerId: 7,
      operatorCode: 'op1',
      type: 'PAYMENT',
      currency: 'EUR',
      bonusCampaignId: 1,
      paymentType: { requestType: 'DEPOSIT' },
      playerUsername: 'jane',
      gatewayCode: 'CASH',
    });
  });
});
