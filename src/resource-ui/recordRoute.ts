/** Pure helpers of record routes (`recordRoutes`): the route id's value, the look-up filter and the check of its answer. */
import { z } from 'zod';
import { getPath, schemaAt, unwrap } from '../../resources/model';
import type { AnyRecord, AnyResource, RecordRouteSpec } from './types';

/**
 * The value of the route's `:id` for the route's field, or undefined when no record can have it
 * (not a number for a number field, or out of the field's schema: `/deposits/abc`, `/deposits/-1`).
 */
export function recordRouteValue(definition: Pick<AnyResource, 'schema'>, route: RecordRouteSpec, id: string): string | number | undefined {
  const schema = schemaAt(definition.schema, route.field.source);
  if (!schema) return undefined;
  const numeric = unwrap(schema) instanceof z.ZodNumber;
  const value = numeric ? (/^-?\d+(\.\d+)?$/.test(id) ? Number(id) : undefined) : id;
  return value !== undefined && schema.safeParse(value).success ? value : undefined;
}

/** The list filter that looks up the record `route` shows for `value`: the id field and the fixed values. */
export function recordRouteFilter(route: RecordRouteSpec, value: string | number): Record<string, unknown> {
  return { ...Object.fromEntries(route.when.map((field) => [field.filter, field.value])), [route.field.filter]: value };
}

/** Whether `record` is the one `route` shows for `value`: the filter narrows the list on the server, this checks its answer. */
export function isRecordRouteMatch(route: RecordRouteSpec, value: string | number, record: AnyRecord): boolean {
  return getPath(record, route.field.source) === value && route.when.every((field) => getPath(record, field.source) === field.value);
}
