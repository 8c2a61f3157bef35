/**
 * The operators' cash-desk gateways as the Operators screen sets them up
 * (`operators/gateways/type/currencies`, 002 §7): type, currencies and amount limits. The manual
 * payments form reads the same rows (`cash-desk/gateways/{playerId}`).
 */
import type { GatewaySetup, OperatorGateway } from '../../resources/operators';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { sql, typed } from '../db/sql';
import { badRequest, notFound } from '../http/errors';
import type { ActionHandler } from '../resource/actions';
import { loadExchange } from '../exchange';

interface GatewayRow {
  id: number;
  operator_code: string;
  code: string;
  name: string;
  type: string;
  allowed_currencies: string[];
  min_deposit: number | null;
  max_deposit: number | null;
  min_withdrawal: number | null;
  max_withdrawal: number | null;
  active: boolean;
}

const COLUMNS = sql`id, operator_code, code, name, type, allowed_currencies, min_deposit::float8 AS min_deposit,
  max_deposit::float8 AS max_deposit, min_withdrawal::float8 AS min_withdrawal, max_withdrawal::float8 AS max_withdrawal, active`;

/** The gateways of one operator or of all, each currency typed as its operator sees it. */
async function gatewaysOf(db: Queryable, operatorCode: string | undefined): Promise<OperatorGateway[]> {
  const rows = await db.query<GatewayRow>(
    operatorCode
      ? sql`SELECT ${COLUMNS} FROM cash_desk_gateways WHERE operator_code = ${operatorCode} ORDER BY id`
      : sql`SELECT ${COLUMNS} FROM cash_desk_gateways ORDER BY operator_code, id`,
  );
  const views = new Map<string, Awaited<ReturnType<typeof loadExchange>>>();
  const result: OperatorGateway[] = [];
  for (const row of rows) {
    if (!views.has(row.operator_code)) views.set(row.operator_code, await loadExchange(db, row.operator_code));
    const { info } = views.get(row.operator_code)!;
    result.push({
      id: row.id,
      operatorCode: row.operator_code,
      code: row.code,
      name: row.name,
      type: row.type,
      allowedCurrencies: row.allowed_currencies.map((currency) => {
        const currencyInfo = info(currency);
        return {
          currency,
          currencySymbol: currencyInfo.currencySymbol,
          currencyType: currencyInfo.currencyType as OperatorGateway['allowedCurrencies'][number]['currencyType'],
        };
      }),
      depositLimits: { minAmount: row.min_deposit, maxAmount: row.max_deposit },
      withdrawalLimits: { minAmount: row.min_withdrawal, maxAmount: row.max_withdrawal },
      active: row.active,
    });
  }
  return result;
}

/** `GET operators/gateways/type/currencies[?operatorCode=]`: 404 for an unknown operator. */
export const loadGateways: ActionHandler<{ operatorCode?: string }> = async (context, input) => {
  if (input.operatorCode !== undefined) await assertOperator(context.db, input.operatorCode);
  return gatewaysOf(context.db, input.operatorCode);
};

async function assertOperator(db: Queryable, code: string): Promise<void> {
  const [row] = await db.query<{ code: string }>(sql`SELECT code FROM operators WHERE code = ${code}`);
  if (!row) throw notFound(`Unknown operator ${code}`);
}

/**
 * `PUT operators/gateways/type/currencies`: adds a gateway or changes the one with the same
 * operator and code. Its currencies must be on the Exchange rates screen. Logged with the
 * gateway before and after.
 */
export const saveGateway: ActionHandler<GatewaySetup> = (context, input) =>
  context.db.transaction(async (tx) => {
    await assertOperator(tx, input.operatorCode);
    const known = new Set((await tx.query<{ currency: string }>(sql`SELECT currency FROM exchange_rates`)).map((row) => row.currency));
    const unknown = input.currencies.filter((currency) => !known.has(currency));
    if (unknown.length > 0) {
      throw badRequest(`currencies: ${unknown.join(', ')} not on the Exchange rates screen`, [
        { path: 'currencies', message: `Unknown currency ${unknown.join(', ')}: add it on the Exchange rates screen first` },
      ]);
    }
    const [before] = await tx.query<GatewayRow>(
      sql`SELECT ${COLUMNS} FROM cash_desk_gateways WHERE operator_code = ${input.operatorCode} AND code = ${input.code} FOR UPDATE`,
    );
    const currencies = sql`${[...input.currencies]}::text[]`;
    const amounts = [
      input.depositLimits.minAmount,
      input.depositLimits.maxAmount,
      input.withdrawalLimits.minAmount,
      input.withdrawalLimits.maxAmount,
    ].map((amount) => typed(amount, 'numeric'));
    const [row] = before
      ? await tx.query<{ id: number }>(sql`UPDATE cash_desk_gateways SET name = ${input.name.trim()}, type = ${input.type},
            allowed_currencies = ${currencies}, min_deposit = ${amounts[0]}, max_deposit = ${amounts[1]}, min_withdrawal = ${amounts[2]},
            max_withdrawal = ${amounts[3]}, active = ${input.active}
          WHERE id = ${before.id} RETURNING id`)
      : await tx.query<{ id: number }>(sql`INSERT INTO cash_desk_gateways (operator_code, code, name, type, allowed_currencies,
            min_deposit, max_deposit, min_withdrawal, max_withdrawal, active)
          VALUES (${input.operatorCode}, ${input.code}, ${input.name.trim()}, ${input.type}, ${currencies}, ${amounts[0]}, ${amounts[1]},
            ${amounts[2]}, ${amounts[3]}, ${input.active})
          RETURNING id`);
    const [after] = await tx.query<GatewayRow>(sql`SELECT ${COLUMNS} FROM cash_desk_gateways WHERE id = ${row.id}`);
    await logActivity(tx, {
      operatorCode: input.operatorCode,
      logType: 'DATA_CHANGED',
      significanceLevel: 'Normal60',
      user: managerUser(context.manager),
      details:
        `${before ? 'Changed' : 'Added'} cash desk gateway ${input.code} of ${input.operatorCode}: ` +
        `${after.allowed_currencies.join(', ')}${after.active ? '' : ' (inactive)'}`,
      ipAddress: context.request.ip,
      before: before ? gatewayLog(before) : null,
      after: gatewayLog(after),
    });
    return (await gatewaysOf(tx, input.operatorCode)).find((gateway) => gateway.id === row.id);
  });

/** A gateway row as the activity log keeps it. */
function gatewayLog(row: GatewayRow) {
  return {
    name: row.name,
    type: row.type,
    currencies: row.allowed_currencies,
    deposit: [row.min_deposit, row.max_deposit],
    withdrawal: [row.min_withdrawal, row.max_withdrawal],
    active: row.active,
  };
}
