/**
 * Shared enumerations of the specification (000 §3, 001 §3, 002 §3), each declared once.
 * Catalogue keys: `enums.<name>.<VALUE>`.
 */
import { z } from 'zod';
import { namedCodes, namedEnum } from './model';
import { alsoRead } from './readings';

/** Manager and player roles (000 §3). */
export const Role = namedEnum('role', [
  'CENTRAL_MANAGER',
  'CENTRAL_OR_OFFICE_MANAGER',
  'OFFICE',
  'PLAYER',
  'ADMINISTRATOR',
  'PLAYER_OR_GUEST',
  'MANAGER_OR_GUEST',
  'GUEST_PLAYER',
  'DENY_ALL',
  'GUEST_MANAGER',
]);

/** The roles a back-office account can have. */
export const ManagerRole = namedEnum('managerRole', ['CENTRAL_MANAGER', 'OFFICE']);

export const UserState = namedEnum('userState', ['REGISTERED', 'ENABLED', 'DISABLED', 'LOCKED']);

export const AccountType = namedEnum('accountType', ['ALFA_TESTER', 'BETA_TESTER', 'TESTER', 'PLAYER']);

export const KycStatus = namedEnum('kycStatus', ['UNDER_REVIEW', 'REJECTED', 'VERIFIED']);

/** Statuses staff set on a single KYC document. */
export const KycDocumentStatus = namedEnum('kycDocumentStatus', ['UNDER_REVIEW', 'ACCEPTED', 'REJECTED', 'VERIFIED']);

export const WithdrawalState = namedEnum('withdrawalState', ['NEW', 'BLOCKED', 'LIMITED', 'TRUSTED']);

/** Risk profile with its exposure factor in percent (000 §3). */
export const RiskProfile = namedEnum(
  'riskProfile',
  ['Normal', 'VIP200', 'Risk90', 'Risk80', 'Risk70', 'Risk60', 'Risk50', 'Risk40', 'Risk30', 'Risk20', 'Risk10'],
  {
    Normal: 100,
    VIP200: 200,
    Risk90: 90,
    Risk80: 80,
    Risk70: 70,
    Risk60: 60,
    Risk50: 50,
    Risk40: 40,
    Risk30: 30,
    Risk20: 20,
    Risk10: 10,
  },
);

/**
 * Gender codes 1 Male and 2 Female (000 §3, 001 §3 "gender (1 Male, 2 Female)"): the reference
 * server writes them as text; the words allow numbers too, which the console reads and sends back
 * as it read them.
 */
export const Gender = alsoRead(
  namedEnum('gender', ['1', '2']),
  z.union([z.literal(1), z.literal(2)]),
  '001 §3 gives gender as the codes 1 and 2, as text or as numbers',
);

export const BonusCampaignType = namedEnum('bonusCampaignType', [
  'WELCOME',
  'PROMOTION',
  'REGISTRATION',
  'CASHBACK',
  'FREEBET',
  'QUOTE_BOOST',
  'DEPOSIT',
  'LOYALTY',
]);

export const BonusCampaignStatus = namedEnum('bonusCampaignStatus', [
  'DRAFT',
  'NOT_STARTED',
  'ONGOING',
  'PAUSED',
  'RECENTLY_ENDED',
  'ARCHIVED',
]);

export const BonusPlayerStatus = namedEnum('bonusPlayerStatus', ['LOCKED', 'WON', 'LOST', 'CANCELLED_BY_PLAYER', 'CANCELLED_BY_MANAGER']);

export const GatewayType = namedEnum('gatewayType', ['SKRILL', 'SKRILL_TEST', 'MPESA', 'MPESA_TEST', 'UNKNOWN']);

/** How a payment was made (a payment's `paymentMethod`; an API may send others). */
export const PaymentMethod = namedCodes('paymentMethod', ['CASH', 'EWALLET', 'MOBILE_MONEY', 'CARD', 'BANK_TRANSFER', 'CRYPTO']);

/** The gateway a payment or wallet goes through (`paymentWallet`, a wallet's `gatewayCode`; an API may send others). */
export const PaymentGateway = namedCodes('paymentGateway', ['CASH_DESK', 'SKRILL', 'MPESA']);

/** Which of the player's wallets a betslip was paid from (`walletType`; an API may send others). */
export const WalletType = namedCodes('walletType', ['MAIN', 'SECONDARY', 'BONUS']);

/** Kinds of KYC document (a document's `documentType`; an API may send others). */
export const KycDocumentType = namedCodes('kycDocumentType', [
  'PASSPORT',
  'ID_CARD',
  'DRIVING_LICENSE',
  'UTILITY_BILL',
  'BANK_STATEMENT',
  'SELFIE',
]);

/** Sports of the bet rows (`sportCode`; a feed may send others); MIXED: a betslip over several sports (revenue by sport). */
export const Sport = namedCodes('sport', [
  'FOOTBALL',
  'BASKETBALL',
  'TENNIS',
  'ICE_HOCKEY',
  'HANDBALL',
  'VOLLEYBALL',
  'BASEBALL',
  'TABLE_TENNIS',
  'MIXED',
]);

export const CurrencyType = namedEnum('currencyType', ['TENANT_CURRENCY', 'FIAT', 'STABLECOIN', 'CRYPTO']);

export const PaymentTransactionType = namedEnum('paymentTransactionType', ['PAYMENT', 'BONUS', 'BETSLIP']);

