/**
 * A declared resource resolved into plain data (schema kinds, cell and input kinds, catalogue keys,
 * sort fields, enum options): the one derivation both the generator (which checks every
 * declaration with it and emits its wiring) and the console (`declaredSpecs.ts`, which turns it
 * into the specs the screens draw) read. It imports zod's types and the model's types only.
 */
import type { z } from 'zod';
import type {
  ActionDef,
  Audience,
  CellKind,
  Condition,
  FilterType,
  MessageArgDef,
  Resource,
  SpecialCellKind,
  TimeFrameContext,
} from '../../resources/model';
import { derivedCell, resolveSchema, type ModelApi, type SchemaInfo } from './schemaInfo';

export type InputKind = 'text' | 'multiline' | 'number' | 'boolean' | 'enum' | 'date' | 'dateTime';
export type ActionParamKind = 'boolean' | 'duration' | 'text' | 'number' | 'enum';

export interface LinkModel {
  to: string;
  newTab?: boolean;
  when?: Condition;
}

/** A cell bound to a record action (`ColumnDef.action`). */
export interface ColumnActionModel {
  name: string;
  input?: string;
  checkedWhen?: Condition;
}

/** What every cell (list column or show field) carries. */
export interface CellModel {
  source: string;
  label: string;
  cell: CellKind;
  /** A hand-written cell beyond the kinds; takes precedence over `cell`. */
  special?: SpecialCellKind;
  truncate?: number;
  enumName?: string;
  only?: Audience;
  tooltip?: boolean;
  decimals?: number;
  /** Money: the path of the amount's currency. */
  currency?: string;
  total?: string;
  playerIdSource?: string;
  link?: LinkModel[];
  action?: ColumnActionModel;
}

export interface ColumnModel extends CellModel {
  sortable: boolean;
  sortField: string;
  width?: number;
  visibleWhen?: { filter: string; in: string[] };
  /** Part of the list's key figure (`list.keyColumns`): after the identifying columns, always in view. */
  keyFigure?: true;
  /** May fold into the expanded row on a narrow screen (`list.foldColumns`). */
  fold?: true;
}

export interface FilterModel {
  source: string;
  type: FilterType;
  label: string;
  only?: Audience;
  options?: string[];
  enumName?: string;
  optionsSource?: 'operators';
  presets?: TimeFrameContext;
  defaultValue?: string;
  numeric?: boolean;
  /** A whole-number filter (the schema field is an integer): ids. */
  integer?: boolean;
  min?: number;
  resets?: string[];
  search?: boolean;
}

export type FieldModel = CellModel;

export interface SectionModel {
  title: string;
  fields: FieldModel[];
}

export interface EditFieldModel {
  source: string;
  label: string;
  input: InputKind;
  readOnly: boolean;
  enumName?: string;
  options?: string[];
}

export interface ActionParamModel {
  source: string;
  label: string;
  kind: ActionParamKind;
  enumName?: string;
  options?: string[];
  multiline?: boolean;
}

export interface ActionModel {
  name: string;
  label: string;
  scope: ActionDef['scope'];
  /** `select`: the path has one enum placeholder, chosen from a list; `button` otherwise. */
  control: 'select' | 'button';
  field?: string;
  enumName?: string;
  options?: string[];
  /** Input keys filled from the record (same name in the resource schema). */
  recordFields: string[];
  /** Input keys asked for beside the button or in a dialog. */
  params: ActionParamModel[];
  confirmFields?: string[];
  confirmUnless?: Record<string, string | number | boolean>;
  /** Catalogue key of the confirm dialog's warning. */
  confirmWarning?: string;
  /** Catalogue key of the confirm dialog's title. */
  confirmTitle?: string;
  /** Catalogue key of one selected row's line in the confirm of the selected rows. */
  confirmItem?: string;
  /** The money placeholder the confirm of the selected rows adds up per currency. */
  confirmTotal?: string;
  /** Placeholders of the confirm texts and the success message, read from the record. */
  messageArgs?: Record<string, MessageArgDef>;
  /** The input whose value picks the texts' variant (`.<value>` appended to their keys). */
  textsBy?: string;
  /** The values of `textsBy`, for the catalogue keys of the variants. */
  textsByValues?: string[];
  enabledWhen?: Condition;
  disabledReason?: string;
  visibleWhen?: Condition;
  successMessage?: string;
  failureMessage?: string;
  only?: Audience;
  /** A record action also offered for the selected rows, called once per record. */
  selection?: boolean;
}

