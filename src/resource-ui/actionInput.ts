/** Pure helpers of action controls: confirm rules, enablement, ISO durations, issue mapping. */
import type { z } from 'zod';
import { getPath, matchesCondition } from '../../resources/model';
import { formatMoney, type MoneyCurrency } from '../../resources/money';
import { staffIssueText } from '../../resources/rules';
import type { ActionSpec } from './types';

/**
 * True when running with `input` needs the confirm dialog: the action declares `confirm` (confirm
 * fields to ask for, possibly none, or a warning) and the input does not match `confirmUnless`.
 */
export function needsConfirm(spec: ActionSpec, input: Record<string, unknown>): boolean {
  if (spec.confirmFields === undefined && spec.confirmWarning === undefined) return false;
  const unless = spec.confirmUnless;
  if (!unless) return true;
  return !Object.entries(unless).every(([key, value]) => input[key] === value);
}

/** True when the record matches the action's `enabledWhen` (or it has none; bulk actions have no record). */
export function isEnabledFor(spec: ActionSpec, record: Record<string, unknown> | undefined): boolean {
  return !record || matchesCondition(record, spec.enabledWhen);
}

/** True when the record matches the action's `visibleWhen` (or it has none). */
export function isVisibleFor(spec: ActionSpec, record: Record<string, unknown> | undefined): boolean {
  return !record || matchesCondition(record, spec.visibleWhen);
}

/** Units of an expiration, in the order the selector offers them. */
export const DURATION_UNITS = ['seconds', 'minutes', 'hours', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** An ISO-8601 duration from an amount and a unit: 5 minutes → `PT5M`, 2 days → `P2D`. */
export function isoDuration(amount: number, unit: DurationUnit): string {
  if (unit === 'days') return `P${amount}D`;
  return `PT${amount}${unit === 'hours' ? 'H' : unit === 'minutes' ? 'M' : 'S'}`;
}

/**
 * Translated messages per input key from the zod error of `input` (see `staffIssueText`);
 * `translate` returns undefined for a missing key.
 */
export function issuesByField(
  error: z.ZodError,
  input: Record<string, unknown>,
  translate: (key: string, args: Record<string, unknown>) => string | undefined,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[String(issue.path[0] ?? '')] ??= staffIssueText(issue, input, translate);
  return messages;
}

/**
 * The placeholders an action's confirm texts and success message take from the record
 * (`messageArgs`): field values as they are, amounts written with the money formatter and their
 * currency in `locale`. Empty without a record.
 *
 * @example messageArgsOf(cancelSpec, betslip, 'de'); // { betslip: 7, player: 'ana.h', stake: '10,00 €' }
 */
export function messageArgsOf(spec: ActionSpec, record: Record<string, unknown> | undefined, locale: string): Record<string, unknown> {
  if (!record || !spec.messageArgs) return {};
  return Object.fromEntries(
    Object.entries(spec.messageArgs).map(([key, arg]) => {
      if (typeof arg === 'string') return [key, getPath(record, arg) ?? ''];
      const amount = getPath(record, arg.money);
      return [key, typeof amount === 'number' ? formatMoney(amount, locale, getPath(record, arg.currency) as MoneyCurrency) : '–'];
    }),
  );
}

/** The catalogue key of a text in the variant the input picks (`textsBy`): `key.<value>`; `key` itself without one. */
export function variantKey(spec: ActionSpec, key: string, input: Record<string, unknown>): string {
  return spec.textsBy ? `${key}.${String(input[spec.textsBy])}` : key;
}
