/**
 * Player bonuses (002 §4, §7): cancelling a LOCKED bonus, a player's active bonus, and the bonus
 * campaign assignment of processed deposits (payments panel, 001 §3).
 */
import type { FastifyInstance } from 'fastify';
import { BONUS_PROMOTION_DAYS } from '../../resources/bonusCampaignRules';
import type { BonusRecord, bonusRecord } from '../../resources/bonusRecord';
import type { payments, Payment } from '../../resources/payments';
import { bonusWalletCode } from '../../resources/paymentRules';
import { logActivity, managerUser } from '../activity-log';
import { bookMovement } from '../betting/ledger';
import type { Queryable } from '../db/database';
import { sql, typed } from '../db/sql';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { ActionContext, ActionHandlers } from '../resource/actions';
import { findRecord, findRecords } from '../resource/records';
import type { ResourceRouteOptions } from '../resource/routes';
import { bonusTable } from '../tables/bonuses';
import { OFFERED_NOW } from '../tables/bonusCampaigns';
import { paymentsTable } from '../tables/payments';
import { playerTable } from '../tables/players';
import { isoTime } from '../tables/common';

const SYMBOLS: Record<string, string> = { EUR: '€', RON: 'lei', TRY: '₺' };

function histories(bonus: BonusRecord) {
  return bonus.bonusPlayerHistories ?? [];
}

export const bonusHandlers: ActionHandlers<typeof bonusRecord> = {
  cancel: (context) =>
    context.db.transaction(async (tx) => {
      // Lock first, then read: the status checked is the one on the locked row, so of concurrent
      // cancels one succeeds and the others see CANCELLED_BY_MANAGER.
      await tx.query(sql`SELECT id FROM player_bonuses WHERE id = ${typed(context.id!, 'integer')} FOR UPDATE`);
      const current = await findRecord(tx, bonusTable, context.scope, context.id!);
      if (current.bonusPlayerStatus !== 'LOCKED') {
        throw new ApiError(409, `Only a LOCKED bonus can be cancelled; this one is ${current.bonusPlayerStatus}`);
      }
      const money = current.bonusMoney;
      await tx.query(sql`UPDATE player_bonuses SET status = 'CANCELLED_BY_MANAGER', settled_date = now(), bonus_money = 0
        WHERE id = ${current.id}`);
      await tx.query(sql`INSERT INTO bonus_histories (bonus_player_id, created, history_type, rollover_before, rollover_after,
          bonus_money_before, bonus_money_movement, bonus_money_after, validation_message)
        VALUES (${current.id}, now(), 'BONUS_CANCELLED', ${current.rolloverAmountCurrent}, ${current.rolloverAmountCurrent},
          ${money}, ${-money}, 0, 'Cancelled by a manager')`);
      await bookMovement(tx, {
        playerId: current.player.id,
        historyType: 'BONUS',
        kind: 'BONUS_CANCELLED',
        amount: -money,
        description: `${current.bonusCampaign.title} cancelled`,
        bonusPlayerId: current.id,
        wallet: { gatewayCode: current.paymentWallet ?? null },
        ipAddress: context.request.ip,
      });
      await logActivity(tx, {
        operatorCode: current.operatorCode,
        logType: 'BONUS_CAMPAIGN_CHANGED',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        affected: bonusTable.logSubject(current).user,
        details: `Bonus ${current.id} (${current.bonusCampaign.title}) cancelled by a manager`,
        ipAddress: context.request.ip,
        bonusCampaignId: current.bonusCampaign.id,
        currencyCode: current.accountHistory?.currency ?? null,
        amount: money,
        before: { bonusPlayerStatus: current.bonusPlayerStatus, bonusMoney: money },
        after: { bonusPlayerStatus: 'CANCELLED_BY_MANAGER', bonusMoney: 0 },
      });
      const bonusPlayer = await findRecord(tx, bonusTable, context.scope, current.id);
      return { bonusPlayer, bonusPlayerHistories: histories(bonusPlayer) };
    }),
};

