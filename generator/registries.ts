/**
 * The console's registries a declaration names entries of, read from their source (syntax only, no
 * import): the row panels (`src/panels/index.ts`), the list headers (`src/panels/listHeaders.ts`),
 * the menu icons (`src/layout/menuIcons.tsx`), the pages that take a resource's routes
 * (`src/pages/listPages.ts`, `src/pages/recordPages.ts`) and the hand-written pages' menu places
 * (`src/layout/pageMenu.ts`). A name that is not in its registry, a page for a resource nobody
 * declares and a screen placed in the menu twice are refused with the file and the field.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { Node, Project, SyntaxKind, type Expression } from 'ts-morph';
import { GeneratorError } from './errors';
import { relPath } from './load';
import type { ResourceModel } from './model';
import type { Resource } from '../resources/model';

let project: Project | undefined;

/** The value a literal expression spells (objects, arrays, strings, numbers, booleans); `undefined` for anything else. */
function literalValue(node: Expression | undefined): unknown {
  if (!node) return undefined;
  if (Node.isSatisfiesExpression(node) || Node.isAsExpression(node) || Node.isParenthesizedExpression(node)) {
    return literalValue(node.getExpression());
  }
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
  if (Node.isNumericLiteral(node)) return node.getLiteralValue();
  if (node.getKind() === SyntaxKind.TrueKeyword) return true;
  if (node.getKind() === SyntaxKind.FalseKeyword) return false;
  if (Node.isArrayLiteralExpression(node)) return node.getElements().map((element) => literalValue(element));
  if (Node.isObjectLiteralExpression(node)) {
    const value: Record<string, unknown> = {};
    for (const property of node.getProperties()) {
      if (Node.isPropertyAssignment(property)) value[literalName(property.getName())] = literalValue(property.getInitializer());
      else if (Node.isShorthandPropertyAssignment(property)) value[property.getName()] = undefined;
    }
    return value;
  }
  return undefined;
}

const literalName = (name: string) => name.replace(/^(['"])(.*)\1$/, '$2');

/** The literal value of `export const <name> = …` in `file`, or undefined when the file or the constant is missing. */
export function registryValue(file: string, name: string): unknown {
  if (!existsSync(file)) return undefined;
  project ??= new Project({
    useInMemoryFileSystem: false,
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
    compilerOptions: { noLib: true, noResolve: true, types: [] },
  });
  const source = project.createSourceFile(file, readFileSync(file, 'utf8'), { overwrite: true });
  return literalValue(source.getVariableDeclaration(name)?.getInitializer());
}

/** The names (keys) of a registry object, or undefined without the registry. */
function registryNames(file: string, name: string): ReadonlySet<string> | undefined {
  const value = registryValue(file, name);
  return value && typeof value === 'object' && !Array.isArray(value) ? new Set(Object.keys(value)) : undefined;
}

/** Where the registries are. */
export interface RegistryFiles {
  root: string;
  panelsDir: string;
  /** The console's `src/` folder. */
  srcDir: string;
  /**
   * The resources are the console's own (its `resources/` folder): its pages and its menu belong to
   * them. Other resources (the generator's fixtures) are checked for their panel, header and icon names only.
   */
  own: boolean;
}

interface MenuEntry {
  route: string;
  group?: unknown;
  order?: unknown;
  icon?: unknown;
  /** Who places it: the declaring file, or the page menu file. */
  file: string;
  field: string;
}

/**
 * Refuses a panel, list header or menu icon a declaration names that its registry does not hold, a
 * page registered for a resource no file declares, and a screen placed in the menu twice (a route
 * with two places, or two screens at one group's same order); the last two only for the console's
 * own resources ({@link RegistryFiles.own}).
 */
export function checkRegistries(files: RegistryFiles, resources: readonly ResourceModel[], declared: ReadonlyMap<string, Resource>): void {
  const rel = (file: string) => relPath(files.root, file);
  const panelsFile = path.join(files.panelsDir, 'index.ts');
  const headersFile = path.join(files.panelsDir, 'listHeaders.ts');
  const iconsFile = path.join(files.srcDir, 'layout', 'menuIcons.tsx');
  const pageMenuFile = path.join(files.srcDir, 'layout', 'pageMenu.ts');
  const panels = registryNames(panelsFile, 'panels');
  const headers = registryNames(headersFile, 'listHeaders');
  const icons = registryNames(iconsFile, 'MENU_ICONS');
  const known = (names: ReadonlySet<string>) => [...names].sort().join(', ');
  for (const resource of resources) {
    const refuse = (field: string, value: string, registry: string, names: ReadonlySet<string>) => {
      throw new GeneratorError(
        resource.file,
        `resource "${resource.name}": ${field} "${value}" is not in ${registry} (it has ${known(names)})`,
      );
    };
    if (resource.panel && panels && !panels.has(resource.panel)) refuse('list.expand.panel', resource.panel, rel(panelsFile), panels);
    if (resource.header && headers && !headers.has(resource.header)) refuse('list.header', resource.header, rel(headersFile), headers);
    const icon = declared.get(resource.name)?.menu?.icon;
    if (icon && icons && !icons.has(icon)) refuse('menu.icon', icon, rel(iconsFile), icons);
  }
  if (!files.own) return;
  const names = new Set(resources.map((resource) => resource.name));
  for (const [file, name] of [
    [path.join(files.srcDir, 'pages', 'listPages.ts'), 'LIST_PAGES'],
    [path.join(files.srcDir, 'pages', 'recordPages.ts'), 'RECORD_WORKSPACES'],
  ] as const) {
    for (const page of registryNames(file, name) ?? []) {
      if (!names.has(page)) throw new GeneratorError(rel(file), `${name} has a page for "${page}", which no resource declares`);
    }
  }
  const entries: MenuEntry[] = resources.flatMap((resource) => {
    const menu = declared.get(resource.name)?.menu;
    return menu ? [{ route: resource.route, ...menu, file: resource.file, field: `resource "${resource.name}": menu` }] : [];
  });
  const pages = registryValue(pageMenuFile, 'PAGES');
  if (Array.isArray(pages)) {
    pages.forEach((page: { route?: unknown; menu?: { group?: unknown; order?: unknown; icon?: unknown } } | undefined, index) => {
      if (typeof page?.route !== 'string' || !page.menu) return;
      const entry = { route: page.route, ...page.menu, file: rel(pageMenuFile), field: `PAGES[${index}] (${page.route}): menu` };
      if (icons && typeof entry.icon === 'string' && !icons.has(entry.icon)) {
        throw new GeneratorError(entry.file, `${entry.field}.icon "${entry.icon}" is not in ${rel(iconsFile)} (it has ${known(icons)})`);
      }
      entries.push(entry);
    });
  }
  const byRoute = new Map<string, MenuEntry>();
  const byPlace = new Map<string, MenuEntry>();
  for (const entry of entries) {
    const sameRoute = byRoute.get(entry.route);
    if (sameRoute) {
      throw new GeneratorError(
        entry.file,
        `${entry.field}: the route ${entry.route} already has a menu place (${sameRoute.file}, ${sameRoute.field})`,
      );
    }
    byRoute.set(entry.route, entry);
    const place = `${String(entry.group)} ${String(entry.order)}`;
    const samePlace = byPlace.get(place);
    if (samePlace) {
      throw new GeneratorError(
        entry.file,
        `${entry.field}: group "${String(entry.group)}" order ${String(entry.order)} is already the place of ${samePlace.route} (${samePlace.file})`,
      );
    }
    byPlace.set(place, entry);
  }
}
