/**
 * Withdrawal rules (002 §7 catalogue; shapes decided here): `POST {op}/withdrawal/rules` adds one
 * (body `WithdrawalRuleInput`, payload the rule), `DELETE {op}/withdrawal/rules/{id}` removes one;
 * `GET` lists and reads and `PUT withdrawal/rules/{id}` saves the amounts, the enabled flag and the
 * description through the generic routes. A rule is one operator's, added in that operator's view
 * (403 in the central view): its currency must be one the operator's gateways accept, its gateway
 * one of theirs, and one rule at most per currency and gateway. Every change is in the activity
 * log; the requests a rule decided keep their status (reprocessing checks the undecided ones
 * against the rules as they are then).
 */
import type { FastifyRequest } from 'fastify';
import { WithdrawalRuleInput, type withdrawalRules } from '../../resources/withdrawalRules';
import { logActivity, managerUser } from '../activity-log';
import { sql, typed } from '../db/sql';
import { badRequest, forbidden, validationError, type FieldError } from '../http/errors';
import type { ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import type { ResourceRouteOptions } from '../resource/routes';
import { withdrawalRulesTable } from '../tables/requests';
import { cashDeskGateways } from './player-extras';

/** `EUR via SKRILL up to 200 (500 in 24 hours)`. */
function ruleText(rule: { currency: string; gatewayCode?: string | null; maxAmount: number; dailyAmount?: number | null }): string {
  const daily = rule.dailyAmount === null || rule.dailyAmount === undefined ? '' : ` (${rule.dailyAmount} in 24 hours)`;
  return `${rule.currency} via ${rule.gatewayCode ?? 'every gateway'} up to ${rule.maxAmount}${daily}`;
}

/** Adds a rule; the answer carries the rule as payload. */
export async function createWithdrawalRule(request: FastifyRequest, options: ResourceRouteOptions) {
  const { scope, manager } = await options.context(request);
  const operatorCode = scope.operatorCode;
  if (operatorCode === null) throw forbidden("A withdrawal rule is added in its operator's view: choose the operator");
  const parsed = WithdrawalRuleInput.safeParse(request.body);
  if (!parsed.success) throw validationError(parsed.error, undefined, 'Invalid withdrawal rule');
  const input = parsed.data;
  return options.db.transaction(async (tx) => {
    const gateways = await cashDeskGateways(tx, operatorCode);
    const errors: FieldError[] = [];
    if (!gateways.some((gateway) => gateway.allowed_currencies.includes(input.currency))) {
      errors.push({ path: 'currency', message: `No gateway of operator ${operatorCode} accepts ${input.currency}` });
    }
    if (input.gatewayCode && !gateways.some((gateway) => gateway.code === input.gatewayCode)) {
      errors.push({ path: 'gatewayCode', message: `Operator ${operatorCode} has no gateway ${input.gatewayCode}` });
    }
    if (errors.length) throw badRequest(errors.map((error) => error.message).join('; '), errors);
    const [row] = await tx.query<{ id: number }>(sql`INSERT INTO withdrawal_rules (operator_code, currency, gateway_code, max_amount,
        daily_amount, enabled, description)
      VALUES (${operatorCode}, ${input.currency}, ${input.gatewayCode ?? null}, ${typed(input.maxAmount, 'numeric')},
        ${typed(input.dailyAmount ?? null, 'numeric')}, true, ${input.description?.trim() || null})
      ON CONFLICT (operator_code, currency, coalesce(gateway_code, '')) DO NOTHING
      RETURNING id`);
    if (!row) {
      const [existing] = await tx.query<{ id: number }>(sql`SELECT id FROM withdrawal_rules
        WHERE operator_code = ${operatorCode} AND currency = ${input.currency}
          AND coalesce(gateway_code, '') = ${input.gatewayCode ?? ''}`);
      const message = `A rule for ${input.currency} via ${input.gatewayCode ?? 'every gateway'} exists already: rule ${existing?.id}`;
      throw badRequest(message, [{ path: 'gatewayCode', message }]);
    }
    const rule = await findRecord(tx, withdrawalRulesTable, scope, row.id);
    await logActivity(tx, {
      operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Normal60',
      user: managerUser(manager),
      details: `Withdrawal rule ${rule.id} added: ${ruleText(rule)}`,
      ipAddress: request.ip,
      after: rule,
    });
    return { success: true, payload: rule };
  });
}

export const withdrawalRuleHandlers: Pick<ActionHandlers<typeof withdrawalRules>, 'deleteWithdrawalRule'> = {
  deleteWithdrawalRule: (context) =>
    context.db.transaction(async (tx) => {
      const rule = await findRecord(tx, withdrawalRulesTable, context.scope, context.id!, { forUpdate: true });
      await tx.query(sql`DELETE FROM withdrawal_rules WHERE id = ${rule.id}`);
      await logActivity(tx, {
        operatorCode: rule.operatorCode,
        logType: 'DATA_CHANGED',
        significanceLevel: 'Normal60',
        user: managerUser(context.manager),
        details: `Withdrawal rule ${rule.id} deleted: ${ruleText(rule)}`,
        ipAddress: context.request.ip,
        before: rule,
      });
      return { message: `Withdrawal rule ${rule.id} deleted` };
    }),
};
