import { describe, expect, it } from 'vitest';
import {
  convertLimit,
  manualPaymentForm,
  paymentRuleText,
  validatePayment,
  withdrawable,
  type PaymentRuleInput,
} from '../../../resources/paymentRules';

const player: PaymentRuleInput['player'] = {
  withdrawalDisabled: false,
  balanceBag: [{ code: 'W1', gatewayCode: 'CASH', currency: { code: 'EUR' }, balance: 100 }],
};

const base: PaymentRuleInput = {
  direction: 'DEPOSIT',
  gatewayCode: 'CASH',
  currency: { currency: 'EUR', currencySymbol: '€', currencyType: 'FIAT' },
  amount: '10',
  description: 'cash in',
  player,
};

const texts = (input: Partial<PaymentRuleInput>) => validatePayment({ ...base, ...input }).map((issue) => paymentRuleText(issue));

describe('validatePayment', () => {
  it('accepts a valid deposit', () => {
    expect(validatePayment(base)).toEqual([]);
  });

  it.each<[string, Partial<PaymentRuleInput>, string]>([
    ['gateway', { gatewayCode: '' }, 'cash desk gateway cannot be empty!'],
    ['currency', { currency: null }, 'currency cannot be empty!'],
    ['empty amount', { amount: '' }, 'amount cannot be empty!'],
    ['blank amount', { amount: '  ' }, 'amount cannot be empty!'],
    ['zero amount', { amount: '0' }, 'amount must be > 0'],
    ['negative amount', { amount: -5 }, 'amount must be > 0'],
    ['an amount past the largest one (a mistyped exponent)', { amount: '1e40' }, 'amount must be at most 1000000000000'],
    ['blank description', { description: '   ' }, 'description cannot be empty!'],
    ['absent description', { description: undefined }, 'description cannot be empty!'],
    ['description over 255 characters', { description: 'x'.repeat(256) }, 'description must be at most 255 characters'],
    [
      'campaign minimum',
      { campaign: { id: 1, minDepositAmount: 20, available: true } },
      'Minimum deposit amount for the selected bonus campaign is 20 €',
    ],
    [
      'unavailable campaign',
      { campaign: { id: 1, available: false, unavailabilityReasonText: 'already used' } },
      'The bonus campaign is not available for this player: already used. Select another one that is available',
    ],
    [
      'daily deposit limit',
      { player: { ...player, selfProtectionDailyDepositLimit: { limit: 50 } }, depositAmounts: { selfProtectionDailyDepositLimit: 45 } },
      'Deposit exceeds the daily deposit limit of 50€: previous deposits 45€, total 55€',
    ],
    [
      'monthly deposit limit',
      { player: { ...player, selfProtectionMonthlyDepositLimit: { limit: 5 } } },
      'Deposit exceeds the monthly deposit limit of 5€: previous deposits 0€, total 10€',
    ],
    ['gateway min', { gatewayLimits: { minAmount: 20 } }, 'Amount 10€ should be greater than gateway min deposit amount 20€'],
    ['gateway max', { gatewayLimits: { maxAmount: 5 } }, 'Amount 10€ should be less than gateway max deposit amount 5€'],
    [
      'player min approved',
      { player: { ...player, minApprovedDeposit: { limit: 15 } } },
      'Amount 10€ should be greater than player min approved deposit amount 15€',
    ],
    [
      'player max approved (wording as found)',
      { player: { ...player, maxApprovedDeposit: { limit: 8 } } },
      'Amount 10€ should be greater than player max approved deposit amount 8€',
    ],
  ])('deposit: %s', (_, input, message) => {
    expect(texts(input)).toContain(message);
  });

  it.each<[string, Partial<PaymentRuleInput>, string]>([
    ['no wallet', { currency: { currency: 'USD', currencySymbol: '$' } }, 'player does not have a wallet for USD to withdraw from!'],
    ['verification', { player: { ...player, withdrawalDisabled: true } }, 'Withdrawal is not allowed, account verification is required.'],
    [
      'bonus money',
      { amount: 90, activeBonus: { bonusMoney: 20, walletCode: 'W1' } },
      'max available for withdrawal (current balance - active bonus money) is 80€',
    ],
    [
      'player max approved withdrawal',
      { player: { ...player, maxApprovedWithdrawal: { limit: 5 } } },
      'Amount 10€ should be greater than player max approved withdrawal amount 5€',
    ],
    ['gateway min withdrawal', { gatewayLimits: { minAmount: 50 } }, 'Amount 10€ should be greater than gateway min withdrawal amount 50€'],
  ])('withdrawal: %s', (_, input, message) => {
    expect(texts({ direction: 'WITHDRAWAL', ...input })).toContain(message);
  });

  it('does not check deposit limits on withdrawals, nor withdrawal rules on deposits', () => {
    expect(texts({ direction: 'WITHDRAWAL', player: { ...player, selfProtectionDailyDepositLimit: { limit: 1 } } })).toEqual([]);
    expect(texts({ player: { ...player, withdrawalDisabled: true } })).toEqual([]);
  });

  it('converts limits into the chosen currency before comparing', () => {
    const input: Partial<PaymentRuleInput> = {
      currency: { currency: 'USD', currencySymbol: '$', currencyType: 'FIAT' },
      player: { ...player, balanceBag: [] },
      exchange: { baseCurrency: 'EUR', rates: { USD: { rate: 2 } } },
      gatewayLimits: { minAmount: 10 },
      amount: 15,
    };
    expect(texts(input)).toContain('Amount 15$ should be greater than gateway min deposit amount 20$');
  });

  it('puts each failed rule at its form field in the form schema', () => {
    const values = {
      direction: 'DEPOSIT',
      gatewayCode: 'CASH',
      currency: 'EUR',
      amount: '',
      description: '',
      bonusCampaignId: '',
    } as const;
    const issues = manualPaymentForm(() => ({ ...base, amount: '', description: '' })).safeParse(values).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amount', 'app.payments.rules.amountRequired'],
      ['description', 'app.payments.rules.descriptionRequired'],
    ]);
  });
});

