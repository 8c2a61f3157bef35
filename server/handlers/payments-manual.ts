/**
 * `POST payments`: a manual deposit or withdrawal from the player profile's Payments panel
 * (001 §3 Payment request, §5 Payments). Every rule of resources/paymentRules.ts is checked on the
 * server against the locked player, and the payment is applied in one transaction: the wallet and
 * total balance, a payment row, an account-history row, a bonus record (with its own account
 * entry) when a campaign applies, and a DEPOSIT / WITHDRAWAL activity-log entry. All or nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BONUS_PROMOTION_DAYS } from '../../resources/bonusCampaignRules';
import type { Wallet } from '../../resources/player';
import {
  bonusWalletCode,
  ManualPaymentRequest,
  paymentRuleText,
  validatePayment,
  type CampaignChoice,
  type PaymentField,
} from '../../resources/paymentRules';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { sql, typed } from '../db/sql';
import { badRequest, issuesToErrors, type FieldError } from '../http/errors';
import { findRecord } from '../resource/records';
import type { ResourceRouteOptions } from '../resource/routes';
import { paymentsTable } from '../tables/payments';
import { playerTable } from '../tables/players';
import { symbolOf } from '../tables/limits';
import { loadExchange, ruleExchange } from '../exchange';
import { cashDeskGateways } from './player-extras';
import { depositAmounts } from './limits';
import { observePayment, type ObservedPayment } from '../betting/limitAlerts';
import { OFFERED_NOW } from '../tables/bonusCampaigns';

type WalletEntry = z.output<typeof Wallet>;

export const PAYMENT_DONE = 'Payment done';

/** Request fields of the form fields the rules report on. */
const FIELD_PATHS: Record<PaymentField, string> = {
  gatewayCode: 'gatewayCode',
  currency: 'currency',
  amount: 'accountMovement',
  description: 'description',
  bonusCampaignId: 'bonusCampaignId',
};

/** Request fields whose problems the rules report with the spec's messages. */
const RULE_FIELDS = new Set(['accountMovement', 'description', 'currency', 'gatewayCode']);

const round2 = (value: number) => Math.round(value * 100) / 100;

function reject(errors: FieldError[]): never {
  throw badRequest(errors.map((e) => e.message).join('; '), errors);
}

/** A player's effective limits by name (stored manual changes or the operator defaults), as the payment rules read them. */
export async function effectiveLimits(tx: Queryable, playerId: number): Promise<Record<string, { limit: number | null } | undefined>> {
  const [row] = await tx.query<{ effective: Record<string, { limit: number | null }> | string }>(
    sql`SELECT effective_limits(limits, risk_group) AS effective FROM players WHERE id = ${playerId}`,
  );
  return (typeof row.effective === 'string' ? JSON.parse(row.effective) : row.effective) as Record<
    string,
    { limit: number | null } | undefined
  >;
}

interface CampaignRow {
  id: number;
  title: string;
  bonus_percent: number | null;
  rollover: number | null;
  min_deposit_amount: number | null;
  max_bonus_amount: number | null;
  currency: string;
  gateways: string[];
}

