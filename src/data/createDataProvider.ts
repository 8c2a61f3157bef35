/**
 * The console's data provider: maps react-admin calls to the back-office API of the operator
 * chosen in the switcher (`{apiUrl}/{op}/{apiPath}`), following the data-path rules of
 * ARCHITECTURE.md and the resource declarations in resources/.
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
import { createHttpClient, type ApiRequest } from './httpClient';
import type { BackofficeDataProvider, DataProviderOptions, ExportCsvParams, OperatorInfo, ServerInfo, ShellRequest } from './types';

export type { BackofficeDataProvider, DataProviderOptions } from './types';
import { toWireFilter } from './wireFilter';

/** The default API prefix (000 §7). */
export const DEFAULT_API_URL = '/api/officeapp';

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
  const now = () => options.now?.() ?? new Date();

  const resourceOf = (name: string): Resource => {
    const resource = resources[name];
    if (!resource) throw new Error(`Unknown resource "${name}": it is not declared in resources/`);
    return resource;
  };
  const pathOf = (resource: Resource, suffix = '') =>
    `${encodeURIComponent(options.getOperator())}/${resource.apiPath}${suffix ? `/${suffix}` : ''}`;
  const call = async <T>(request: ApiRequest) => (await http.request<Envelope<T>>(request))?.payload as T;
  const withId = (resource: Resource, record: Record<string, unknown>): RaRecord => {
    if (resource.id === 'id') return record as RaRecord;
    return { ...record, id: getPath(record, resource.id) as Identifier };
  };

  const shellCall = async <T>({ operator, path, ...rest }: ShellRequest) => {
    const code = typeof operator === 'string' ? operator : operator ? options.getOperator() : undefined;
    const full = code ? `${encodeURIComponent(code)}/${path}` : path;
    return http.request<{ payload: T } & Record<string, unknown>>({ ...rest, path: full });
  };

  const listQuery = (resource: Resource, params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) => {
    const { page = 1, perPage = resource.list.pageSizes[0] } = params.pagination ?? {};
    const sortField = params.sort?.field || resource.list.defaultSort.field;
    const order = (params.sort?.order || resource.list.defaultSort.order).toUpperCase();
    const column = resource.list.columns.find((c) => c.source === sortField);
    return {
      page: page - 1,
      size: perPage,
      sort: `${column?.sortField ?? sortField},${order}`,
      filter: toWireFilter(resource, params.filter ?? {}, now()),
    };
  };

  /**
   * Path and query of a list or its report (`suffix` `report`); `playerId` scopes it to one player:
   * the player path (after `report/` for a report), the player query parameter or the playerField filter.
   */
  const scopedRequest = (resource: Resource, query: Record<string, unknown>, playerId: unknown, suffix = '') => {
    const at = (path: string) => pathOf(resource, [suffix, path].filter(Boolean).join('/'));
    if (playerId === undefined || playerId === null) return { path: at(''), query };
    if (resource.playerPath) return { path: at(resource.playerPath.replace('{playerId}', encodeURIComponent(String(playerId)))), query };
    if (resource.playerQuery) return { path: at(''), query: { ...query, [resource.playerQuery]: playerId } };
    if (resource.playerField) return { path: at(''), query: { ...query, filter: { ...(query.filter as object), [resource.playerField]: playerId } } };
    return { path: at(''), query };
  };

  /** Path and query of a list; `meta.playerId` scopes it to one player. */
  const listRequest = (resource: Resource, params: GetListParams) =>
    scopedRequest(resource, listQuery(resource, params), (params.meta as { playerId?: string | number } | undefined)?.playerId);

  const getList = async (name: string, params: GetListParams & { signal?: AbortSignal }) => {
    const resource = resourceOf(name);
    const payload = await call<Record<string, unknown>>({ method: 'GET', ...listRequest(resource, params), signal: params.signal });
    const page = (resource.listKey ? payload?.[resource.listKey] : payload) as
      | { content?: unknown[]; totalElements?: number }
      | undefined;
    if (!page || !Array.isArray(page.content)) {
      throw new Error(`List response of ${name} has no ${resource.listKey ? `${resource.listKey}.` : ''}content`);
    }
    checkContract(contract, resource.schema, page.content, `GET ${resource.apiPath}`);
    return {
      data: page.content.map((record) => withId(resource, record as Record<string, unknown>)),
      total: page.totalElements ?? page.content.length,
    };
  };

  /**
   * The filter key a record is read through when `{apiPath}/{id}` is not the record: a player path
   * directly under the API path (`players/bonus/{playerId}`) takes that place, so the record is
   * the list's row with the id filter (as `/deposits/{id}` is read).
   */
  const idFilterOf = (resource: Resource): string | undefined => {
    if (resource.playerPath !== '{playerId}') return undefined;
    const filter = resource.filters.find((f) => f.source === resource.id);
    if (!filter) throw new Error(`Resource "${resource.name}" needs a filter on ${resource.id} to read one record`);
    return filter.key ?? filter.source;
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
    const record = await call<Record<string, unknown>>({
      method: 'GET',
      path: pathOf(resource, encodeURIComponent(String(params.id))),
      signal: params.signal,
    });
    checkContract(contract, resource.schema, [record], `GET ${resource.apiPath}/{id}`);
    return { data: withId(resource, record) };
  };

  const runAction: BackofficeDataProvider['runAction'] = async (name, actionName, { id, ids, input }) => {
    const resource = resourceOf(name);
    const action = (resource.actions as Record<string, ActionDef>)[actionName];
    if (!action) throw new Error(`Resource "${name}" declares no action "${actionName}"`);
    const parsed = action.input.parse(input) as Record<string, unknown>;
    const request = buildActionRequest(action, parsed, { id, ids });
    const payload = await call<unknown>({
      method: request.method,
      path: `${encodeURIComponent(options.getOperator())}/${actionPath(resource.apiPath, request)}`,
      query: request.query,
      body: request.body,
    });
    const returned = action.returnsRecord === true ? payload : action.returnsRecord ? getPath(payload, action.returnsRecord) : undefined;
    if (returned && typeof returned === 'object') {
      checkContract(contract, resource.schema, [returned], `${request.method} ${resource.apiPath}/${action.path}`);
      return { data: payload, record: withId(resource, returned as Record<string, unknown>) };
    }
    return { data: payload };
  };

  const bulkActionFor = (resource: Resource, data: Record<string, unknown>): string => {
    const entry = Object.entries(resource.actions as Record<string, ActionDef>).find(
      ([, action]) => action.scope === 'bulk' && action.bulk && data[action.bulk.data] !== undefined,
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
      const record = await call<Record<string, unknown>>({
        method: 'PUT',
        path: pathOf(resource, encodeURIComponent(String(params.id))),
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
      const record = await call<Record<string, unknown>>({ method: 'POST', path: pathOf(resource), body: params.data });
      return { data: withId(resource, record) };
    },
    delete: async (name: string, params: DeleteParams) => {
      const resource = resourceOf(name);
      await call({ method: 'DELETE', path: pathOf(resource, encodeURIComponent(String(params.id))) });
      return { data: params.previousData as RaRecord };
    },
    deleteMany: async (name: string, params: DeleteManyParams) => {
      const resource = resourceOf(name);
      await Promise.all(
        params.ids.map((id) => call({ method: 'DELETE', path: pathOf(resource, encodeURIComponent(String(id))) })),
      );
      return { data: params.ids };
    },
    runAction,
    exportCsv: async (name: string, params: ExportCsvParams) => {
      const resource = resourceOf(name);
      const query = listQuery(resource, params);
      const withHeaders = { ...query, filter: { ...query.filter, ...(params.headers ? { reportHeaders: params.headers } : {}) } };
      const response = await http.request<Response>({
        method: 'GET',
        ...scopedRequest(resource, { ...withHeaders, locale: params.locale, timeZone: params.timeZone }, params.meta?.playerId, 'report'),
        raw: true,
        signal: params.signal,
      });
      // The body is read as it arrives (progress, cancel); see readCsvResponse.
      return response;
    },
    requestServerExport: async (name: string, params: Omit<ExportCsvParams, 'signal'>) => {
      const { sort, filter } = listQuery(resourceOf(name), params);
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
    downloadFile: async (name: string, id: string | number) =>
      http.request<Response>({ method: 'GET', path: pathOf(resourceOf(name), `${encodeURIComponent(String(id))}/download`), raw: true }),
    getServerInfo: async () => (await http.request<Envelope<ServerInfo>>({ method: 'GET', path: 'info' }))?.payload ?? {},
    getOperatorsInfo: async () =>
      (await http.request<Envelope<OperatorInfo[]>>({ method: 'GET', path: 'operators-info' }))?.payload ?? [],
    callApi: async <T>(request: ShellRequest) => (await shellCall<T>(request))?.payload as T,
    callApiEnvelope: shellCall,
  };
  // react-admin's methods are generic in the record type; ours return the resource's records.
  return provider as BackofficeDataProvider;
}
