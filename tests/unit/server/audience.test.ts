/** The server's access check reads the declared audience of a resource. */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { audienceContext } from '../../../server/resource/audience';
import type { Manager } from '../../../server/auth/managers';

const manager = { role: 'CENTRAL_MANAGER' } as Manager;
const request = {} as FastifyRequest;
const inView = (operatorCode: string | null) => async () => ({ manager, scope: { operatorCode } });

describe('audience check of resource routes', () => {
  it('refuses the central view for an operator screen and an operator view for a central screen, with 403', async () => {
    await expect(audienceContext({ name: 'operators', audience: 'central' }, inView('op1'))(request)).rejects.toMatchObject({
      statusCode: 403,
      message: 'operators is for the central view only',
    });
    await expect(audienceContext({ name: 'quick', audience: 'operator' }, inView(null))(request)).rejects.toMatchObject({
      statusCode: 403,
      message: "quick is for an operator's view only",
    });
  });

  it('lets the allowed view through, and takes the menu group audience when the resource states none', async () => {
    await expect(audienceContext({ name: 'operators', audience: 'central' }, inView(null))(request)).resolves.toMatchObject({
      scope: { operatorCode: null },
    });
    await expect(
      audienceContext({ name: 'news', menu: { group: 'central', icon: 'news', order: 1 } }, inView('op1'))(request),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      audienceContext({ name: 'players', menu: { group: 'players', icon: 'players', order: 1 } }, inView(null))(request),
    ).resolves.toBeDefined();
  });
});
