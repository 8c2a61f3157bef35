/** Conditions on a record, as data (row tones, enabled/visible actions, conditional links). */
import { getPath } from './paths';

/** A value a {@link Condition} compares with. `null` also matches an absent value. */
export type ConditionScalar = string | number | boolean | null;

/** One key's test: equal to a scalar, one of a list, or none of `not`. */
export type ConditionValue = ConditionScalar | readonly ConditionScalar[] | { readonly not: ConditionScalar | readonly ConditionScalar[] };

/**
 * A test on a record, as data: every key (a dotted path into the record) must match its value.
 * `{}` matches every record. Evaluated by {@link matchesCondition} on the client and the server.
 *
 * @example { 'betslipStatus.simpleStatus': 'WON', 'paymentStatus.simpleStatus': 'CLEARED' }
 * @example { kycStatus: { not: 'VERIFIED' } }
 */
export type Condition<P extends string = string> = { readonly [K in P]?: ConditionValue };

function conditionHit(actual: unknown, expected: ConditionScalar | readonly ConditionScalar[]): boolean {
  const value = actual === undefined ? null : actual;
  return Array.isArray(expected) ? expected.includes(value as ConditionScalar) : value === expected;
}

/** Whether a record matches a {@link Condition}; `undefined` matches everything. */
export function matchesCondition(record: unknown, condition: Condition | undefined): boolean {
  if (!condition) return true;
  return Object.entries(condition).every(([path, expected]) => {
    if (expected === undefined) return true;
    const actual = getPath(record, path);
    if (expected !== null && typeof expected === 'object' && 'not' in expected) return !conditionHit(actual, expected.not);
    return conditionHit(actual, expected as ConditionScalar | readonly ConditionScalar[]);
  });
}