export const PaymentDirection = namedEnum('paymentDirection', ['DEPOSIT', 'WITHDRAWAL']);

export const PaymentStatus = namedEnum('paymentStatus', [
  'PENDING',
  'REQUESTED',
  'ACCEPTED',
  'PROCESSING',
  'FAILED',
  'PROCESSED',
  'CANCELED',
  'UNKNOWN',
  'REFUNDED',
  'REJECTED_BY_OPERATOR',
  'REJECTED_BY_GATEWAY',
  'ACKNOWLEDGED',
  'EXPIRED',
  'TO_CHECK',
]);

/** The state of a server-side export file (000 §3, 002 §3). */
export const ExportFileStatus = namedEnum('exportFileStatus', ['CREATED', 'UPLOADED', 'ERROR', 'PERMANENT_ERROR']);

export const ActivityLogType = namedEnum('activityLogType', [
  'APP_ERROR',
  'SELF_VERIFICATION',
  'NEW_USER',
  'NEW_USER_ACTIVATED',
  'USER_ADDED_FROM_KEYCLOAK',
  'STATUS_CHANGED',
  'DATA_CHANGED',
  'LOGIN_FAILED',
  'USER_LOGIN',
  'USER_LOGOUT',
  'PASSWORD_CHANGED_BY_USER',
  'PASSWORD_RESET_BY_USER',
  'PASSWORD_FORGOT_REQUEST',
  'CHANGE_LANGUAGE',
  'DEPOSIT',
  'WITHDRAWAL',
  'SETTLEMENT_CHANGED',
  'BETROW_SETTLEMENT_MANUALLY_CHANGED',
  'BONUS_CAMPAIGN_CHANGED',
  'MANUAL_ADDED_EVENT',
  'MANUALLY_UPLOADED_EXPORT',
  'UPLOADED_EXPORT',
]);

export const SignificanceLevel = namedEnum('significanceLevel', ['Info', 'Low30', 'Normal60', 'High80', 'Critic100']);

export const BetslipType = namedEnum('betslipType', ['SINGLES', 'MULTIPLE', 'SYSTEM']);

/** Betslip status filter values (002 §3). */
export const BetslipStatus = namedEnum('betslipStatus', ['WON', 'LOST', 'VOID', 'NOT_SETTLED']);

/** Betslip full status (beta filter). */
export const BetslipFullStatus = namedEnum('betslipFullStatus', [
  'WON_MAX',
  'WON_PARTIAL',
  'WON_PENDING',
  'LOST',
  'REFUNDED_MAX',
  'REFUNDED_PARTIAL',
  'REFUNDED_PENDING',
  'NOT_SETTLED',
  'ERROR',
  'UNDER_REVIEW',
  'OLD_UNDER_REVIEW',
]);

export const Settlement = namedEnum('settlement', ['SETTLED', 'NOT_SETTLED']);

export const BetRowStatus = namedEnum('betRowStatus', [
  'WON',
  'WON_HALF',
  'LOST_HALF',
  'LOST',
  'VOID',
  'UNDER_REVIEW',
  'REFUNDED',
  'CANCELLED',
  'ERROR',
  'NOT_SETTLED',
]);

export const BetslipPaymentStatus = namedEnum('betslipPaymentStatus', ['PENDING', 'CLEARED', 'LOST_NO_PAY']);

export const PlayType = namedEnum('playType', ['LIVE_AND_PREMATCH', 'LIVE', 'PREMATCH']);

export const Feed = namedEnum('feed', ['Lsports', 'LsportsFake', 'Goalserve', 'Tipico']);

export const LimitScope = namedEnum('limitScope', ['Player', 'Market', 'League', 'Match', 'Partner', 'System']);

export const LimitType = namedEnum('limitType', [
  'MaxStakePerBetslip',
  'MaxPayoutPerBetslip',
  'MaxStakePerMatch',
  'MaxPayoutPerMatch',
  'RestrictedCountry',
  'VpnConnection',
  'MaxDeposit',
  'MaxWithdrawal',
  'LimitPerBetType',
  'LimitPerBet',
  'LossLimitPerBetType',
  'LossLimitPerBet',
]);

/** How far a limit is reached (000 §3): from 30, 60, 80 and 100 % of it. */
export const AlertLevel = namedEnum('alertLevel', ['Low30', 'Normal60', 'High80', 'Critic100'], {
  Low30: 30,
  Normal60: 60,
  High80: 80,
  Critic100: 100,
});

export const LanguageCode = namedEnum('language', ['en', 'de', 'fr', 'tr', 'ro', 'hr', 'ru']);

export const TokenUnit = namedEnum('tokenUnit', ['seconds', 'minutes', 'hours', 'days']);

/** The statuses staff set on a KYC document (001 §3: ACCEPTED or REJECTED). */
export const KycDocumentDecision = namedEnum('kycDocumentDecision', ['ACCEPTED', 'REJECTED']);

/** Bet result codes a bet row's status can carry: the bet row statuses plus AUTO (000 §3, 002 §3). */
export const BetResultCode = namedEnum('betResultCode', [
  'AUTO',
  'WON',
  'WON_HALF',
  'LOST',
  'LOST_HALF',
  'NOT_SETTLED',
  'REFUNDED',
  'UNDER_REVIEW',
  'VOID',
  'ERROR',
  'CANCELLED',
]);
