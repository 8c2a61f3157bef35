/**
 * Operators (central only, 000 §2, §3): every console the platform serves, the central office's
 * own first, with the UI info its staff get from `GET info` (name, domain, titles, logo, theme
 * colours), and each operator's cash-desk gateways with their type and currencies
 * (`operators/gateways/type/currencies`, 002 §7).
 */
import { z } from 'zod';
import { CurrencyType, PaymentMethod } from './enums';
import { defineAction, defineResource, fieldMeta, namedEnum } from './model';
import { money, optionalText, requiredText, timestamp } from './rules';

/** The role a console's staff work in (000 §3 current role): the central office or one operator. */
export const ConsoleRole = namedEnum('consoleRole', ['central', 'operator']);

/** A colour as `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** An image the console shows as a logo: an http(s) address or an uploaded image as a data URL. */
export const LOGO_URL = /^(https?:\/\/\S+|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+)$/;

/** Longest logo value (an uploaded image of up to about 150 KB, base64). */
export const LOGO_URL_MAX = 200_000;

/** A host name with an optional port (`office.example.com`, `localhost:8080`). */
export const DOMAIN = /^(?=.{1,253}(:\d{1,5})?$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

const colour = () => z.string().regex(HEX_COLOUR, { message: 'app.validation.colour' });

/** One console as the operators list shows it. */
export const OperatorConsole = z.object({
  code: z.string(),
  role: ConsoleRole,
  name: z.string(),
  domain: z.string().nullable().optional(),
  /** The operator's own currency; for the central office the base currency of the exchange rates. */
  currency: z.string(),
  officeTitle: z.string().nullable().optional(),
  playersTitle: z.string().nullable().optional(),
  logoUrl: z.string().nullable().optional(),
  theme: z.object({
    primary: z.string().register(fieldMeta, { cell: 'colour' }),
    secondary: z.string().register(fieldMeta, { cell: 'colour' }),
  }),
  darkTheme: z.boolean(),
  /** Active cash-desk gateways. */
  gateways: z.number().int(),
  updated: timestamp(),
});

export type OperatorConsole = z.output<typeof OperatorConsole>;

/** What the console form changes: the UI info of one console. `updated` is the version it was loaded at. */
export const OperatorConsoleInput = z.object({
  name: requiredText(100),
  domain: z
    .string()
    .refine((value) => value === '' || DOMAIN.test(value), { message: 'app.validation.domain' })
    .nullable()
    .optional(),
  officeTitle: optionalText(60),
  playersTitle: optionalText(60),
  logoUrl: z
    .string()
    .refine((value) => value.length <= LOGO_URL_MAX, { message: 'app.validation.logoTooLarge' })
    .refine((value) => value === '' || value.length > LOGO_URL_MAX || LOGO_URL.test(value), { message: 'app.validation.logoUrl' })
    .nullable()
    .optional(),
  theme: z.object({ primary: colour(), secondary: colour() }),
  darkTheme: z.boolean(),
  updated: timestamp().optional(),
});

export type OperatorConsoleInput = z.output<typeof OperatorConsoleInput>;

/** A gateway's amount range for one direction, in the operator's currency. */
export const GatewayAmounts = z
  .object({
    minAmount: money().nullable(),
    maxAmount: money().nullable(),
  })
  .refine((range) => range.minAmount === null || range.maxAmount === null || range.minAmount <= range.maxAmount, {
    message: 'app.validation.minAboveMax',
    path: ['maxAmount'],
  });

/** A gateway code: capitals, digits and underscores. */
export const GATEWAY_CODE = /^[A-Z0-9_]{2,32}$/;

/** A cash-desk gateway of an operator as central staff set it up. */
export const GatewaySetup = z.object({
  operatorCode: z.string().min(1).max(40),
  code: z.string().regex(GATEWAY_CODE, { message: 'app.validation.gatewayCode' }),
  name: requiredText(60),
  type: PaymentMethod.max(32),
  /** Currency codes of the exchange rates; the first is offered first. */
  currencies: z
    .array(z.string().min(1).max(10))
    .min(1, { message: 'app.validation.required' })
    .max(20)
    .refine((codes) => new Set(codes).size === codes.length, { message: 'app.validation.duplicate' }),
  depositLimits: GatewayAmounts,
  withdrawalLimits: GatewayAmounts,
  active: z.boolean(),
});

export type GatewaySetup = z.output<typeof GatewaySetup>;

/** A cash-desk gateway as `operators/gateways/type/currencies` answers it. */
export const OperatorGateway = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  allowedCurrencies: z.array(
    z.object({ currency: z.string(), currencySymbol: z.string().nullable(), currencyType: CurrencyType.nullable() }),
  ),
  depositLimits: z.object({ minAmount: z.number().nullable(), maxAmount: z.number().nullable() }),
  withdrawalLimits: z.object({ minAmount: z.number().nullable(), maxAmount: z.number().nullable() }),
  active: z.boolean(),
});

export type OperatorGateway = z.output<typeof OperatorGateway>;

export const operators = defineResource({
  name: 'operators',
  route: '/operators',
  menu: { group: 'central', icon: 'operators', order: 60 },
  api: { path: 'operators' },
  schema: OperatorConsole,
  id: 'code',
  recordName: 'name',
  list: {
    columns: [
      { source: 'code' },
      { source: 'role' },
      { source: 'name' },
      { source: 'domain' },
      { source: 'currency' },
      { source: 'theme.primary', sortable: false },
      { source: 'theme.secondary', sortable: false },
      { source: 'officeTitle' },
      { source: 'playersTitle' },
      { source: 'darkTheme' },
      { source: 'gateways' },
      { source: 'updated' },
    ],
    defaultSort: { field: 'code', order: 'ASC' },
    search: 'name',
    searchAlso: ['code', 'domain'],
  },
  filters: [
    { source: 'role', type: 'select' },
    { source: 'currency', type: 'input', match: 'exact' },
  ],
  actions: {
    /** `PUT operators/{code}`: a console's UI info; payload the console. */
    update: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}' },
      answer: { record: true },
      input: OperatorConsoleInput,
      panelOnly: true,
    }),
    /** `GET operators/gateways/type/currencies[?operatorCode=]`: the cash-desk gateways, of one operator or of all. */
    loadGateways: defineAction({
      scope: 'collection',
      request: { method: 'GET', path: 'gateways/type/currencies', query: ['operatorCode'] },
      input: z.object({ operatorCode: z.string().max(40).optional() }),
      panelOnly: true,
    }),
    /** `PUT operators/gateways/type/currencies`: adds or changes an operator's gateway (by operator and code); payload the gateway. */
    saveGateway: defineAction({
      scope: 'collection',
      request: { method: 'PUT', path: 'gateways/type/currencies' },
      input: GatewaySetup,
      panelOnly: true,
    }),
  },
  storage: { table: 'operator_consoles', operatorColumn: 'code' },
});