/** `GET players/{id}/bonus/active`: the LOCKED bonus, or `success: false` with status 200 when none (002 §7). */
export function registerBonusRoutes(app: FastifyInstance, options: ResourceRouteOptions) {
  app.get('/:op/players/:playerId/bonus/active', async (request) => {
    const { scope } = await options.context(request);
    const raw = (request.params as { playerId: string }).playerId;
    if (!/^\d{1,9}$/.test(raw)) throw badRequest('Invalid playerId', [{ path: 'playerId', message: 'Expected a positive integer' }]);
    const player = await findRecord(options.db, playerTable, scope, Number(raw));
    const [row] = await options.db.query<{ id: number; payment_wallet: string | null; currency: string }>(
      sql`SELECT id, payment_wallet, currency FROM player_bonuses WHERE player_id = ${player.id} AND status = 'LOCKED'
        ORDER BY id DESC LIMIT 1`,
    );
    if (!row) return { success: false, status: 200, message: 'The player has no active bonus' };
    const bonus = await findRecord(options.db, bonusTable, scope, row.id);
    // The wallet the bonus sits in, by the wallet's own code (001 §3), as the withdrawal rule reads it.
    const walletCode = bonusWalletCode(player.balanceBag, row.payment_wallet, row.currency);
    return {
      success: true,
      payload: {
        ...bonus,
        bonusPlayer: bonus,
        accountHistory: bonus.accountHistory ? { ...bonus.accountHistory, walletCode } : { walletCode },
      },
    };
  });
}

// --- Bonus campaign assignment (payments panel) ----------------------------------------------

interface CampaignRow {
  id: number;
  code: string;
  title: string;
  bonus_percent: number | null;
  rollover: number | null;
  description: string | null;
  min_deposit_amount: number | null;
  max_bonus_amount: number | null;
  currency: string;
  gateways: string[];
}

function campaignRef(row: CampaignRow) {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    bonusPercent: row.bonus_percent,
    rollover: row.rollover,
    description: row.description,
    minDepositAmount: row.min_deposit_amount,
    currency: row.currency,
    gateways: row.gateways,
  };
}

async function campaigns(tx: Queryable, operatorCode: string): Promise<CampaignRow[]> {
  return tx.query<CampaignRow>(sql`SELECT id, code, title, bonus_percent::float8 AS bonus_percent, rollover::float8 AS rollover,
      description, min_deposit_amount::float8 AS min_deposit_amount, max_bonus_amount::float8 AS max_bonus_amount, currency, gateways
    FROM bonus_campaigns WHERE operator_code = ${operatorCode} AND ${OFFERED_NOW} ORDER BY id`);
}

/**
 * Campaigns offered for a deposit: same currency, gateways including the deposit's wallet
 * (001 §2); each unavailable for a reason: below the minimum deposit, a bonus already on the
 * deposit, or a LOCKED bonus already running for the player.
 */
async function availability(tx: Queryable, deposit: Payment) {
  const [state] = await tx.query<{ assigned: boolean; active: boolean }>(sql`SELECT
    EXISTS (SELECT 1 FROM player_bonuses WHERE payment_id = ${deposit.id}) AS assigned,
    EXISTS (SELECT 1 FROM player_bonuses WHERE player_id = ${deposit.playerId} AND status = 'LOCKED') AS active`);
  const symbol = SYMBOLS[deposit.currency] ?? deposit.currency;
  return (await campaigns(tx, deposit.operatorCode))
    .filter((c) => c.currency === deposit.currency && !!deposit.paymentWallet && c.gateways.includes(deposit.paymentWallet))
    .map((c) => {
      let reason: string | null = null;
      if (state.assigned) reason = 'A bonus campaign is already assigned to this deposit';
      else if (state.active) reason = 'The player already has an active bonus';
      else if (c.min_deposit_amount !== null && deposit.accountMovement < c.min_deposit_amount) {
        reason = `Minimum deposit amount for the selected bonus campaign is ${c.min_deposit_amount} ${symbol}`;
      }
      return { campaign: c, entry: { bonusCampaign: campaignRef(c), available: reason === null, unavailabilityReasonText: reason } };
    });
}

/**
 * Campaigns a new deposit of the player can take (the manual payment form, bonusContext
 * newDeposit): the operator's ONGOING campaigns in the player's account currency (a manual payment
 * is made in it), every gateway they list; the form narrows them to the chosen gateway and
 * currency. Unavailable while the player has a LOCKED bonus; the campaign minimum is checked
 * against the amount when the deposit is made.
 */
