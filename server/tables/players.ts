/** Storage of the `players` resource. */
import type { Player } from '../../resources/player';
import { sql } from '../db/sql';
import type { TableMapping } from './mapping';

type Row = Record<string, unknown>;

const LIMIT_FIELDS = [
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
] as const;

/** ISO timestamp from a driver value (Date or string). */
export function isoTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return date.toISOString();
}

function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export const playerTable: TableMapping<Player> = {
  table: 'players',
  countsMaintained: true,
  idColumn: 'id',
  operatorColumn: 'operator_code',
  fields: {
    id: { column: 'id', type: 'integer' },
    operatorCode: { column: 'operator_code', type: 'text' },
    'playerCode.playerUsername': { column: 'username', type: 'text' },
    'playerCode.playerRealm': { column: 'realm', type: 'text' },
    email: { column: 'email', type: 'text' },
    emailVerified: { column: 'email_verified', type: 'boolean' },
    status: { column: 'status', type: 'text' },
    disabledReason: { column: 'disabled_reason', type: 'text' },
    role: { column: 'role', type: 'text' },
    firstName: { column: 'first_name', type: 'text' },
    lastName: { column: 'last_name', type: 'text' },
    phoneNumber: { column: 'phone_number', type: 'text' },
    birthdate: { column: 'birthdate', type: 'date' },
    gender: { column: 'gender', type: 'text' },
    langCode: { column: 'lang_code', type: 'text' },
    street: { column: 'street', type: 'text' },
    locality: { column: 'locality', type: 'text' },
    postalCode: { column: 'postal_code', type: 'text' },
    country: { column: 'country', type: 'text' },
    riskGroup: { column: 'risk_group', type: 'text' },
    kycStatus: { column: 'kyc_status', type: 'text' },
    withdrawalState: { column: 'withdrawal_state', type: 'text' },
    accountType: { column: 'account_type', type: 'text' },
    'totalBalance.value': { column: 'total_balance', type: 'numeric' },
    tenantCurrency: { column: 'tenant_currency', type: 'text' },
    withdrawalDisabled: { column: 'withdrawal_disabled', type: 'boolean' },
    lastLoginDate: { column: 'last_login_date', type: 'timestamptz' },
    lastAcceptedPrivacyAgreementDate: { column: 'last_accepted_privacy_agreement_date', type: 'timestamptz' },
    userLocation: { column: 'user_location', type: 'text' },
    flag: { column: 'flag', type: 'text' },
    server: { column: 'server', type: 'text' },
    created: { column: 'created', type: 'timestamptz' },
    updated: { column: 'updated', type: 'timestamptz' },
  },
  updatedColumn: 'updated',
  select: sql`id, operator_code, username, realm, email, email_verified, status, disabled_reason, role,
    first_name, last_name, phone_number, birthdate::text AS birthdate, gender, lang_code, street, locality,
    postal_code, country, risk_group, kyc_status, withdrawal_state, account_type, avatar,
    total_balance::text AS total_balance, balance_currency, tenant_currency, balance_bag, limits, withdrawal_disabled,
    last_login_date, last_accepted_privacy_agreement_date, user_location, flag, server, created, updated`,
  toRecord(row: Row): Player {
    const limits = json<Record<string, Player['minApprovedDeposit']>>(row.limits, {});
    const record: Player = {
      id: Number(row.id),
      operatorCode: String(row.operator_code),
      playerCode: { playerUsername: String(row.username), playerRealm: String(row.realm) },
      email: String(row.email),
      emailVerified: Boolean(row.email_verified),
      status: row.status as Player['status'],
      disabledReason: text(row.disabled_reason),
      role: row.role as Player['role'],
      firstName: text(row.first_name),
      lastName: text(row.last_name),
      phoneNumber: text(row.phone_number),
      birthdate: text(row.birthdate),
      gender: (row.gender ?? null) as Player['gender'],
      langCode: row.lang_code as Player['langCode'],
      street: text(row.street),
      locality: text(row.locality),
      postalCode: text(row.postal_code),
      country: text(row.country),
      riskGroup: row.risk_group as Player['riskGroup'],
      kycStatus: row.kyc_status as Player['kycStatus'],
      withdrawalState: row.withdrawal_state as Player['withdrawalState'],
      accountType: row.account_type as Player['accountType'],
      avatar: text(row.avatar),
      totalBalance: { value: Number(row.total_balance), currency: String(row.balance_currency) },
      tenantCurrency: String(row.tenant_currency),
      balanceBag: json<Player['balanceBag']>(row.balance_bag, []),
      withdrawalDisabled: Boolean(row.withdrawal_disabled),
      lastLoginDate: isoTime(row.last_login_date),
      lastAcceptedPrivacyAgreementDate: isoTime(row.last_accepted_privacy_agreement_date),
      userLocation: text(row.user_location),
      flag: text(row.flag),
      server: text(row.server),
      created: isoTime(row.created) as string,
      updated: isoTime(row.updated) as string,
    };
    for (const name of LIMIT_FIELDS) record[name] = limits[name] ?? null;
    return record;
  },
  logSubject: (player) => ({
    operatorCode: player.operatorCode,
    user: { id: player.id, role: player.role, realm: player.playerCode.playerRealm, username: player.playerCode.playerUsername },
  }),
};
