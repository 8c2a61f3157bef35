/**
 * Validates JSON answers against the answer schemas of the OpenAPI document (JSON Schema 2020-12
 * through ajv), naming every mismatch with its JSON path.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** One mismatch of an answer. */
export interface Mismatch {
  /** JSON path of the value, e.g. `$.payload.content[0].playerCode`. */
  path: string;
  message: string;
  /** The schema rule it broke (`required`, `type`, `enum`, …). */
  keyword?: string;
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
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (schemaAt: readonly string[], answer: unknown): Mismatch[] => {
    const pointer = schemaAt.map(token).join('/');
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}` });
      compiled.set(pointer, validate);
    }
    if (validate(answer)) return [];
    const errors = validate.errors ?? [];
    // An anyOf or oneOf names its branches' mismatches; it is listed itself only when none is.
    const listed = errors.filter(
      (error) =>
        !['anyOf', 'oneOf'].includes(error.keyword) ||
        !errors.some((other) => other !== error && other.instancePath.startsWith(error.instancePath)),
    );
    const seen = new Set<string>();
    const mismatches: Mismatch[] = [];
    for (const error of listed.length ? listed : errors) {
      const missing = error.keyword === 'required' ? String((error.params as { missingProperty?: string }).missingProperty) : undefined;
      const mismatch = { path: jsonPath(error.instancePath, missing), message: error.message ?? 'does not match', keyword: error.keyword };
      const key = `${mismatch.path} ${mismatch.message}`;
      if (!seen.has(key)) mismatches.push(mismatch);
      seen.add(key);
    }
    return mismatches.length ? mismatches : [{ path: '$', message: 'does not match' }];
  };
}
