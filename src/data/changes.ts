/**
 * The update call's change list (001 §7): `[{ fieldName, newValue }]` for every field whose
 * value differs from the loaded record. Nested objects are compared by dotted path.
 */
export interface FieldChange {
  fieldName: string;
  newValue: unknown;
}

/** The fields of `data` that differ from `previous`, as dotted paths. */
export function diffChanges(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): FieldChange[] {
  const changes: FieldChange[] = [];
  walk(data, previous ?? {}, '', changes);
  return changes;
}

function walk(next: Record<string, unknown>, prev: Record<string, unknown>, prefix: string, out: FieldChange[]) {
  for (const [key, value] of Object.entries(next)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const before = prev[key];
    if (isObject(value) && isObject(before)) {
      walk(value, before, path, out);
    } else if (!same(value, before)) {
      out.push({ fieldName: path, newValue: value ?? null });
    }
  }
}

function same(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
