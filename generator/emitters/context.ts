/** Where emitted files go and what they import, plus the kind → component maps. */
import path from 'node:path';
import { StructureKind, type ImportDeclarationStructure } from 'ts-morph';
import type { CellKind, SpecialCellKind } from '../../resources/model';
import type { CellModel, InputKind } from '../model';

export interface EmitContext {
  root: string;
  /** Absolute: where List/Show/Edit, registry and dataProvider go. */
  outDir: string;
  /** Absolute: where the JSON Schemas go. */
  schemaDir: string;
  /** Absolute: the hand-written components (src/resource-ui). */
  uiDir: string;
  /** Absolute: the data layer (src/data). */
  dataDir: string;
  /** Absolute: the hand-written row panels and list headers, and their registries (src/panels). */
  panelsDir: string;
}

/** An emitted file: path relative to the root, and its content. */
export interface EmittedFile {
  path: string;
  content: string;
}

/** The import specifier of `target` (absolute, no extension) from the file `from` (absolute). */
export function specifier(from: string, target: string): string {
  const rel = path.relative(path.dirname(from), target).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

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

/** The component name of a cell: action control, special cell, or the kind's cell. */
export function cellComponent(cell: CellModel): string {
  if (cell.action) return ACTION_CELL;
  if (cell.special) return SPECIAL_CELL_COMPONENTS[cell.special];
  return CELL_COMPONENTS[cell.cell];
}

/** Input component per input kind. */
export const INPUT_COMPONENTS: Record<InputKind, string> = {
  text: 'TextFieldInput',
  multiline: 'MultilineFieldInput',
  number: 'NumberFieldInput',
  boolean: 'BooleanFieldInput',
  enum: 'EnumFieldInput',
  date: 'DateFieldInput',
  dateTime: 'DateTimeFieldInput',
};

/** Named imports, one declaration per module, sorted by module then name. */
export function imports(from: string, entries: { module: string; name: string; typeOnly?: boolean }[]): ImportDeclarationStructure[] {
  const byModule = new Map<string, Map<string, boolean>>();
  for (const entry of entries) {
    const spec = specifier(from, entry.module);
    const names = byModule.get(spec) ?? new Map<string, boolean>();
    names.set(entry.name, (names.get(entry.name) ?? true) && (entry.typeOnly ?? false));
    byModule.set(spec, names);
  }
  return [...byModule.keys()].sort().map((moduleSpecifier) => {
    const names = byModule.get(moduleSpecifier)!;
    const allTypes = [...names.values()].every(Boolean);
    return {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier,
      isTypeOnly: allTypes,
      namedImports: [...names.keys()].sort().map((name) => ({ name, isTypeOnly: !allTypes && names.get(name) })),
    };
  });
}

/** Path relative to the root with forward slashes. */
export function relFile(ctx: EmitContext, file: string): string {
  return path.relative(ctx.root, file).split(path.sep).join('/');
}
