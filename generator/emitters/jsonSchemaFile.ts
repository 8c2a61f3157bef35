/** Emits `schema/<name>.json`: zod 4's JSON Schema of the resource record, served by the API. */
import path from 'node:path';
import { z } from 'zod';
import type { Resource } from '../../resources/model';
import type { ResourceModel } from '../model';
import { relFile, type EmitContext, type EmittedFile } from './context';
import { headerLine } from './tsFile';

/** The JSON Schema document of one resource. */
export function emitJsonSchemaFile(ctx: EmitContext, resource: ResourceModel, declared: Resource): EmittedFile {
  const file = path.join(ctx.schemaDir, `${resource.name}.json`);
  const schema = z.toJSONSchema(declared.schema) as Record<string, unknown>;
  const document = { $comment: headerLine(resource.file).replace(/^\/\/ /, ''), ...schema };
  return { path: relFile(ctx, file), content: `${JSON.stringify(document, null, 2)}\n` };
}
