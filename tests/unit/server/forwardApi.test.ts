/**
 * The `API_TARGET` forwarding: path, query, method, headers and body reach the operator's API as
 * sent; the answer comes back with its status, headers and streamed body; a client that goes away
 * aborts the forwarded request; an API that does not answer is a 502 naming it.
 */
import fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/pg-cluster';
import { parseApiTarget, registerApiForwarding } from '../../../server/proxy/forwardApi';

describe('parseApiTarget', () => {
  it('takes an http(s) base URL and drops its trailing slash', () => {
    expect(parseApiTarget('https://api.example.com/api/officeapp/').href).toBe('https://api.example.com/api/officeapp');
  });

  it.each([
    ['api.example.com', /absolute URL/],
    ['ftp://api.example.com', /http or https/],
    ['https://api.example.com/api?x=1', /query or fragment/],
  ])('refuses %s', (value, message) => {
    expect(() => parseApiTarget(value)).toThrow(message);
  });
});

describe('forwarding /api/officeapp to the target', () => {
  let upstream: FastifyInstance;
  let console_: FastifyInstance;
  let consoleUrl: string;
  const seen: Array<{ method: string; url: string; headers: Record<string, unknown>; body: unknown }> = [];
  let streamClosedEarly: Promise<boolean>;
  let markStreamClosed: (early: boolean) => void;

  beforeAll(async () => {
    streamClosedEarly = new Promise((done) => (markStreamClosed = done));
    upstream = fastify();
    upstream.all('/base/*', async (request, reply) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: request.body });
      return reply
        .header('x-upstream', 'yes')
        .code(request.method === 'POST' ? 201 : 200)
        .send({ success: true, payload: request.url });
    });
    upstream.get('/base/slow-report', (request, reply) => {
      // A report that never ends until its client goes away.
      reply.raw.writeHead(200, { 'content-type': 'text/csv' });
      reply.raw.write('id;name\n');
      request.raw.socket.once('close', () => markStreamClosed(!reply.raw.writableFinished));
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    console_ = fastify();
    registerApiForwarding(console_, '/api/officeapp', parseApiTarget(`http://127.0.0.1:${port}/base`));
    await console_.listen({ port: 0, host: '127.0.0.1' });
    const consoleAddress = console_.server.address();
    consoleUrl = `http://127.0.0.1:${typeof consoleAddress === 'object' && consoleAddress ? consoleAddress.port : 0}`;
  });

  afterAll(async () => {
    await console_?.close();
    await upstream?.close();
  });

  it('sends path, query, method, headers and body as they are, and answers with the API answer', async () => {
    const response = await fetch(`${consoleUrl}/api/officeapp/op1/players?page=0&filter=%7B%22a%22%3A1%7D`, {
      method: 'POST',
      headers: { authorization: 'Bearer token-1', 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({ username: 'ana' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(await response.json()).toEqual({ success: true, payload: '/base/op1/players?page=0&filter=%7B%22a%22%3A1%7D' });
    const call = seen.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ username: 'ana' });
    expect(call.headers.authorization).toBe('Bearer token-1');
    expect(call.headers['accept-language']).toBe('de');
    expect(call.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(call.headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('stops the forwarded request when the client goes away', async () => {
    await new Promise<void>((done, fail) => {
      const request = httpRequest(`${consoleUrl}/api/officeapp/slow-report`, (response) => {
        response.once('data', () => {
          // The first rows arrived: the user cancels.
          request.destroy();
          done();
        });
      });
      request.once('error', (error) => (request.destroyed ? undefined : fail(error)));
      request.end();
    });
    expect(await streamClosedEarly).toBe(true);
  });

  it('forwards to an API at the root of its host (API_TARGET without a path)', async () => {
    const root = fastify();
    root.get('/info', async (request) => ({ success: true, payload: request.url }));
    await root.listen({ port: 0, host: '127.0.0.1' });
    const address = root.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const front = fastify();
    registerApiForwarding(front, '/api/officeapp', parseApiTarget(`http://127.0.0.1:${port}`));
    const response = await front.inject({ method: 'GET', url: '/api/officeapp/info?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toBe('/info?x=1');
    await front.close();
    await root.close();
  });

  it('answers 502 naming the API when it does not answer', async () => {
    const closedPort = await freePort();
    const alone = fastify();
    registerApiForwarding(alone, '/api/officeapp', parseApiTarget(`http://127.0.0.1:${closedPort}/api/officeapp`));
    const response = await alone.inject({ method: 'GET', url: '/api/officeapp/info' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain(`The API at http://127.0.0.1:${closedPort} did not answer`);
    await alone.close();
  });
});
