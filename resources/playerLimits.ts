/**
 * Player limits: the players limits and self-protection limits screens, also embedded on the
 * player profile (001 §2–§7). One record per player: betting limits, approved payment amounts,
 * self-protection limits and the self-exclusion, each limit coloured by where it comes from.
 */
import { z } from 'zod';
import { defineAction, defineResource, namedEnum, type ColumnDef, type SchemaPath } from './model';
import { CurrencyRef } from './betslip';
import { RiskProfile } from './enums';
import { Player, player } from './player';
import { addProblem, exclusionProblem, limitProblem, limitTextProblem, SESSION_TIME_LIMIT } from './limitRules';
import { LimitValue, money, timestamp } from './rules';
import { alsoRead, type ReadingCodes } from './readings';

/** Where a limit's value comes from; the cell colour (operator default grey, risk group light blue, manual white). */
export const LimitOrigin = namedEnum('limitOrigin', ['OPERATOR_DEFAULT', 'RISK_GROUP', 'MANUAL']);

export type LimitOrigin = z.output<typeof LimitOrigin>;

/** The words and colours an API may write for each origin (001 §2's legend), upper case, `_` between words. */
const ORIGIN_WORDS: Readonly<Record<string, LimitOrigin>> = {
  OPERATOR_DEFAULT: 'OPERATOR_DEFAULT',
  DEFAULT: 'OPERATOR_DEFAULT',
  OPERATOR: 'OPERATOR_DEFAULT',
  OPERATOR_DEFAULT_LIMIT: 'OPERATOR_DEFAULT',
  GREY: 'OPERATOR_DEFAULT',
  GRAY: 'OPERATOR_DEFAULT',
  RISK_GROUP: 'RISK_GROUP',
  RISKGROUP: 'RISK_GROUP',
  RISK: 'RISK_GROUP',
  RISK_GROUP_CHANGED: 'RISK_GROUP',
  LIGHT_BLUE: 'RISK_GROUP',
  LIGHTBLUE: 'RISK_GROUP',
  BLUE: 'RISK_GROUP',
  MANUAL: 'MANUAL',
  MANUALLY: 'MANUAL',
  MANUALLY_CHANGED: 'MANUAL',
  CUSTOM: 'MANUAL',
  WHITE: 'MANUAL',
};

/** The origin a CSS colour stands for: white for manual, a blue for the risk group, any other grey for the default. */
function originOfColour(hex: string): LimitOrigin {
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
  if (Math.min(r, g, b) >= 0xf5) return 'MANUAL';
  if (b - r >= 0x20) return 'RISK_GROUP';
  return 'OPERATOR_DEFAULT';
}

/**
 * A limit's origin in each way an API may write it (001 §3 names the field `color`, 001 §2 its
 * legend "operator default limit (grey), risk group changed (light blue), manually changed
 * (white)", neither the codes): the installation's codes first (`codes.limitOrigin`), then the
 * declared codes in any case or spelling (`riskGroup`, `risk-group`), the legend's words and
 * colours (`grey`, `lightblue`, `#FFFFFF`). Undefined for a code none of them reads (a number
 * whose meaning the installation has not set).
 */
export function limitOriginOf(value: unknown, codes?: ReadingCodes): LimitOrigin | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  const own = codes?.get('limitOrigin');
  const set = own?.get(text) ?? [...(own ?? [])].find(([code]) => code.toLowerCase() === text.toLowerCase())?.[1];
  if (set) return set as LimitOrigin;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (hex) return originOfColour(hex);
  const word = text
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
  return ORIGIN_WORDS[word];
}

/** A limit's `color`: a declared origin, also read in the other forms {@link limitOriginOf} reads. */
const LimitColor = alsoRead(
  LimitOrigin.nullable(),
  z.union([z.string(), z.number()]),
  "001 §3 gives the limit's color field no codes: an origin in other words, a colour or the installation's codes",
  (value, codes) => limitOriginOf(value, codes) ?? value,
);

/** A limit as the limits record carries it: the limit component plus its origin (001 §3). */
export const PlayerLimit = LimitValue.extend({ color: LimitColor.optional() });