async function newDepositAvailability(tx: Queryable, player: { id: number; operatorCode: string; totalBalance: { currency: string } }) {
  const [state] = await tx.query<{ active: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM player_bonuses WHERE player_id = ${player.id} AND status = 'LOCKED') AS active`,
  );
  const reason = state.active ? 'The player already has an active bonus' : null;
  return (await campaigns(tx, player.operatorCode))
    .filter((c) => c.currency === player.totalBalance.currency)
    .map((c) => ({ bonusCampaign: campaignRef(c), available: reason === null, unavailabilityReasonText: reason }));
}

/** The PROCESSED deposit `{id}` of player `{playerId}` within the scope. */
async function depositOf(tx: Queryable, context: ActionContext, playerId: number): Promise<Payment> {
  const deposit = await findRecord(tx, paymentsTable, context.scope, context.id!);
  if (deposit.playerId !== playerId) throw notFound(`Transaction ${context.id} of player ${playerId} not found`);
  return deposit;
}

function assertProcessedDeposit(deposit: Payment) {
  if (deposit.paymentRequest !== 'DEPOSIT' || deposit.paymentStatus !== 'PROCESSED') {
    throw new ApiError(409, 'Only a PROCESSED deposit can be given a bonus campaign');
  }
}

async function assignments(tx: Queryable, paymentId: number) {
  const rows = await tx.query<{ id: number }>(sql`SELECT id FROM player_bonuses WHERE payment_id = ${paymentId} ORDER BY id`);
  const bonuses = await findRecords(
    tx,
    bonusTable,
    { operatorCode: null },
    rows.map((r) => r.id),
  );
  return bonuses.map((bonus) => ({
    id: bonus.id,
    bonusPlayerId: bonus.id,
    transactionId: paymentId,
    bonusCampaign: bonus.bonusCampaign,
    bonusAmount: bonus.bonusAmount,
    bonusPlayerStatus: bonus.bonusPlayerStatus,
    created: bonus.promotionStartTime,
  }));
}

/** The bonus campaign assignment calls of the payments resource; its manual payment actions are in payments-actions.ts. */
export const paymentBonusHandlers: Pick<
  ActionHandlers<typeof payments>,
  'loadBonusAssignments' | 'loadBonusCampaigns' | 'assignBonusCampaign'
> = {
  async loadBonusAssignments(context, input) {
    const deposit = await depositOf(context.db, context, input.playerId);
    return assignments(context.db, deposit.id);
  },

  /**
   * Campaigns for a player's deposit. bonusContext existingDeposit: the deposit is the
   * `transactionId` query parameter when given, else the player's latest PROCESSED deposit
   * without a bonus. bonusContext newDeposit: the campaigns a new deposit can take (no
   * transactionId). Payload: `BonusCampaignAvailability[]` either way.
   */
  async loadBonusCampaigns(context, input) {
    const player = await findRecord(context.db, playerTable, context.scope, input.playerId);
    if (input.bonusContext === 'newDeposit') {
      if (input.transactionId !== undefined) {
        throw badRequest('transactionId applies to bonusContext=existingDeposit only', [
          { path: 'transactionId', message: 'Not allowed with bonusContext=newDeposit' },
        ]);
      }
      return newDepositAvailability(context.db, player);
    }
    const raw = (context.request.query as Record<string, unknown>).transactionId;
    let depositId: number | undefined;
    if (raw !== undefined && raw !== '') {
      if (!/^\d{1,9}$/.test(String(raw)))
        throw badRequest('Invalid transactionId', [{ path: 'transactionId', message: 'Expected a positive integer' }]);
      depositId = Number(raw);
    } else {
      const [row] = await context.db.query<{ id: number }>(sql`SELECT p.id FROM payments p WHERE p.player_id = ${player.id}
        AND p.payment_request = 'DEPOSIT' AND p.payment_status = 'PROCESSED'
        AND NOT EXISTS (SELECT 1 FROM player_bonuses b WHERE b.payment_id = p.id) ORDER BY p.created DESC, p.id DESC LIMIT 1`);
      depositId = row?.id;
    }
    if (depositId === undefined) return [];
    const deposit = await findRecord(context.db, paymentsTable, context.scope, depositId);
    if (deposit.playerId !== player.id) throw notFound(`Transaction ${depositId} of player ${player.id} not found`);
    if (deposit.paymentRequest !== 'DEPOSIT' || deposit.paymentStatus !== 'PROCESSED') return [];
    return (await availability(context.db, deposit)).map((a) => a.entry);
  },

  assignBonusCampaign: (context, input) =>
    context.db.transaction(async (tx) => {
      // Lock the deposit and its player, then read: the checks run on the locked rows.
      await tx.query(sql`SELECT id FROM payments WHERE id = ${typed(context.id!, 'integer')} FOR UPDATE`);
      await tx.query(sql`SELECT id FROM players WHERE id = ${input.playerId} FOR UPDATE`);
      // The campaign cannot be paused or archived while it is being granted.
      await tx.query(sql`SELECT id FROM bonus_campaigns WHERE id = ${input.campaignId} FOR SHARE`);
      const deposit = await depositOf(tx, context, input.playerId);
      assertProcessedDeposit(deposit);
      const offered = await availability(tx, deposit);
      const choice = offered.find((a) => a.campaign.id === input.campaignId);
      if (!choice) {
        const [exists] = await tx.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM bonus_campaigns
          WHERE id = ${input.campaignId} AND operator_code = ${deposit.operatorCode}`);
        if (exists.n === 0) throw notFound(`Bonus campaign ${input.campaignId} not found`);
        throw badRequest(
          "The bonus campaign is not available for this player: it does not apply to this deposit's currency or wallet. " +
            'Select another one that is available',
          [{ path: 'campaignId', message: 'Not offered for this deposit' }],
        );
      }
      const reason = choice.entry.unavailabilityReasonText;
      if (reason?.startsWith('Minimum deposit amount')) throw badRequest(reason, [{ path: 'campaignId', message: reason }]);
      if (reason) {
        throw badRequest(`The bonus campaign is not available for this player: ${reason}. Select another one that is available`, [
          { path: 'campaignId', message: reason },
        ]);
      }
      const c = choice.campaign;
      const amount = Math.min(
        Math.round(deposit.accountMovement * (c.bonus_percent ?? 0)) / 100,
        c.max_bonus_amount ?? Number.POSITIVE_INFINITY,
      );
      const [created] = await tx.query<{ id: number }>(sql`INSERT INTO player_bonuses (operator_code, player_id, player_username,
          campaign_id, payment_id, promotion_start_time, promotion_end_time, status, rollover_amount_campaign,
          rollover_amount_current, bonus_amount, bonus_money, payment_wallet, currency, created)
        VALUES (${deposit.operatorCode}, ${deposit.playerId}, ${deposit.playerUsername}, ${c.id}, ${deposit.id}, now(),
          now() + ${BONUS_PROMOTION_DAYS} * interval '1 day', 'LOCKED', ${Math.round(amount * (c.rollover ?? 1) * 100) / 100}, 0, ${amount}, ${amount},
          ${deposit.paymentWallet}, ${deposit.currency}, now())
        RETURNING id`);
      await tx.query(sql`INSERT INTO bonus_histories (bonus_player_id, created, history_type, rollover_before, rollover_after,
          bonus_money_before, bonus_money_movement, bonus_money_after)
        VALUES (${created.id}, now(), 'BONUS_GRANTED', 0, 0, 0, ${amount}, ${amount})`);
      const ahId = await bookMovement(
        tx,
        {
          playerId: deposit.playerId,
          historyType: 'BONUS',
          kind: 'BONUS_GRANTED',
          amount,
          description: `${c.title} granted`,
          bonusPlayerId: created.id,
          wallet: { gatewayCode: deposit.paymentWallet ?? null },
          ipAddress: context.request.ip,
        },
        true,
      );
      await tx.query(sql`UPDATE player_bonuses SET account_history_id = ${ahId ?? null} WHERE id = ${created.id}`);
      const player = await findRecord(tx, playerTable, context.scope, deposit.playerId);
      await logActivity(tx, {
        operatorCode: deposit.operatorCode,
        logType: 'BONUS_CAMPAIGN_CHANGED',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        affected: playerTable.logSubject(player).user,
        details: `${c.title} assigned to deposit ${deposit.paymentRequestId}`,
        ipAddress: context.request.ip,
        bonusCampaignId: c.id,
        transactionId: String(deposit.paymentRequestId),
        walletCode: deposit.paymentWallet ?? null,
        currencyCode: deposit.currency,
        amount,
        before: { bonusAssignments: 0 },
        after: { bonusPlayerId: created.id, bonusCampaignId: c.id, bonusAmount: amount },
      });
      const [assignment] = await assignments(tx, deposit.id);
      return { ...assignment, created: assignment.created ?? isoTime(new Date()) };
    }),
};
