/**
 * Categories, rules and partners of the finance product. Rules assign category, cost center and
 * partner to transactions whose counterparty, IBAN, text or amount match, in their order (the
 * first matching rule decides); they run on every import and, on request, over the transactions
 * already booked. Partners (`/spot/spot-partners`) are the customers and suppliers that
 * counterparties stand for: the same IBAN is the same partner, else the same normalised name.
 */
import { z } from 'zod';
import { defineAction, defineResource, namedEnum } from './model';
import { money, optionalText, timestamp } from './rules';
import { SpotDirection } from './spotBanking';
import { spotAddress } from './spotOrganization';

const name = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'app.validation.required' })
    .refine((value) => value.length <= max, { message: 'app.validation.maxLength', params: { max } });

export const SpotCategoryKind = namedEnum('spotCategoryKind', ['INCOME', 'EXPENSE', 'BOTH']);

export const SpotCategoryInput = z.object({ name: name(80), kind: SpotCategoryKind });

export const SpotCategory = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  ...SpotCategoryInput.shape,
  transactions: z.number().int(),
  created: timestamp(),
  updated: timestamp(),
});
export type SpotCategory = z.output<typeof SpotCategory>;

export const spotCategories = defineResource({
  name: 'spot-categories',
  route: '/spot/spot-categories',
  api: { path: 'spot/categories' },
  menu: { group: 'spot', icon: 'spotIncome', order: 31, hidden: true },
  schema: SpotCategory,
  storage: { table: 'spot_categories', updatedColumn: 'updated' },
  recordName: 'name',
  list: {
    columns: [
      { source: 'id', width: 80 },
      { source: 'name', width: 220 },
      { source: 'kind' },
      { source: 'transactions', width: 120, sortable: false },
    ],
    defaultSort: { field: 'name', order: 'ASC' },
    search: 'name',
  },
  filters: [{ source: 'kind', type: 'select' }],
  edit: { successMessage: 'app.spot.saved', fields: [{ source: 'name' }, { source: 'kind' }] },
  actions: {
    addCategory: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: '' },
      input: SpotCategoryInput,
      successMessage: 'app.spot.added',
    }),
    removeCategory: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      confirm: { fields: [], warning: 'app.spot.removeCategoryWarning' },
      successMessage: 'app.spot.removed',
    }),
  },
});

const optionalAmount = () => money().nullable().optional();
const optionalId = () => z.number().int().positive().nullable().optional();

/** What a rule matches and what it sets. At least one condition and one assignment. */
export const SpotRuleInput = z
  .object({
    name: name(80),
    /** Money in or out only; empty: both. */
    direction: SpotDirection.nullable().optional(),
    /** The counterparty's name contains this (case-insensitive). */
    counterparty: optionalText(120),
    /** The counterparty's IBAN is this one. */
    iban: optionalText(42),
    /** The remittance text contains this (case-insensitive). */
    text: optionalText(120),
    /** The amount (without its sign) is at least / at most this. */
    amountMin: optionalAmount(),
    amountMax: optionalAmount(),
    categoryId: optionalId(),
    costCenterId: optionalId(),
    partnerId: optionalId(),
    enabled: z.boolean().optional(),
  })
  .refine(
    (rule) => !!(rule.counterparty?.trim() || rule.iban?.trim() || rule.text?.trim() || rule.amountMin != null || rule.amountMax != null),
    {
      message: 'app.spot.validation.ruleCondition',
      path: ['counterparty'],
    },
  )
  .refine((rule) => !!(rule.categoryId || rule.costCenterId || rule.partnerId), {
    message: 'app.spot.validation.ruleAssignment',
    path: ['categoryId'],
  })
  .refine((rule) => rule.amountMin == null || rule.amountMax == null || rule.amountMin <= rule.amountMax, {
    message: 'app.spot.validation.amountRange',
    path: ['amountMax'],
  });

export const SpotRule = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  /** Rules are tried in this order, lowest first. */
  position: z.number().int(),
  name: z.string(),
  direction: SpotDirection.nullable(),
  counterparty: z.string().nullable(),
  iban: z.string().nullable(),
  text: z.string().nullable(),
  amountMin: z.number().nullable(),
  amountMax: z.number().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  costCenterId: z.number().int().nullable(),
  costCenterCode: z.string().nullable(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  enabled: z.boolean(),
  /** Transactions it assigned. */
  transactions: z.number().int(),
  created: timestamp(),
  updated: timestamp(),
});
export type SpotRule = z.output<typeof SpotRule>;

/** How many transactions applying the rules would change, per field. */
export const SpotRulePreview = z.object({
  /** Transactions not assigned by staff that the rules look at. */
  considered: z.number().int(),
  /** Of those, how many would change. */
  changed: z.number().int(),
  categories: z.number().int(),
  costCenters: z.number().int(),
  partners: z.number().int(),
});

