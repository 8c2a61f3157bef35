/** Walking a zod schema by dotted path. */
import { z } from 'zod';

/** The sub-schema at a dotted path, unwrapping optional/nullable/default wrappers. */
export function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path.split('.')) {
    current = current && unwrap(current);
    if (!(current instanceof z.ZodObject)) return undefined;
    current = (current.shape as Record<string, z.ZodType>)[key];
  }
  return current;
}

/** Strips optional, nullable and default wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}
