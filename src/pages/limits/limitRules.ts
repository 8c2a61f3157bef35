/** Pure rules of the limit and exclusion dialogs (001 §5, §9). Results are catalogue keys. */
import { EXCLUSION_DURATIONS } from '../../../resources/playerLimits';

/** Max length of the dialogs' description and reason. */
export const LIMIT_TEXT_MAX = 255;
/** Latest custom exclusion date: this many years ahead. */
export const EXCLUSION_MAX_YEARS = 1000;

/** The limit input's problem: empty, negative, or above the default when one is given. */
export function limitError(value: string, defaultLimit?: number | null): string | undefined {
  if (value.trim() === '') return 'app.limits.errors.empty';
  const limit = Number(value);
  if (!Number.isFinite(limit)) return 'app.limits.errors.empty';
  if (limit < 0) return 'app.limits.errors.positive';
  if (defaultLimit !== null && defaultLimit !== undefined && limit > defaultLimit) return 'app.limits.errors.aboveDefault';
  return undefined;
}

/** A description or reason: required, at most 255 characters. */
export function textError(value: string): string | undefined {
  if (value.trim() === '') return 'app.validation.required';
  if (value.length > LIMIT_TEXT_MAX) return 'app.validation.maxLength';
  return undefined;
}

/** The exclusion dialog's time frames (001 §3). */
export const EXCLUSION_TIME_FRAMES = ['none', ...EXCLUSION_DURATIONS, 'indefinitely', 'custom'] as const;
export type ExclusionTimeFrame = (typeof EXCLUSION_TIME_FRAMES)[number];

const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The custom date's problem: required, not before today, not over 1000 years ahead. */
export function customDateError(value: string, now: Date = new Date()): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'app.validation.required';
  if (value < dayOf(now)) return 'app.limits.errors.beforeToday';
  const latest = new Date(now);
  latest.setFullYear(latest.getFullYear() + EXCLUSION_MAX_YEARS);
  if (value > dayOf(latest)) return 'app.limits.errors.tooFar';
  return undefined;
}

/** The `selfProtectionExcludeUntil` value sent: a duration, `indefinitely` or the custom date; none for `none`. */
export function exclusionLimit(timeFrame: ExclusionTimeFrame, customDate: string): string | undefined {
  if (timeFrame === 'none') return undefined;
  return timeFrame === 'custom' ? customDate : timeFrame;
}

/** The time limit per session as shown (value ÷ 3600, 001 §3) and back. */
export const sessionMinutes = (value: number) => value / 3600;
export const sessionValue = (minutes: number) => minutes * 3600;