export type PlayerLimit = z.output<typeof PlayerLimit>;

const limit = () => PlayerLimit.nullable().optional();

/** Betting limits. */
export const BETTING_LIMITS = ['maxStakePerBetslip', 'maxPayoutPerBetslip', 'maxStakePerMatch', 'maxPayoutPerMatch'] as const;
/** Approved payment amounts (also read by the manual payments rules). */
export const APPROVED_LIMITS = ['minApprovedWithdrawal', 'maxApprovedWithdrawal', 'minApprovedDeposit', 'maxApprovedDeposit'] as const;
/** Self-protection deposit limits (checked by a manual deposit). */
export const DEPOSIT_LIMITS = [
  'selfProtectionDailyDepositLimit',
  'selfProtectionWeeklyDepositLimit',
  'selfProtectionMonthlyDepositLimit',
] as const;
export const WAGERING_LIMITS = [
  'selfProtectionDailyWageringLimit',
  'selfProtectionWeeklyWageringLimit',
  'selfProtectionMonthlyWageringLimit',
] as const;
/** Loss limits: plain values, beta. */
export const LOSS_LIMITS = ['selfProtectionDailyLossLimit', 'selfProtectionWeeklyLossLimit', 'selfProtectionMonthlyLossLimit'] as const;

/** The limit names a `PUT players/{id}/limits/{limitName}` accepts. */
export const LimitName = z.enum([
  ...BETTING_LIMITS,
  ...APPROVED_LIMITS,
  ...DEPOSIT_LIMITS,
  ...WAGERING_LIMITS,
  'selfProtectionExcludeUntil',
  'exclusionDescription',
  'exclusionReason',
]);

export type LimitName = z.output<typeof LimitName>;

export const PlayerLimits = Player.pick({ id: true, operatorCode: true, playerCode: true, accountType: true, riskGroup: true }).extend({
  tenantCurrency: CurrencyRef,
  isExcluded: z.boolean(),
  /** Until when the player is excluded; `null` when not excluded. */
  selfProtectionExcludeUntil: timestamp().nullable().optional(),
  exclusionDescription: z.string().nullable().optional(),
  exclusionReason: z.string().nullable().optional(),
  exclusionAppliedDate: timestamp().nullable().optional(),
  maxStakePerBetslip: limit(),
  maxPayoutPerBetslip: limit(),
  maxStakePerMatch: limit(),
  maxPayoutPerMatch: limit(),
  minApprovedWithdrawal: limit(),
  maxApprovedWithdrawal: limit(),
  minApprovedDeposit: limit(),
  maxApprovedDeposit: limit(),
  selfProtectionDailyDepositLimit: limit(),
  selfProtectionWeeklyDepositLimit: limit(),
  selfProtectionMonthlyDepositLimit: limit(),
  selfProtectionDailyWageringLimit: limit(),
  selfProtectionWeeklyWageringLimit: limit(),
  selfProtectionMonthlyWageringLimit: limit(),
  selfProtectionDailyLossLimit: z.number().nullable().optional(),
  selfProtectionWeeklyLossLimit: z.number().nullable().optional(),
  selfProtectionMonthlyLossLimit: z.number().nullable().optional(),
  selfProtectionTimeLimitPerGameSession: z.number().nullable().optional(),
  updated: timestamp().optional(),
});

export type PlayerLimits = z.output<typeof PlayerLimits>;

/**
 * `PUT players/{id}/limits` (the whole record, of which the loss and session time limits are
 * written): the loss limits are money, not negative and at most the largest amount; the record's
 * other fields are read as they were loaded.
 */
export const UpdateLimitsInput = PlayerLimits.partial().extend({
  selfProtectionDailyLossLimit: money().nullable().optional(),
  selfProtectionWeeklyLossLimit: money().nullable().optional(),
  selfProtectionMonthlyLossLimit: money().nullable().optional(),
});

/** Text names whose limit is the text itself and need no description or reason. */
const TEXT_LIMITS: readonly string[] = ['exclusionDescription', 'exclusionReason'];

