/** Hostile inputs for the fuzz suite: values, field names from the declarations, and whole requests. */
import fc from 'fast-check';
import { z } from 'zod';
import * as resources from '../../server/generated/resources';
import type { Resource } from '../../resources/model';
import type { RouteEntry } from '../../server/http/routeTable';

/** Strings no handler should trip over. */
export const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '',
  ' ',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '9007199254740993',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  "'; DROP TABLE players; --",
  '%00',
  '\ud800',
  '😀'.repeat(50),
  '{"a":1}',
  '{"username":"a\\u0000b","id":99999999999}',
  '[]',
  '[1,2,3',
  'null',
  'true',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '2026-13-45',
  '2026-01-01T00:00:00Z',
  'ASC',
  'id,DESC',
];

/** JSON values where numbers, text, ids or objects are expected. */
export const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  true,
  false,
  null,
  {},
  [],
  [[[[[]]]]],
  { $gt: '' },
  { value: 'a\u0000', currency: {} },
  [1, 'a\u0000', null],
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  0.1,
  -0,
  1.5,
  -1,
  0,
];

function shapeKeys(schema: z.ZodType, into: Set<string>, depth = 0): void {
  if (depth > 3) return;
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) {
    inner = (inner as z.ZodOptional<z.ZodType>).unwrap() as z.ZodType;
  }
  if (inner instanceof z.ZodObject) {
    for (const [key, value] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      into.add(key);
      shapeKeys(value, into, depth + 1);
    }
  }
}

/** Every field, filter and action input name the declarations know, plus the list and auth keys. */
export function knownKeys(): string[] {
  const keys = new Set([
    'page',
    'size',
    'sort',
    'filter',
    'search',
    'reportHeaders',
    'changes',
    'uri',
    'action',
    'data',
    'username',
    'password',
    'refreshToken',
    'token',
    'email',
    'firstName',
    'lastName',
    'birthdate',
    'bonusContext',
    'betrowId',
    'playerId',
    'amount',
    'accountMovement',
    'description',
    'reason',
  ]);
  for (const resource of Object.values(resources) as Resource[]) {
    shapeKeys(resource.schema, keys);
    for (const filter of resource.filters) keys.add(filter.key ?? String(filter.source));
    for (const action of Object.values(resource.actions)) shapeKeys(action.input, keys);
  }
  return [...keys];
}

/** Plausible values of path parameters, so that hostile bodies reach the handlers behind them. */
const PARAM_VALUES: Record<string, string[]> = {
  op: ['op1', 'central', 'op2'],
  status: ['ENABLED', 'DISABLED'],
  resource: ['players'],
};

export interface FuzzRequest {
  method: string;
  url: string;
  query: Record<string, string>;
  body: unknown;
  as: 'central' | 'office1';
}

const hostile = fc.constantFrom(...HOSTILE_VALUES);
const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const value = fc.oneof({ weight: 4, arbitrary: hostile }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });

/** Fills a fastify URL's `:params` (including `:a|:b` alternatives, the first is used). */
function paramArbitrary(name: string): fc.Arbitrary<string> {
  const plausible = PARAM_VALUES[name] ?? ['1', '2', '5'];
  return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...plausible) }, { weight: 1, arbitrary: hostileString });
}

/** A path segment; a lone surrogate becomes the invalid UTF-8 bytes a client could send. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A hostile request against one route. */
export function requestArbitrary(routes: readonly RouteEntry[], keys: string[]): fc.Arbitrary<FuzzRequest> {
  const key = fc.constantFrom(...keys);
  return fc.constantFrom(...routes).chain((route) => {
    const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const params = fc.tuple(...names.map(paramArbitrary));
    const query = fc.dictionary(
      key,
      value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
      { maxKeys: 4 },
    );
    const body = fc.oneof({ weight: 6, arbitrary: fc.dictionary(key, value, { maxKeys: 6 }) }, { weight: 1, arbitrary: hostile });
    return fc
      .record({
        params,
        query,
        body,
        as: fc.constantFrom('central' as const, 'office1' as const),
      })
      .map(({ params: values, query: q, body: b, as }) => {
        let index = 0;
        const url = route.url.replace(/:(\w+)(\|:\w+)*/g, () => pathSegment(values[index++]));
        return { method: route.method, url, query: q, body: route.method === 'GET' || route.method === 'HEAD' ? undefined : b, as };
      });
  });
}
