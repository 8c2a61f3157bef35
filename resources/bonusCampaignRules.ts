/**
 * Bonus campaign rules (000 §3 campaign type and status): what staff enter, which status changes
 * they make, and which terms stay fixed once players hold bonuses of a campaign. Shared by the
 * campaign form and the API, which enforces the same rules. Pure: imports zod only. Messages are
 * catalogue keys (`app.bonusCampaigns.rules.*`, `app.validation.*`) with their arguments.
 */
import { z } from 'zod';
import { BonusCampaignStatus, BonusCampaignType } from './enums';
import { AMOUNT_MAX, optionalText, requiredText, timestamp } from './rules';

export type BonusCampaignStatus = z.output<typeof BonusCampaignStatus>;

/** Campaign codes: what links and reports name a campaign by (`/bonus-campaign-new?campaignCode=`). */
export const CAMPAIGN_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;
export const CAMPAIGN_TITLE_MAX = 100;
export const CAMPAIGN_DESCRIPTION_MAX = 1000;
/** Highest bonus percentage (a tenfold bonus) and rollover multiple staff may enter. */
export const BONUS_PERCENT_MAX = 1000;
export const ROLLOVER_MAX = 100;
/** Days an ended campaign shows as RECENTLY_ENDED before it counts as ARCHIVED. */
export const RECENTLY_ENDED_DAYS = 30;
/** Days a bonus granted under a campaign runs: its promotion ends that long after it was granted. */
export const BONUS_PROMOTION_DAYS = 30;

const required = { error: 'app.validation.required' };

/**
 * A number from `min` to `max` (inclusive, default {@link AMOUNT_MAX}) with at most two decimals;
 * text that is no number is named as such.
 */
const amount = (min: number, max: number = AMOUNT_MAX) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'app.validation.required' : 'app.bonusCampaigns.rules.number'),
    })
    .refine((value) => value >= min, { message: 'app.validation.min', params: { min } })
    .refine((value) => value <= max, { message: 'app.bonusCampaigns.rules.max', params: { max } })
    .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), { message: 'app.bonusCampaigns.rules.decimals' });

/** An ISO-8601 instant with its offset. */
const instant = z.iso.datetime({ offset: true, message: 'app.validation.invalidDate' });

/** The terms of a campaign as staff enter them. */
const CampaignTerms = z.object({
  operatorCode: z.string(required).min(1, required),
  code: z.string(required).regex(CAMPAIGN_CODE_PATTERN, { message: 'app.bonusCampaigns.rules.code' }),
  title: requiredText(CAMPAIGN_TITLE_MAX),
  type: BonusCampaignType,
  description: optionalText(CAMPAIGN_DESCRIPTION_MAX),
  currency: z.string(required).min(1, required),
  /** Gateway (wallet) codes whose deposits the campaign applies to. */
  gateways: z.array(z.string(), required).min(1, { message: 'app.bonusCampaigns.rules.gateways' }),
  bonusPercent: amount(0, BONUS_PERCENT_MAX),
  /** Cap of one bonus in the campaign currency; none: no cap. */
  maxBonusAmount: amount(0).nullable().optional(),
  minDepositAmount: amount(0),
  /** Times the bonus must be wagered before it is released. */
  rollover: amount(0, ROLLOVER_MAX),
  /** None: from publication on. */
  startTime: instant.nullable().optional(),
  /** None: open-ended. */
  endTime: instant.nullable().optional(),
});

/** The end comes after the start. */
function datesInOrder(input: { startTime?: string | null; endTime?: string | null }, context: z.RefinementCtx) {
  if (input.startTime && input.endTime && Date.parse(input.endTime) <= Date.parse(input.startTime)) {
    context.addIssue({ code: 'custom', path: ['endTime'], message: 'app.bonusCampaigns.rules.endBeforeStart' });
  }
}

/** A new campaign's terms (`POST bonus/campaigns/new`). */
export const BonusCampaignInput = CampaignTerms.superRefine(datesInOrder);

/** A campaign's terms as edited, with the `updated` it was loaded with (`PUT bonus/campaigns/{id}`). */
export const BonusCampaignSave = CampaignTerms.extend({ updated: timestamp().optional() }).superRefine(datesInOrder);

