/**
 * The limit and exclusion rules (001 §5, §9): the one declaration of what the limit, plain-limit
 * and exclusion dialogs accept and what `PUT players/{id}/limits/{limitName}` and
 * `PUT players/{id}/limits` accept. The dialogs are built on the form schemas, the API validates
 * the requests with the request rules below (`SetLimitInput` in `playerLimits.ts`). Messages are
 * catalogue keys (`app.limits.errors.*`, `app.validation.*`). Imports zod only.
 */
import { z } from 'zod';
import { AMOUNT_MAX } from './rules';

/** Time limit per game session: shown in minutes as the value divided by 3600 (001 §3), beta. */
export const SESSION_TIME_LIMIT = 'selfProtectionTimeLimitPerGameSession';

/** Max length of the dialogs' description and reason. */
export const LIMIT_TEXT_MAX = 255;
/** Latest custom exclusion date: this many years ahead (001 §9). */
export const EXCLUSION_MAX_YEARS = 1000;

/** Exclusion durations the dialog offers besides a custom date (001 §3). */
export const EXCLUSION_DURATIONS = ['PT24H', 'P7D', 'P28D', 'P84D', 'P168D'] as const;

/** The exclusion dialog's time frames (001 §3). */
export const EXCLUSION_TIME_FRAMES = ['none', ...EXCLUSION_DURATIONS, 'indefinitely', 'custom'] as const;
export type ExclusionTimeFrame = (typeof EXCLUSION_TIME_FRAMES)[number];

/** A failed rule: a catalogue key and its arguments. */
export interface LimitProblem {
  key: string;
  args?: Record<string, unknown>;
}

/** A limit value's problem: empty (or not a number), negative, above the default cap when there is one, or above {@link AMOUNT_MAX}. */
export function limitProblem(value: unknown, cap?: number | null): LimitProblem | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return { key: 'app.limits.errors.empty' };
  const limit = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(limit)) return { key: 'app.limits.errors.empty' };
  if (limit < 0) return { key: 'app.limits.errors.positive' };
  if (cap !== null && cap !== undefined && limit > cap) return { key: 'app.limits.errors.aboveDefault' };
  if (limit > AMOUNT_MAX) return { key: 'app.validation.max', args: { max: AMOUNT_MAX } };
  return undefined;
}

/** A description or reason: required, at most 255 characters after trimming. */
export function limitTextProblem(value: unknown): LimitProblem | undefined {
  if (typeof value !== 'string' || value.trim() === '') return { key: 'app.validation.required' };
  if (value.trim().length > LIMIT_TEXT_MAX) return { key: 'app.validation.maxLength', args: { max: LIMIT_TEXT_MAX } };
  return undefined;
}

/**
 * An exclusion's description or reason edited on its own (`exclusionDescription`, `exclusionReason`,
 * 001 §7): only while the player is excluded (the texts belong to the exclusion), then required,
 * at most 255 characters.
 */
export function exclusionTextProblem(value: unknown, excluded: boolean): LimitProblem | undefined {
  if (!excluded) return { key: 'app.limits.errors.notExcluded' };
  return limitTextProblem(value);
}

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A custom exclusion date's problem (`YYYY-MM-DD`, or an instant by its date): required, not before today, not over 1000 years ahead. */
export function exclusionDateProblem(value: string, now: Date = new Date()): LimitProblem | undefined {
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return { key: 'app.validation.required' };
  if (day < dayOf(now)) return { key: 'app.limits.errors.beforeToday' };
  const latest = new Date(now);
  latest.setFullYear(latest.getFullYear() + EXCLUSION_MAX_YEARS);
  if (day > dayOf(latest)) return { key: 'app.limits.errors.tooFar' };
  return undefined;
}

/** An exclusion value's problem: null revokes; otherwise a duration, `indefinitely` or a date within the bounds. */
export function exclusionProblem(value: unknown, now: Date = new Date()): LimitProblem | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return { key: 'app.limits.errors.timeFrame' };
  if ((EXCLUSION_DURATIONS as readonly string[]).includes(value) || value === 'indefinitely') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return { key: 'app.limits.errors.timeFrame' };
  return exclusionDateProblem(value, now);
}

/** The `selfProtectionExcludeUntil` value sent: a duration, `indefinitely` or the custom date; none for `none`. */
export function exclusionLimit(timeFrame: ExclusionTimeFrame, customDate: string): string | undefined {
  if (timeFrame === 'none') return undefined;
  return timeFrame === 'custom' ? customDate : timeFrame;
}

/** The time limit per session as shown (value ÷ 3600, 001 §3) and back. */
export const sessionMinutes = (value: number) => value / 3600;
export const sessionValue = (minutes: number) => minutes * 3600;

/** Adds a rule's problem as an issue at `path`. */
export function addProblem(ctx: z.RefinementCtx, path: (string | number)[], problem: LimitProblem | undefined): void {
  if (problem) ctx.addIssue({ code: 'custom', path, message: problem.key, params: problem.args });
}

/** The description and reason of a limit change: both required, at most 255. */
const limitTexts = { description: z.string(), reason: z.string() };

/**
 * The limit dialog (and the limit part of its request): the limit (text as typed, or a number)
 * not empty, ≥ 0 and ≤ `cap` (the default of a self-protection limit, if any); description and
 * reason required, at most 255.
 */
export function limitForm(cap?: number | null) {
  return z.object({ limit: z.union([z.string(), z.number(), z.null()]), ...limitTexts }).superRefine((values, ctx) => {
    addProblem(ctx, ['limit'], limitProblem(values.limit, cap));
    addProblem(ctx, ['description'], limitTextProblem(values.description));
    addProblem(ctx, ['reason'], limitTextProblem(values.reason));
  });
}

export type LimitFormValues = z.input<ReturnType<typeof limitForm>>;

/** A plain limit (loss limits, session minutes): empty clears it, otherwise a number ≥ 0. */
export const PlainLimitForm = z.object({ value: z.string() }).superRefine((values, ctx) => {
  if (values.value.trim() !== '') addProblem(ctx, ['value'], limitProblem(values.value));
});

export type PlainLimitFormValues = z.input<typeof PlainLimitForm>;

/**
 * The exclusion dialog: while not excluded a time frame is required (a custom one with its
 * date); reason and description required, at most 255. While excluded it only revokes.
 */
export function exclusionForm(excluded: boolean, now: () => Date = () => new Date()) {
  return z.object({ timeFrame: z.enum(EXCLUSION_TIME_FRAMES), customDate: z.string(), ...limitTexts }).superRefine((values, ctx) => {
    if (!excluded && values.timeFrame === 'none') addProblem(ctx, ['timeFrame'], { key: 'app.validation.required' });
    if (!excluded && values.timeFrame === 'custom') addProblem(ctx, ['customDate'], exclusionDateProblem(values.customDate, now()));
    addProblem(ctx, ['reason'], limitTextProblem(values.reason));
    addProblem(ctx, ['description'], limitTextProblem(values.description));
  });
}

export type ExclusionFormValues = z.input<ReturnType<typeof exclusionForm>>;