/**
 * `PUT players/{id}/limits/{limitName}` (the limit and exclusion dialogs' request, with their
 * rules from `limitRules.ts`): a number for a limit (not empty, ≥ 0; its default cap is checked
 * by the server with the same rule), an ISO duration, `indefinitely`, a date or null (revoke) for
 * `selfProtectionExcludeUntil`, a text for the exclusion texts. Description and reason are
 * required (max 255) for a limit and an exclusion, not for a revocation or the exclusion texts.
 */
export const SetLimitInput = z
  .object({
    limitName: LimitName,
    limit: z.union([z.number(), z.string(), z.null()]),
    description: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
  })
  .superRefine((input, ctx) => {
    if (TEXT_LIMITS.includes(input.limitName)) return;
    const exclusion = input.limitName === 'selfProtectionExcludeUntil';
    addProblem(ctx, ['limit'], exclusion ? exclusionProblem(input.limit) : limitProblem(input.limit));
    if (exclusion && (input.limit === null || input.limit === '')) return;
    addProblem(ctx, ['description'], limitTextProblem(input.description));
    addProblem(ctx, ['reason'], limitTextProblem(input.reason));
  });

const limitsActions = {
  /** One limit, the exclusion or an exclusion text; the answer is the updated limits record. Toast 'Player limit has been successfully updated', then reload. */
  setLimit: defineAction({
    scope: 'record',
    request: { method: 'PUT', basePath: 'players', path: '{id}/limits/{limitName}' },
    answer: { record: true },
    input: SetLimitInput,
    successMessage: 'app.messages.playerLimitUpdated',
    panelOnly: true,
  }),
  /** The whole record (loss and session time limits, beta). */
  updateLimits: defineAction({
    scope: 'record',
    request: { method: 'PUT', basePath: 'players', path: '{id}/limits' },
    answer: { record: true },
    input: UpdateLimitsInput,
    successMessage: 'app.messages.playerLimitUpdated',
    panelOnly: true,
  }),
  /** `PUT players/{id}/riskGroup/{riskGroup}` with no body; toast 'Risk group successfully updated to {n}%'. */
  changeRiskGroup: defineAction({
    scope: 'record',
    request: { method: 'PUT', basePath: 'players', path: '{id}/riskGroup/{riskGroup}' },
    input: z.object({ riskGroup: RiskProfile }),
    panelOnly: true,
  }),
  /** Self-protection deposit amounts already used: a map per limit name (001 §7). */
  loadDepositAmounts: defineAction({
    scope: 'record',
    request: { method: 'GET', basePath: 'players', path: '{id}/self-protection-limits/deposit/amounts' },
    input: z.object({}),
    panelOnly: true,
  }),
  /** Bulk status change of the selected players (the players bulk call). */
  bulkChangeStatus: { ...player.actions.bulkChangeStatus, basePath: 'players' },
};

type LimitsPath = SchemaPath<typeof PlayerLimits>;

const identity: readonly ColumnDef<LimitsPath>[] = [
  { source: 'id', cell: 'playerLink', width: 80 },
  { source: 'playerCode.playerUsername', cell: 'playerLink', width: 160 },
  { source: 'operatorCode', only: 'central' },
  { source: 'riskGroup', cell: 'riskGroup' },
  { source: 'accountType' },
];

const limitColumns = (names: readonly LimitsPath[], only?: 'beta'): ColumnDef<LimitsPath>[] =>
  names.map((source) => ({ source, cell: 'limit', sortField: `${source}.limit`, ...(only ? { only } : {}) }));

const plainColumns = (names: readonly LimitsPath[]): ColumnDef<LimitsPath>[] =>
  names.map((source) => ({ source, cell: 'limit', only: 'beta' }));

const filters = [
  { source: 'riskGroup', type: 'multipleSelect' },
  { source: 'accountType', type: 'multipleSelect' },
  { source: 'isExcluded', type: 'boolean' },
  { source: 'operatorCode', type: 'select', only: 'central' },
] as const;

