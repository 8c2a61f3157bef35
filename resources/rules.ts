/**
 * Validation rules shared by several resources (000 §5, 001 §5). Error messages are catalogue
 * keys (`app.validation.*`); the console translates them, the server renders them in English.
 */
import { z } from 'zod';
import { getPath } from './model';
import { currencyText } from './readings';

/** Phone: optional, leading plus, then digits with optional dots. */
export const PHONE_PATTERN = /^\+\d[\d.]*$/;

/**
 * The largest amount staff may enter for a limit, a campaign's money terms or a manual payment: far beyond any real
 * stake in any currency, and well inside what the API's numbers (safe integers) and the amount
 * columns (`numeric(18, 2)`) hold, so a mistyped exponent is a form message, not the API's 400.
 */
export const AMOUNT_MAX = 1_000_000_000_000;

/** How a money amount may be entered: see {@link money}. */
export interface MoneyBounds {
  /** Negative amounts are legitimate (corrections, signed movements): from `-max` on. */
  signed?: boolean;
  /** The largest amount (and, signed, the largest below zero); default {@link AMOUNT_MAX}. */
  max?: number;
}

/**
 * A money amount as staff enter it or a request sends it: not negative unless declared `signed`,
 * at most {@link AMOUNT_MAX} (or the declared `max`) either way. The bounds are zod checks, so the
 * server's 400 (`Must not be negative`, `Must be at most 1000000000000`), the forms' messages and
 * the generated JSON Schemas (`minimum`, `maximum`) all read them from here. Answers of the API are
 * read as they come; bound the inputs.
 *
 * @example
 * money(); // 0 … 1000000000000
 * money({ signed: true }); // -1000000000000 … 1000000000000
 */
export function money({ signed = false, max = AMOUNT_MAX }: MoneyBounds = {}) {
  const number = z.number();
  const bounded = signed ? number.min(-max, { message: 'app.validation.min' }) : number.min(0, { message: 'app.validation.notNegative' });
  return bounded.max(max, { message: 'app.validation.max' });
}

/** Catalogue keys of validation messages, with the spec's English text. */
export const VALIDATION_MESSAGES = {
  'app.validation.required': 'Required',
  'app.validation.maxLength': 'Maximum length is %{max}',
  'app.validation.phone': 'Phone must start with + then country code. Use numbers and optionally dots',
  'app.validation.min': 'Must be at least %{min}',
  'app.validation.max': 'Must be at most %{max}',
  'app.validation.notNegative': 'Must not be negative',
  'app.validation.currencyCode': 'A currency code: 3 to 5 capital letters',
  'app.validation.decimals': 'At most %{decimals} decimals',
  'app.validation.integer': 'Must be a whole number',
  'app.validation.invalidValue': 'Invalid value',
  'app.validation.tooLong': 'You have exceeded the maximum number of characters!',
  'app.validation.email': 'Email must be valid',
  'app.validation.passwordMin': 'At least %{n} characters',
  'app.validation.passwordLower': 'At least %{n} lower case character',
  'app.validation.passwordUpper': 'At least %{n} upper case character',
  'app.validation.passwordDigit': 'At least %{n} digit character',
  'app.validation.passwordMax': 'You have exceeded %{max} - maximum number of characters!',
  'app.validation.passwordsDiffer': 'The passwords you entered do not match.',
  'app.validation.invalidDate': 'Invalid date',
  'app.validation.underAge': 'You must be at leaset 18 of age to register',
  'app.validation.terms': 'You must agree to Terms and Conditions!',
} as const;

/** Optional text of at most `max` characters after trimming (empty allowed). */
export const optionalText = (max: number) =>
  z
    .string()
    .refine((value) => value.trim().length <= max, { message: 'app.validation.maxLength', params: { max } })
    .nullable()
    .optional();

