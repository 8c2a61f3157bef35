/**
 * The specs a screen draws, computed from its declaration at run time: list settings, columns,
 * filters and actions (`listSpecs`), detail settings, sections and record actions (`showSpecs`),
 * edit inputs (`editSpecs`). They come from the same derivation the generator checks every
 * declaration with (`declaredModel.ts`); a generated screen only imports the components it needs
 * and hands them over by name with its declaration.
 */
import type { ComponentType } from 'react';
import { enumMeta, fieldMeta, schemaAt, unwrap, type CellKind, type SpecialCellKind } from '../../resources/model';
import {
  buildResourceModel,
  type ActionModel,
  type CellModel,
  type DeclaredModel,
  type EditFieldModel,
  type InputKind,
} from './declaredModel';
import type { ModelApi } from './schemaInfo';
import type {
  ActionSpec,
  AnyResource,
  CellProps,
  ColumnSpec,
  EditFieldSpec,
  FieldSpec,
  FilterSpec,
  InputProps,
  ListSettings,
  SectionSpec,
  ShowSettings,
} from './types';

/** Cell component per cell kind, as react-admin's guessers map a type to a field. */
export const CELL_COMPONENTS: Record<CellKind, string> = {
  text: 'TextCell',
  number: 'NumberCell',
  money: 'MoneyCell',
  date: 'DateCell',
  dateTime: 'DateTimeCell',
  boolean: 'BooleanCell',
  enum: 'EnumCell',
  percent: 'PercentCell',
  playerLink: 'PlayerLinkCell',
  wallets: 'WalletsCell',
  json: 'JsonCell',
  limit: 'LimitCell',
  exclusion: 'ExclusionCell',
  riskGroup: 'RiskGroupCell',
  ticket: 'TicketCell',
  colour: 'ColourCell',
};

/** Hand-written cells beyond the kinds (`ColumnDef.specialCell`). */
export const SPECIAL_CELL_COMPONENTS: Record<SpecialCellKind, string> = {
  rollover: 'RolloverCell',
  managerLink: 'ManagerLinkCell',
  period: 'PeriodCell',
  download: 'DownloadCell',
  resourceName: 'ResourceNameCell',
  fileSize: 'FileSizeCell',
};

/** The cell of an action-bound column: a switch or a selector running the action. */
export const ACTION_CELL = 'ActionCell';

/** The component name of a cell (in `src/resource-ui/cells/`): action control, special cell, or the kind's cell. */
export function cellComponent(cell: CellModel): string {
  if (cell.action) return ACTION_CELL;
  if (cell.special) return SPECIAL_CELL_COMPONENTS[cell.special];
  return CELL_COMPONENTS[cell.cell];
}

/** Input component per input kind (in `src/resource-ui/inputs/`). */
export const INPUT_COMPONENTS: Record<InputKind, string> = {
  text: 'TextFieldInput',
  multiline: 'MultilineFieldInput',
  number: 'NumberFieldInput',
  boolean: 'BooleanFieldInput',
  enum: 'EnumFieldInput',
  date: 'DateFieldInput',
  dateTime: 'DateTimeFieldInput',
};

/** The message shown after a save when the resource names none. */
export const DEFAULT_EDIT_SUCCESS = 'ra.notification.updated';

/** The cell or input components a generated screen imports, by component name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- cells and inputs take different props
export type ScreenComponents = Readonly<Record<string, ComponentType<any>>>;

const consoleModel: ModelApi = { enumMeta, fieldMeta, schemaAt, unwrap };

/** The derived model of each declaration object; a saved declaration (a new object) is derived anew. */
const models = new WeakMap<AnyResource, DeclaredModel>();

/** The derived model of a declaration, the generator's own derivation over the console's model module. */
export function declaredModel(resource: AnyResource): DeclaredModel {
  let model = models.get(resource);
  if (!model) {
    model = buildResourceModel(resource, consoleModel);
    models.set(resource, model);
  }
  return model;
}

function component<T>(components: ScreenComponents, name: string, resource: DeclaredModel): ComponentType<T> {
  const found = components[name];
  if (!found) throw new Error(`${resource.name}: the screen does not import the component ${name}`);
  return found as ComponentType<T>;
}

