/** The parts of the OpenAPI document the conformance kit reads. */

export interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, unknown> }>;
  /** Where a record id is found: a list and the record's id field. */
  'x-id-from'?: { list: string; field: string; listKey?: string };
  /** A read sent as POST: a list query (or report) too long for a URL. */
  'x-list-query'?: boolean;
  /** The answer per filter flag (a list that answers another resource's records with a flag). */
  'x-filter-variants'?: { filter: Record<string, unknown>; description?: string }[];
  /** The one view the call serves (`central` or `operator`); others get a 403. */
  'x-audience'?: string;
  operationId?: string;
  /** What the specification states of the call (resources/specStatements.ts). */
  'x-spec'?: {
    section?: string;
    quote?: string;
    states?: import('../../resources/specStatements').CallPart[];
    open?: import('../../resources/specStatements').CallPart[];
  };
}

export type Paths = Record<string, Record<string, Operation>>;

/** Whether an operation answers JSON, CSV or neither. */
export function answerKind(operation: Operation): 'json' | 'csv' | undefined {
  const content = operation.responses?.['200']?.content ?? {};
  if (content['application/json']) return 'json';
  if (content['text/csv']) return 'csv';
  return undefined;
}

/** The rows of a list answer (`payload.content`, or `payload.<listKey>.content`). */
export function rowsOf(answer: unknown, listKey?: string): Record<string, unknown>[] {
  const payload = (answer as { payload?: Record<string, unknown> } | undefined)?.payload;
  const page = listKey ? (payload?.[listKey] as Record<string, unknown> | undefined) : payload;
  const content = page?.content;
  return Array.isArray(content) ? (content as Record<string, unknown>[]) : [];
}
