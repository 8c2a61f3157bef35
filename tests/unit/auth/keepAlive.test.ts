import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_MS, startKeepAlive } from '../../../src/auth/keepAlive';
import { rewriteApiUrl } from '../../../src/auth/externalLogin';
import { createDataProvider } from '../../../src/data/createDataProvider';
import { fakeFetch } from '../data/fakeFetch';

afterEach(() => vi.useRealTimers());

describe('keep-alive (000 §7, 240 s of 000 §9)', () => {
  it('calls GET keepAlive every 240 s while staff work, in the external login mode only', async () => {
    vi.useFakeTimers();
    const events = new EventTarget();
    const send = vi.fn(async () => true);
    let external = true;
    const stop = startKeepAlive({ send, isExternal: () => external, events });
    expect(KEEP_ALIVE_MS).toBe(240_000);

    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(send).not.toHaveBeenCalled(); // nobody worked in the page

    events.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);

    // One call per interval, however many inputs; an idle interval sends none.
    events.dispatchEvent(new Event('pointerdown'));
    events.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(send).toHaveBeenCalledTimes(2);

    external = false;
    events.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(send).toHaveBeenCalledTimes(2);

    stop();
    external = true;
    events.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('goes to the OIDC API path: GET /authO/api/officeapp/keepAlive', async () => {
    const fake = fakeFetch({ body: { success: true, payload: true } });
    const provider = createDataProvider(
      {},
      {
        getOperator: () => 'op1',
        getToken: () => 't',
        getLanguage: () => 'en',
        fetch: fake.fetch,
        rewriteUrl: (url) => rewriteApiUrl(url, true),
      },
    );
    await provider.callApi({ method: 'GET', path: 'keepAlive' });
    expect(fake.calls.map((call) => [call.method, call.url])).toEqual([['GET', '/authO/api/officeapp/keepAlive']]);
  });
});
