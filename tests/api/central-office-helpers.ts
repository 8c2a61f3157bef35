/** Helpers of the central office's API tests (catalogue, news, help centre). */
import { expect } from 'vitest';
import { z } from 'zod';
import { ActivityLogEntry } from '../../resources/activityLog';
import { sql } from '../../server/db/sql';
import { get } from './betting-helpers';
import type { TestApi } from './helpers';

/** The `{ success, payload: { content, totalElements } }` answer of a list of `schema` rows. */
export const page = <T extends z.ZodType>(schema: T) =>
  z.object({ success: z.literal(true), payload: z.object({ content: z.array(schema), totalElements: z.number().int() }) });

/** A page of a central list, parsed with the row schema. */
export async function centralList<T extends z.ZodType>(api: TestApi, schema: T, path: string, params: Record<string, unknown> = {}) {
  const response = await get(api, 'central', `central/${path}`, params);
  expect(response.statusCode, response.body).toBe(200);
  return page(schema).parse(response.json()).payload;
}

/** The newest DATA_CHANGED activity-log entry, with the operator, before and after it stored. */
export async function lastChange(api: TestApi) {
  const response = await get(api, 'central', 'central/activities-log', { size: 1, filter: { logType: 'DATA_CHANGED' } });
  const entry = page(ActivityLogEntry).parse(response.json()).payload.content[0];
  const [row] = await api.db.query<{
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    operator_code: string | null;
  }>(sql`SELECT before, after, operator_code FROM activity_log WHERE id = ${entry.id}`);
  return { ...entry, ...row };
}
