/**
 * The console's generated dataProvider talking to the reference server of an API test: its
 * requests go through `app.inject`, so a test checks what the console sends against what the
 * server serves, without a browser.
 */
import type { FastifyInstance } from 'fastify';
import { createGeneratedDataProvider } from '../../src/generated/dataProvider';
import type { BackofficeDataProvider } from '../../src/data/types';

/** A fetch that hands each request to the fastify instance. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: String(input),
      headers: init.headers as Record<string, string>,
      payload: init.body as string | undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  }) as typeof fetch;
}

/** The console's dataProvider for `operator`, signed in with `token`, over the test's server. */
export function consoleProvider(app: FastifyInstance, token: string, operator: string): BackofficeDataProvider {
  return createGeneratedDataProvider({
    getOperator: () => operator,
    getToken: () => token,
    getLanguage: () => 'en',
    fetch: injectFetch(app),
    contractCheck: 'off',
  }) as BackofficeDataProvider;
}