export type BonusCampaignInput = z.output<typeof BonusCampaignInput>;
export type CampaignField = keyof BonusCampaignInput;

/** The fields a player bonus was granted under: fixed once a player holds a bonus of the campaign. */
export const MONEY_TERMS = ['currency', 'gateways', 'bonusPercent', 'maxBonusAmount', 'minDepositAmount', 'rollover'] as const;

/** What a campaign is as far as editing goes. */
export interface CampaignState {
  status: BonusCampaignStatus;
  /** Player bonuses granted under it. */
  playerBonuses: number;
}

/** Why a field may not change: a catalogue key and its arguments. */
export interface CampaignRule {
  key: string;
  args?: Record<string, string | number>;
}

/** Whether a campaign has run (it stays fixed in what it promised from then on). */
function started(status: BonusCampaignStatus): boolean {
  return status === 'ONGOING' || status === 'PAUSED' || status === 'RECENTLY_ENDED';
}

/**
 * The fields of a saved campaign that may not change, each with the rule that fixes it:
 * the operator always; the code once published (links and reports name it); nothing once
 * archived; the money terms once a player holds a bonus of it; the type and start once it ran.
 * The title, description and end stay editable until it is archived.
 */
export function lockedFields(campaign: CampaignState): Partial<Record<CampaignField, CampaignRule>> {
  const locked: Partial<Record<CampaignField, CampaignRule>> = {};
  const lock = (fields: readonly CampaignField[], rule: CampaignRule) => {
    for (const field of fields) locked[field] ??= rule;
  };
  if (campaign.status === 'ARCHIVED') {
    lock(Object.keys(CampaignTerms.shape) as CampaignField[], { key: 'app.bonusCampaigns.rules.lockedArchived' });
    return locked;
  }
  lock(['operatorCode'], { key: 'app.bonusCampaigns.rules.fixedOperator' });
  if (campaign.status !== 'DRAFT') lock(['code'], { key: 'app.bonusCampaigns.rules.fixedCode' });
  if (campaign.playerBonuses > 0) {
    lock(MONEY_TERMS, { key: 'app.bonusCampaigns.rules.lockedByBonuses', args: { count: campaign.playerBonuses } });
  }
  if (started(campaign.status)) lock([...MONEY_TERMS, 'type', 'startTime'], { key: 'app.bonusCampaigns.rules.lockedStarted' });
  return locked;
}

/** Whether two values of a field are the same term (arrays as sets, absent as null). */
export function sameTerm(a: unknown, b: unknown): boolean {
  const norm = (value: unknown) => {
    if (value === undefined || value === '') return null;
    if (Array.isArray(value)) return [...value].map(String).sort().join(',');
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d\d-\d\dT/.test(value)) return Date.parse(value);
    return value;
  };
  return norm(a) === norm(b);
}

/** The status changes staff make, each with the statuses it applies to. Dates do the rest. */
export const CAMPAIGN_TRANSITIONS = {
  /** A draft goes live: NOT_STARTED before its start, ONGOING from it (a start is set to now when missing). */
  publish: ['DRAFT'],
  /** Offered no more until resumed; running bonuses go on. */
  pause: ['NOT_STARTED', 'ONGOING'],
  /** Back to what its dates say. */
  resume: ['PAUSED'],
  /** Out of every list of offers for good; a copy can run it again. */
  archive: ['DRAFT', 'NOT_STARTED', 'PAUSED', 'RECENTLY_ENDED'],
} as const satisfies Record<string, readonly BonusCampaignStatus[]>;

export type CampaignTransition = keyof typeof CAMPAIGN_TRANSITIONS;

/** The rule a status change breaks, or undefined when it applies to the status. */
export function transitionRule(transition: CampaignTransition, status: BonusCampaignStatus): CampaignRule | undefined {
  const from: readonly BonusCampaignStatus[] = CAMPAIGN_TRANSITIONS[transition];
  if (from.includes(status)) return undefined;
  return { key: `app.bonusCampaigns.rules.${transition}`, args: { status } };
}
