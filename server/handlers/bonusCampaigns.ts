/**
 * Bonus campaigns (`bonus/campaigns`): create a draft, save its terms, publish, pause, resume and
 * archive it, and the gateways a campaign may name. Every change locks the campaign, checks the
 * rules of `resources/bonusCampaignRules.ts` on the locked row, and writes a BONUS_CAMPAIGN_CHANGED
 * activity-log row with the campaign before and after.
 */
import type { BonusCampaign, bonusCampaign, CampaignGateway } from '../../resources/bonusCampaign';
import {
  lockedFields,
  sameTerm,
  transitionRule,
  type BonusCampaignInput,
  type CampaignField,
  type CampaignRule,
  type CampaignTransition,
} from '../../resources/bonusCampaignRules';
import { logActivity, managerUser } from '../activity-log';
import type { Queryable } from '../db/database';
import { sql, typed, where } from '../db/sql';
import { badRequest, ruleText, type FieldError } from '../http/errors';
import type { ActionContext, ActionHandler, ActionHandlers } from '../resource/actions';
import { findRecord } from '../resource/records';
import { scopeConditions, type Scope } from '../resource/scope';
import { assertCurrentVersion } from '../resource/version';
import { bonusCampaignTable } from '../tables/bonusCampaigns';

const fieldError = (path: string, rule: CampaignRule): FieldError => ({ path, message: ruleText(rule.key, rule.args) });

function refuse(errors: FieldError[]): never {
  throw badRequest(errors.map((error) => `${error.path}: ${error.message}`).join('; '), errors);
}

/** The active cash desk gateways of the operators in the scope, with the currencies each takes. */
async function campaignGateways(db: Queryable, scope: Scope): Promise<CampaignGateway[]> {
  const rows = await db.query<{ operator_code: string; code: string; name: string; allowed_currencies: string[] }>(sql`
    SELECT operator_code, code, name, allowed_currencies FROM cash_desk_gateways
    ${where([sql`active`, ...scopeConditions(scope, 'operator_code')])} ORDER BY operator_code, id`);
  return rows.map((row) => ({ operatorCode: row.operator_code, code: row.code, name: row.name, currencies: row.allowed_currencies }));
}

/**
 * Problems of the terms against the operator: the operator known in the scope, the currency one
 * of its gateways takes, each gateway one of its gateways taking that currency, the code free,
 * and an end still ahead (when `endChanged`).
 */
async function termProblems(
  tx: Queryable,
  scope: Scope,
  input: BonusCampaignInput,
  options: { otherThan?: number; codeChanged: boolean; endChanged: boolean },
): Promise<FieldError[]> {
  const op = input.operatorCode;
  const gateways = (await campaignGateways(tx, scope)).filter((gateway) => gateway.operatorCode === op);
  const [known] = await tx.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM operators
    ${where([sql`code = ${op}`, ...scopeConditions(scope, 'code')])}`);
  if (known.n === 0) return [fieldError('operatorCode', { key: 'app.bonusCampaigns.rules.unknownOperator', args: { operator: op } })];
  const problems: FieldError[] = [];
  if (!gateways.some((gateway) => gateway.currencies.includes(input.currency))) {
    problems.push(fieldError('currency', { key: 'app.bonusCampaigns.rules.currency', args: { currency: input.currency, operator: op } }));
  }
  for (const code of input.gateways) {
    const gateway = gateways.find((candidate) => candidate.code === code);
    if (!gateway)
      problems.push(fieldError('gateways', { key: 'app.bonusCampaigns.rules.unknownGateway', args: { gateway: code, operator: op } }));
    else if (!gateway.currencies.includes(input.currency)) {
      problems.push(
        fieldError('gateways', {
          key: 'app.bonusCampaigns.rules.gatewayCurrency',
          args: { gateway: gateway.name, currency: input.currency },
        }),
      );
    }
  }
  if (options.codeChanged) {
    // Two requests naming the same new code wait for each other here, so the check below holds.
    await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`bonus_campaigns:${op}:${input.code}`}))`);
    const [taken] = await tx.query<{ n: number }>(sql`SELECT count(*)::integer AS n FROM bonus_campaigns
      WHERE operator_code = ${op} AND code = ${input.code} AND id <> ${options.otherThan ?? 0}`);
    if (taken.n > 0)
      problems.push(fieldError('code', { key: 'app.bonusCampaigns.rules.codeTaken', args: { code: input.code, operator: op } }));
  }
  if (options.endChanged && input.endTime && Date.parse(input.endTime) <= Date.now()) {
    problems.push(fieldError('endTime', { key: 'app.bonusCampaigns.rules.endInPast' }));
  }
  return problems;
}

/** The campaign's terms as the activity log keeps them. */
function terms(campaign: Pick<BonusCampaign, CampaignField>): Record<string, unknown> {
  const {
    operatorCode,
    code,
    title,
    type,
    description,
    currency,
    gateways,
    bonusPercent,
    maxBonusAmount,
    minDepositAmount,
    rollover,
    startTime,
    endTime,
  } = campaign;
  return {
    operatorCode,
    code,
    title,
    type,
    description,
    currency,
    gateways,
    bonusPercent,
    maxBonusAmount,
    minDepositAmount,
    rollover,
    startTime,
    endTime,
  };
}