describe('convertLimit', () => {
  // The risks as the server's uiInfo.exchangeRisks gives them.
  const exchange = {
    baseCurrency: 'EUR',
    rates: { USD: { rate: 1.1 }, BTC: { rate: 0.00002 }, XXX: { rate: 0 } },
    risks: { FIAT: 0, CRYPTO: 5 },
  };
  it.each<[string, Parameters<typeof convertLimit>[1], number, number]>([
    ['tenant currency type: unchanged', { currency: 'PTS', currencyType: 'TENANT_CURRENCY' }, 100, 100],
    ['base currency: unchanged', { currency: 'EUR', currencyType: 'FIAT' }, 100, 100],
    ['fiat: × rate, rounded down', { currency: 'USD', currencyType: 'FIAT' }, 105, 115],
    ['crypto: ÷ 1.05 × rate, rounded down', { currency: 'BTC', currencyType: 'CRYPTO' }, 10_500_000, 200],
    ['zero rate: 0', { currency: 'XXX', currencyType: 'FIAT' }, 100, 0],
    ['a type without a server risk: × rate only', { currency: 'USD', currencyType: 'STABLECOIN' }, 105, 115],
    ['absent rate: 0', { currency: 'YYY', currencyType: 'FIAT' }, 100, 0],
  ])('%s', (_, currency, amount, expected) => {
    expect(convertLimit(amount, currency, exchange)).toBe(expected);
  });
});

it('takes the risk percentages from the exchange data, not from constants', () => {
  const currency = { currency: 'BTC', currencyType: 'CRYPTO' };
  const rates = { BTC: { rate: 0.00002 } };
  expect(convertLimit(10_000_000, currency, { baseCurrency: 'EUR', rates, risks: { CRYPTO: 0 } })).toBe(200);
  expect(convertLimit(10_000_000, currency, { baseCurrency: 'EUR', rates, risks: { CRYPTO: 25 } })).toBe(160);
});

describe('withdrawable', () => {
  const wallet = { code: 'W1', gatewayCode: 'CASH', currency: { code: 'EUR' }, balance: 113.78 };
  const other = { code: 'W2', gatewayCode: 'MPESA', currency: { code: 'EUR' }, balance: 20 };
  it.each([
    ['no bonus', null, 113.78],
    ['a bonus in this wallet', { bonusMoney: 30.01, walletCode: 'W1' }, 83.77],
    ['a bonus in the other wallet', { bonusMoney: 30, walletCode: 'W2' }, 113.78],
    ['a bonus naming no wallet', { bonusMoney: 30 }, 83.78],
    // A gateway code is not a wallet code: the bonus counts against every wallet.
    ['a bonus naming a code no wallet has', { bonusMoney: 165, walletCode: 'CASH' }, -51.22],
  ])('%s', (_, bonus, expected) => {
    expect(withdrawable(wallet, bonus, [wallet, other])).toBe(expected);
  });
});
