/** Resolves what a zod schema is, for choosing cells, inputs and filter options (generator and console). */
import type { z } from 'zod';
import type { CellKind, FieldMeta } from '../../resources/model';
import type * as ModelModule from '../../resources/model';

/**
 * The registries and helpers of the model module the resources were built with: the console's own
 * (`resources/model`), or the generator's, which loads the resources in a namespace of its own.
 */
export type ModelApi = Pick<typeof ModelModule, 'enumMeta' | 'fieldMeta' | 'schemaAt' | 'unwrap'>;

/** The resolved type of a field. */
export type SchemaKind = 'string' | 'number' | 'boolean' | 'enum' | 'dateTime' | 'date' | 'duration' | 'object' | 'array' | 'unknown';

export interface SchemaInfo {
  kind: SchemaKind;
  integer: boolean;
  /** Enum values, in declaration order (an array of enum values: its items'). */
  values?: string[];
  /** Catalogue name of a named enum. */
  enumName?: string;
  /** Merged field metadata found on the schema and its wrappers (outer wins). */
  meta: FieldMeta;
  optional: boolean;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      format?: string;
      entries?: Record<string, string | number>;
      innerType?: z.ZodType;
      in?: z.ZodType;
      element?: z.ZodType;
      checks?: { _zod: { def: { format?: string } } }[];
    };
  };
}

const INTEGER_FORMATS = ['safeint', 'int32', 'uint32'];

/** Whether a number schema is an integer: `z.int()` carries the format, `z.number().int()` a check. */
const isInteger = (def: ZodInternals['_zod']['def']) =>
  INTEGER_FORMATS.includes(def.format ?? '') || (def.checks ?? []).some((check) => INTEGER_FORMATS.includes(check._zod.def.format ?? ''));

const defOf = (schema: z.ZodType) => (schema as unknown as ZodInternals)._zod.def;

/** Resolves a schema; throws a plain message for an enum not declared with `namedEnum`. */
export function resolveSchema(schema: z.ZodType, model: ModelApi, where: string): SchemaInfo {
  const meta: FieldMeta = {};
  let optional = false;
  let current = schema;
  for (;;) {
    Object.assign(meta, { ...model.fieldMeta.get(current), ...meta });
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') {
      optional = optional || def.type !== 'default';
      current = def.innerType as z.ZodType;
    } else if (def.type === 'pipe' && def.in) {
      current = def.in;
    } else {
      break;
    }
  }
  const def = defOf(current);
  const base = { meta, optional, integer: false };
  switch (def.type) {
    case 'string': {
      const codes = model.enumMeta.get(current);
      if (codes?.codes) return { ...base, kind: 'enum', values: [...codes.codes], enumName: codes.name };
      if (def.format === 'datetime') return { ...base, kind: 'dateTime' };
      if (def.format === 'date') return { ...base, kind: 'date' };
      if (def.format === 'duration') return { ...base, kind: 'duration' };
      return { ...base, kind: 'string' };
    }
    case 'number':
      return { ...base, kind: 'number', integer: isInteger(def) };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum': {
      const named = model.enumMeta.get(current);
      if (!named) throw new Error(`${where} uses an enum not declared with namedEnum (unknown enum)`);
      return { ...base, kind: 'enum', values: Object.values(def.entries ?? {}).map(String), enumName: named.name };
    }
    case 'object':
      return { ...base, kind: 'object' };
    case 'array': {
      // An array of enum values or codes (a campaign's gateways) is labelled like its items.
      const item = def.element ? resolveSchema(def.element, model, `${where} item`) : undefined;
      return { ...base, kind: 'array', ...(item?.kind === 'enum' ? { values: item.values, enumName: item.enumName } : {}) };
    }
    default:
      return { ...base, kind: 'unknown' };
  }
}

/** The cell kind derived from a resolved schema when nothing overrides it. */
export function derivedCell(info: SchemaInfo): CellKind {
  switch (info.kind) {
    case 'enum':
      return 'enum';
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'dateTime':
      return 'dateTime';
    case 'date':
      return 'date';
    case 'array':
      return info.enumName ? 'enum' : 'json';
    case 'object':
    case 'unknown':
      return 'json';
    default:
      return 'text';
  }
}