async function campaignChoice(
  tx: Queryable,
  operatorCode: string,
  playerId: number,
  campaignId: number,
  currency: string,
  gatewayCode: string,
): Promise<{ row: CampaignRow; choice: CampaignChoice }> {
  // Locked against a pause or archive while the deposit takes it.
  await tx.query(sql`SELECT id FROM bonus_campaigns WHERE id = ${campaignId} FOR SHARE`);
  const [row] = await tx.query<CampaignRow>(sql`SELECT id, title, bonus_percent::float8 AS bonus_percent, rollover::float8 AS rollover,
      min_deposit_amount::float8 AS min_deposit_amount, max_bonus_amount::float8 AS max_bonus_amount, currency, gateways
    FROM bonus_campaigns WHERE id = ${campaignId} AND operator_code = ${operatorCode} AND ${OFFERED_NOW}`);
  if (!row) reject([{ path: 'bonusCampaignId', message: `Bonus campaign ${campaignId} not found` }]);
  const [state] = await tx.query<{ active: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM player_bonuses WHERE player_id = ${playerId} AND status = 'LOCKED') AS active`,
  );
  let reason: string | null = null;
  if (state.active) reason = 'The player already has an active bonus';
  else if (row.currency !== currency) reason = `the campaign is for deposits in ${row.currency}`;
  else if (!row.gateways.includes(gatewayCode)) reason = `the campaign does not apply to the ${gatewayCode} gateway`;
  return {
    row,
    choice: { id: row.id, minDepositAmount: row.min_deposit_amount, available: reason === null, unavailabilityReasonText: reason },
  };
}

/** Creates the manual payment; the response carries the spec's 'Payment done' message. */
export async function createManualPayment(request: FastifyRequest, options: ResourceRouteOptions) {
  const { scope, manager } = await options.context(request);
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    reject([{ path: 'body', message: 'The body must be a JSON object' }]);
  }
  const raw = body as Record<string, unknown>;
  const parsed = ManualPaymentRequest.safeParse(raw);
  if (!parsed.success) {
    // The payment rules read typed text or a number in their fields; any other JSON type is refused here.
    const deferred = (path: string) => {
      const key = path.split('.')[0];
      const value = raw[key];
      return RULE_FIELDS.has(key) && (value === null || value === undefined || typeof value === 'string' || typeof value === 'number');
    };
    const structural = issuesToErrors(parsed.error).filter((error) => !deferred(error.path));
    if (structural.length > 0)
      throw badRequest(`Invalid payment request: ${structural.map((e) => `${e.path}: ${e.message}`).join('; ')}`, structural);
  }
  const input = raw as Partial<ManualPaymentRequest> &
    Pick<ManualPaymentRequest, 'playerId' | 'operatorCode' | 'playerUsername' | 'paymentType'>;
  const direction = input.paymentType.requestType;
  const deposit = direction === 'DEPOSIT';
  // A payment refused for going over the player's approved maximum still raises its limit alert.
  let refusedOverMaximum: { payment: ObservedPayment; maximum: number } | undefined;
  const observed = (
    player: { id: number; operatorCode: string; playerCode: { playerUsername: string } },
    currency: string,
    amount: number,
  ) => ({
    operatorCode: player.operatorCode,
    playerId: player.id,
    playerUsername: player.playerCode.playerUsername,
    currency,
    direction,
    amount,
  });

  return options.db
    .transaction(async (tx) => {
      const player = await findRecord(tx, playerTable, scope, input.playerId, { forUpdate: true });
      const mismatch: FieldError[] = [];
      if (input.operatorCode !== player.operatorCode) {
        mismatch.push({ path: 'operatorCode', message: `Player ${player.id} belongs to operator ${player.operatorCode}` });
      }
      if (input.playerUsername !== player.playerCode.playerUsername) {
        mismatch.push({ path: 'playerUsername', message: `Player ${player.id} is ${player.playerCode.playerUsername}` });
      }
      if (mismatch.length) reject(mismatch);

      const gatewayCode = typeof input.gatewayCode === 'string' ? input.gatewayCode : '';
      const currencyCode = typeof input.currency === 'string' ? input.currency : '';
      const gateways = await cashDeskGateways(tx, player.operatorCode);
      const gateway = gateways.find((candidate) => candidate.code === gatewayCode);
      const setup: FieldError[] = [];
      if (gatewayCode && !gateway) setup.push({ path: 'gatewayCode', message: `Unknown cash desk gateway ${gatewayCode}` });
      if (currencyCode && gateway && !gateway.allowed_currencies.includes(currencyCode)) {
        setup.push({ path: 'currency', message: `The ${gateway.name} gateway does not accept ${currencyCode}` });
      } else if (currencyCode && currencyCode !== player.totalBalance.currency) {
        setup.push({
          path: 'currency',
          message: `The player's account is in ${player.totalBalance.currency}; ${currencyCode} is not supported`,
        });
      }
      if (input.bonusCampaignId != null && !deposit) {
        setup.push({ path: 'bonusCampaignId', message: 'A bonus campaign can be given with a deposit only' });
      }
      if (setup.length) reject(setup);

      const limits = await effectiveLimits(tx, player.id);
      const [bonusRow] = await tx.query<{ bonus_money: number; payment_wallet: string | null; currency: string }>(sql`SELECT
        bonus_money::float8 AS bonus_money, payment_wallet, currency FROM player_bonuses
      WHERE player_id = ${player.id} AND status = 'LOCKED' ORDER BY id DESC LIMIT 1`);
      const campaign =
        deposit && input.bonusCampaignId != null && gateway && currencyCode
          ? await campaignChoice(tx, player.operatorCode, player.id, input.bonusCampaignId, currencyCode, gatewayCode)
          : undefined;

      const exchange = await loadExchange(tx, player.operatorCode);
      const issues = validatePayment({
        direction,
        gatewayCode,
        currency: currencyCode ? exchange.info(currencyCode) : null,
        amount: input.accountMovement as number | string | null | undefined,
        description: typeof input.description === 'string' ? input.description : null,
        campaign: campaign?.choice ?? null,
        player: {
          withdrawalDisabled: player.withdrawalDisabled,
          balanceBag: player.balanceBag,
          minApprovedDeposit: limits.minApprovedDeposit,
          maxApprovedDeposit: limits.maxApprovedDeposit,
          minApprovedWithdrawal: limits.minApprovedWithdrawal,
          maxApprovedWithdrawal: limits.maxApprovedWithdrawal,
          selfProtectionDailyDepositLimit: limits.selfProtectionDailyDepositLimit,
          selfProtectionWeeklyDepositLimit: limits.selfProtectionWeeklyDepositLimit,
          selfProtectionMonthlyDepositLimit: limits.selfProtectionMonthlyDepositLimit,
        },
        gatewayLimits: gateway
          ? deposit
            ? { minAmount: gateway.min_deposit, maxAmount: gateway.max_deposit }
            : { minAmount: gateway.min_withdrawal, maxAmount: gateway.max_withdrawal }
          : null,
        exchange: ruleExchange(exchange),
        depositAmounts: deposit ? await depositAmounts(tx, player.id) : undefined,
        activeBonus: bonusRow
          ? { bonusMoney: bonusRow.bonus_money, walletCode: bonusWalletCode(player.balanceBag, bonusRow.payment_wallet, bonusRow.currency) }
          : null,
      });
      if (issues.length > 0) {
        const maximum = (deposit ? limits.maxApprovedDeposit : limits.maxApprovedWithdrawal)?.limit;
        if (maximum != null && issues.some((entry) => entry.key === 'app.payments.rules.playerMax')) {
          refusedOverMaximum = { payment: observed(player, currencyCode, Number(input.accountMovement)), maximum };
        }
        reject(issues.map((entry) => ({ path: FIELD_PATHS[entry.field], message: paymentRuleText(entry) })));
      }

      // All rules passed: apply the payment.
      const amount = round2(Number(input.accountMovement));
      const movement = deposit ? amount : -amount;
      const description = String(input.description).trim();
      const bag: WalletEntry[] = player.balanceBag.map((wallet) => ({ ...wallet }));
      let wallet = bag.find((candidate) => candidate.gatewayCode === gatewayCode && candidate.currency.code === currencyCode);
      if (!wallet) {
        // Only a deposit gets here (a withdrawal needs the wallet): open one for the gateway.
        wallet = {
          code: `W${player.id}-${bag.length + 1}`,
          gatewayCode,
          gatewayName: gateway!.name,
          currency: { code: currencyCode },
          balance: 0,
          isMainWallet: bag.length === 0,
          externalAccount: null,
          isCryptoGateway: false,
        };
        bag.push(wallet);
      }
      const walletBefore = wallet.balance;
      const balanceBefore = player.totalBalance.value;
      wallet.balance = round2(wallet.balance + movement);
      let total = round2(balanceBefore + movement);

      const [{ requestId }] = await tx.query<{ requestId: number }>(
        sql`SELECT nextval('manual_payment_request_seq')::integer AS "requestId"`,
      );
      const symbol = symbolOf(currencyCode);
      const [paymentRow] = await tx.query<{ id: number }>(sql`INSERT INTO payments (payment_request, payment_request_id, created,
        operator_code, player_id, player_username, payment_method, payment_wallet, payment_status, balance_before, account_movement,
        balance_after, tax_percentage, currency, description, country, ip_address)
      VALUES (${direction}, ${requestId}, now(), ${player.operatorCode}, ${player.id}, ${player.playerCode.playerUsername}, 'MANUAL',
        ${gatewayCode}, 'PROCESSED', ${typed(balanceBefore, 'numeric')}, ${typed(movement, 'numeric')}, ${typed(total, 'numeric')}, 0,
        ${currencyCode}, ${description}, ${player.country ?? null}, ${request.ip})
      RETURNING id`);
      await observePayment(
        tx,
        { ...observed(player, currencyCode, amount), paymentRequestId: requestId },
        (deposit ? limits.maxApprovedDeposit : limits.maxApprovedWithdrawal)?.limit,
      );
      const ahColumns = sql`operator_code, player_id, player_username, history_type, kind, payment_request, payment_status,
      account_movement, balance_after, currency_code, currency_symbol, created, description, tax_percentage, payment_id,
      payment_request_id, bonus_player_id, country, ip_address`;
      await tx.query(sql`INSERT INTO account_history (${ahColumns})
      VALUES (${player.operatorCode}, ${player.id}, ${player.playerCode.playerUsername}, 'PAYMENT', ${direction}, ${direction},
        'PROCESSED', ${typed(movement, 'numeric')}, ${typed(total, 'numeric')}, ${currencyCode}, ${symbol}, now(), ${description}, 0,
        ${paymentRow.id}, ${requestId}, NULL, ${player.country ?? null}, ${request.ip})`);

      let bonus: { bonusPlayerId: number; bonusCampaignId: number; bonusAmount: number } | null = null;
      if (campaign) {
        const c = campaign.row;
        const bonusAmount = round2(Math.min((amount * (c.bonus_percent ?? 0)) / 100, c.max_bonus_amount ?? Number.POSITIVE_INFINITY));
        const [created] = await tx.query<{ id: number }>(sql`INSERT INTO player_bonuses (operator_code, player_id, player_username,
          campaign_id, payment_id, promotion_start_time, promotion_end_time, status, rollover_amount_campaign,
          rollover_amount_current, bonus_amount, bonus_money, payment_wallet, currency, created)
        VALUES (${player.operatorCode}, ${player.id}, ${player.playerCode.playerUsername}, ${c.id}, ${paymentRow.id}, now(),
          now() + ${BONUS_PROMOTION_DAYS} * interval '1 day', 'LOCKED', ${typed(round2(bonusAmount * (c.rollover ?? 1)), 'numeric')}, 0,
          ${typed(bonusAmount, 'numeric')}, ${typed(bonusAmount, 'numeric')}, ${gatewayCode}, ${currencyCode}, now())
        RETURNING id`);
        await tx.query(sql`INSERT INTO bonus_histories (bonus_player_id, created, history_type, rollover_before, rollover_after,
          bonus_money_before, bonus_money_movement, bonus_money_after)
        VALUES (${created.id}, now(), 'BONUS_GRANTED', 0, 0, 0, ${typed(bonusAmount, 'numeric')}, ${typed(bonusAmount, 'numeric')})`);
        wallet.balance = round2(wallet.balance + bonusAmount);
        total = round2(total + bonusAmount);
        const [entry] = await tx.query<{ id: number }>(sql`INSERT INTO account_history (${ahColumns})
        VALUES (${player.operatorCode}, ${player.id}, ${player.playerCode.playerUsername}, 'BONUS', 'BONUS_GRANTED', NULL, NULL,
          ${typed(bonusAmount, 'numeric')}, ${typed(total, 'numeric')}, ${currencyCode}, ${symbol}, now(), ${`${c.title} granted`},
          NULL, NULL, NULL, ${created.id}, ${player.country ?? null}, ${request.ip})
        RETURNING id`);
        await tx.query(sql`UPDATE player_bonuses SET account_history_id = ${entry.id} WHERE id = ${created.id}`);
        bonus = { bonusPlayerId: created.id, bonusCampaignId: c.id, bonusAmount };
      }

      await tx.query(sql`UPDATE players SET total_balance = ${typed(total, 'numeric')}, balance_bag = ${typed(bag, 'jsonb')}
      WHERE id = ${player.id}`);
      await logActivity(tx, {
        operatorCode: player.operatorCode,
        logType: direction,
        significanceLevel: 'Normal60',
        user: managerUser(manager),
        affected: playerTable.logSubject(player).user,
        details: `Manual ${deposit ? 'deposit' : 'withdrawal'} of ${amount}${symbol} via ${gateway!.name}: ${description}${
          bonus ? ` (bonus ${bonus.bonusAmount}${symbol})` : ''
        }`,
        ipAddress: request.ip,
        transactionId: String(requestId),
        walletCode: wallet.code,
        currencyCode,
        amount,
        bonusCampaignId: bonus?.bonusCampaignId ?? null,
        before: { totalBalance: balanceBefore, walletBalance: walletBefore },
        after: { totalBalance: total, walletBalance: wallet.balance, paymentStatus: 'PROCESSED' },
      });
      return {
        success: true,
        message: PAYMENT_DONE,
        payload: {
          payment: await findRecord(tx, paymentsTable, scope, paymentRow.id),
          player: await findRecord(tx, playerTable, scope, player.id),
          bonus,
        },
      };
    })
    .catch(async (error: unknown) => {
      if (refusedOverMaximum) await observePayment(options.db, refusedOverMaximum.payment, refusedOverMaximum.maximum);
      throw error;
    });
}