/** Required text of at most `max` characters (text-area and disabled-reason editors: 255). */
export const requiredText = (max: number) =>
  z
    .string()
    .refine((value) => value.trim().length > 0, { message: 'app.validation.required' })
    .refine((value) => value.trim().length <= max, { message: 'app.validation.maxLength', params: { max } });

/** Optional phone number following the spec's phone rule, at most `max` characters (players: 20). */
export const phone = (max = 20) =>
  z
    .string()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { message: 'app.validation.phone' })
    .refine((value) => value.length <= max, { message: 'app.validation.maxLength', params: { max } })
    .nullable()
    .optional();

/**
 * A number from `min` to `max` with at most `decimals` decimals (amounts: 2; counts: 0, an integer
 * in the schema, so its column is an integer column).
 */
export const boundedNumber = (min: number, max: number, decimals: number) => {
  const bounded = (decimals === 0 ? z.number().int({ message: 'app.validation.integer' }) : z.number())
    .refine((value) => value >= min, { message: 'app.validation.min', params: { min } })
    .refine((value) => value <= max, { message: 'app.validation.max', params: { max } });
  if (decimals === 0) return bounded;
  return bounded.refine((value) => Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6, {
    message: 'app.validation.decimals',
    params: { decimals },
  });
};

/** ISO-8601 timestamp as the API sends it. */
export const timestamp = () => z.iso.datetime({ offset: true });

/** Calendar date `YYYY-MM-DD`. */
export const calendarDate = () => z.iso.date();

/** A currency code: 3 to 5 capital letters (EUR, USDT). */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3,5}$/;

/** A currency code as the API carries it. */
export const currencyCode = () => z.string().regex(CURRENCY_CODE_PATTERN, { message: 'app.validation.currencyCode' });

/** A money amount with its currency. */
export const Money = z.object({ value: z.number(), currency: currencyText() });

/** A limit component (001 §3): limit, description, reason, appliedDate. */
export const LimitValue = z.object({
  limit: z.number().nullable(),
  description: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  appliedDate: timestamp().nullable().optional(),
});

/** A validation issue as the resources' rules and zod report it: a message and its arguments. */
export interface ValidationIssue {
  message: string;
  params?: Record<string, unknown>;
  /** A bound zod's own checks report (`.min()`, `.max()`): the message's `%{min}` or `%{max}`. */
  minimum?: unknown;
  maximum?: unknown;
}

/** The arguments of an issue's message: its own, else the bound a zod check names (`min`, `max`). */
export function issueParams(issue: ValidationIssue): Record<string, unknown> {
  if (issue.params) return issue.params;
  const bounds: Record<string, unknown> = {};
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') bounds.min = issue.minimum;
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') bounds.max = issue.maximum;
  return bounds;
}

/**
 * The text staff see for an issue of `input` (the value the schema checked). The rules' messages
 * are catalogue keys (`app.…`) and are shown translated; zod's own messages (a type or an option
 * it expected, in English with internal values) are not for staff: at an empty value the field is
 * "Required", anything else is an "Invalid value".
 */
export function staffIssueText(
  issue: ValidationIssue & { path?: readonly PropertyKey[] },
  input: unknown,
  translate: (key: string, args: Record<string, unknown>) => string | undefined,
): string {
  if (issue.message.startsWith('app.')) return issueText(issue, translate);
  const path = (issue.path ?? []).map(String).join('.');
  const value = path === '' ? input : getPath(input, path);
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return issueText({ message: empty ? 'app.validation.required' : 'app.validation.invalidValue' }, translate);
}

/**
 * Renders a validation issue to text with a catalogue lookup (`translate`), falling back to the
 * English texts above; used by the server for 400 bodies and by the console for form messages.
 */
export function issueText(
  issue: ValidationIssue,
  translate: (key: string, args: Record<string, unknown>) => string | undefined = () => undefined,
): string {
  const key = issue.message;
  const args = issueParams(issue);
  const template = translate(key, args) ?? (VALIDATION_MESSAGES as Record<string, string>)[key];
  if (!template) return issue.message;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
}
