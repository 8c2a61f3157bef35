/**
 * Saved declarations reach the open page in place (`npm run dev`). The generated map of
 * declarations (`src/generated/declarations.ts`, which the registry of screens and the data provider
 * read) accepts the hot updates of the declaration modules it imports and puts each new declaration
 * where the old one was, so a saved `resources/` file does not re-run the shell: the session, the
 * open list's query and its scroll position stay, and the screens generated from the declaration
 * update on their own (they are components). A change the shell reads when its modules run (a menu
 * place, an audience, the beta flag) cannot be put in place: the page then reloads.
 */
import type { AnyResource, GeneratedResource } from './types';

/** Per accepted module, in the order of its `accept` list: the names its exports are kept under, by export. */
export type DeclarationExports = readonly (readonly (readonly [name: string, exportName: string])[])[];

/**
 * Puts the declarations of the updated modules in place: for every module that came back (the
 * others are `undefined`), `replace(name, declaration)` for each export the module provides.
 * @param modules the new modules, as `import.meta.hot.accept(deps, callback)` hands them over
 * @param exports per module, the `[name, exportName]` pairs it provides
 * @param replace stores one new declaration under its name; false when it cannot be put in place
 * @returns false when one of them could not be put in place: the page must reload
 */
export function acceptDeclarations(
  modules: readonly (Record<string, unknown> | undefined)[],
  exports: DeclarationExports,
  replace: (name: string, declaration: AnyResource) => boolean,
): boolean {
  let inPlace = true;
  modules.forEach((module, index) => {
    if (!module) return;
    for (const [name, exportName] of exports[index] ?? []) {
      const declaration = module[exportName];
      if (declaration === undefined || !replace(name, declaration as AnyResource)) inPlace = false;
    }
  });
  return inPlace;
}

/** What the shell reads from a declaration when its modules run (the menu structure). */
const shellView = (declaration: AnyResource) =>
  JSON.stringify([declaration.menu ?? null, declaration.audience ?? null, declaration.beta ?? null]);

/**
 * Replaces the declaration of `name` in a name → declaration record that is read on every use,
 * unless the new one changes what the shell read from the old one.
 */
export function replaceDeclaration(record: object, name: string, declaration: AnyResource): boolean {
  if (!Object.hasOwn(record, name)) return false;
  const declarations = record as Record<string, AnyResource>;
  if (shellView(declarations[name]) !== shellView(declaration)) return false;
  declarations[name] = declaration;
  return true;
}

/**
 * The generated screens' entries, each reading its declaration from `declarations` by its name on
 * every use, so a declaration put in place reaches every reader of the entry.
 */
export function withDeclarations(
  declarations: Readonly<Record<string, AnyResource>>,
  entries: readonly Omit<GeneratedResource, 'definition'>[],
): readonly GeneratedResource[] {
  return entries.map((entry) => {
    if (!Object.hasOwn(declarations, entry.name)) throw new Error(`no declaration named "${entry.name}"`);
    return Object.defineProperty({ ...entry }, 'definition', {
      enumerable: true,
      get: () => declarations[entry.name],
    }) as GeneratedResource;
  });
}
