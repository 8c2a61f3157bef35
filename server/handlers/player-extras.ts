/**
 * Player calls beside the generic ones (001 §7): the cash desk gateways and exchange rates of the
 * manual payments form, and a player's previous accounts (add / remove).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CashDeskGateway, playerGateways } from '../../resources/playerGateways';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { OFFERED_NOW } from '../tables/bonusCampaigns';
import { sql } from '../db/sql';
import { ApiError, badRequest, notFound, validationError } from '../http/errors';
import type { ActionHandlers } from '../resource/actions';
import { parseId } from '../resource/actions';
import { findRecord } from '../resource/records';
import type { ResourceRouteOptions } from '../resource/routes';
import { playerTable } from '../tables/players';
import { player as playerResource } from '../../resources/player';
import { loadExchange, type CurrencyRecord } from '../exchange';

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

/** The body of the previous-accounts calls: the player code (an object, or the username alone). */
const PreviousAccountBody = z.union([
  z.object({ playerUsername: z.string().trim().min(1).max(200), playerRealm: z.string().nullable().optional() }),
  z.string().trim().min(1).max(200).transform((playerUsername) => ({ playerUsername, playerRealm: null })),
]);

export const PREVIOUS_ACCOUNT_MESSAGES = {
  add: 'Successfully added account to player accounts',
  remove: 'Successfully removed account from player accounts',
} as const;

/** `PUT players/{id}/previous-accounts/add|remove` with the player code as body; payload: the account list. */
export function registerPreviousAccountRoutes(app: FastifyInstance, options: ResourceRouteOptions) {
  const { db } = options;
  app.put('/:op/players/:id/previous-accounts/:change', async (request) => {
    const { scope, manager } = await options.context(request);
    const params = request.params as { id: string; change: string };
    if (params.change !== 'add' && params.change !== 'remove') throw notFound(`Route PUT previous-accounts/${params.change} not found`);
    const change = params.change;
    const id = parseId(playerResource, params.id);
    const parsed = PreviousAccountBody.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error, undefined, 'Invalid player code');
    const code = parsed.data;
    const accounts = await db.transaction(async (tx) => {
      const player = await findRecord(tx, playerTable, scope, id, { forUpdate: true });
      const [row] = await tx.query<{ accounts: string[] | null }>(
        sql`SELECT previous_accounts AS accounts FROM players WHERE id = ${player.id}`,
      );
      const before = row.accounts ?? [];
      let after: string[];
      if (change === 'add') {
        if (code.playerUsername === player.playerCode.playerUsername) throw badRequest('A player cannot be its own previous account', [{ path: 'playerUsername', message: 'Same player' }]);
        const [other] = await tx.query<{ id: number }>(sql`SELECT id FROM players
          WHERE operator_code = ${player.operatorCode} AND username = ${code.playerUsername}`);
        if (!other) throw notFound(`No player ${code.playerUsername} in operator ${player.operatorCode}`);
        if (before.includes(code.playerUsername)) throw new ApiError(409, `${code.playerUsername} is already a previous account`);
        after = [...before, code.playerUsername];
      } else {
        if (!before.includes(code.playerUsername)) throw notFound(`${code.playerUsername} is not a previous account of this player`);
        after = before.filter((username) => username !== code.playerUsername);
      }
      await tx.query(sql`UPDATE players SET previous_accounts = ${after.length ? after : null}::text[], updated = now()
        WHERE id = ${player.id}`);
      await logActivity(tx, {
        operatorCode: player.operatorCode,
        logType: 'DATA_CHANGED',
        significanceLevel: 'Low30',
        user: managerUser(manager),
        affected: playerTable.logSubject(player).user,
        details: `${change === 'add' ? 'Added' : 'Removed'} previous account ${code.playerUsername}`,
        ipAddress: request.ip,
        before: { previousAccounts: before },
        after: { previousAccounts: after },
      });
      return after;
    });
    return { success: true, message: PREVIOUS_ACCOUNT_MESSAGES[change], payload: accounts };
  });
}
