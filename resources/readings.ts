/**
 * Other readings of a field: where the specification gives a value no type or shape (a payment
 * row's currency) or gives it in words another API may write differently (gender "codes 1 and 2"),
 * the reference server sends one form and the field's schema says so; this registry names the
 * other forms an API written from the same documents may send. The contract document accepts each
 * (`anyOf`), so the conformance kit does not call them wrong, and the console's cells read each.
 *
 * @example alsoRead(z.string(), CurrencyObject, '002 §3 gives a payment row a currency without a shape')
 */
import { z } from 'zod';

export interface Reading {
  /** The other form, as a schema. */
  also: z.ZodType;
  /** Why it is legitimate: the specification's words or silence. */
  why: string;
}

// One registry per process, even when the generator loads the declarations as a module of its own.
const REGISTRY = Symbol.for('backoffice.readings');
const registry: WeakMap<z.ZodType, Reading> =
  ((globalThis as Record<symbol, unknown>)[REGISTRY] as WeakMap<z.ZodType, Reading> | undefined) ??
  (((globalThis as Record<symbol, unknown>)[REGISTRY] = new WeakMap<z.ZodType, Reading>()) as WeakMap<z.ZodType, Reading>);

/** Marks `schema` as also read in the form `also`; returns `schema`. */
export function alsoRead<T extends z.ZodType>(schema: T, also: z.ZodType, why: string): T {
  registry.set(schema, { also, why });
  return schema;
}

/** The other reading registered for a schema (the contract document's generator reads it). */
export function readingOf(schema: unknown): Reading | undefined {
  return schema && typeof schema === 'object' ? registry.get(schema as z.ZodType) : undefined;
}

/** A currency as 001 §3 and 002 §3 give it where they give a shape: `{ code, currencySymbol }`. */
export const CurrencyObject = z.object({ code: z.string(), currencySymbol: z.string().nullable().optional() });

/** A currency given as a code where the reference server sends `{ code, currencySymbol }`. */
export const CurrencyCode = z.string();

const NO_SHAPE = 'the specification gives this currency no shape: a code, or { code, currencySymbol } as 001 §3 and 002 §3 give elsewhere';

/** A currency code (`EUR`) that an API may also send as `{ code, currencySymbol }`. */
export const currencyText = () => alsoRead(z.string(), CurrencyObject, NO_SHAPE);
