/// <reference types="vite/client" />
/**
 * Contract check: in development and tests, records the API returns are parsed with the
 * resource's zod schema, so a drift between server and declaration fails loudly.
 */
import type { z } from 'zod';
import { isOtherReading } from '../../resources/readings';
import type { ContractCheck } from './types';

/** The value at an issue's path in a record. */
function valueAt(record: unknown, path: readonly PropertyKey[]): unknown {
  let current = record;
  for (const key of path) current = current && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined;
  return current;
}

/** The default mode: `throw` under vitest, `log` in development, `off` in production builds. */
export function defaultContractCheck(): ContractCheck {
  const env = (import.meta as { env?: { MODE?: string; DEV?: boolean } }).env;
  if (env?.MODE === 'test' || (typeof process !== 'undefined' && process.env?.VITEST)) return 'throw';
  return env?.DEV ? 'log' : 'off';
}

/**
 * Checks records against the schema; logs and (in `throw` mode) throws on the first mismatch. A
 * field in another form the specification allows (resources/readings.ts) is no mismatch.
 */
export function checkContract(
  mode: ContractCheck,
  schema: z.ZodType,
  records: readonly unknown[],
  where: string,
): void {
  if (mode === 'off') return;
  for (const record of records) {
    const result = schema.safeParse(record);
    if (result.success) continue;
    const issues = result.error.issues.filter((issue) => !isOtherReading(schema, issue.path, valueAt(record, issue.path)));
    if (issues.length === 0) continue;
    const detail = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    const message = `Response of ${where} does not match the resource schema: ${detail}`;
    console.error(message, record);
    if (mode === 'throw') throw new Error(message);
    return;
  }
}