/** Limit names with a limit object, and the column of each one's value in the reference server's `player_limits` view. */
export const LIMIT_COLUMNS = {
  maxStakePerBetslip: 'max_stake_per_betslip',
  maxPayoutPerBetslip: 'max_payout_per_betslip',
  maxStakePerMatch: 'max_stake_per_match',
  maxPayoutPerMatch: 'max_payout_per_match',
  minApprovedWithdrawal: 'min_approved_withdrawal',
  maxApprovedWithdrawal: 'max_approved_withdrawal',
  minApprovedDeposit: 'min_approved_deposit',
  maxApprovedDeposit: 'max_approved_deposit',
  selfProtectionDailyDepositLimit: 'sp_daily_deposit',
  selfProtectionWeeklyDepositLimit: 'sp_weekly_deposit',
  selfProtectionMonthlyDepositLimit: 'sp_monthly_deposit',
  selfProtectionDailyWageringLimit: 'sp_daily_wagering',
  selfProtectionWeeklyWageringLimit: 'sp_weekly_wagering',
  selfProtectionMonthlyWageringLimit: 'sp_monthly_wagering',
} as const;

export type ObjectLimitName = keyof typeof LIMIT_COLUMNS;

/** Plain-valued limits (loss limits, session time), beta, and their columns in the `player_limits` view. */
export const PLAIN_COLUMNS = {
  selfProtectionDailyLossLimit: 'sp_daily_loss',
  selfProtectionWeeklyLossLimit: 'sp_weekly_loss',
  selfProtectionMonthlyLossLimit: 'sp_monthly_loss',
  selfProtectionTimeLimitPerGameSession: 'sp_session_time',
} as const;

export type PlainLimitName = keyof typeof PLAIN_COLUMNS;

const shared = {
  // The players list with showLimitsDetails in the filter answers with limits records (001 §7).
  api: { path: 'players', listFlag: 'showLimitsDetails', searchKey: 'username' },
  schema: PlayerLimits,
  playerField: 'id',
  actions: limitsActions,
  filters,
  storage: {
    table: 'player_limits',
    columns: {
      'playerCode.playerUsername': 'username',
      'playerCode.playerRealm': 'realm',
      'tenantCurrency.code': 'tenant_currency',
      selfProtectionExcludeUntil: 'exclude_until',
      // Each limit object sorts and filters on its value's own column of the view.
      ...Object.fromEntries(Object.entries(LIMIT_COLUMNS).map(([name, column]) => [`${name}.limit`, column])),
      ...PLAIN_COLUMNS,
    },
    // The limit objects in force, one JSON column.
    jsonColumns: { effective: Object.keys(LIMIT_COLUMNS) as ObjectLimitName[] },
  },
} as const;

/** The players limits screen: betting limits, approved amounts and self-protection limits. */
export const playerLimits = defineResource({
  ...shared,
  name: 'players-limits',
  route: '/players-limits',
  menu: { group: 'players', icon: 'limits', order: 20 },
  list: {
    columns: [
      ...identity,
      ...limitColumns([...BETTING_LIMITS, ...APPROVED_LIMITS, ...DEPOSIT_LIMITS, ...WAGERING_LIMITS]),
      { source: 'selfProtectionExcludeUntil', cell: 'exclusion' },
      ...plainColumns([...LOSS_LIMITS, SESSION_TIME_LIMIT]),
    ],
    defaultSort: { field: 'updated', order: 'DESC' },
    search: 'playerCode.playerUsername',
    exportable: false,
    header: 'LimitsLegend',
  },
});

/** The self-protection variant: self-protection limits and the exclusion only. */
export const playerSelfProtectionLimits = defineResource({
  ...shared,
  name: 'players-self-protection-limits',
  route: '/players-self-protection-limits',
  menu: { group: 'players', icon: 'selfProtection', order: 30 },
  list: {
    columns: [
      ...identity,
      ...limitColumns([...DEPOSIT_LIMITS, ...WAGERING_LIMITS]),
      { source: 'selfProtectionExcludeUntil', cell: 'exclusion' },
      ...plainColumns([...LOSS_LIMITS, SESSION_TIME_LIMIT]),
    ],
    defaultSort: { field: 'updated', order: 'DESC' },
    search: 'playerCode.playerUsername',
    exportable: false,
    header: 'LimitsLegend',
  },
});
