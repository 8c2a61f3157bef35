/**
 * The react-hook-form resolver of the hand-written forms: @hookform/resolvers' zod resolver over a
 * schema from `resources/`, with each message (a catalogue key such as `app.validation.maxLength`
 * or `app.payments.rules.amountRequired`) rendered in the page language with its arguments.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueText } from '../../resources/rules';

/** A catalogue lookup returning undefined for a missing key (see `useCatalogue`). */
export type CatalogueLookup = (key: string, args: Record<string, unknown>) => string | undefined;

/** The value at `path` of the form's values. */
function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let value = values;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * The catalogue key of an issue's message. The resources' rules carry keys (`app.…`); zod's own
 * messages (a type or an option it expected, in English with its internal values) are not for
 * staff: an empty field is "required", anything else an invalid value.
 */
function catalogueKey(message: string, value: unknown): string {
  if (message.startsWith('app.')) return message;
  return value === undefined || value === null || value === '' ? 'app.validation.required' : 'app.validation.invalidValue';
}

/** The first issue per dotted path, with the arguments its message needs. */
function issuesByPath(schema: z.ZodType, values: unknown): Map<string, { message: string; params?: Record<string, unknown> }> {
  const out = new Map<string, { message: string; params?: Record<string, unknown> }>();
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const path = issue.path.join('.');
    const message = catalogueKey(issue.message, valueAt(values, issue.path));
    if (!out.has(path)) out.set(path, { message, params: (issue as { params?: Record<string, unknown> }).params });
  }
  return out;
}

/** Replaces each error's key by its text; nested errors (objects) are walked. */
function translateErrors(errors: FieldErrors, issues: ReturnType<typeof issuesByPath>, translate: CatalogueLookup, prefix = ''): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${name}` : name;
    const field = error as FieldError | undefined;
    if (field && typeof field.message === 'string') {
      const issue = issues.get(path) ?? { message: field.message.startsWith('app.') ? field.message : 'app.validation.invalidValue' };
      out[name] = { ...field, message: issueText(issue, translate) };
    } else if (field && typeof field === 'object') {
      out[name] = translateErrors(field as unknown as FieldErrors, issues, translate, path);
    }
  }
  return out as FieldErrors;
}

/**
 * A resolver validating the form's values `V` with `schema` (zod 4) and showing its catalogue
 * messages translated. Valid values are passed on as the schema outputs them.
 *
 * @example
 * const form = useForm({ resolver: catalogueResolver(ManagerProfileInput, catalogue), defaultValues });
 */
export function catalogueResolver<V extends FieldValues>(schema: z.ZodType, translate: CatalogueLookup): Resolver<V> {
  // The form's values (V, e.g. text inputs) are what the schema accepts as input.
  const resolve = zodResolver(schema as z.ZodType<V, V>) as unknown as Resolver<V>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translateErrors(result.errors as FieldErrors, issuesByPath(schema, values), translate) as never };
  };
}
