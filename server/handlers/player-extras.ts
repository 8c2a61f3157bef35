/**
 * Player calls beside the generic ones (001 §7): the cash desk gateways and exchange rates of the
 * manual payments form, and adding and removing a player's previous accounts.
 */
import type { z } from 'zod';
import type { CashDeskGateway, playerGateways } from '../../resources/playerGateways';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { OFFERED_NOW } from '../tables/bonusCampaigns';
import { sql } from '../db/sql';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import { playerTable } from '../tables/players';
import { loadExchange, type CurrencyRecord } from '../exchange';
import { PREVIOUS_ACCOUNTS_MAX, type PreviousAccountChange, type previousAccounts } from '../../resources/previousAccounts';

interface GatewayRow {
  code: string;
  name: string;
  type: string;
  allowed_currencies: string[];
  min_deposit: number | null;
  max_deposit: number | null;
  min_withdrawal: number | null;
  max_withdrawal: number | null;
}

/** The active cash desk gateways of an operator. */
export async function cashDeskGateways(db: Queryable, operatorCode: string): Promise<GatewayRow[]> {
  return db.query<GatewayRow>(sql`SELECT code, name, type, allowed_currencies, min_deposit::float8 AS min_deposit,
      max_deposit::float8 AS max_deposit, min_withdrawal::float8 AS min_withdrawal, max_withdrawal::float8 AS max_withdrawal
    FROM cash_desk_gateways WHERE operator_code = ${operatorCode} AND active ORDER BY id`);
}

/** Whether a deposit through a gateway can get a bonus now, for a player. */
async function bonusClaimable(db: Queryable, operatorCode: string, playerId: number, gateway: GatewayRow) {
  const [row] = await db.query<{ active: boolean; campaigns: number }>(sql`SELECT
      EXISTS (SELECT 1 FROM player_bonuses WHERE player_id = ${playerId} AND status = 'LOCKED') AS active,
      (SELECT count(*)::integer FROM bonus_campaigns WHERE operator_code = ${operatorCode} AND ${OFFERED_NOW}
        AND ${gateway.code} = ANY (gateways) AND currency = ANY (${gateway.allowed_currencies}::text[])) AS campaigns`);
  if (row.active) return { bonusClaimableNow: false, bonusNonClaimableNowReason: 'The player already has an active bonus' };
  if (row.campaigns === 0) {
    return { bonusClaimableNow: false, bonusNonClaimableNowReason: 'No bonus campaign applies to this gateway' };
  }
  return { bonusClaimableNow: true, bonusNonClaimableNowReason: null };
}

/** A gateway as the payments form reads it, its currencies typed as the operator sees them (`info`). */
export function gatewayRecord(gateway: GatewayRow, currencyInfo: (currency: string) => CurrencyRecord): CashDeskGateway {
  return {
    code: gateway.code,
    name: gateway.name,
    type: gateway.type,
    allowedCurrencies: gateway.allowed_currencies.map((currency) => {
      const info = currencyInfo(currency);
      return { ...info, currencyType: info.currencyType as NonNullable<CashDeskGateway['allowedCurrencies'][number]['currencyType']> };
    }),
    depositLimits: { minAmount: gateway.min_deposit, maxAmount: gateway.max_deposit },
    withdrawalLimits: { minAmount: gateway.min_withdrawal, maxAmount: gateway.max_withdrawal },
  };
}

export const gatewaysHandlers: Omit<ActionHandlers<typeof playerGateways>, 'loadActiveBonus' | 'createPayment'> = {
  /** The cash desk gateways of the player's operator; 404 when it has none (001 §7). */
  async loadCashDeskGateways(context) {
    const player = await findRecord(context.db, playerTable, context.scope, context.id!);
    const gateways = await cashDeskGateways(context.db, player.operatorCode);
    if (gateways.length === 0) throw notFound(`Operator ${player.operatorCode} has no cash desk gateways`);
    const { info } = await loadExchange(context.db, player.operatorCode);
    return Promise.all(
      gateways.map(async (gateway) => ({
        ...gatewayRecord(gateway, info),
        ...(await bonusClaimable(context.db, player.operatorCode, player.id, gateway)),
      })),
    );
  },

  /** Exchange data against the operator's currency (the central office's, the base currency, in the central view). */
  async loadExchangeRates(context) {
    const { info: _info, ...data } = await loadExchange(context.db, context.scope.operatorCode);
    return data;
  },
};

/**
 * Links or unlinks a previous account (`PUT players/{playerId}/previous-accounts/add|remove`, the
 * body the account's player code): the player locked, the account checked (a player of the same
 * operator, not the player itself, not linked twice, at most {@link PREVIOUS_ACCOUNTS_MAX}), the
 * list written and an activity-log entry with the list before and after. Payload: the usernames.
 */
async function changePreviousAccounts(context: ActionContext, change: 'add' | 'remove', input: z.output<typeof PreviousAccountChange>) {
  const username = input.playerUsername;
  return context.db.transaction(async (tx) => {
    const player = await findRecord(tx, playerTable, context.scope, input.playerId, { forUpdate: true });
    const [row] = await tx.query<{ accounts: string[] | null }>(
      sql`SELECT previous_accounts AS accounts FROM players WHERE id = ${player.id}`,
    );
    const before = row.accounts ?? [];
    let after: string[];
    if (change === 'add') {
      if (username === player.playerCode.playerUsername) {
        throw badRequest('A player cannot be its own previous account', [{ path: 'playerUsername', message: 'The player itself' }]);
      }
      const [other] = await tx.query<{ id: number }>(sql`SELECT id FROM players
        WHERE operator_code = ${player.operatorCode} AND username = ${username}
          AND (${input.playerRealm ?? null}::text IS NULL OR realm = ${input.playerRealm ?? null})`);
      if (!other) throw notFound(`No player ${username} in operator ${player.operatorCode}`);
      if (before.includes(username))
        throw new ApiError(409, `${username} is already a previous account of ${player.playerCode.playerUsername}`);
      if (before.length >= PREVIOUS_ACCOUNTS_MAX) {
        throw badRequest(`A player has at most ${PREVIOUS_ACCOUNTS_MAX} previous accounts`, [
          { path: 'playerUsername', message: 'Too many previous accounts' },
        ]);
      }
      after = [...before, username];
    } else {
      if (!before.includes(username)) throw notFound(`${username} is not a previous account of ${player.playerCode.playerUsername}`);
      after = before.filter((candidate) => candidate !== username);
    }
    await tx.query(
      sql`UPDATE players SET previous_accounts = ${after.length ? after : null}::text[], updated = now() WHERE id = ${player.id}`,
    );
    await logActivity(tx, {
      operatorCode: player.operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Low30',
      user: managerUser(context.manager),
      affected: playerTable.logSubject(player).user,
      details: `${change === 'add' ? 'Added' : 'Removed'} previous account ${username}`,
      ipAddress: context.request.ip,
      before: { previousAccounts: before },
      after: { previousAccounts: after },
    });
    return after;
  });
}

export const previousAccountHandlers: ActionHandlers<typeof previousAccounts> = {
  add: (context, input) => changePreviousAccounts(context, 'add', input),
  remove: (context, input) => changePreviousAccounts(context, 'remove', input),
};
