/**
 * A binding's handlers are typed from its declaration (`bindResource`, server/resource/bind.ts): a
 * handler for an action the resource does not declare, a declared action without a handler, and a
 * handler reading input its action does not take are compile errors (checked by `tsc -p .`; an
 * unused `@ts-expect-error` fails the type check too). At run time the binding routes the declared
 * actions but those it names in `servedElsewhere`.
 */
import { z } from 'zod';
import { defineAction, defineResource } from '../../../resources/model';
import { bindResource } from '../../../server/resource/bind';
import { deriveTable } from '../../../server/tables/derive';

const shops = defineResource({
  name: 'betting-shops',
  route: '/betting-shops',
  api: { path: 'betting-shops' },
  schema: z.object({ id: z.number(), name: z.string(), open: z.boolean() }),
  list: { columns: [{ source: 'name' }], defaultSort: { field: 'name', order: 'ASC' } },
  actions: {
    rename: defineAction({ scope: 'record', input: z.object({ name: z.string() }), request: { method: 'PUT', path: '{id}/name' } }),
    close: defineAction({
      scope: 'record',
      input: z.object({ reason: z.string().optional() }),
      request: { method: 'PUT', path: '{id}/close' },
    }),
    addShop: defineAction({ scope: 'collection', input: z.object({ name: z.string() }), request: { method: 'POST', path: '' } }),
  },
});

const counters = defineResource({
  name: 'shop-counters',
  route: '/shop-counters',
  api: { path: 'shop-counters' },
  schema: z.object({ id: z.number(), shopId: z.number() }),
  list: { columns: [{ source: 'shopId' }], defaultSort: { field: 'id', order: 'ASC' } },
});

const mapping = deriveTable(shops);
const rename = async (_: unknown, input: { name: string }) => input.name.trim();
const close = async (_: unknown, input: { reason?: string }) => input.reason ?? 'closed';
const addShop = async (_: unknown, input: { name: string }) => ({ name: input.name });

describe('bindResource', () => {
  it('binds a handler to every declared action', () => {
    const binding = bindResource(shops, { mapping, handlers: { rename, close, addShop } });
    expect(binding.resource).toBe(shops);
    expect(Object.keys(binding.handlers).sort()).toEqual(['addShop', 'close', 'rename']);
    expect(binding.handlers.rename).toBe(rename);
    expect(binding.mapping).toBe(mapping);
  });

  it('leaves the actions served elsewhere out of the routed resource', () => {
    const binding = bindResource(shops, { mapping, handlers: { rename, close }, servedElsewhere: ['addShop'] });
    expect(Object.keys(binding.resource.actions).sort()).toEqual(['close', 'rename']);
    expect(Object.keys(binding.handlers).sort()).toEqual(['close', 'rename']);
    expect(Object.keys(shops.actions).sort()).toEqual(['addShop', 'close', 'rename']);
  });

  it('takes no handlers for a resource without actions, and keeps the other parts', () => {
    const routes = () => undefined;
    const binding = bindResource(counters, { mapping: deriveTable(counters), routes });
    expect(binding.handlers).toEqual({});
    expect(binding.routes).toBe(routes);
  });

  it('refuses handlers that do not match the declaration at compile time', () => {
    const bind = () => [
      // @ts-expect-error: `rename` has no handler
      bindResource(shops, { mapping, handlers: { close, addShop } }),
      // @ts-expect-error: the handlers object is missing although the resource declares actions
      bindResource(shops, { mapping }),
      bindResource(shops, {
        mapping,
        handlers: {
          rename,
          close,
          addShop,
          // @ts-expect-error: `renam` is no action of the resource
          renam: rename,
        },
      }),
      // @ts-expect-error: a handler for an undeclared action, spread in
      bindResource(shops, { mapping, handlers: { ...{ rename, close, addShop }, reopen: close } }),
      // @ts-expect-error: an action served elsewhere has no handler here
      bindResource(shops, { mapping, handlers: { rename, close, addShop }, servedElsewhere: ['addShop'] }),
      // @ts-expect-error: `close` has no handler, and only `addShop` is served elsewhere
      bindResource(shops, { mapping, handlers: { rename }, servedElsewhere: ['addShop'] }),
      // @ts-expect-error: only declared actions can be served elsewhere
      bindResource(shops, { mapping, handlers: { rename, close }, servedElsewhere: ['addShop', 'openShop'] }),
      bindResource(shops, {
        mapping,
        handlers: {
          close,
          addShop,
          // @ts-expect-error: the input of `rename` is `{ name: string }` (its schema), not a number
          rename: async (_context, input: { name: number }) => input.name,
        },
      }),
      bindResource(shops, {
        mapping,
        handlers: {
          close,
          addShop,
          // @ts-expect-error: `rename` takes no `open`
          rename: async (_context, input) => input.open,
        },
      }),
      // @ts-expect-error: a resource without actions takes no handler
      bindResource(counters, { mapping: deriveTable(counters), handlers: { rename } }),
    ];
    expect(bind).toBeTypeOf('function');
  });
});