async function logChange(tx: Queryable, context: ActionContext, campaign: BonusCampaign, details: string, before: unknown, after: unknown) {
  await logActivity(tx, {
    operatorCode: campaign.operatorCode,
    logType: 'BONUS_CAMPAIGN_CHANGED',
    significanceLevel: 'Normal60',
    user: managerUser(context.manager),
    details: `Bonus campaign ${campaign.code} (${campaign.title}) ${details}`,
    ipAddress: context.request.ip,
    bonusCampaignId: campaign.id,
    currencyCode: campaign.currency,
    before,
    after,
  });
}

/** Locks campaign `id` within the scope and reads it. */
async function lockCampaign(tx: Queryable, context: ActionContext): Promise<BonusCampaign> {
  await tx.query(sql`SELECT id FROM bonus_campaigns WHERE id = ${typed(context.id!, 'integer')} FOR UPDATE`);
  return findRecord(tx, bonusCampaignTable, context.scope, context.id!);
}

const values = (input: BonusCampaignInput) => sql`${input.title.trim()}, ${input.type}, ${input.description?.trim() || null},
  ${input.currency}, ${input.gateways}::text[], ${typed(input.bonusPercent, 'numeric')}, ${typed(input.maxBonusAmount ?? null, 'numeric')},
  ${typed(input.minDepositAmount, 'numeric')}, ${typed(input.rollover, 'numeric')}, ${typed(input.startTime ?? null, 'timestamptz')},
  ${typed(input.endTime ?? null, 'timestamptz')}`;

/** A status change: refused with a 400 naming the rule when it does not apply to the campaign's status. */
function transition(name: CampaignTransition, stage: string, done: string): ActionHandler<Record<string, never>> {
  return (context) =>
    context.db.transaction(async (tx) => {
      const current = await lockCampaign(tx, context);
      const rule = transitionRule(name, current.status);
      if (rule) refuse([fieldError('status', rule)]);
      if (name === 'publish' && current.endTime && Date.parse(current.endTime) <= Date.now()) {
        refuse([fieldError('endTime', { key: 'app.bonusCampaigns.rules.endInPast' })]);
      }
      await tx.query(sql`UPDATE bonus_campaigns SET stage = ${stage}, updated = now(),
          start_time = ${name === 'publish' ? sql`coalesce(start_time, date_trunc('second', now()))` : sql`start_time`}
        WHERE id = ${current.id}`);
      const updated = await findRecord(tx, bonusCampaignTable, context.scope, current.id);
      await logChange(tx, context, updated, done, { status: current.status }, { status: updated.status, startTime: updated.startTime });
      return updated;
    });
}

export const bonusCampaignHandlers: ActionHandlers<typeof bonusCampaign> = {
  loadGateways: (context) => campaignGateways(context.db, context.scope),

  create: (context, input) =>
    context.db.transaction(async (tx) => {
      const problems = await termProblems(tx, context.scope, input, { codeChanged: true, endChanged: true });
      if (problems.length > 0) refuse(problems);
      const [created] = await tx.query<{ id: number }>(sql`INSERT INTO bonus_campaigns (operator_code, code, stage, title, type,
          description, currency, gateways, bonus_percent, max_bonus_amount, min_deposit_amount, rollover, start_time, end_time)
        VALUES (${input.operatorCode}, ${input.code}, 'DRAFT', ${values(input)})
        RETURNING id`);
      const campaign = await findRecord(tx, bonusCampaignTable, context.scope, created.id);
      await logChange(tx, context, campaign, 'created as a draft', null, terms(campaign));
      return campaign;
    }),

  save: (context, { updated: basedOn, ...input }) =>
    context.db.transaction(async (tx) => {
      const current = await lockCampaign(tx, context);
      assertCurrentVersion('Bonus campaign', current.id, current, basedOn);
      const changed = (Object.keys(terms(current)) as CampaignField[]).filter((field) => !sameTerm(input[field], current[field]));
      const locked = lockedFields(current);
      const refused = changed.filter((field) => locked[field]).map((field) => fieldError(field, locked[field]!));
      if (refused.length > 0) refuse(refused);
      if (changed.length === 0) return current;
      const problems = await termProblems(tx, context.scope, input, {
        otherThan: current.id,
        codeChanged: changed.includes('code'),
        endChanged: changed.includes('endTime'),
      });
      if (problems.length > 0) refuse(problems);
      await tx.query(sql`UPDATE bonus_campaigns SET (code, title, type, description, currency, gateways, bonus_percent, max_bonus_amount,
          min_deposit_amount, rollover, start_time, end_time) = (${input.code}, ${values(input)}), updated = now()
        WHERE id = ${current.id}`);
      const saved = await findRecord(tx, bonusCampaignTable, context.scope, current.id);
      const pick = (campaign: BonusCampaign) => Object.fromEntries(changed.map((field) => [field, terms(campaign)[field] ?? null]));
      await logChange(tx, context, saved, `saved: ${changed.join(', ')}`, pick(current), pick(saved));
      return saved;
    }),

  publish: transition('publish', 'LIVE', 'published'),
  pause: transition('pause', 'PAUSED', 'paused'),
  resume: transition('resume', 'LIVE', 'resumed'),
  archive: transition('archive', 'ARCHIVED', 'archived'),
};
