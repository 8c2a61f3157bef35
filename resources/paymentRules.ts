/**
 * Manual payment rules (001 §5 Payments): the checks a manual deposit or withdrawal must pass,
 * shared by the console's Payments panel and the API, which enforces the same rules. Pure: no I/O,
 * imports zod only. Each failed rule is a catalogue key (`app.payments.rules.*`) with arguments;
 * {@link PAYMENT_MESSAGES} holds the spec's English texts and {@link paymentRuleText} renders one.
 */
import { z } from 'zod';
import { subtractExact } from './decimal';
import { PaymentDirection } from './enums';
import { AMOUNT_MAX, money } from './rules';

/** Catalogue keys of the rules' messages, with the spec's English text (polyglot `%{name}` placeholders). */
export const PAYMENT_MESSAGES = {
  'app.payments.rules.gatewayRequired': 'cash desk gateway cannot be empty!',
  'app.payments.rules.currencyRequired': 'currency cannot be empty!',
  'app.payments.rules.amountRequired': 'amount cannot be empty!',
  'app.payments.rules.amountPositive': 'amount must be > 0',
  'app.payments.rules.amountTooLarge': 'amount must be at most %{max}',
  'app.payments.rules.campaignMinimum': 'Minimum deposit amount for the selected bonus campaign is %{amount} %{symbol}',
  'app.payments.rules.campaignUnavailable':
    'The bonus campaign is not available for this player: %{reason}. Select another one that is available',
  'app.payments.rules.depositLimit':
    'Deposit exceeds the %{period} deposit limit of %{limit}%{symbol}: previous deposits %{previous}%{symbol}, total %{total}%{symbol}',
  'app.payments.rules.noWallet': 'player does not have a wallet for %{currency} to withdraw from!',
  'app.payments.rules.withdrawalDisabled': 'Withdrawal is not allowed, account verification is required.',
  'app.payments.rules.maxWithdrawal': 'max available for withdrawal (current balance - active bonus money) is %{max}%{symbol}',
  'app.payments.rules.activeBonusUnknown':
    "The player's active bonus could not be read, so the amount available for withdrawal is not known. Try again later",
  'app.payments.rules.descriptionRequired': 'description cannot be empty!',
  'app.payments.rules.descriptionTooLong': 'description must be at most %{max} characters',
  'app.payments.rules.gatewayMin': 'Amount %{amount}%{symbol} should be greater than gateway min %{direction} amount %{limit}%{symbol}',
  'app.payments.rules.gatewayMax': 'Amount %{amount}%{symbol} should be less than gateway max %{direction} amount %{limit}%{symbol}',
  'app.payments.rules.playerMin':
    'Amount %{amount}%{symbol} should be greater than player min approved %{direction} amount %{limit}%{symbol}',
  /** Wording as found in the spec ('greater' for the max check). */
  'app.payments.rules.playerMax':
    'Amount %{amount}%{symbol} should be greater than player max approved %{direction} amount %{limit}%{symbol}',
  'app.payments.rules.direction.DEPOSIT': 'deposit',
  'app.payments.rules.direction.WITHDRAWAL': 'withdrawal',
  'app.payments.rules.period.daily': 'daily',
  'app.payments.rules.period.weekly': 'weekly',
  'app.payments.rules.period.monthly': 'monthly',
} as const;

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

/** Longest payment description, in characters after trimming (a description is shown in every payment list). */
export const PAYMENT_DESCRIPTION_MAX = 255;

/** The form field a rule belongs to. */
export type PaymentField = 'gatewayCode' | 'currency' | 'amount' | 'description' | 'bonusCampaignId';

/** One failed rule. `args.direction`/`args.period` are already English words; the console re-translates them. */
export interface PaymentIssue {
  field: PaymentField;
  key: PaymentMessageKey;
  args: Record<string, string | number>;
}

/** A limit object with its value (`{ limit }`); null or absent limits are not checked. */
type LimitLike = { limit?: number | null } | null | undefined;

/** Exchange data (001 §3): the base currency and a rate per currency. */
export interface ExchangeData {
  baseCurrency: string;
  rates: Readonly<Record<string, { rate?: number | null } | undefined>>;
  /** Risk percentage per currency type: the server's `uiInfo.exchangeRisks` (000 §3). Absent: none. */
  risks?: Readonly<Record<string, number>>;
}

/** A currency as the form offers it. */
export interface CurrencyInfo {
  currency: string;
  currencySymbol?: string | null;
  /** TENANT_CURRENCY, FIAT, STABLECOIN or CRYPTO. */
  currencyType?: string | null;
}

