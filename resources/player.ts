/**
 * Player: the players table, profile and edit form (001 §2–§7).
 */
import { z } from 'zod';
import { defineAction, defineResource, fieldMeta } from './model';
import { AccountType, Gender, KycStatus, LanguageCode, PaymentGateway, RiskProfile, Role, UserState, WithdrawalState } from './enums';
import { currencyText } from './readings';
import { LimitValue, Money, calendarDate, currencyCode, optionalText, phone, timestamp } from './rules';

/** A player's wallet (balance bag entry, 001 §3): its currency is an object with the code. */
export const Wallet = z.object({
  code: z.string(),
  gatewayCode: PaymentGateway,
  gatewayName: z.string().optional(),
  currency: z.object({ code: currencyCode() }),
  balance: z.number(),
  isMainWallet: z.boolean(),
  externalAccount: z.string().nullable().optional(),
  isCryptoGateway: z.boolean().optional(),
});

export const PlayerCode = z.object({
  playerUsername: z.string(),
  playerRealm: z.string(),
});

export const Player = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  playerCode: PlayerCode,
  email: z.email(),
  emailVerified: z.boolean(),
  status: UserState,
  disabledReason: optionalText(255),
  role: Role,
  firstName: optionalText(40),
  lastName: optionalText(40),
  phoneNumber: phone(),
  birthdate: calendarDate().nullable().optional(),
  gender: Gender.nullable().optional(),
  langCode: LanguageCode,
  street: optionalText(100),
  locality: optionalText(40),
  postalCode: optionalText(15),
  country: optionalText(3),
  riskGroup: RiskProfile,
  kycStatus: KycStatus,
  withdrawalState: WithdrawalState,
  accountType: AccountType,
  avatar: z.string().nullable().optional(),
  totalBalance: Money.register(fieldMeta, { cell: 'money' }),
  tenantCurrency: currencyText(),
  balanceBag: z.array(Wallet).register(fieldMeta, { cell: 'wallets' }),
  minApprovedDeposit: LimitValue.nullable().optional(),
  maxApprovedDeposit: LimitValue.nullable().optional(),
  minApprovedWithdrawal: LimitValue.nullable().optional(),
  maxApprovedWithdrawal: LimitValue.nullable().optional(),
  withdrawalDisabled: z.boolean(),
  selfProtectionDailyDepositLimit: LimitValue.nullable().optional(),
  selfProtectionWeeklyDepositLimit: LimitValue.nullable().optional(),
  selfProtectionMonthlyDepositLimit: LimitValue.nullable().optional(),
  selfProtectionDailyWageringLimit: LimitValue.nullable().optional(),
  selfProtectionWeeklyWageringLimit: LimitValue.nullable().optional(),
  selfProtectionMonthlyWageringLimit: LimitValue.nullable().optional(),
  lastLoginDate: timestamp().nullable().optional(),
  lastAcceptedPrivacyAgreementDate: timestamp().nullable().optional(),
  userLocation: z.string().nullable().optional(),
  flag: z.string().nullable().optional(),
  server: z.string().nullable().optional(),
  created: timestamp(),
  updated: timestamp(),
});

export type Player = z.output<typeof Player>;

/**
 * The player details staff edit in the player workspace (001 §5 max lengths, phone rule): the
 * rules of the workspace form, and of the update call, which checks the same fields of {@link Player}.
 */
export const PlayerDetails = Player.pick({
  firstName: true,
  lastName: true,
  phoneNumber: true,
  street: true,
  locality: true,
  postalCode: true,
  country: true,
});

/** Status change: a reason is required for every status but ENABLED (001 §4). */
const StatusChange = z.object({ status: UserState, disabledReason: z.string().nullable().optional() }).superRefine((input, ctx) => {
  if (input.status === 'ENABLED') return;
  const reason = input.disabledReason?.trim() ?? '';
  if (reason.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['disabledReason'], message: 'app.validation.required' });
  } else if (reason.length > 255) {
    ctx.addIssue({ code: 'custom', path: ['disabledReason'], message: 'app.validation.maxLength', params: { max: 255 } });
  }
});

