/**
 * `PUT {op}/<resource>/{id}?changes=[{fieldName,newValue}]` with the record DTO as body: only
 * the declared editable fields are written, each validated with its schema rules. A change may
 * also carry `oldValue`, the field as the client loaded it: the write is then refused with a 409
 * when the stored value is another (someone changed that field meanwhile), see applyChanges.
 */
import { z } from 'zod';
import { fieldMeta, getPath, schemaAt, type Resource } from '../../resources/model';
import { badRequest, issuesToErrors, type FieldError } from '../http/errors';

const Changes = z.array(z.object({ fieldName: z.string(), newValue: z.unknown(), oldValue: z.unknown().optional() })).max(200);

/** Editable fields: the edit form's fields minus those marked read-only there or in the schema. */
export function editableFields(resource: Resource): string[] {
  return (resource.edit?.fields ?? [])
    .filter((field) => !field.readOnly)
    .filter((field) => {
      const schema = schemaAt(resource.schema, field.source);
      return !!schema && !fieldMeta.get(schema)?.readOnly;
    })
    .map((field) => field.source);
}

/** Validated field values to write, from `changes` when given, else from the body's editable fields. */
export function parseUpdate(resource: Resource, rawChanges: unknown, body: unknown): Record<string, unknown> {
  return parseUpdateWithOld(resource, rawChanges, body).values;
}

/**
 * {@link parseUpdate}'s values, and the old values the changes carried (`oldValue`, only for the
 * changes that name one): what the client loaded, for the write to compare with what is stored.
 */
export function parseUpdateWithOld(
  resource: Resource,
  rawChanges: unknown,
  body: unknown,
): { values: Record<string, unknown>; oldValues: Record<string, unknown> } {
  const editable = new Set(editableFields(resource));
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  const oldValues: Record<string, unknown> = {};

  if (rawChanges !== undefined && rawChanges !== '') {
    let decoded: unknown = rawChanges;
    if (typeof rawChanges === 'string') {
      try {
        decoded = JSON.parse(rawChanges);
      } catch {
        throw badRequest('changes is not valid JSON', [{ path: 'changes', message: 'changes is not valid JSON' }]);
      }
    }
    const parsed = Changes.safeParse(decoded);
    if (!parsed.success) throw badRequest('Invalid changes', issuesToErrors(parsed.error, 'changes'));
    parsed.data.forEach((change, index) => {
      if (!editable.has(change.fieldName)) {
        errors.push({ path: `changes.${index}.fieldName`, message: `Field ${change.fieldName} is not editable` });
      } else {
        values[change.fieldName] = change.newValue;
        if ('oldValue' in change) oldValues[change.fieldName] = change.oldValue;
      }
    });
  } else {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest('The body must be a JSON object', [{ path: 'body', message: 'Expected an object' }]);
    }
    for (const field of editable) {
      const value = getPath(body, field);
      if (value !== undefined) values[field] = value;
    }
  }

  for (const [field, value] of Object.entries(values)) {
    const schema = schemaAt(resource.schema, field)!;
    const nullable = schema.safeParse(null).success;
    const normalised = value === '' && nullable ? null : value;
    const result = schema.safeParse(normalised);
    if (!result.success) errors.push(...issuesToErrors(result.error, field));
    else values[field] = typeof result.data === 'string' ? result.data.trim() : (result.data ?? null);
  }
  if (errors.length > 0) {
    throw badRequest(`Invalid ${resource.name} data: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, errors);
  }
  return { values, oldValues };
}
