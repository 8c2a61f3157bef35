/**
 * The finance product's organisation (`/spot/spot-organization`): the legal businesses whose books
 * an operator keeps (entities), their cost centers, and the operator's managers who may read
 * (VIEWER) or keep (EDITOR) the books. The plan's limits (`spotPlans.ts`) count all three; a record
 * over a limit is refused with a message naming the limit and the plan.
 */
import { z } from 'zod';
import { defineAction, defineResource, namedEnum } from './model';
import { CURRENCY_CODE_PATTERN, optionalText, timestamp } from './rules';
import { SpotPlanCode } from './spotPlans';

/** ISO 3166-1 alpha-2. */
const country = () => z.string().regex(/^[A-Z]{2}$/, { message: 'app.spot.validation.country' });
const name = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'app.validation.required' })
    .refine((value) => value.length <= max, { message: 'app.validation.maxLength', params: { max } });
/** A VAT identification number: country prefix, then 2 to 13 letters or digits (EU VIES form). */
export const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,13}$/;
const vatId = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || VAT_ID_PATTERN.test(value), { message: 'app.spot.validation.vatId' })
    .nullable()
    .optional();
const currency = () => z.string().regex(CURRENCY_CODE_PATTERN, { message: 'app.validation.currencyCode' });
const month = () =>
  z
    .number()
    .int({ message: 'app.validation.integer' })
    .min(1, { message: 'app.validation.min' })
    .max(12, { message: 'app.validation.max' });

/**
 * A postal address as an invoice prints it (EN 16931's seller and buyer address): street and
 * house number, postal code and city; the country is the record's own.
 */
export const spotAddress = () => ({
  street: optionalText(120),
  postalCode: optionalText(20),
  city: optionalText(80),
});

/** What staff enter for an entity. */
export const SpotEntityInput = z.object({
  name: name(120),
  country: country(),
  vatId: vatId(),
  ...spotAddress(),
  baseCurrency: currency(),
  /** The month its fiscal year starts in (1 = January). */
  fiscalYearStart: month(),
});

export const SpotEntity = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  ...SpotEntityInput.shape,
  created: timestamp(),
  updated: timestamp(),
});
export type SpotEntity = z.output<typeof SpotEntity>;

export const spotOrganization = defineResource({
  name: 'spot-organization',
  route: '/spot/spot-organization',
  api: { path: 'spot/entities' },
  menu: { group: 'spot', icon: 'spotOrganization', order: 60 },
  schema: SpotEntity,
  storage: { table: 'spot_entities', updatedColumn: 'updated' },
  recordName: 'name',
  list: {
    columns: [
      { source: 'name', width: 220 },
      { source: 'city', width: 140 },
      { source: 'country', width: 90 },
      { source: 'vatId' },
      { source: 'baseCurrency', width: 100 },
      { source: 'fiscalYearStart', width: 110 },
      { source: 'created' },
    ],
    defaultSort: { field: 'name', order: 'ASC' },
    search: 'name',
    header: 'SpotOrganizationHeader',
  },
  filters: [{ source: 'country', type: 'input', match: 'exact' }],
  edit: {
    successMessage: 'app.spot.saved',
    fields: [
      { source: 'name' },
      { source: 'street' },
      { source: 'postalCode' },
      { source: 'city' },
      { source: 'country' },
      { source: 'vatId' },
      { source: 'baseCurrency' },
      { source: 'fiscalYearStart' },
    ],
  },
  actions: {
    /** A new entity; refused past the plan's entity limit. */
    addEntity: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: '' },
      input: SpotEntityInput,
      successMessage: 'app.spot.added',
    }),
    /** Removes an entity that has no bank account and no cost center. */
    removeEntity: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      confirm: { fields: [], warning: 'app.spot.removeWarning' },
      successMessage: 'app.spot.removed',
    }),
  },
});

export const SpotCostCenterInput = z.object({
  entityId: z.number().int().positive(),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,20}$/, { message: 'app.spot.validation.code' }),
  name: name(120),
});

