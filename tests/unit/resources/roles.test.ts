/** What each role may do, derived from the declarations' audience and actions (resources/roles.ts). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineAction, defineResource, type Resource } from '../../../resources/model';
import { mayRunAction, roleAccess } from '../../../resources/roles';

const Row = z.object({ id: z.number().int() });
const list = { columns: [{ source: 'id' }], defaultSort: { field: 'id', order: 'DESC' } } as const;
const change = (only?: 'central') =>
  defineAction({ scope: 'collection', request: { method: 'POST', path: 'x' }, input: z.object({}), ...(only ? { only } : {}) });

const resources = [
  defineResource({
    name: 'shops',
    route: '/shops',
    api: { path: 'shops' },
    schema: Row,
    list,
    actions: { open: change(), audit: change('central') },
  }),
  defineResource({ name: 'offices', route: '/offices', api: { path: 'offices' }, schema: Row, list, audience: 'central' }),
  defineResource({
    name: 'tills',
    route: '/tills',
    api: { path: 'tills' },
    schema: Row,
    list,
    audience: 'operator',
    actions: { read: defineAction({ scope: 'record', request: { method: 'GET', path: '{id}/read' }, input: z.object({}) }) },
  }),
] as Resource[];

describe('roleAccess', () => {
  const roles = roleAccess(resources, { CENTRAL_MANAGER: 2, OFFICE: 5 });
  const of = (role: string) => roles.find((entry) => entry.role === role)!;

  it('lists every role of 000 §3 in its order', () => {
    expect(roles.map((entry) => entry.role)).toEqual([
      'CENTRAL_MANAGER',
      'CENTRAL_OR_OFFICE_MANAGER',
      'OFFICE',
      'PLAYER',
      'ADMINISTRATOR',
      'PLAYER_OR_GUEST',
      'MANAGER_OR_GUEST',
      'GUEST_PLAYER',
      'DENY_ALL',
      'GUEST_MANAGER',
    ]);
  });

  it('gives a central manager every screen in the views its audience allows, and every change', () => {
    expect(of('CENTRAL_MANAGER')).toEqual({
      role: 'CENTRAL_MANAGER',
      kind: 'staff',
      holders: ['CENTRAL_MANAGER'],
      accounts: 2,
      screens: [
        { resource: 'shops', route: '/shops', views: ['central', 'operator'], actions: ['open', 'audit'] },
        { resource: 'offices', route: '/offices', views: ['central'], actions: [] },
        { resource: 'tills', route: '/tills', views: ['operator'], actions: [] },
      ],
    });
  });

  it('gives an office manager the operator screens without the central-only changes', () => {
    expect(of('OFFICE').screens).toEqual([
      { resource: 'shops', route: '/shops', views: ['operator'], actions: ['open'] },
      { resource: 'tills', route: '/tills', views: ['operator'], actions: [] },
    ]);
    expect(of('OFFICE').accounts).toBe(5);
  });

  it('gives a group of manager roles what is open to all of them', () => {
    expect(of('CENTRAL_OR_OFFICE_MANAGER')).toMatchObject({ kind: 'staffGroup', accounts: 7, screens: of('OFFICE').screens });
  });

  it('gives visitors, players, administrators and DENY_ALL no screen', () => {
    for (const role of ['PLAYER', 'ADMINISTRATOR', 'PLAYER_OR_GUEST', 'MANAGER_OR_GUEST', 'GUEST_PLAYER', 'DENY_ALL', 'GUEST_MANAGER']) {
      expect(of(role)).toMatchObject({ holders: [], accounts: 0, screens: [] });
    }
    expect(of('GUEST_MANAGER').kind).toBe('guest');
    expect(of('GUEST_PLAYER').kind).toBe('player');
    expect(of('DENY_ALL').kind).toBe('none');
  });

  it('lets only central managers run a central-only action', () => {
    expect(mayRunAction({ only: 'central' }, 'OFFICE')).toBe(false);
    expect(mayRunAction({ only: 'central' }, 'CENTRAL_MANAGER')).toBe(true);
    expect(mayRunAction({ only: 'beta' }, 'OFFICE')).toBe(true);
    expect(mayRunAction({}, 'OFFICE')).toBe(true);
  });
});
