/**
 * `generate()`: load resources → intermediate model → one emitter per output kind → one writer.
 * The CLI, watch mode, the Vite plugin and the golden tests all call this function.
 */
import path from 'node:path';
import { GeneratorError } from './errors';
import { loadResources, relPath } from './load';
import { buildResourceModel } from '../src/resource-ui/declaredModel';
import type { ResourceModel } from './model';
import type { EmitContext, EmittedFile } from './emitters/context';
import { emitListFile } from './emitters/listFile';
import { emitShowFile } from './emitters/showFile';
import { emitEditFile } from './emitters/editFile';
import { emitRegistryFile } from './emitters/registryFile';
import { emitDataProviderFile } from './emitters/dataProviderFile';
import { emitDeclarationsFile } from './emitters/declarationsFile';
import { emitResourceFilesFile, emitResourceListFile } from './emitters/resourceListFile';
import { emitJsonSchemaFile } from './emitters/jsonSchemaFile';
import { emitOpenApiFile } from './emitters/openApiFile';
import { emitOpeningListsFile, OPENING_LISTS_FILE } from './emitters/openingListsFile';
import { writeOutput } from './writer';
import { checkRegistries } from './registries';
import type { Resource } from '../resources/model';
import type { ApiCallDef } from '../resources/apiCalls';
import { MENU_GROUPS } from '../resources/menu';

export interface GenerateOptions {
  /** Project root; default the current directory. Other paths are relative to it. */
  root?: string;
  /** Default `resources`. */
  resourcesDir?: string;
  /** Default `src/generated`. */
  outDir?: string;
  /** Default `server/generated/schema`. */
  schemaDir?: string;
  /** Write nothing; report what is out of date. */
  check?: boolean;
  /** The model module the resources import. Default `<root>/resources/model/index.ts`. */
  modelFile?: string;
  /** The OpenAPI document of the resources and `resources/apiCalls.ts`; default `server/generated/openapi.json`; false: none. */
  openApiFile?: string | false;
  /** The opening list calls the start script sends (`public/session-start.js`); default `public/opening-lists.js`; false: none. */
  openingListsFile?: string | false;
}

export interface GenerateResult {
  /** Every file the resources produce, in memory. */
  files: EmittedFile[];
  /** Files written (check: files out of date), relative to the root. */
  changed: string[];
  /** Files removed (check: files no longer generated). */
  removed: string[];
  /** check mode: `changed` plus `removed`. */
  stale: string[];
  resources: ResourceModel[];
}

/**
 * The resources as the side menu orders them (group, then place in the group), those without a
 * menu place last: the order the API document lists them in, whatever their file names.
 */
function inMenuOrder(resources: Resource[]): Resource[] {
  const rank = (resource: Resource) => {
    const group = MENU_GROUPS.findIndex((candidate) => candidate.id === resource.menu?.group);
    return resource.menu && group >= 0 ? [group, resource.menu.order] : [MENU_GROUPS.length, 0];
  };
  return resources
    .map((resource, index) => ({ resource, index, rank: rank(resource) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .map((entry) => entry.resource);
}

/** Builds every output in memory from the declared resources. */
export async function buildOutput(
  ctx: EmitContext,
  resourcesDir: string,
  modelFile: string,
): Promise<{ files: EmittedFile[]; resources: ResourceModel[]; declared: Resource[]; calls: readonly ApiCallDef[] }> {
  const loaded = await loadResources(ctx.root, resourcesDir, modelFile);
  const declared = new Map<string, Resource>();
  const models: ResourceModel[] = [];
  for (const entry of loaded.resources) {
    let model: ResourceModel;
    try {
      model = {
        ...buildResourceModel(entry.resource, loaded.model),
        file: entry.file,
        absFile: entry.absFile,
        exportName: entry.exportName,
      };
    } catch (error) {
      throw new GeneratorError(entry.file, error instanceof Error ? error.message : String(error));
    }
    const clash = models.find((other) => other.name === model.name || other.pascal === model.pascal);
    if (clash) throw new GeneratorError(entry.file, `resource name "${model.name}" is already declared in ${clash.file}`);
    declared.set(model.name, entry.resource);
    models.push(model);
  }
  const routes = new Map<string, string>();
  for (const model of models) {
    for (const route of [model.route, ...(model.recordRoutes ?? []).map((recordRoute) => recordRoute.route)]) {
      const owner = routes.get(route);
      if (owner) throw new GeneratorError(model.file, `route "${route}" is already declared in ${owner}`);
      routes.set(route, model.file);
    }
  }
  models.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const own = path.resolve(resourcesDir) === path.join(ctx.root, 'resources');
  checkRegistries({ root: ctx.root, panelsDir: ctx.panelsDir, srcDir: path.dirname(ctx.uiDir), own }, models, declared);
  // Files generated from every declaration name the folder they were found in.
  const sourceFolder = `${relPath(ctx.root, resourcesDir)}/`;
  const files: EmittedFile[] = [];
  for (const model of models) {
    files.push(emitListFile(ctx, model));
    if (model.hasShow) files.push(emitShowFile(ctx, model));
    if (model.hasEdit) files.push(emitEditFile(ctx, model));
    try {
      files.push(emitJsonSchemaFile(ctx, model, declared.get(model.name)!));
    } catch (error) {
      throw new GeneratorError(model.file, `schema has no JSON Schema form: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  files.push(emitRegistryFile(ctx, models, sourceFolder));
  files.push(emitDeclarationsFile(ctx, models, sourceFolder));
  files.push(emitDataProviderFile(ctx, sourceFolder));
  files.push(emitResourceListFile(ctx, models, sourceFolder));
  files.push(emitResourceFilesFile(ctx, models, sourceFolder));
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, resources: models, declared: inMenuOrder(loaded.resources.map((entry) => entry.resource)), calls: loaded.calls };
}

/** Generates src/generated/** and server/generated/schema/** from resources/; see {@link GenerateOptions}. */
export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const root = path.resolve(options.root ?? process.cwd());
  const ctx: EmitContext = {
    root,
    outDir: path.resolve(root, options.outDir ?? 'src/generated'),
    schemaDir: path.resolve(root, options.schemaDir ?? 'server/generated/schema'),
    uiDir: path.join(root, 'src', 'resource-ui'),
    dataDir: path.join(root, 'src', 'data'),
    panelsDir: path.join(root, 'src', 'panels'),
  };
  const resourcesDir = path.resolve(root, options.resourcesDir ?? 'resources');
  const modelFile = path.resolve(root, options.modelFile ?? 'resources/model/index.ts');
  const { files, resources, declared, calls } = await buildOutput(ctx, resourcesDir, modelFile);
  const openApiFile = options.openApiFile ?? 'server/generated/openapi.json';
  if (openApiFile !== false) files.push(emitOpenApiFile(ctx, path.resolve(root, openApiFile), declared, calls));
  const openingListsFile = options.openingListsFile ?? OPENING_LISTS_FILE;
  if (openingListsFile !== false) {
    files.push(emitOpeningListsFile(ctx, path.resolve(root, openingListsFile), declared, `${relPath(root, resourcesDir)}/`));
  }
  const check = options.check ?? false;
  const { changed, removed } = writeOutput(root, files, [ctx.outDir, ctx.schemaDir], check);
  return { files, changed, removed, stale: check ? [...changed, ...removed] : [], resources };
}