/**
 * The reference server's risk percentage per currency type, sent to the console as
 * `uiInfo.exchangeRisks` (the spec does not show the values; decided: fiat 0 %, stablecoin 2 %,
 * crypto 5 %; the tenant currency is never converted).
 */
export const CURRENCY_RISK_PERCENT: Readonly<Record<string, number>> = { FIAT: 0, STABLECOIN: 2, CRYPTO: 5 };

/**
 * Converts a limit into the selected currency: unchanged for the tenant currency type or the base
 * currency; otherwise divided by (1 + risk/100) of the currency type (`exchange.risks`), multiplied by the rate and
 * rounded down to an integer; a zero or absent rate gives 0.
 */
export function convertLimit(amount: number, currency: CurrencyInfo, exchange: ExchangeData | undefined): number {
  if (currency.currencyType === 'TENANT_CURRENCY') return amount;
  if (!exchange || currency.currency === exchange.baseCurrency) return amount;
  const rate = exchange.rates[currency.currency]?.rate;
  if (!rate) return 0;
  const risk = exchange.risks?.[currency.currencyType ?? ''] ?? 0;
  return Math.floor((amount / (1 + risk / 100)) * rate);
}

/** A wallet of the player (balance bag entry). */
export interface WalletLike {
  code: string;
  gatewayCode: string;
  currency: { code: string };
  balance: number;
}

/** A campaign chosen for a deposit, with its availability. */
export interface CampaignChoice {
  id: number;
  minDepositAmount?: number | null;
  available: boolean;
  unavailabilityReasonText?: string | null;
}

/** Everything the rules read. `amount` is what the user typed (text or number). */
export interface PaymentRuleInput {
  direction: z.output<typeof PaymentDirection>;
  gatewayCode?: string | null;
  currency?: CurrencyInfo | null;
  amount?: number | string | null;
  description?: string | null;
  campaign?: CampaignChoice | null;
  player: {
    withdrawalDisabled: boolean;
    balanceBag: readonly WalletLike[];
    minApprovedDeposit?: LimitLike;
    maxApprovedDeposit?: LimitLike;
    minApprovedWithdrawal?: LimitLike;
    maxApprovedWithdrawal?: LimitLike;
  } & Partial<Record<DepositLimitName, LimitLike>>;
  /** The chosen gateway's min and max amount for this direction (in the base currency). */
  gatewayLimits?: { minAmount?: number | null; maxAmount?: number | null } | null;
  exchange?: ExchangeData;
  /** Deposits already counted against each self-protection deposit limit. */
  depositAmounts?: Partial<Record<DepositLimitName, number>>;
  /**
   * The active bonus: its bonus money is not withdrawable from its wallet (matched by the wallet's
   * `code`, 001 §3 `accountHistory.walletCode`). Null or absent: the player has none.
   * `ACTIVE_BONUS_UNKNOWN`: it could not be read, and no withdrawal passes.
   */
  activeBonus?: ActiveBonusLike | null | typeof ACTIVE_BONUS_UNKNOWN;
}

/** The active bonus as the rules read it. */
export interface ActiveBonusLike {
  bonusMoney: number;
  walletCode?: string | null;
}

/** The active bonus could not be read (any failure but the API's "none"). */
export const ACTIVE_BONUS_UNKNOWN = 'unknown';

/** The self-protection deposit limits a deposit must fit, with their period word. */
export const DEPOSIT_LIMIT_PERIODS = {
  selfProtectionDailyDepositLimit: 'daily',
  selfProtectionWeeklyDepositLimit: 'weekly',
  selfProtectionMonthlyDepositLimit: 'monthly',
} as const;

export type DepositLimitName = keyof typeof DEPOSIT_LIMIT_PERIODS;

