/** Where emitted files go and what they import. */
import path from 'node:path';
import { StructureKind, type ImportDeclarationStructure } from 'ts-morph';

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