/** A field a record route looks its record up by: the record path, its filter key and label. */
export interface RecordRouteFieldModel {
  source: string;
  filter: string;
  label: string;
  enumName?: string;
}

/** A record route (`recordRoutes`): the id field and the fixed values, resolved to filters. */
export interface RecordRouteModel {
  route: string;
  field: RecordRouteFieldModel;
  when: (RecordRouteFieldModel & { value: string | number | boolean })[];
}

export interface DeclaredModel {
  name: string;
  /** PascalCase of the name, prefix of the component names. */
  pascal: string;
  route: string;
  columns: ColumnModel[];
  filters: FilterModel[];
  sections: SectionModel[];
  editFields: EditFieldModel[];
  actions: ActionModel[];
  /** A show page, except for aggregate rows; without `show` sections it is one section of the list columns. */
  hasShow: boolean;
  hasEdit: boolean;
  /** Further routes showing one record by another field than its id. */
  recordRoutes?: RecordRouteModel[];
  /** The row panel component name (`list.expand.panel`). */
  panel?: string;
  /**
   * The list's settings as data for its generated file: default sort, page sizes, default filter,
   * row tones, expansion, auto-refresh, title count, query parameters and export.
   */
  listSettings: Record<string, unknown>;
  /** The detail page's settings: the field naming the record, the edit link, the row panel's rule. */
  showSettings: Record<string, unknown>;
  /** The list header component name (`list.header`), from the `listHeaders` registry. */
  header?: string;
  editSuccessMessage?: string;
  /** Every named enum the resource uses, with its values: `enums.<name>.<VALUE>`. */
  enums: Record<string, string[]>;
}

/** The list settings a generated list file states, in a fixed key order, without absent ones. */
const LIST_SETTINGS = [
  'defaultSort',
  'pageSizes',
  'defaultFilter',
  'rowTone',
  'expand',
  'rowLink',
  'autoRefresh',
  'titleCount',
  'queryParams',
  'exportable',
] as const;

function listSettingsOf(resource: Resource): Record<string, unknown> {
  const list = resource.list as unknown as Record<string, unknown>;
  return Object.fromEntries(LIST_SETTINGS.filter((key) => list[key] !== undefined).map((key) => [key, list[key]]));
}

/** `players` → `Players`, `bonus-campaigns` → `BonusCampaigns`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

const fieldKey = (resource: string, source: string) => `resources.${resource}.fields.${source}`;

function fieldInfo(resource: Resource, model: ModelApi, source: string, what: string): SchemaInfo {
  const schema = model.schemaAt(resource.schema, source);
  if (!schema) throw new Error(`${what} "${source}" is not a field of the schema`);
  return resolveSchema(schema, model, `${what} "${source}"`);
}

function cellOf(info: SchemaInfo, override?: CellKind): CellKind {
  return override ?? info.meta.cell ?? derivedCell(info);
}

function inputOf(info: SchemaInfo, source: string): InputKind {
  switch (info.kind) {
    case 'enum':
      return 'enum';
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'dateTime':
      return 'dateTime';
    case 'string':
    case 'duration':
      return info.meta.multiline ? 'multiline' : 'text';
    default:
      throw new Error(`edit field "${source}" is a ${info.kind}, which has no input`);
  }
}

function paramKind(info: SchemaInfo, where: string): ActionParamKind {
  if (info.kind === 'boolean' || info.kind === 'duration' || info.kind === 'number' || info.kind === 'enum') return info.kind;
  if (info.kind === 'string' || info.kind === 'date' || info.kind === 'dateTime') return 'text';
  throw new Error(`${where} is a ${info.kind}, which has no input`);
}

/** A hand-written component's name as a declaration gives it; printed as `registry.<name>`. */
function componentName(name: string, key: string): string {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`${key} "${name}" must be a component name (PascalCase letters and digits)`);
  return name;
}