/** Copies an object without its undefined properties. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** An action as the controls take it. */
export function actionSpec(action: ActionModel): ActionSpec {
  return { ...action };
}

/** The cell part of a column or field: its component, and the bound action's spec. */
function cellSpec<T extends CellModel>(cell: T, resource: DeclaredModel, components: ScreenComponents) {
  const { special: _special, action, cell: _cell, ...rest } = cell;
  const bound = action && resource.actions.find((candidate) => candidate.name === action.name);
  if (action && !bound) throw new Error(`column action "${action.name}" is not a generated action`);
  return {
    ...rest,
    cell: component<CellProps>(components, cellComponent(cell), resource),
    ...(action && bound ? { action: defined({ spec: actionSpec(bound), input: action.input, checkedWhen: action.checkedWhen }) } : {}),
  };
}

/** The props of `ResourceList` a declaration gives. */
export interface ListSpecs {
  settings: ListSettings;
  columns: readonly ColumnSpec[];
  filters: readonly FilterSpec[];
  /** Bulk actions, then the record actions offered for the selected rows. */
  bulkActions: readonly ActionSpec[];
  collectionActions?: readonly ActionSpec[];
}

/** The props of `ResourceShow` a declaration gives. */
export interface ShowSpecs {
  settings: ShowSettings;
  sections: readonly SectionSpec[];
  /** The record actions no field is bound to. */
  actions: readonly ActionSpec[];
}

/** The props of `ResourceEdit` a declaration gives. */
export interface EditSpecs {
  fields: readonly EditFieldSpec[];
  successMessage: string;
}

type Cache<T> = WeakMap<AnyResource, { components: ScreenComponents; specs: T }>;

function cached<T>(cache: Cache<T>, resource: AnyResource, components: ScreenComponents, build: (model: DeclaredModel) => T): T {
  const known = cache.get(resource);
  if (known && known.components === components) return known.specs;
  const specs = build(declaredModel(resource));
  cache.set(resource, { components, specs });
  return specs;
}

const listCache: Cache<ListSpecs> = new WeakMap();
const showCache: Cache<ShowSpecs> = new WeakMap();
const editCache: Cache<EditSpecs> = new WeakMap();

/** A list screen's settings, columns, filters and actions; `cells` holds the cell components it uses by name. */
export function listSpecs(resource: AnyResource, cells: ScreenComponents): ListSpecs {
  return cached(listCache, resource, cells, (model) => {
    const bulk = [...model.actions.filter((action) => action.scope === 'bulk'), ...model.actions.filter((action) => action.selection)];
    const collection = model.actions.filter((action) => action.scope === 'collection');
    return {
      settings: model.listSettings as unknown as ListSettings,
      columns: model.columns.map((column): ColumnSpec => cellSpec(column, model, cells)),
      filters: model.filters.map((filter): FilterSpec => ({ ...filter })),
      bulkActions: bulk.map(actionSpec),
      ...(collection.length ? { collectionActions: collection.map(actionSpec) } : {}),
    };
  });
}

/** A detail page's settings, sections and record actions; `cells` holds the cell components it uses by name. */
export function showSpecs(resource: AnyResource, cells: ScreenComponents): ShowSpecs {
  return cached(showCache, resource, cells, (model) => {
    const bound = new Set(
      model.sections.flatMap((section) => section.fields.flatMap((field) => (field.action ? [field.action.name] : []))),
    );
    return {
      settings: model.showSettings as unknown as ShowSettings,
      sections: model.sections.map((section): SectionSpec => ({
        title: section.title,
        fields: section.fields.map((field): FieldSpec => cellSpec(field, model, cells)),
      })),
      actions: model.actions.filter((action) => action.scope === 'record' && !bound.has(action.name)).map(actionSpec),
    };
  });
}

/** An edit form's fields and the message after a save; `inputs` holds the input components it uses by name. */
export function editSpecs(resource: AnyResource, inputs: ScreenComponents): EditSpecs {
  return cached(editCache, resource, inputs, (model) => ({
    fields: model.editFields.map((field: EditFieldModel): EditFieldSpec => ({
      ...field,
      input: component<InputProps>(inputs, INPUT_COMPONENTS[field.input], model),
    })),
    successMessage: model.editSuccessMessage ?? DEFAULT_EDIT_SUCCESS,
  }));
}