export const player = defineResource({
  name: 'players',
  route: '/players',
  menu: { group: 'players', icon: 'players', order: 10 },
  api: {
    path: 'players',
    searchKey: 'username',
    // "GET players/report as CSV download; filter includes onlyPlayersData" (001 §7).
    reportFilter: { onlyPlayersData: true },
  },
  schema: Player,
  playerField: 'id',
  list: {
    columns: [
      { source: 'id', cell: 'playerLink', width: 80 },
      { source: 'playerCode.playerUsername', width: 160 },
      { source: 'email' },
      { source: 'status' },
      { source: 'kycStatus' },
      { source: 'accountType' },
      { source: 'riskGroup' },
      { source: 'totalBalance.value', cell: 'money' },
      { source: 'operatorCode', only: 'central' },
      { source: 'firstName', truncate: 20 },
      { source: 'lastName', truncate: 20 },
      { source: 'lastLoginDate' },
      { source: 'lastAcceptedPrivacyAgreementDate' },
      { source: 'gender' },
      { source: 'phoneNumber' },
      { source: 'locality' },
      { source: 'country' },
      { source: 'langCode' },
      { source: 'flag', only: 'beta' },
      { source: 'server', only: 'beta' },
      { source: 'userLocation', only: 'beta' },
    ],
    defaultSort: { field: 'updated', order: 'DESC' },
    search: 'playerCode.playerUsername',
    searchAlso: ['email', 'id'],
    // The Add account panel: the player's previous accounts, added and removed (001 §2).
    expand: { panel: 'PreviousAccountsPanel' },
  },
  filters: [
    { source: 'email', type: 'input' },
    { source: 'status', type: 'multipleSelect' },
    { source: 'kycStatus', type: 'multipleSelect' },
    { source: 'accountType', type: 'multipleSelect' },
    { source: 'riskGroup', type: 'multipleSelect' },
    { source: 'operatorCode', type: 'select', only: 'central' },
    { source: 'created', type: 'timeFrame', presets: 'players' },
    { source: 'lastLoginDate', type: 'timeFrame', presets: 'players' },
    { source: 'totalBalance.value', type: 'range', min: 0 },
  ],
  show: {
    sections: [
      {
        title: 'account',
        fields: ['playerCode.playerUsername', 'email', 'emailVerified', 'status', 'disabledReason', 'role', 'operatorCode'],
      },
      { title: 'risk', fields: ['kycStatus', 'withdrawalState', 'riskGroup', 'accountType', 'withdrawalDisabled'] },
      { title: 'balance', fields: ['totalBalance.value', 'tenantCurrency', 'balanceBag'] },
      {
        title: 'personal',
        fields: ['firstName', 'lastName', 'birthdate', 'gender', 'phoneNumber', 'langCode'],
      },
      { title: 'address', fields: ['street', 'locality', 'postalCode', 'country'] },
      { title: 'activity', fields: ['created', 'updated', 'lastLoginDate', 'lastAcceptedPrivacyAgreementDate'] },
    ],
  },
  edit: {
    successMessage: 'app.messages.playerProfileUpdated',
    // 001: PUT player /{id}?changes=… "with the player DTO", which carries `updated`.
    versioned: true,
    fields: [
      { source: 'email', readOnly: true },
      { source: 'playerCode.playerUsername', readOnly: true },
      { source: 'role', readOnly: true },
      { source: 'firstName' },
      { source: 'lastName' },
      { source: 'phoneNumber' },
      { source: 'birthdate' },
      { source: 'gender' },
      { source: 'street' },
      { source: 'locality' },
      { source: 'postalCode' },
      { source: 'country' },
    ],
  },
  actions: {
    /** Body `disabledReason`; the answer is the updated player, which the profile shows (001 §4). */
    changeStatus: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}/status/{status}' },
      answer: { record: true },
      input: StatusChange,
      confirm: { fields: ['disabledReason'], unless: { status: 'ENABLED' }, title: 'app.messages.playerStatusTitle' },
      messageArgs: { player: 'playerCode.playerUsername' },
      successMessage: 'app.messages.playerUpdateSuccessful',
    }),
    /** No body; the answer is the updated player. */
    changeKycStatus: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}/kyc/status/{kycStatus}' },
      answer: { record: true },
      input: z.object({ kycStatus: KycStatus }),
      successMessage: 'app.messages.kycStatusUpdated',
      failureMessage: 'app.messages.kycStatusNotUpdated',
    }),
    /** No body; the answer is the updated player. */
    changeAccountType: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}/account/type/{accountType}' },
      answer: { record: true },
      input: z.object({ accountType: AccountType }),
      successMessage: 'app.messages.accountTypeUpdated',
      failureMessage: 'app.messages.accountTypeNotUpdated',
    }),
    /** The profile sends the player record as loaded (the DTO, 001 §7); the answer is the updated player. */
    changeRiskGroup: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}/riskGroup/{riskGroup}', recordBody: true },
      answer: { record: true },
      input: z.object({ riskGroup: RiskProfile }),
      successMessage: 'app.messages.riskGroupUpdated',
    }),
    sendActivationEmail: defineAction({
      scope: 'record',
      request: { method: 'POST', path: 'send-player-activation-email' },
      input: z.object({ email: z.email(), tokenExpiration: z.iso.duration().optional() }),
      enabledWhen: { status: 'REGISTERED' },
      successMessage: 'app.messages.activationEmailSent',
    }),
    registerToCrm: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}/registerToCrm', query: ['force'] },
      input: z.object({ force: z.boolean().default(false) }),
      successMessage: 'app.messages.registeredToCrm',
    }),
    bulkChangeStatus: defineAction({
      scope: 'bulk',
      request: { method: 'PUT', path: '', bulk: { uriPrefix: 'player', action: 'status', data: 'status' } },
      input: StatusChange,
      confirm: { fields: ['disabledReason'], unless: { status: 'ENABLED' } },
    }),
    bulkChangeAccountType: defineAction({
      scope: 'bulk',
      request: { method: 'PUT', path: '', bulk: { uriPrefix: 'player', action: 'accountType', data: 'accountType' } },
      input: z.object({ accountType: AccountType }),
    }),
  },
  storage: {
    countsMaintained: true,
    updatedColumn: 'updated',
    columns: {
      'playerCode.playerUsername': 'username',
      'playerCode.playerRealm': 'realm',
      'totalBalance.value': 'total_balance',
      'totalBalance.currency': 'balance_currency',
    },
    // The player's own limits, kept together in one JSON column.
    jsonColumns: {
      limits: [
        'minApprovedDeposit',
        'maxApprovedDeposit',
        'minApprovedWithdrawal',
        'maxApprovedWithdrawal',
        'selfProtectionDailyDepositLimit',
        'selfProtectionWeeklyDepositLimit',
        'selfProtectionMonthlyDepositLimit',
        'selfProtectionDailyWageringLimit',
        'selfProtectionWeeklyWageringLimit',
        'selfProtectionMonthlyWageringLimit',
      ],
    },
  },
});
