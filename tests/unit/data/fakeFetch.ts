/** A recording fetch double for data-path tests. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown });

/** Returns a fetch that answers with the queued replies (the last one repeats) and records each call. */
export function fakeFetch(...replies: Reply[]) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    const { status = 200, body = null } = typeof reply === 'function' ? reply(call) : reply;
    const text = typeof body === 'string' ? body : body === null ? '' : JSON.stringify(body);
    return new Response(text, { status });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** The decoded query parameters of a recorded call. */
export function queryOf(call: RecordedCall): Record<string, string> {
  return Object.fromEntries(new URL(call.url, 'http://localhost').searchParams.entries());
}
