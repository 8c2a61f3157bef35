/**
 * Validates JSON answers against the answer schemas of the OpenAPI document (JSON Schema 2020-12
 * through ajv), naming the first mismatch with its JSON path.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The first mismatch of an answer, or undefined when it matches. */
export interface Mismatch {
  /** JSON path of the value, e.g. `$.payload.content[0].playerCode`. */
  path: string;
  message: string;
}

const DOCUMENT_ID = 'urn:backoffice:openapi';

/** JSON Pointer token escaped for a URI fragment. */
const token = (part: string) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'));

/** `/payload/content/0/x` → `$.payload.content[0].x`. */
function jsonPath(pointer: string, extra?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra) parts.push(extra);
  return `$${parts.map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`)).join('')}`;
}

/** The JSON Pointer parts of an operation's JSON answer schema. */
export const answerSchemaAt = (method: string, path: string) => [
  'paths',
  path,
  method,
  'responses',
  '200',
  'content',
  'application/json',
  'schema',
];

/**
 * A checker of answers against schemas of `document`, each named by the JSON Pointer parts of its
 * place (`answerSchemaAt(method, path)`, or a filter variant's `schema`).
 */
export function createAnswerCheck(document: Record<string, unknown>) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (schemaAt: readonly string[], answer: unknown): Mismatch | undefined => {
    const pointer = schemaAt.map(token).join('/');
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}` });
      compiled.set(pointer, validate);
    }
    if (validate(answer)) return undefined;
    const [error] = validate.errors ?? [];
    const missing = error?.keyword === 'required' ? String((error.params as { missingProperty?: string }).missingProperty) : undefined;
    return { path: jsonPath(error?.instancePath ?? '', missing), message: error?.message ?? 'does not match' };
  };
}
