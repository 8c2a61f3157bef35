/**
 * The react-hook-form resolver of the hand-written forms: @hookform/resolvers' zod resolver over a
 * schema from `resources/`, with each message (a catalogue key such as `app.validation.maxLength`
 * or `app.payments.rules.amountRequired`) rendered in the page language with its arguments.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueText, staffIssueText } from '../../resources/rules';

/** A catalogue lookup returning undefined for a missing key (see `useCatalogue`). */
export type CatalogueLookup = (key: string, args: Record<string, unknown>) => string | undefined;

/** The text of the first issue per dotted path (see {@link staffIssueText}). */
function issuesByPath(schema: z.ZodType, values: unknown, translate: CatalogueLookup): Map<string, string> {
  const out = new Map<string, string>();
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!out.has(path)) out.set(path, staffIssueText(issue, values, translate));
  }
  return out;
}

/** Replaces each error's key by its text; nested errors (objects) are walked. */
function translateErrors(
  errors: FieldErrors,
  issues: ReturnType<typeof issuesByPath>,
  translate: CatalogueLookup,
  prefix = '',
): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${name}` : name;
    const field = error as FieldError | undefined;
    if (field && typeof field.message === 'string') {
      const message =
        issues.get(path) ??
        issueText({ message: field.message.startsWith('app.') ? field.message : 'app.validation.invalidValue' }, translate);
      out[name] = { ...field, message };
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
    return {
      values: {},
      errors: translateErrors(result.errors as FieldErrors, issuesByPath(schema, values, translate), translate) as never,
    };
  };
}
