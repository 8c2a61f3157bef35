/**
 * The console's data provider: maps react-admin calls to the back-office API of the operator
 * chosen in the switcher (`{apiUrl}/{op}/{api.path}`), following the data path of
 * docs/data-layer.md and the resource declarations in resources/. `forOperator(code)` gives the
 * same provider on another operator: the calls about a record go to that record's `operatorCode`.
 */
import type {
  CreateParams,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';
import { HttpError } from 'ra-core';
import { exports as exportFiles } from '../../resources/exports';
import { actionPath, buildActionRequest, getPath, type ActionDef, type Resource } from '../../resources/model';
import { diffChanges } from './changes';
import { checkContract, defaultContractCheck } from './contract';
import { operatorPath, profilePath, readApiProfile, renameFilterKeys, type CallSetting, type KnownApi, type KnownCalls } from './apiProfile';
import { actionOperationId, operationId, type ResourceCall } from '../../resources/operations';
import { API_CALL_ROUTES } from '../../resources/apiCallRoutes';
import { LimitOrigin } from '../../resources/playerLimits';
import { inDeclaredForm } from '../../resources/readings';
import { createHttpClient, type ApiRequest } from './httpClient';
import type { BackofficeDataProvider, DataProviderOptions, ExportCsvParams, OperatorInfo, ServerInfo, ShellRequest } from './types';

export type { BackofficeDataProvider, DataProviderOptions } from './types';
import { idFilterOf, listQuery, readListPage, scopedRequest, type ListPage } from './listRequest';

/**
 * An upload's body as multipart form data (000 §7: "Multipart uploads POST form data"): the
 * `content` key as the file part `file` named by the `fileName` key, every other key a text field.
 */
export function uploadForm(body: Record<string, unknown>, form: { content: string; fileName: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (key === form.content || key === form.fileName || value === undefined || value === null) continue;
    data.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const content = body[form.content];
  const file = content instanceof Blob ? content : new Blob([String(content ?? '')], { type: 'text/csv' });
  data.append('file', file, String(body[form.fileName] ?? 'file'));
  return data;
}

const placeholdersOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!).filter((name) => name !== 'op');

/**
 * Every call the profile may move, by operationId, with the placeholders of its declared path (what
 * a profile's path may name): each resource's list, player list, record, save and report calls,
 * each action, and the calls beside the resources (resources/apiCallRoutes.ts).
 */
export function knownCallsOf(resources: Record<string, Resource>): KnownCalls {
  const calls = new Map<string, readonly string[]>();
  for (const resource of Object.values(resources)) {
    const player = resource.api.player?.path ? placeholdersOf(resource.api.player.path) : undefined;
    calls.set(operationId(resource.name, 'list'), []);
    calls.set(operationId(resource.name, 'report'), []);
    calls.set(operationId(resource.name, 'record'), []);
    calls.set(operationId(resource.name, 'save'), []);
    if (player) {
      calls.set(operationId(resource.name, 'playerList'), player);
      calls.set(operationId(resource.name, 'playerReport'), player);
    }
    for (const [key, action] of Object.entries(resource.actions as Record<string, ActionDef>)) {
      calls.set(actionOperationId(resource.name, key), placeholdersOf(action.request.path));
    }
  }
  for (const call of API_CALL_ROUTES) calls.set(call.operationId, placeholdersOf(call.path));
  return calls;
}

/**
 * The file name of a `Content-Disposition` header: the UTF-8 `filename*` (RFC 8187) when given,
 * else the plain `filename`; undefined without one.
 */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name || undefined;
}

/**
 * What the profile's tags may name for these resources: their calls (see {@link knownCallsOf}),
 * each list's declared filters and the enumerations whose codes an installation may set.
 */
export function knownApiOf(resources: Record<string, Resource>): KnownApi {
  return {
    calls: knownCallsOf(resources),
    filters: new Map(
      Object.values(resources).map((resource) => [
        resource.name,
        resource.filters.map((filter) => ({ source: filter.source, key: filter.key ?? filter.source })),
      ]),
    ),
    codes: new Map([['limitOrigin', LimitOrigin.options]]),
  };
}

