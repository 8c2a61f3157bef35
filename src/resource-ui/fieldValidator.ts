/** Validation of one form field with the resource schema, rendered to translated text. */
import type { z } from 'zod';
import { schemaAt } from '../../resources/model';
import { staffIssueText } from '../../resources/rules';
import type { ValidationMessage } from './types';

/** A validator for `source`: undefined when valid, else the first issue's text. */
export function fieldValidator(
  schema: z.ZodType,
  source: string,
  translate: (key: string, args: Record<string, unknown>) => string | undefined,
): (value: unknown) => ValidationMessage | undefined {
  const field = schemaAt(schema, source);
  return (value) => {
    if (!field) return undefined;
    const result = field.safeParse(value === '' ? null : value);
    const retry = !result.success && value === '' ? field.safeParse('') : result;
    if (retry.success) return undefined;
    return staffIssueText(retry.error.issues[0], value, translate);
  };
}