export const spotRules = defineResource({
  name: 'spot-rules',
  route: '/spot/spot-rules',
  api: { path: 'spot/rules' },
  menu: { group: 'spot', icon: 'spotExpenses', order: 32, hidden: true },
  schema: SpotRule,
  storage: { table: 'spot_rules', updatedColumn: 'updated' },
  recordName: 'name',
  list: {
    columns: [
      { source: 'position', width: 90 },
      { source: 'name', width: 200 },
      { source: 'direction', width: 100 },
      { source: 'counterparty' },
      { source: 'iban' },
      { source: 'text' },
      { source: 'amountMin', width: 110 },
      { source: 'amountMax', width: 110 },
      { source: 'categoryName', sortable: false },
      { source: 'costCenterCode', sortable: false },
      { source: 'partnerName', sortable: false },
      { source: 'enabled', width: 90 },
      { source: 'transactions', width: 110, sortable: false },
    ],
    defaultSort: { field: 'position', order: 'ASC' },
    search: 'name',
    header: 'SpotRulesHeader',
    exportable: false,
  },
  filters: [{ source: 'enabled', type: 'boolean' }],
  edit: {
    successMessage: 'app.spot.saved',
    fields: [
      { source: 'name' },
      { source: 'direction' },
      { source: 'counterparty' },
      { source: 'iban' },
      { source: 'text' },
      { source: 'amountMin' },
      { source: 'amountMax' },
      { source: 'categoryId' },
      { source: 'costCenterId' },
      { source: 'partnerId' },
      { source: 'enabled' },
    ],
  },
  actions: {
    addRule: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: '' },
      input: SpotRuleInput,
      successMessage: 'app.spot.added',
    }),
    moveUp: defineAction({ scope: 'record', request: { method: 'POST', path: '{id}/up' }, input: z.object({}) }),
    moveDown: defineAction({ scope: 'record', request: { method: 'POST', path: '{id}/down' }, input: z.object({}) }),
    removeRule: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      confirm: { fields: [], warning: 'app.spot.removeWarning' },
      successMessage: 'app.spot.removed',
    }),
    /** How many booked transactions the rules would change (nothing is written). */
    preview: defineAction({ scope: 'collection', request: { method: 'GET', path: 'preview' }, input: z.object({}), panelOnly: true }),
    /** Applies the rules to every transaction staff did not assign themselves. */
    apply: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'apply' },
      input: z.object({}),
      successMessage: 'app.spot.rulesApplied',
      panelOnly: true,
    }),
  },
});

export const SpotPartnerKind = namedEnum('spotPartnerKind', ['CUSTOMER', 'SUPPLIER', 'BOTH']);

export const SpotPartner = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  name: z.string(),
  kind: SpotPartnerKind,
  /** The IBANs it pays from or is paid to. */
  ibans: z.array(z.string()),
  vatId: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  /** The address its invoices print (the country as ISO 3166-1 alpha-2). */
  ...spotAddress(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { message: 'app.spot.validation.country' })
    .nullable()
    .optional(),
  transactions: z.number().int(),
  /** Money received from it and paid to it (exact sums, any currency added as booked). */
  totalIn: z.number(),
  totalOut: z.number(),
  created: timestamp(),
  updated: timestamp(),
});
export type SpotPartner = z.output<typeof SpotPartner>;

export const spotPartners = defineResource({
  name: 'spot-partners',
  route: '/spot/spot-partners',
  api: { path: 'spot/partners' },
  menu: { group: 'spot', icon: 'spotPartners', order: 50 },
  schema: SpotPartner,
  storage: { table: 'spot_partners', updatedColumn: 'updated' },
  recordName: 'name',
  list: {
    columns: [
      { source: 'id', width: 80 },
      { source: 'name', width: 240 },
      { source: 'kind', width: 120 },
      { source: 'ibans', width: 240, sortable: false },
      { source: 'transactions', width: 110, sortable: false },
      { source: 'totalIn', width: 130, sortable: false },
      { source: 'totalOut', width: 130, sortable: false },
      { source: 'vatId' },
      { source: 'email' },
    ],
    defaultSort: { field: 'name', order: 'ASC' },
    search: 'name',
  },
  filters: [{ source: 'kind', type: 'select' }],
  edit: {
    successMessage: 'app.spot.saved',
    fields: [
      { source: 'name' },
      { source: 'kind' },
      { source: 'street' },
      { source: 'postalCode' },
      { source: 'city' },
      { source: 'country' },
      { source: 'vatId' },
      { source: 'email' },
      { source: 'notes' },
    ],
  },
  actions: {
    /** Moves the other partner's transactions, IBANs and rules to this one, then removes it. */
    merge: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/merge' },
      input: z.object({ otherId: z.number().int().positive() }),
      confirm: { fields: ['otherId'], warning: 'app.spot.mergeWarning' },
      successMessage: 'app.spot.merged',
    }),
  },
});