/** Checks the keys a resource must declare. */
function checkRequired(resource: Resource): void {
  for (const key of ['name', 'route', 'api', 'schema', 'list'] as const) {
    if (resource[key] === undefined || resource[key] === null || (resource[key] as unknown) === '') {
      throw new Error(`missing required key "${key}"`);
    }
  }
  if (typeof resource.api.path !== 'string' || resource.api.path === '') throw new Error('missing required key "api.path"');
  const schemaType = (resource.schema as unknown as { _zod?: { def?: { type?: string } } })._zod?.def?.type;
  if (schemaType !== 'object') throw new Error('"schema" must be a zod object');
  if (!Array.isArray(resource.list.columns)) throw new Error('missing required key "list.columns"');
  if (!resource.list.defaultSort) throw new Error('missing required key "list.defaultSort"');
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(resource.name)) throw new Error(`name "${resource.name}" must be letters, digits and dashes`);
  if (resource.list.aggregate && (resource.edit || resource.show || resource.recordRoutes)) {
    throw new Error('list.aggregate rows have no record: they take no "edit", "show" or "recordRoutes"');
  }
}

function buildActions(resource: Resource, model: ModelApi): ActionModel[] {
  const shape = (resource.schema as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.keys(resource.actions)
    .filter((name) => !resource.actions[name].panelOnly)
    .sort()
    .map((name) => {
      const action = resource.actions[name];
      const input = action.input as z.ZodObject | undefined;
      const inputShape = input?.shape as Record<string, z.ZodType> | undefined;
      if (!inputShape) throw new Error(`action "${name}" has no zod object "input"`);
      const placeholders = [...action.request.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).filter((key) => key !== 'id');
      const infos = Object.fromEntries(
        Object.keys(inputShape).map((key) => [key, resolveSchema(inputShape[key], model, `action "${name}" input "${key}"`)]),
      );
      for (const key of placeholders) {
        if (!infos[key]) throw new Error(`action "${name}" path placeholder {${key}} is not an input field`);
      }
      const selectField = action.request.bulk?.data ?? (placeholders.length === 1 ? placeholders[0] : undefined);
      const selectInfo = selectField ? infos[selectField] : undefined;
      const control = selectInfo?.kind === 'enum' ? 'select' : 'button';
      if (action.selection && action.scope !== 'record') throw new Error(`action "${name}" offers selection but is not a record action`);
      const confirmFields = action.confirm ? [...action.confirm.fields] : undefined;
      for (const key of confirmFields ?? []) {
        if (!infos[key]) throw new Error(`action "${name}" confirm field "${key}" is not an input field`);
      }
      const taken = new Set([...(control === 'select' ? [selectField as string] : []), ...(confirmFields ?? [])]);
      // Only a record action has a record to copy from; collection and bulk inputs are asked for.
      const recordFields = action.scope === 'record' ? Object.keys(inputShape).filter((key) => !taken.has(key) && key in shape) : [];
      const params = Object.keys(inputShape)
        .filter((key) => !taken.has(key) && !recordFields.includes(key))
        .map((key): ActionParamModel => {
          const info = infos[key];
          return {
            source: key,
            label: fieldKey(resource.name, key),
            kind: paramKind(info, `action "${name}" input "${key}"`),
            ...(info.enumName ? { enumName: info.enumName, options: info.values } : {}),
            ...(info.meta.multiline ? { multiline: true } : {}),
          };
        });
      return {
        name,
        label: `resources.${resource.name}.actions.${name}`,
        scope: action.scope,
        control,
        ...(control === 'select' ? { field: selectField, enumName: selectInfo?.enumName, options: selectInfo?.values } : {}),
        recordFields,
        params,
        ...(confirmFields ? { confirmFields } : {}),
        ...(action.confirm?.unless ? { confirmUnless: { ...action.confirm.unless } } : {}),
        ...(action.confirm?.warning ? { confirmWarning: action.confirm.warning } : {}),
        ...(action.confirm?.title ? { confirmTitle: action.confirm.title } : {}),
        ...(action.confirm?.item ? { confirmItem: selectionText(name, action, 'item', action.confirm.item) } : {}),
        ...(action.confirm?.total ? { confirmTotal: selectionTotal(name, action, action.confirm.total) } : {}),
        ...(action.messageArgs ? { messageArgs: messageArgsModel(name, action.messageArgs, shape) } : {}),
        ...(action.textsBy ? { textsBy: action.textsBy, textsByValues: variantValues(name, action.textsBy, infos) } : {}),
        ...(action.enabledWhen ? { enabledWhen: action.enabledWhen } : {}),
        ...(action.disabledReason ? { disabledReason: action.disabledReason } : {}),
        ...(action.visibleWhen ? { visibleWhen: action.visibleWhen } : {}),
        ...(action.successMessage ? { successMessage: action.successMessage } : {}),
        ...(action.failureMessage ? { failureMessage: action.failureMessage } : {}),
        ...(action.only ? { only: action.only } : {}),
        ...(action.selection ? { selection: true } : {}),
      };
    });
}

/** A text of the confirm of the selected rows: only an action offered for them has one. */
function selectionText(name: string, action: ActionDef, key: string, value: string): string {
  if (!action.selection) throw new Error(`action "${name}" confirm ${key} needs \`selection: true\``);
  return value;
}

/** The placeholder the selected rows' confirm adds up: one of the action's money `messageArgs`. */
function selectionTotal(name: string, action: ActionDef, key: string): string {
  selectionText(name, action, 'total', key);
  const arg = action.messageArgs?.[key];
  if (!arg || typeof arg === 'string') throw new Error(`action "${name}" confirm total "${key}" is not a money message argument`);
  return key;
}

/** The record paths of an action's message placeholders, each checked against the resource's schema. */
function messageArgsModel(
  name: string,
  args: Readonly<Record<string, MessageArgDef>>,
  shape: Record<string, z.ZodType>,
): Record<string, MessageArgDef> {
  const known = (path: string) => {
    if (!(path.split('.')[0] in shape)) throw new Error(`action "${name}" message argument path "${path}" is not a record field`);
  };
  return Object.fromEntries(
    Object.entries(args).map(([key, arg]) => {
      if (typeof arg === 'string') known(arg);
      else {
        known(arg.money);
        known(arg.currency);
      }
      return [key, typeof arg === 'string' ? arg : { money: arg.money, currency: arg.currency }];
    }),
  );
}

/** The values of an action's `textsBy` input: `true`/`false` for a boolean, the values of an enum. */
function variantValues(name: string, key: string, infos: Record<string, SchemaInfo>): string[] {
  const info = infos[key];
  if (!info) throw new Error(`action "${name}" textsBy "${key}" is not an input field`);
  if (info.kind === 'boolean') return ['true', 'false'];
  if (info.kind === 'enum' && info.values) return [...info.values];
  throw new Error(`action "${name}" textsBy "${key}" must be a boolean or enum input`);
}

function linkModel(link: LinkModel): LinkModel {
  return { to: link.to, ...(link.newTab ? { newTab: true } : {}), ...(link.when ? { when: link.when } : {}) };
}

function columnActionModel(action: ColumnActionModel): ColumnActionModel {
  return {
    name: action.name,
    ...(action.input !== undefined ? { input: action.input } : {}),
    ...(action.checkedWhen ? { checkedWhen: action.checkedWhen } : {}),
  };
}

function checkColumnAction(resource: Resource, action: ColumnActionModel, where: string): void {
  const declared = resource.actions[action.name];
  if (!declared) throw new Error(`${where} action "${action.name}" is not declared in "actions"`);
  if (declared.panelOnly) throw new Error(`${where} action "${action.name}" is panelOnly`);
  const shape = (declared.input as z.ZodObject).shape as Record<string, unknown>;
  if (action.input !== undefined && !(action.input in shape)) {
    throw new Error(`${where} action input "${action.input}" is not an input of "${action.name}"`);
  }
}

/** The filter keys a filter's `resets` (sources) clear, itself excluded. */
function resetKeys(resource: Resource, resets: readonly string[], self: string): string[] {
  const keys = resource.filters
    .filter((filter) => resets.includes(filter.source) && (filter.key ?? filter.source) !== self)
    .map((filter) => filter.key ?? filter.source);
  const unknown = resets.find((source) => !resource.filters.some((filter) => filter.source === source));
  if (unknown) throw new Error(`filter "${self}" resets "${unknown}", which is not a filter source`);
  return keys;
}

/** The filter a record route looks `source` up with: an exact input or a select on it. */
function recordRouteField(resource: Resource, model: ModelApi, source: string, where: string): RecordRouteFieldModel {
  const info = fieldInfo(resource, model, source, where);
  const filter = resource.filters.find(
    (candidate) =>
      candidate.source === source &&
      (candidate.type === 'select' ||
        (candidate.type === 'input' && (candidate.match === 'exact' || (candidate.numeric && candidate.match !== 'contains')))),
  );
  if (!filter)
    throw new Error(`${where} "${source}" has no exact filter (an input with match "exact", or a select) to look the record up with`);
  return {
    source,
    filter: filter.key ?? filter.source,
    label: fieldKey(resource.name, source),
    ...(info.enumName ? { enumName: info.enumName } : {}),
  };
}

/** Resolves `recordRoutes`: each field and fixed value to its filter key and label. */
function buildRecordRoutes(resource: Resource, model: ModelApi): RecordRouteModel[] {
  return (resource.recordRoutes ?? []).map((def) => {
    const where = `record route "${def.route}"`;
    if (!/^(\/[a-z0-9-]+)+$/.test(def.route)) throw new Error(`${where} must be a path of lower-case letters, digits and dashes`);
    if (def.route === resource.route) throw new Error(`${where} is the resource's own route`);
    const when = Object.entries(def.when ?? {}).map(([source, value]) => {
      const info = fieldInfo(resource, model, source, `${where} when`);
      if (info.values && !info.values.includes(String(value))) {
        throw new Error(`${where} when "${source}" value "${String(value)}" is not a value of enum ${info.enumName}`);
      }
      return { ...recordRouteField(resource, model, source, `${where} when`), value: value as string | number | boolean };
    });
    return { route: def.route, field: recordRouteField(resource, model, def.field, `${where} field`), when };
  });
}

/** The show section of a resource without `show`: the list columns, once each. */
function derivedSection(name: string, columns: ColumnModel[]): SectionModel {
  const seen = new Set<string>();
  const fields = columns
    .filter((column) => !seen.has(column.label) && seen.add(column.label))
    .map(
      ({
        sortable: _sortable,
        sortField: _sortField,
        width: _width,
        visibleWhen: _visibleWhen,
        keyFigure: _keyFigure,
        fold: _fold,
        ...field
      }): FieldModel => field,
    );
  return { title: `resources.${name}.sections.details`, fields };
}

/**
 * The column keys of `list.keyColumns` and `list.foldColumns`; each must name a column
 * (`label ?? source`) once, and a key column never folds.
 */
function checkKeyAndFold(resource: Resource): { keyColumns: Set<string>; foldColumns: Set<string> } {
  const columnKeys = new Set(resource.list.columns.map((column) => column.label ?? column.source));
  const named = (setting: 'keyColumns' | 'foldColumns') => {
    const keys = resource.list[setting] ?? [];
    for (const key of keys) if (!columnKeys.has(key)) throw new Error(`list.${setting} names "${key}", which is not a column`);
    const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
    if (repeated !== undefined) throw new Error(`list.${setting} names "${repeated}" twice`);
    return new Set(keys);
  };
  const keyColumns = named('keyColumns');
  const foldColumns = named('foldColumns');
  const both = [...keyColumns].find((key) => foldColumns.has(key));
  if (both !== undefined) throw new Error(`column "${both}" is in list.keyColumns and list.foldColumns: a key column never folds`);
  return { keyColumns, foldColumns };
}

/** Resolves one declared resource; throws a plain message (no file) on a malformed declaration. */
export function buildResourceModel(resource: Resource, model: ModelApi): DeclaredModel {
  checkRequired(resource);
  const name = resource.name;
  const enums: Record<string, string[]> = {};
  const noteEnum = (info: SchemaInfo) => {
    if (info.enumName && info.values) enums[info.enumName] = info.values;
  };

  const filterKeys = new Set(resource.filters.map((filter) => filter.key ?? filter.source));
  const { keyColumns, foldColumns } = checkKeyAndFold(resource);
  const columns = resource.list.columns.map((column): ColumnModel => {
    const info = fieldInfo(resource, model, column.source, 'column');
    noteEnum(info);
    const cell = cellOf(info, column.cell ?? (column.currency !== undefined ? 'money' : undefined));
    const where = `column "${column.label ?? column.source}"`;
    if (column.currency !== undefined) fieldInfo(resource, model, column.currency, `${where} currency`);
    if (column.total !== undefined) fieldInfo(resource, model, column.total, `${where} total`);
    if (column.specialCell === 'rollover' && column.total === undefined)
      throw new Error(`${where} with specialCell "rollover" needs "total"`);
    if (column.specialCell === 'period' && !(model.schemaAt(resource.schema, 'periodEnd') && model.schemaAt(resource.schema, 'period'))) {
      throw new Error(`${where} with specialCell "period" needs the fields "periodEnd" and "period"`);
    }
    if (column.visibleWhen && !filterKeys.has(column.visibleWhen.filter)) {
      throw new Error(`${where} visibleWhen names "${column.visibleWhen.filter}", which is not a filter`);
    }
    if (column.action) checkColumnAction(resource, column.action, where);
    const links = column.link === undefined ? undefined : Array.isArray(column.link) ? column.link : [column.link as LinkModel];
    if (column.playerId !== undefined) fieldInfo(resource, model, column.playerId, `${where} playerId`);
    const playerField = column.playerId ?? resource.playerField;
    const playerIdSource = cell === 'playerLink' && playerField && playerField !== column.source ? playerField : undefined;
    return {
      source: column.source,
      label: fieldKey(name, column.label ?? column.source),
      cell,
      sortable: column.sortable ?? true,
      sortField: column.sortField ?? column.source,
      ...(column.specialCell ? { special: column.specialCell } : {}),
      ...(column.truncate !== undefined ? { truncate: column.truncate } : {}),
      ...(cell === 'enum' && info.enumName ? { enumName: info.enumName } : {}),
      ...(column.only ? { only: column.only } : {}),
      ...(column.width !== undefined ? { width: column.width } : {}),
      ...(column.tooltip ? { tooltip: true } : {}),
      ...(column.decimals !== undefined ? { decimals: column.decimals } : {}),
      ...(column.currency !== undefined ? { currency: column.currency } : {}),
      ...(column.total !== undefined ? { total: column.total } : {}),
      ...(playerIdSource ? { playerIdSource } : {}),
      ...(links ? { link: links.map(linkModel) } : {}),
      ...(column.action ? { action: columnActionModel(column.action) } : {}),
      ...(column.visibleWhen ? { visibleWhen: { filter: column.visibleWhen.filter, in: [...column.visibleWhen.in] } } : {}),
      ...(keyColumns.has(column.label ?? column.source) ? { keyFigure: true as const } : {}),
      ...(foldColumns.has(column.label ?? column.source) ? { fold: true as const } : {}),
    };
  });
  fieldInfo(resource, model, resource.list.defaultSort.field, 'default sort field');

  const filters: FilterModel[] = [];
  if (resource.list.search) {
    fieldInfo(resource, model, resource.list.search, 'search field');
    // A search over several fields is labelled as such (`resources.<name>.search`), else by its field.
    const label = resource.list.searchAlso?.length ? `resources.${name}.search` : fieldKey(name, resource.list.search);
    filters.push({ source: resource.list.search, type: 'input', label, search: true });
  }
  for (const filter of resource.filters) {
    const key = filter.key ?? filter.source;
    const info = filter.valueSchema
      ? resolveSchema(filter.valueSchema, model, `filter "${key}"`)
      : fieldInfo(resource, model, filter.source, 'filter');
    noteEnum(info);
    const base: FilterModel = { source: key, type: filter.type, label: fieldKey(name, key) };
    if (filter.only) base.only = filter.only;
    if (filter.resets?.length) base.resets = resetKeys(resource, filter.resets, key);
    if (filter.type === 'select' || filter.type === 'multipleSelect') {
      const declared = filter.options ? [...filter.options] : undefined;
      if (declared && info.values) {
        const unknown = declared.find((value) => !info.values?.includes(value));
        if (unknown) throw new Error(`filter "${filter.source}" option "${unknown}" is not a value of enum ${info.enumName}`);
      }
      const options = declared ?? info.values;
      if (options) base.options = options;
      else if (filter.source === 'operatorCode') base.optionsSource = 'operators';
      if (info.enumName) base.enumName = info.enumName;
    }
    if (filter.type === 'input') {
      if (filter.numeric ?? info.kind === 'number') {
        base.numeric = true;
        if (info.integer) base.integer = true;
      }
      if (filter.min !== undefined) base.min = filter.min;
    }
    if (filter.type === 'range' && filter.min !== undefined) base.min = filter.min;
    if (filter.type === 'timeFrame') {
      base.presets = filter.presets;
      if (filter.defaultValue !== undefined) base.defaultValue = filter.defaultValue;
    }
    filters.push(base);
  }
  for (const key of Object.keys(resource.api.reportFilter ?? {})) {
    if (!resource.list.exportable) throw new Error(`api.reportFilter "${key}" needs an exportable list`);
    if (filters.some((filter) => filter.source === key) || (resource.list.search && key === (resource.api.searchKey ?? 'search'))) {
      throw new Error(`api.reportFilter "${key}" is also a filter of the list`);
    }
  }

  // Aggregate rows have no detail page, so no sections.
  const sections = resource.list.aggregate ? [] : resource.show ? declaredSections() : [derivedSection(name, columns)];
  function declaredSections(): SectionModel[] {
    return (resource.show?.sections ?? []).map((section) => ({
      title: `resources.${name}.sections.${section.title}`,
      fields: section.fields.map((source): FieldModel => {
        const info = fieldInfo(resource, model, source, 'show field');
        noteEnum(info);
        // A field shown as a list column is shown as that column shows it (money with its currency, a player link).
        const column = columns.find((candidate) => candidate.source === source && !candidate.action);
        if (column) {
          const {
            sortable: _sortable,
            sortField: _sortField,
            width: _width,
            visibleWhen: _visibleWhen,
            keyFigure: _keyFigure,
            fold: _fold,
            truncate: _truncate,
            tooltip: _tooltip,
            ...shown
          } = column;
          return { ...shown, label: fieldKey(name, source) };
        }
        const cell = cellOf(info);
        return { source, label: fieldKey(name, source), cell, ...(cell === 'enum' && info.enumName ? { enumName: info.enumName } : {}) };
      }),
    }));
  }

  const editFields = (resource.edit?.fields ?? []).map((field): EditFieldModel => {
    const info = fieldInfo(resource, model, field.source, 'edit field');
    noteEnum(info);
    return {
      source: field.source,
      label: fieldKey(name, field.source),
      input: inputOf(info, field.source),
      readOnly: field.readOnly ?? info.meta.readOnly ?? false,
      ...(info.enumName ? { enumName: info.enumName, options: info.values } : {}),
    };
  });

  const actions = buildActions(resource, model);
  for (const action of actions) {
    if (action.enumName && action.options) enums[action.enumName] = action.options;
    for (const param of action.params) if (param.enumName && param.options) enums[param.enumName] = param.options;
  }
  const edit = resource.edit;
  if (resource.recordName !== undefined) fieldInfo(resource, model, resource.recordName, 'recordName');
  for (const field of resource.api.recordOnly ?? []) {
    fieldInfo(resource, model, field, 'api.recordOnly field');
    if (field.includes('.')) throw new Error(`api.recordOnly field "${field}" must be a top-level field`);
    const column = columns.find((c) => c.source === field || c.source.startsWith(`${field}.`));
    if (column) throw new Error(`api.recordOnly field "${field}" is shown by column "${column.source}", but list rows lack it`);
  }

  const recordRoutes = buildRecordRoutes(resource, model);

  return {
    name,
    pascal: pascalCase(name),
    route: resource.route,
    columns,
    filters,
    sections,
    editFields,
    actions,
    hasShow: !resource.list.aggregate,
    listSettings: listSettingsOf(resource),
    showSettings: {
      nameField: resource.recordName ?? resource.list.search ?? resource.id,
      editable: resource.edit !== undefined,
      ...(resource.list.expand ? { expand: resource.list.expand } : {}),
    },
    ...(resource.list.expand ? { panel: resource.list.expand.panel } : {}),
    ...(resource.list.header !== undefined ? { header: componentName(resource.list.header, 'list.header') } : {}),
    hasEdit: resource.edit !== undefined,
    ...(recordRoutes.length ? { recordRoutes } : {}),
    ...(edit?.successMessage ? { editSuccessMessage: edit.successMessage } : {}),
    enums: Object.fromEntries(
      Object.keys(enums)
        .sort()
        .map((key) => [key, enums[key]]),
    ),
  };
}