/** The amount as a number, or undefined when empty or not a number. */
export function parseAmount(amount: PaymentRuleInput['amount']): number | undefined {
  if (amount === null || amount === undefined) return undefined;
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : undefined;
  const text = amount.trim();
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const issue = (field: PaymentField, key: PaymentMessageKey, args: PaymentIssue['args'] = {}): PaymentIssue => ({ field, key, args });

const directionWord = (direction: PaymentRuleInput['direction']) => PAYMENT_MESSAGES[`app.payments.rules.direction.${direction}`];

/** The wallet a withdrawal takes money from: the player's wallet for the gateway and currency. */
export function withdrawalWallet(input: Pick<PaymentRuleInput, 'player' | 'gatewayCode' | 'currency'>): WalletLike | undefined {
  return input.player.balanceBag.find(
    (wallet) => wallet.gatewayCode === input.gatewayCode && wallet.currency.code === input.currency?.currency,
  );
}

/**
 * The wallet code of a bonus taken with a deposit through `gatewayCode` in `currency`: the code of
 * the player's wallet for that gateway and currency (what `accountHistory.walletCode` of the
 * active bonus names, 001 §3), or null when the player has no such wallet.
 */
export function bonusWalletCode(
  wallets: readonly WalletLike[],
  gatewayCode: string | null | undefined,
  currency: string | null | undefined,
) {
  return wallets.find((wallet) => wallet.gatewayCode === gatewayCode && wallet.currency.code === currency)?.code ?? null;
}

/**
 * What can be withdrawn from a wallet (001 §5): its balance minus the active bonus money held in
 * it. The bonus sits in the wallet whose `code` its `walletCode` names; a bonus naming no wallet of
 * the player (none, or a code no wallet has) is counted against every wallet, so nothing of it can
 * be withdrawn by mistake.
 */
export function withdrawable(
  wallet: WalletLike,
  activeBonus: ActiveBonusLike | null | undefined,
  wallets: readonly WalletLike[] = [wallet],
): number {
  if (!activeBonus) return wallet.balance;
  const code = activeBonus.walletCode;
  const inThisWallet = !code || code === wallet.code || !wallets.some((other) => other.code === code);
  return inThisWallet ? subtractExact(wallet.balance, activeBonus.bonusMoney) : wallet.balance;
}

function amountRules(input: PaymentRuleInput, amount: number, symbol: string): PaymentIssue[] {
  const issues: PaymentIssue[] = [];
  const direction = directionWord(input.direction);
  const currency = input.currency;
  const convert = (limit: number) => (currency ? convertLimit(limit, currency, input.exchange) : limit);
  const bound = (field: PaymentField, key: PaymentMessageKey, raw: number | null | undefined, fails: (limit: number) => boolean) => {
    if (raw === null || raw === undefined) return;
    const limit = convert(raw);
    if (fails(limit)) issues.push(issue(field, key, { amount, symbol, direction, limit }));
  };
  bound('amount', 'app.payments.rules.gatewayMin', input.gatewayLimits?.minAmount, (limit) => amount < limit);
  bound('amount', 'app.payments.rules.gatewayMax', input.gatewayLimits?.maxAmount, (limit) => amount > limit);
  const deposit = input.direction === 'DEPOSIT';
  const min = deposit ? input.player.minApprovedDeposit : input.player.minApprovedWithdrawal;
  const max = deposit ? input.player.maxApprovedDeposit : input.player.maxApprovedWithdrawal;
  bound('amount', 'app.payments.rules.playerMin', min?.limit, (limit) => amount < limit);
  bound('amount', 'app.payments.rules.playerMax', max?.limit, (limit) => amount > limit);
  return issues;
}

function depositRules(input: PaymentRuleInput, amount: number, symbol: string): PaymentIssue[] {
  const issues: PaymentIssue[] = [];
  const campaign = input.campaign;
  if (campaign && !campaign.available) {
    issues.push(issue('bonusCampaignId', 'app.payments.rules.campaignUnavailable', { reason: campaign.unavailabilityReasonText ?? '' }));
  }
  if (campaign?.minDepositAmount != null && amount < campaign.minDepositAmount) {
    issues.push(issue('amount', 'app.payments.rules.campaignMinimum', { amount: campaign.minDepositAmount, symbol }));
  }
  for (const [name, period] of Object.entries(DEPOSIT_LIMIT_PERIODS) as [DepositLimitName, string][]) {
    const limit = input.player[name]?.limit;
    if (limit === null || limit === undefined) continue;
    const previous = input.depositAmounts?.[name] ?? 0;
    const total = previous + amount;
    if (total > limit) issues.push(issue('amount', 'app.payments.rules.depositLimit', { period, limit, previous, total, symbol }));
  }
  return issues;
}

function withdrawalRules(input: PaymentRuleInput, amount: number, symbol: string): PaymentIssue[] {
  if (input.player.withdrawalDisabled) return [issue('amount', 'app.payments.rules.withdrawalDisabled')];
  const wallet = withdrawalWallet(input);
  if (!wallet) return [issue('currency', 'app.payments.rules.noWallet', { currency: input.currency?.currency ?? '' })];
  if (input.activeBonus === ACTIVE_BONUS_UNKNOWN) return [issue('amount', 'app.payments.rules.activeBonusUnknown')];
  const max = withdrawable(wallet, input.activeBonus, input.player.balanceBag);
  return amount > max ? [issue('amount', 'app.payments.rules.maxWithdrawal', { max, symbol })] : [];
}

/**
 * Every rule of 001 §5 Payments, in form order: gateway, currency, amount (empty, > 0, at most
 * `AMOUNT_MAX`, campaign
 * minimum and availability, self-protection deposit limits, wallet, verification, withdrawable
 * balance, gateway and player approved min/max), description. Returns all failed rules.
 *
 * @example
 * validatePayment({ direction: 'DEPOSIT', gatewayCode: 'CASH', currency: { currency: 'EUR' }, amount: '10', description: 'x', player })
 */
export function validatePayment(input: PaymentRuleInput): PaymentIssue[] {
  const issues: PaymentIssue[] = [];
  if (!input.gatewayCode) issues.push(issue('gatewayCode', 'app.payments.rules.gatewayRequired'));
  if (!input.currency?.currency) issues.push(issue('currency', 'app.payments.rules.currencyRequired'));
  const amount = parseAmount(input.amount);
  const symbol = input.currency?.currencySymbol ?? input.currency?.currency ?? '';
  if (amount === undefined) issues.push(issue('amount', 'app.payments.rules.amountRequired'));
  else if (amount <= 0) issues.push(issue('amount', 'app.payments.rules.amountPositive'));
  else if (amount > AMOUNT_MAX) issues.push(issue('amount', 'app.payments.rules.amountTooLarge', { max: AMOUNT_MAX }));
  else if (input.gatewayCode && input.currency?.currency) {
    issues.push(...(input.direction === 'DEPOSIT' ? depositRules(input, amount, symbol) : withdrawalRules(input, amount, symbol)));
    issues.push(...amountRules(input, amount, symbol));
  }
  const description = (input.description ?? '').trim();
  if (description === '') issues.push(issue('description', 'app.payments.rules.descriptionRequired'));
  else if (description.length > PAYMENT_DESCRIPTION_MAX) {
    issues.push(issue('description', 'app.payments.rules.descriptionTooLong', { max: PAYMENT_DESCRIPTION_MAX }));
  }
  return issues;
}

/** Renders an issue in English (the API's 400 message), or through `translate` when it has the key. */
export function paymentRuleText(
  entry: Pick<PaymentIssue, 'key' | 'args'>,
  translate: (key: string, args: Record<string, unknown>) => string | undefined = () => undefined,
): string {
  const template = translate(entry.key, entry.args) ?? PAYMENT_MESSAGES[entry.key];
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(entry.args[name] ?? ''));
}

