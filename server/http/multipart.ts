/**
 * Uploads as multipart form data (000 §7: "Multipart uploads POST form data"): a route that takes
 * a file is registered in a scope of its own with @fastify/multipart, and its handler reads the
 * form with {@link readForm}: the file part `file` as text (UTF-8) with its name, and the text
 * fields. A file above the limit is a 413, a missing file part or a body that is not a form a 400
 * naming `file`.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors';

/** The form of an upload: its file part and its text fields. */
export interface UploadForm {
  file: { fileName: string; content: string };
  fields: Record<string, string>;
}

/** Registers `routes` in a scope that parses multipart form data, a file of at most `maxBytes`. */
export function registerUploadRoutes(app: FastifyInstance, maxBytes: number, routes: (scope: FastifyInstance) => void): void {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 } });
    routes(scope);
  });
}

/** Reads an upload's form: the file part `file` and the text fields; a 400 or 413 for anything else. */
export async function readForm(request: FastifyRequest, maxBytes: number): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send the file as multipart/form-data in the part "file" (000 §7: uploads are form data)', [
      { path: 'file', message: 'Expected multipart/form-data' },
    ]);
  }
  let file: UploadForm['file'] | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(`Unexpected file part ${part.fieldname}: the file goes in "file"`);
        file = { fileName: part.filename, content: (await part.toBuffer()).toString('utf8') };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    if (code?.startsWith('FST_')) throw badRequest(`The upload cannot be read: ${(error as Error).message}`);
    throw error;
  }
  if (!file) throw badRequest('No file: it goes in the part "file"', [{ path: 'file', message: 'Required' }]);
  return { file, fields };
}
