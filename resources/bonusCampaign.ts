/**
 * Bonus campaigns (000 §2 `/bonus-campaign`, `/bonus-campaign-new?campaignCode=`; 000 §3 type and
 * status; 002 §7 `/bonus/campaigns`): the offers a deposit can take. Central staff create them as
 * drafts, publish, pause, resume and archive them; the campaigns ONGOING are the ones the payments
 * form and the bonus assignment panel offer. The rules are in `bonusCampaignRules.ts`.
 */
import { z } from 'zod';
import { BonusCampaignRef } from './bonusRecord';
import { BonusCampaignInput, BonusCampaignSave, CAMPAIGN_TRANSITIONS, type CampaignTransition } from './bonusCampaignRules';
import { BonusCampaignStatus, BonusCampaignType, PaymentGateway } from './enums';
import { defineAction, defineResource } from './model';
import { timestamp } from './rules';

export const BonusCampaign = BonusCampaignRef.extend({
  operatorCode: z.string(),
  type: BonusCampaignType,
  /** DRAFT, PAUSED and ARCHIVED are set by staff; NOT_STARTED, ONGOING and RECENTLY_ENDED follow from the dates. */
  status: BonusCampaignStatus,
  gateways: z.array(PaymentGateway),
  maxBonusAmount: z.number().nullable().optional(),
  startTime: timestamp().nullable().optional(),
  endTime: timestamp().nullable().optional(),
  /** Player bonuses granted under it. */
  playerBonuses: z.number().int(),
  /** Of those, the ones still running (LOCKED). */
  activeBonuses: z.number().int(),
  /** Bonus money granted under it, in its currency. */
  bonusAmountGranted: z.number(),
  created: timestamp(),
  updated: timestamp(),
});

export type BonusCampaign = z.output<typeof BonusCampaign>;

/** A gateway a campaign of an operator may name, with the currencies it takes deposits in. */
export const CampaignGateway = z.object({
  operatorCode: z.string(),
  code: z.string(),
  name: z.string(),
  currencies: z.array(z.string()),
});

export type CampaignGateway = z.output<typeof CampaignGateway>;

/** A status change: `POST bonus/campaigns/{id}/<transition>`; payload: the campaign. */
const transition = (name: CampaignTransition, options: { warning?: string; title?: string } = {}) =>
  defineAction({
    scope: 'record',
    request: { method: 'POST', path: `{id}/${name}` },
    answer: { record: true },
    input: z.object({}),
    visibleWhen: { status: [...CAMPAIGN_TRANSITIONS[name]] },
    successMessage: `app.bonusCampaigns.done.${name}`,
    messageArgs: { code: 'code', title: 'title', percent: 'bonusPercent', maxBonus: { money: 'maxBonusAmount', currency: 'currency' } },
    ...(options.warning ? { confirm: { fields: [], warning: options.warning, ...(options.title ? { title: options.title } : {}) } } : {}),
  });

export const bonusCampaign = defineResource({
  name: 'bonus-campaign',
  route: '/bonus-campaign',
  menu: { group: 'central', icon: 'bonusCampaign', order: 80 },
  api: { path: 'bonus/campaigns' },
  recordName: 'code',
  schema: BonusCampaign,
  list: {
    columns: [
      { source: 'code' },
      { source: 'title', width: 220 },
      { source: 'operatorCode' },
      { source: 'type' },
      { source: 'status' },
      { source: 'currency' },
      { source: 'gateways', sortable: false, width: 250 },
      { source: 'bonusPercent', cell: 'percent' },
      { source: 'maxBonusAmount', currency: 'currency' },
      { source: 'minDepositAmount', currency: 'currency' },
      { source: 'rollover' },
      { source: 'startTime' },
      { source: 'endTime' },
      { source: 'playerBonuses' },
      { source: 'activeBonuses' },
      { source: 'bonusAmountGranted', currency: 'currency' },
      { source: 'updated' },
    ],
    defaultSort: { field: 'updated', order: 'DESC' },
    search: 'title',
    searchAlso: ['code'],
    // Archived campaigns are out of the way until asked for.
    defaultFilter: { status: ['DRAFT', 'NOT_STARTED', 'ONGOING', 'PAUSED', 'RECENTLY_ENDED'] },
    titleCount: true,
    header: 'NewCampaignBar',
    rowTone: [
      { when: { status: 'ONGOING' }, tone: 'success' },
      { when: { status: 'PAUSED' }, tone: 'warning' },
      { when: { status: ['RECENTLY_ENDED', 'ARCHIVED'] }, tone: 'neutral' },
    ],
  },
  filters: [
    { source: 'status', type: 'multipleSelect' },
    { source: 'type', type: 'multipleSelect' },
    { source: 'operatorCode', type: 'select' },
    { source: 'currency', type: 'input', match: 'exact' },
    { source: 'code', type: 'input', match: 'exact' },
  ],
  actions: {
    /** `POST bonus/campaigns/new`: a new campaign as a DRAFT; payload: the campaign. */
    create: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'new' },
      answer: { record: true },
      input: BonusCampaignInput,
      panelOnly: true,
      successMessage: 'app.bonusCampaigns.done.create',
    }),
    /** `PUT bonus/campaigns/{id}`: the terms as edited, `updated` as loaded; payload: the campaign. */
    save: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}' },
      answer: { record: true },
      input: BonusCampaignSave,
      panelOnly: true,
      successMessage: 'app.bonusCampaigns.done.save',
    }),
    /** `GET bonus/campaigns/gateways`: the gateways (and their currencies) campaigns may name, per operator. */
    loadGateways: defineAction({
      scope: 'collection',
      request: { method: 'GET', path: 'gateways' },
      input: z.object({}),
      panelOnly: true,
    }),
    publish: transition('publish', { title: 'app.bonusCampaigns.publishTitle', warning: 'app.bonusCampaigns.publishWarning' }),
    pause: transition('pause', { warning: 'app.bonusCampaigns.pauseWarning' }),
    resume: transition('resume'),
    archive: transition('archive', { warning: 'app.bonusCampaigns.archiveWarning' }),
  },
  storage: { table: 'bonus_campaign_records' },
});
