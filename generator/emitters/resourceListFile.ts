/**
 * Emits `server/generated/resources.ts`: every declared resource re-exported from its file, the
 * list the reference server and the catalogue check read (found by the generator, so a new
 * resource file needs no registration).
 */
import path from 'node:path';
import type { ResourceModel } from '../model';
import { relFile, specifier, type EmitContext, type EmittedFile } from './context';
import { resourceModule } from './common';
import { renderTsFile } from './tsFile';

/** The re-export list of the declared resources, next to the server's other generated files. */
export function emitResourceListFile(ctx: EmitContext, resources: ResourceModel[], sourceFolder: string): EmittedFile {
  const file = path.join(path.dirname(ctx.schemaDir), 'resources.ts');
  const lines = resources.map((resource) => `export { ${resource.exportName} } from '${specifier(file, resourceModule(resource))}';`);
  return { path: relFile(ctx, file), content: renderTsFile(sourceFolder, [lines.join('\n')], false) };
}
