/**
 * Emits `server/generated/resources.ts`: every declared resource re-exported from its file, the
 * list the reference server and the catalogue check read (found by the generator, so a new
 * resource file needs no registration).
 */
import path from 'node:path';
import type { ResourceModel } from '../model';
import { relFile, specifier, type EmitContext, type EmittedFile } from './context';
import { constant, resourceModule } from './common';
import { renderTsFile } from './tsFile';

/** The re-export list of the declared resources, next to the server's other generated files. */
export function emitResourceListFile(ctx: EmitContext, resources: ResourceModel[], sourceFolder: string): EmittedFile {
  const file = path.join(path.dirname(ctx.schemaDir), 'resources.ts');
  const lines = resources.map((resource) => `export { ${resource.exportName} } from '${specifier(file, resourceModule(resource))}';`);
  return { path: relFile(ctx, file), content: renderTsFile(sourceFolder, [lines.join('\n')], false) };
}

/**
 * Emits `server/generated/resourceFiles.ts`: the file declaring each resource, by resource name,
 * so a start-up message about a table can name the declaration to look at.
 */
export function emitResourceFilesFile(ctx: EmitContext, resources: ResourceModel[], sourceFolder: string): EmittedFile {
  const file = path.join(path.dirname(ctx.schemaDir), 'resourceFiles.ts');
  const files = Object.fromEntries(resources.map((resource) => [resource.name, resource.file]));
  const statement = { ...constant('RESOURCE_FILES', 'Readonly<Record<string, string>>', files), isExported: true };
  return { path: relFile(ctx, file), content: renderTsFile(sourceFolder, [statement], false) };
}