/** The manual payment request `POST payments` sends (001 §3 Payment request). */
export const ManualPaymentRequest = z.object({
  accountMovement: money().positive({ message: 'app.payments.rules.amountPositive' }),
  /** Always -1: the server computes the balance. */
  balance: z.literal(-1),
  date: z.iso.datetime({ offset: true }),
  description: z
    .string()
    .refine((value) => value.trim() !== '', { message: 'app.payments.rules.descriptionRequired' })
    .refine((value) => value.trim().length <= PAYMENT_DESCRIPTION_MAX, {
      message: 'app.payments.rules.descriptionTooLong',
      params: { max: PAYMENT_DESCRIPTION_MAX },
    }),
  playerId: z.number().int(),
  operatorCode: z.string(),
  /** PAYMENT for a manual payment. */
  type: z.string(),
  currency: z.string().min(1, { message: 'app.payments.rules.currencyRequired' }),
  bonusCampaignId: z.number().int().nullable().optional(),
  paymentType: z.object({ requestType: PaymentDirection }),
  playerUsername: z.string(),
  gatewayCode: z.string().min(1, { message: 'app.payments.rules.gatewayRequired' }),
});

export type ManualPaymentRequest = z.output<typeof ManualPaymentRequest>;

/** What the manual payments form holds (001 §2): direction, gateway, currency, amount and description as typed, the campaign id. */
export const ManualPaymentFields = z.object({
  direction: PaymentDirection,
  gatewayCode: z.string(),
  currency: z.string(),
  amount: z.string(),
  description: z.string(),
  /** The chosen campaign id, deposits only; '' for none. */
  bonusCampaignId: z.union([z.number().int(), z.literal('')]),
});

export type ManualPaymentValues = z.output<typeof ManualPaymentFields>;

/**
 * The manual payments form's schema: its fields checked by {@link validatePayment} (the rules the
 * API applies to `POST payments`), each failed rule an issue at its field with its catalogue key
 * and arguments. `context` gives the rules' input for the values (player, gateways, limits).
 *
 * @example
 * manualPaymentForm((values) => ruleInput(values, player, data))
 */
export function manualPaymentForm(context: (values: ManualPaymentValues) => PaymentRuleInput) {
  return ManualPaymentFields.superRefine((values, ctx) => {
    for (const entry of validatePayment(context(values))) {
      ctx.addIssue({ code: 'custom', path: [entry.field], message: entry.key, params: entry.args });
    }
  });
}