export const SpotCostCenter = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  ...SpotCostCenterInput.shape,
  entityName: z.string().nullable(),
  created: timestamp(),
  updated: timestamp(),
});
export type SpotCostCenter = z.output<typeof SpotCostCenter>;

export const spotCostCenters = defineResource({
  name: 'spot-cost-centers',
  route: '/spot/spot-cost-centers',
  api: { path: 'spot/cost-centers' },
  menu: { group: 'spot', icon: 'spotOrganization', order: 61, hidden: true },
  schema: SpotCostCenter,
  storage: { table: 'spot_cost_centers', updatedColumn: 'updated' },
  recordName: 'code',
  list: {
    columns: [
      { source: 'code', width: 120 },
      { source: 'name', width: 220 },
      { source: 'entityName', sortable: false },
      { source: 'created' },
    ],
    defaultSort: { field: 'code', order: 'ASC' },
    search: 'name',
    searchAlso: ['code'],
  },
  filters: [{ source: 'entityId', type: 'input', numeric: true, match: 'exact' }],
  edit: { successMessage: 'app.spot.saved', fields: [{ source: 'code' }, { source: 'name' }] },
  actions: {
    addCostCenter: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: '' },
      input: SpotCostCenterInput,
      successMessage: 'app.spot.added',
    }),
    removeCostCenter: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      confirm: { fields: [], warning: 'app.spot.removeWarning' },
      successMessage: 'app.spot.removed',
    }),
  },
});

/** What an editor may do with the books. */
export const SpotAccess = namedEnum('spotAccess', ['VIEWER', 'EDITOR']);

export const SpotEditorInput = z.object({
  /** The e-mail of one of the operator's managers. */
  email: z.email({ message: 'app.validation.email' }),
  access: SpotAccess,
});

export const SpotEditor = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  managerId: z.number().int(),
  email: z.string(),
  managerName: z.string().nullable(),
  access: SpotAccess,
  created: timestamp(),
  updated: timestamp(),
});
export type SpotEditor = z.output<typeof SpotEditor>;

export const spotEditors = defineResource({
  name: 'spot-editors',
  route: '/spot/spot-editors',
  api: { path: 'spot/editors' },
  menu: { group: 'spot', icon: 'spotOrganization', order: 62, hidden: true },
  schema: SpotEditor,
  storage: { table: 'spot_editors', updatedColumn: 'updated' },
  recordName: 'id',
  list: {
    columns: [
      { source: 'email', width: 240, sortable: false },
      { source: 'managerName', sortable: false },
      { source: 'access' },
      { source: 'created' },
    ],
    defaultSort: { field: 'created', order: 'ASC' },
    exportable: false,
  },
  filters: [{ source: 'access', type: 'select' }],
  edit: { successMessage: 'app.spot.saved', fields: [{ source: 'email', readOnly: true }, { source: 'access' }] },
  actions: {
    addEditor: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: '' },
      input: SpotEditorInput,
      successMessage: 'app.spot.added',
    }),
    removeEditor: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      confirm: { fields: [], warning: 'app.spot.removeEditorWarning' },
      successMessage: 'app.spot.removed',
    }),
  },
});

/** One limit of the plan and how much of it is used. */
export const SpotUsageItem = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

/** `GET {op}/spot/plan`: the operator's plan, its limits and this month's usage. */
export const SpotPlanState = z.object({
  plan: SpotPlanCode,
  extraEntities: z.number().int(),
  usage: z.object({
    entities: SpotUsageItem,
    costCenters: SpotUsageItem,
    editors: SpotUsageItem,
    transactionsPerMonth: SpotUsageItem,
  }),
  /** The calendar month the transaction count is for (`yyyy-MM`, UTC). */
  month: z.string(),
});
export type SpotPlanState = z.output<typeof SpotPlanState>;

/** `PUT {op}/spot/plan` (central managers: the plan is agreed with the platform). */
export const SpotPlanChange = z.object({
  plan: SpotPlanCode,
  extraEntities: z.number().int().min(0).max(1000).optional(),
});

/** Optional note text used by several spot records. */
export const spotNote = () => optionalText(500);
