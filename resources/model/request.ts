/** Building an action's HTTP request from its declaration and validated input. */
import type { ActionDef, HttpMethod } from './action';

export interface ActionRequest {
  method: HttpMethod;
  /** Relative to the resource's API path; no leading slash. */
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
  /** Set when the action overrides the base (`request.basePath`): `path` is relative to it. */
  basePath?: string;
}

/** The request's path under `/api/officeapp/{op}/`, given the resource's `api.path`. */
export function actionPath(apiPath: string, request: Pick<ActionRequest, 'path' | 'basePath'>): string {
  return [request.basePath ?? apiPath, request.path].filter((part) => part !== '').join('/');
}

/**
 * Builds the HTTP request of an action from its validated input. `id` is the record id for
 * record actions; `ids` the selected ids for bulk actions; `record` the record an action with
 * `request.recordBody` sends.
 */
export function buildActionRequest(
  { request: action }: Pick<ActionDef, 'request'>,
  input: Record<string, unknown>,
  target: { id?: string | number; ids?: readonly (string | number)[]; record?: Record<string, unknown> } = {},
): ActionRequest {
  const used = new Set<string>();
  const path = action.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = key === 'id' ? target.id : input[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Action path ${action.path} needs a value for {${key}}`);
    }
    used.add(key);
    return encodeURIComponent(String(value));
  });
  const query: Record<string, unknown> = {};
  for (const key of action.query ?? []) {
    if (!action.queryInBody) used.add(key);
    if (input[key] !== undefined && input[key] !== null) query[key] = input[key];
  }
  let body: Record<string, unknown> | undefined = { ...action.fixedBody };
  for (const [key, value] of Object.entries(input)) {
    if (!used.has(key) && value !== undefined) body[key] = value;
  }
  if (action.bulk) {
    const data = input[action.bulk.data];
    delete body[action.bulk.data];
    body = {
      uri: `${action.bulk.uriPrefix}:${(target.ids ?? []).join(',')}:${String(data)}`,
      action: action.bulk.action,
      data,
      ...body,
    };
  }
  if (action.recordBody) body = target.record ? { ...target.record } : undefined;
  if (action.method === 'GET' || action.method === 'DELETE') body = undefined;
  else if (body && Object.keys(body).length === 0 && !action.emptyBody) body = undefined;
  return { method: action.method, path, query, body, ...(action.basePath !== undefined ? { basePath: action.basePath } : {}) };
}