/** A call beside the resources, its declared path split into parts (`{name}` a placeholder). */
const SHELL_CALLS = API_CALL_ROUTES.map((call) => ({ call, parts: call.path.replace(/^\//, '').split('/') }));

/**
 * The call beside the resources a shell request makes, and the values of its path's placeholders:
 * its method and its path (under `{op}` when it goes under an operator) match the declared ones.
 */
export function shellCallOf(method: string, path: string, underOperator: boolean) {
  const parts = (underOperator ? ['{op}', ...path.split('/')] : path.split('/')).map((part, index) =>
    underOperator && index === 0 ? part : decodeURIComponent(part),
  );
  for (const { call, parts: declared } of SHELL_CALLS) {
    if (call.method !== method || declared.length !== parts.length) continue;
    const values: Record<string, string> = {};
    const fits = declared.every((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part === parts[index];
      if (name !== 'op') values[name] = parts[index]!;
      return name !== 'op' || underOperator;
    });
    if (fits) return { operationId: call.operationId, values };
  }
  return undefined;
}

/** The default API prefix (000 §7). */
export const DEFAULT_API_URL = '/api/officeapp';

/** How long a prefetched list answer may wait for the list that asks for it. */
export const PREFETCH_TTL_MS = 10_000;

interface Envelope<T = unknown> {
  success?: boolean;
  payload?: T;
}

/**
 * Creates the data provider for the declared resources, keyed by react-admin resource name.
 *
 * @example
 * createDataProvider({ players: player }, { getOperator, getToken, getLanguage });
 */
export function createDataProvider(
  resources: Record<string, Resource>,
  options: DataProviderOptions,
): BackofficeDataProvider {
  const http = createHttpClient({
    apiUrl: options.apiUrl ?? DEFAULT_API_URL,
    getToken: options.getToken,
    getLanguage: options.getLanguage,
    onUnauthorized: options.onUnauthorized,
    fetch: options.fetch,
    rewriteUrl: options.rewriteUrl,
  });
  const contract = options.contractCheck ?? defaultContractCheck();
  const profile = options.apiProfile ?? readApiProfile(knownApiOf(resources));
  const placement = profile.operator ?? 'path';
  /** A resource's call the profile moved, or undefined. */
  const movedCall = (resource: Resource, call: ResourceCall): CallSetting | undefined =>
    profile.calls.size ? profile.calls.get(operationId(resource.name, call)) : undefined;
  /** A list query with the filter keys the profile renames for the resource. */
  const withFilterKeys = <Q extends Record<string, unknown>>(resource: Resource, query: Q): Q => {
    const renamed = profile.filters?.get(resource.name);
    if (!renamed?.size || !query.filter || typeof query.filter !== 'object') return query;
    return { ...query, filter: renameFilterKeys(query.filter as Record<string, unknown>, renamed) };
  };
  const now = () => options.now?.() ?? new Date();
  const timeZone = () => options.getTimeZone?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const byOperator = new Map<string, BackofficeDataProvider>();
  /** Prefetched list answers by request, each taken once by the first identical list call. */
  const prefetched = new Map<string, { promise: Promise<unknown>; at: number }>();
  const takePrefetched = async (key: string): Promise<unknown> => {
    const entry = prefetched.get(key);
    if (!entry) return undefined;
    prefetched.delete(key);
    if (Date.now() - entry.at > PREFETCH_TTL_MS) return undefined;
    // A failed prefetch is asked again by the list call itself, which shows the error.
    return entry.promise.catch(() => undefined);
  };

  const resourceOf = (name: string): Resource => {
    const resource = resources[name];
    if (!resource) throw new Error(`Unknown resource "${name}": it is not declared in resources/`);
    return resource;
  };
  const call = async <T>(request: ApiRequest) => (await http.request<Envelope<T>>(request))?.payload as T;
  const withId = (resource: Resource, record: Record<string, unknown>): RaRecord => {
    if (resource.id === 'id') return record as RaRecord;
    return { ...record, id: getPath(record, resource.id) as Identifier };
  };

  /** The provider whose calls go to the operator `getOperator` names. */
  const build = (getOperator: () => string): BackofficeDataProvider => {
    // The operator code where the profile puts it (docs/api-profile.md).
    const under = (path: string) => operatorPath(getOperator(), path, placement);
    /** A resource's call: where the profile moved it, else `declared` under the operator. */
    const resourcePath = (resource: Resource, call: ResourceCall, declared: string, values: { id?: Identifier; playerId?: unknown } = {}) => {
      const moved = movedCall(resource, call);
      if (!moved) return { path: under(declared), method: undefined };
      return { path: profilePath(moved, { op: getOperator(), id: values.id, input: { playerId: values.playerId } }), method: moved.method };
    };
    /** A record's own path (its delete), under the operator. */
    const recordPath = (resource: Resource, id: Identifier) => under(`${resource.api.path}/${encodeURIComponent(String(id))}`);

    /** A shell call's method and path: where the profile moved it, else under the current or the named operator when asked. */
    const shellTarget = ({ operator, path, method }: Pick<ShellRequest, 'operator' | 'path' | 'method'>) => {
      const code = typeof operator === 'string' ? operator : operator ? getOperator() : undefined;
      const matched = profile.calls.size ? shellCallOf(method, path, code !== undefined) : undefined;
      const moved = matched && profile.calls.get(matched.operationId);
      if (moved) return { method: moved.method, path: profilePath(moved, { op: code ?? getOperator(), id: matched.values.id, input: matched.values }) };
      return { method, path: code !== undefined ? operatorPath(code, path, placement) : path };
    };
    const shellCall = async <T>({ operator, path, method, ...rest }: ShellRequest) =>
      http.request<{ payload: T } & Record<string, unknown>>({ ...rest, ...shellTarget({ operator, path, method }) });

    /** A list call's request, and the key a prefetched answer of the same request is kept under. */
    const listRequest = (name: string, params: GetListParams) => {
      const resource = resourceOf(name);
      const playerId = (params.meta as { playerId?: string | number } | undefined)?.playerId;
      const scoped = scopedRequest(resource, listQuery(resource, params, now()), playerId, { timeZone: timeZone() });
      const request = { ...scoped, query: withFilterKeys(resource, scoped.query) };
      const playerPath = playerId !== undefined && playerId !== null && !!resource.api.player?.path;
      const { path, method = 'GET' } = resourcePath(resource, playerPath ? 'playerList' : 'list', request.path, { playerId });
      return { resource, request, path, method, key: `${method} ${path}?${JSON.stringify(request.query)}` };
    };

    const getList = async (name: string, params: GetListParams & { signal?: AbortSignal }) => {
      const { resource, request, path, method, key } = listRequest(name, params);
      const payload = (await takePrefetched(key)) ?? (await call<unknown>({ method, path, query: request.query, signal: params.signal }));
      const idOf = (row: Record<string, unknown>) => getPath(row, resource.id) as string | number;
      const page: ListPage = readListPage(resource, payload, request.grouped, idOf, { timeZone: timeZone(), codes: profile.codes });
      checkContract(contract, resource.schema, page.rows, `GET ${resource.api.path}`);
      return {
        data: page.rows.map((record) => withId(resource, record)),
        total: page.total,
        ...(page.groups || page.totalAtLeast
          ? { meta: { ...(page.groups ? { groups: page.groups } : {}), ...(page.totalAtLeast ? { totalAtLeast: true } : {}) } }
          : {}),
      };
    };

    const getOne = async (name: string, params: { id: Identifier; signal?: AbortSignal }) => {
      const resource = resourceOf(name);
      const idFilter = idFilterOf(resource);
      if (idFilter) {
        const numeric = /^\d+$/.test(String(params.id)) ? Number(params.id) : params.id;
        const { data } = await getList(name, {
          pagination: { page: 1, perPage: 1 },
          sort: resource.list.defaultSort,
          filter: { [idFilter]: numeric },
          signal: params.signal,
        });
        if (!data[0]) throw new HttpError(`${resource.name} ${params.id} not found`, 404, { message: 'Not found' });
        return { data: data[0] };
      }
      const target = resourcePath(resource, 'record', `${resource.api.path}/${encodeURIComponent(String(params.id))}`, { id: params.id });
      const answer = await call<Record<string, unknown>>({ method: target.method ?? 'GET', path: target.path, signal: params.signal });
      // Each field in its declared form (other readings, the installation's codes), as a list row is.
      const record = answer && typeof answer === 'object' ? inDeclaredForm(resource.schema, answer, profile.codes) : answer;
      checkContract(contract, resource.schema, [record], `GET ${resource.api.path}/{id}`);
      return { data: withId(resource, record) };
    };

    const runAction: BackofficeDataProvider['runAction'] = async (name, actionName, { id, ids, input, record }) => {
      const resource = resourceOf(name);
      const action = (resource.actions as Record<string, ActionDef>)[actionName];
      if (!action) throw new Error(`Resource "${name}" declares no action "${actionName}"`);
      const parsed = action.input.parse(input) as Record<string, unknown>;
      const request = buildActionRequest(action, parsed, { id, ids, record });
      const form = action.request.form;
      // The installation's API profile may move the call (docs/api-profile.md).
      const moved = profile.calls.size ? profile.calls.get(actionOperationId(resource.name, actionName)) : undefined;
      const method = moved?.method ?? request.method;
      const body = method === 'GET' || method === 'DELETE' ? undefined : request.body;
      const target = {
        method,
        path: moved ? profilePath(moved, { op: getOperator(), id, input: parsed }) : under(actionPath(resource.api.path, request)),
        query: request.query,
        body: form && body ? uploadForm(body, form) : body,
      };
      // A file answer (a sent invoice's PDF) is the response's bytes with the name the server gives.
      if (action.answer?.file) {
        const response = await http.request<Response>({ ...target, raw: true });
        const blob = await response.blob();
        return { data: undefined, file: { blob, name: attachmentName(response.headers.get('content-disposition')) ?? `${actionName}-${String(id)}` } };
      }
      const payload = await call<unknown>(target);
      const returned = action.answer?.record === true ? payload : action.answer?.record ? getPath(payload, action.answer?.record) : undefined;
      if (returned && typeof returned === 'object') {
        const beside = Object.entries(action.answer?.fields ?? {}).flatMap(([field, path]) => {
          const value = getPath(payload, path);
          return value === undefined ? [] : [[field, value] as const];
        });
        const updated = beside.length ? { ...(returned as Record<string, unknown>), ...Object.fromEntries(beside) } : returned;
        checkContract(contract, resource.schema, [updated], `${request.method} ${resource.api.path}/${action.request.path}`);
        return { data: payload, record: withId(resource, updated as Record<string, unknown>) };
      }
      return { data: payload };
    };

    const bulkActionFor = (resource: Resource, data: Record<string, unknown>): string => {
      const entry = Object.entries(resource.actions as Record<string, ActionDef>).find(
        ([, action]) => action.scope === 'bulk' && action.request.bulk && data[action.request.bulk.data] !== undefined,
      );
      if (!entry) throw new Error(`Resource "${resource.name}" declares no bulk action for ${Object.keys(data).join(', ')}`);
      return entry[0];
    };

    const provider = {
      supportAbortSignal: true,
      getList,
      getOne,
      getMany: async (name: string, params: { ids: Identifier[]; signal?: AbortSignal }) => ({
        data: await Promise.all(params.ids.map(async (id) => (await getOne(name, { id, signal: params.signal })).data)),
      }),
      getManyReference: (name: string, params: GetManyReferenceParams & { signal?: AbortSignal }) =>
        getList(name, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
      update: async (name: string, params: UpdateParams) => {
        const resource = resourceOf(name);
        const changes = diffChanges(params.data, params.previousData);
        const target = resourcePath(resource, 'save', `${resource.api.path}/${encodeURIComponent(String(params.id))}`, { id: params.id });
        const record = await call<Record<string, unknown>>({
          method: target.method ?? 'PUT',
          path: target.path,
          query: { changes },
          body: { ...params.previousData, ...params.data },
        });
        return { data: withId(resource, record ?? { ...params.previousData, ...params.data }) };
      },
      updateMany: async (name: string, params: UpdateManyParams) => {
        const resource = resourceOf(name);
        await runAction(name, bulkActionFor(resource, params.data), { ids: params.ids, input: params.data });
        return { data: params.ids };
      },
      create: async (name: string, params: CreateParams) => {
        const resource = resourceOf(name);
        const record = await call<Record<string, unknown>>({ method: 'POST', path: under(resource.api.path), body: params.data });
        return { data: withId(resource, record) };
      },
      delete: async (name: string, params: DeleteParams) => {
        await call({ method: 'DELETE', path: recordPath(resourceOf(name), params.id) });
        return { data: params.previousData as RaRecord };
      },
      deleteMany: async (name: string, params: DeleteManyParams) => {
        const resource = resourceOf(name);
        await Promise.all(params.ids.map((id) => call({ method: 'DELETE', path: recordPath(resource, id) })));
        return { data: params.ids };
      },
      runAction,
      exportCsv: async (name: string, params: ExportCsvParams) => {
        const resource = resourceOf(name);
        const query = listQuery(resource, params, now());
        const filter = { ...query.filter, ...resource.api.reportFilter, ...(params.headers ? { reportHeaders: params.headers } : {}) };
        const withHeaders = { ...query, filter };
        const format = { ...withHeaders, locale: params.locale, timeZone: params.timeZone };
        const playerId = params.meta?.playerId;
        const scoped = scopedRequest(resource, format, playerId, { suffix: 'report' });
        const request = { ...scoped, query: withFilterKeys(resource, scoped.query) };
        const playerPath = playerId !== undefined && playerId !== null && !!resource.api.player?.path;
        const target = resourcePath(resource, playerPath ? 'playerReport' : 'report', request.path, { playerId });
        // The body is read as it arrives (progress, cancel); see readCsvResponse.
        return http.request<Response>({ method: target.method ?? 'GET', path: target.path, query: request.query, raw: true, signal: params.signal });
      },
      prefetchList: (name: string, params: GetListParams) => {
        const { request, path, method, key } = listRequest(name, params);
        if (prefetched.has(key)) return;
        const promise = call<unknown>({ method, path, query: request.query });
        promise.catch(() => undefined);
        prefetched.set(key, { promise, at: Date.now() });
      },
      getServerInfo: async () => (await http.request<Envelope<ServerInfo>>({ method: 'GET', path: 'info' }))?.payload ?? {},
      getOperatorsInfo: async () =>
        (await http.request<Envelope<OperatorInfo[]>>({ method: 'GET', path: 'operators-info' }))?.payload ?? [],
      callApi: async <T>(request: ShellRequest) => (await shellCall<T>(request))?.payload as T,
      callApiEnvelope: shellCall,
      downloadFile: ({ operator, path, method, ...rest }: ShellRequest) =>
        http.request<Response>({ ...rest, ...shellTarget({ operator, path, method }), raw: true }),
      requestServerExport: async (name: string, params: Omit<ExportCsvParams, 'signal'>) => {
        const resource = resourceOf(name);
        const { sort, filter } = withFilterKeys(resource, listQuery(resource, params, now()));
        const playerId = params.meta?.playerId;
        const input = {
          resource: name,
          sort,
          filter,
          reportHeaders: params.headers,
          locale: params.locale,
          timeZone: params.timeZone,
          ...(playerId !== undefined && playerId !== null ? { playerId: Number(playerId) } : {}),
        };
        return (await runAction(exportFiles.name, 'request', { input })).data;
      },
      downloadRecordFile: async (name: string, id: string | number) =>
        http.request<Response>({
          raw: true,
          ...shellTarget({ method: 'GET', path: `${resourceOf(name).api.path}/${encodeURIComponent(String(id))}/download`, operator: true }),
        }),
      operator: getOperator,
      forOperator: (code: string) => {
        let scoped = byOperator.get(code);
        if (!scoped) {
          scoped = build(() => code);
          byOperator.set(code, scoped);
        }
        return scoped;
      },
    };
    // react-admin's methods are generic in the record type; ours return the resource's records.
    return provider as unknown as BackofficeDataProvider;
  };

  return build(options.getOperator);
}
