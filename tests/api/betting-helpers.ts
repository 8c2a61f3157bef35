/** Helpers shared by the betting API tests (betslips, KYC, bonuses, payments, logs). */
import { expect } from 'vitest';
import { buildActionRequest, type Resource } from '../../resources/model';
import { API, query, type TestApi } from './helpers';

export { parseCsv } from '../support/csv';

export type As = 'central' | 'office1' | 'office2';

export async function get(api: TestApi, as: As, path: string, params: Record<string, unknown> = {}) {
  return api.call(as, { method: 'GET', url: `${API}/${path}${query(params)}` });
}

/** A 400 with the generic error body; returns the error paths. */
export async function expect400(api: TestApi, as: As, path: string, params: Record<string, unknown> | string) {
  const url = typeof params === 'string' ? `${API}/${path}?${params}` : `${API}/${path}${query(params)}`;
  const response = await api.call(as, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, message: expect.any(String) });
  for (const error of body.errors) expect(error).toEqual({ path: expect.any(String), message: expect.any(String) });
  return (body.errors as { path: string }[]).map((e) => e.path);
}

/** Sends a declared action the way the console encodes it. */
export async function act(api: TestApi, as: As, op: string, resource: Resource, name: string, input: Record<string, unknown>, id?: number) {
  const request = buildActionRequest(resource.actions[name], input, { id });
  const path = [request.basePath ?? resource.api.path, request.path].filter((p) => p !== '').join('/');
  return api.call(as, { method: request.method, url: `${API}/${op}/${path}${query(request.query)}`, payload: request.body });
}
