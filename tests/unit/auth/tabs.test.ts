/**
 * The console's tabs of one session refresh once between them: they share the tokens (the same
 * storage) and a lock (Web Locks in the browser), and a tab whose turn comes after another one
 * refreshed takes the new tokens instead of sending the rotated refresh token again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/createAuthProvider';
import { createRefreshLock } from '../../../src/auth/refreshLock';
import { RECORD_WAIT_MS, createRotationRecord, memoryRotationRecord, type RotationRecord } from '../../../src/auth/rotationRecord';
import { createTokenStorage, memoryStorage, type KeyValueStorage } from '../../../src/auth/tokenStorage';
import { authApi, centralUser, jwt, memoryLocks } from './helpers';

const T0 = Date.parse('2024-06-15T12:00:00Z');
const LIFETIME = 40_000;

/** An API that rotates the refresh token and refuses every second use of one (no grace period). */
function rotatingApi() {
  let n = 1;
  const used = new Set<string>();
  const reused: string[] = [];
  const api = authApi({
    'auth/login': { body: { status: 'Valid', tokens: { accessToken: jwt(T0 + LIFETIME, 't1'), refreshToken: 'r1' } } },
    'auth/userinfo': { body: { payload: centralUser } },
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (String(input).endsWith('auth/refresh-token')) {
      // The answer takes a while: both tabs' planned refreshes are due while the first is on its way.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
      if (used.has(refreshToken) || refreshToken !== `r${n}`) {
        reused.push(refreshToken);
        return new Response(JSON.stringify({ message: 'Invalid or expired refresh token' }), { status: 401 });
      }
      used.add(refreshToken);
      n += 1;
      return new Response(JSON.stringify({ payload: { accessToken: jwt(Date.now() + LIFETIME, `t${n}`), refreshToken: `r${n}` } }));
    }
    return api.fetch(input, init);
  };
  const refreshes: string[] = [];
  const recording: typeof globalThis.fetch = async (input, init) => {
    if (String(input).endsWith('auth/refresh-token')) refreshes.push(String(init?.body));
    return fetch(input, init);
  };
  return { fetch: recording, refreshes, reused, current: () => `r${n}` };
}

/** Two tabs on one storage and one lock manager, and an API that rotates the refresh token. */
function twoTabs() {
  const { fetch, refreshes, reused, current } = rotatingApi();
  const storage = memoryStorage();
  const locks = memoryLocks();
  const rotations = memoryRotationRecord();
  const tab = () =>
    createAuthProvider({
      fetch,
      tokens: createTokenStorage(storage, () => undefined, undefined),
      refreshLock: createRefreshLock(locks),
      rotations,
    });
  return { tabs: [tab(), tab()], storage, refreshes, reused, current };
}

/**
 * Two copies of one storage, as two tabs in Chromium have them: a write in one reaches the other
 * copy `lagMs` later (and then fires its `storage` event there).
 */
function laggingStorages(lagMs: number) {
  const copies = [memoryStorage(), memoryStorage()];
  const events = [new EventTarget(), new EventTarget()];
  const copy = (index: number): KeyValueStorage => {
    const other = 1 - index;
    const later = (key: string, apply: () => void) =>
      setTimeout(() => {
        apply();
        events[other].dispatchEvent(Object.assign(new Event('storage'), { key }));
      }, lagMs);
    return {
      getItem: (key) => copies[index].getItem(key),
      setItem: (key, value) => {
        copies[index].setItem(key, value);
        later(key, () => copies[other].setItem(key, value));
      },
      removeItem: (key) => {
        copies[index].removeItem(key);
        later(key, () => copies[other].removeItem(key));
      },
    };
  };
  return [0, 1].map((index) => ({ storage: copy(index), events: events[index] as unknown as Window }));
}

/** Two tabs whose storage copies lag `lagMs` behind each other, on one lock and one rotation record. */
function laggingTabs(lagMs: number, rotations: RotationRecord) {
  const api = rotatingApi();
  const locks = memoryLocks();
  const tabs = laggingStorages(lagMs).map(({ storage, events }) =>
    createAuthProvider({
      fetch: api.fetch,
      tokens: createTokenStorage(storage, () => undefined, events),
      refreshLock: createRefreshLock(locks),
      rotations,
    }),
  );
  return { ...api, tabs };
}

describe('tabs of one session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('refresh once between them at each planned refresh, for five lifetimes', async () => {
    const { tabs, refreshes, reused, current } = twoTabs();
    await tabs[0].login({ username: 'boss@example.com', password: 'pw' });
    // The second tab opens on the stored tokens, as a link opened in a new tab does.
    const stops = tabs.map((tab) => tab.start());
    await vi.advanceTimersByTimeAsync(5 * LIFETIME);
    // A refresh 10 s before each expiry: one every 30 s between the two tabs, each sent once.
    expect(refreshes.length).toBeGreaterThanOrEqual(6);
    expect(new Set(refreshes).size).toBe(refreshes.length);
    expect(current()).toBe(`r${refreshes.length + 1}`);
    expect(reused).toEqual([]);
    expect(tabs.map((tab) => tab.isSignedIn())).toEqual([true, true]);
    expect(tabs.map((tab) => tab.getSessionEnd())).toEqual([undefined, undefined]);
    stops.forEach((stop) => stop());
  });

  it('a tab asked to refresh after another one did takes the new tokens without a call', async () => {
    const { tabs, refreshes, storage } = twoTabs();
    await tabs[0].login({ username: 'boss@example.com', password: 'pw' });
    const both = Promise.all([tabs[0].refresh(), tabs[1].refresh()]);
    await vi.advanceTimersByTimeAsync(1_000);
    const [first, second] = await both;
    expect([first, second]).toEqual([true, true]);
    expect(refreshes).toEqual([JSON.stringify({ refreshToken: 'r1' })]);
    expect(storage.getItem('backoffice.refreshToken')).toBe('r2');
    expect(tabs[1].getAccessToken()).toBe(tabs[0].getAccessToken());
  });

  it('without Web Locks both tabs send the same refresh token, which the server answers in its grace period', async () => {
    const storage = memoryStorage();
    const api = authApi({ 'auth/refresh-token': { body: { payload: { accessToken: jwt(T0 + LIFETIME), refreshToken: 'x1' } } } });
    const tokens = createTokenStorage(storage, () => undefined, undefined);
    tokens.set({ accessToken: jwt(T0 + LIFETIME), refreshToken: 'x0' });
    const unguarded = [0, 1].map(() => createAuthProvider({ fetch: api.fetch, tokens, refreshLock: (task) => task() }));
    await Promise.all(unguarded.map((tab) => tab.refresh()));
    expect(api.calls.map((call) => call.body)).toEqual([{ refreshToken: 'x0' }, { refreshToken: 'x0' }]);
    expect(storage.getItem('backoffice.refreshToken')).toBe('x1');
  });
});

describe('tabs whose copies of the storage lag behind each other', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  /** Both tabs signed in on one session, their storage copies alike. */
  async function signedIn(tabs: ReturnType<typeof laggingTabs>['tabs']) {
    await tabs[0].login({ username: 'boss@example.com', password: 'pw' });
    await vi.advanceTimersByTimeAsync(2_000);
    return tabs.map((tab) => tab.start());
  }

  it('the tab after the lock takes the recorded refresh although its storage still holds the rotated token', async () => {
    const { tabs, refreshes, reused } = laggingTabs(1_000, memoryRotationRecord());
    const stops = await signedIn(tabs);
    expect(tabs[1].getAccessToken()).toBe(tabs[0].getAccessToken());
    const both = Promise.all(tabs.map((tab) => tab.refresh()));
    await vi.advanceTimersByTimeAsync(500);
    // The first refresh has been answered, but the second tab's copy has not heard of it yet.
    expect(await both).toEqual([true, true]);
    expect(refreshes).toEqual([JSON.stringify({ refreshToken: 'r1' })]);
    expect(reused).toEqual([]);
    expect(tabs[1].getAccessToken()).toBe(tabs[0].getAccessToken());
    stops.forEach((stop) => stop());
  });

  it('refresh once between them for five lifetimes', async () => {
    const { tabs, refreshes, reused, current } = laggingTabs(1_000, memoryRotationRecord());
    const stops = await signedIn(tabs);
    await vi.advanceTimersByTimeAsync(5 * LIFETIME);
    expect(refreshes.length).toBeGreaterThanOrEqual(6);
    expect(new Set(refreshes).size).toBe(refreshes.length);
    expect(current()).toBe(`r${refreshes.length + 1}`);
    expect(reused).toEqual([]);
    expect(tabs.map((tab) => tab.isSignedIn())).toEqual([true, true]);
    stops.forEach((stop) => stop());
  });

  it('without the record the second tab sends the rotated token again, and the session ends', async () => {
    const nothing: RotationRecord = { read: async () => undefined, write: async () => undefined, clear: async () => undefined };
    const { tabs, refreshes, reused } = laggingTabs(1_000, nothing);
    const stops = await signedIn(tabs);
    const both = Promise.all(tabs.map((tab) => tab.refresh()));
    // Each answer takes 300 ms; the second tab sends when the first has its answer, before its copy hears of it.
    await vi.advanceTimersByTimeAsync(800);
    expect(await both).toEqual([true, false]);
    expect(refreshes).toEqual([JSON.stringify({ refreshToken: 'r1' }), JSON.stringify({ refreshToken: 'r1' })]);
    expect(reused).toEqual(['r1']);
    expect(tabs[1].getSessionEnd()).toEqual({ message: 'app.auth.unauthorized' });
    stops.forEach((stop) => stop());
  });

  it('a record store that does not answer holds the refresh up for a bounded time only', async () => {
    // An IndexedDB whose open never answers (a browser stuck on its storage).
    const silent = { open: () => ({}) as IDBOpenDBRequest } as unknown as IDBFactory;
    const tokens = createTokenStorage(memoryStorage(), () => undefined, undefined);
    tokens.set({ accessToken: jwt(T0 + LIFETIME), refreshToken: 'x0' });
    const api = authApi({ 'auth/refresh-token': { body: { payload: { accessToken: jwt(T0 + 2 * LIFETIME), refreshToken: 'x1' } } } });
    const tab = createAuthProvider({
      fetch: api.fetch,
      tokens,
      refreshLock: createRefreshLock(memoryLocks()),
      rotations: createRotationRecord(silent),
    });
    let done: boolean | undefined;
    void tab.refresh().then((value) => (done = value));
    await vi.advanceTimersByTimeAsync(RECORD_WAIT_MS - 100);
    expect(done).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2 * RECORD_WAIT_MS);
    expect(done).toBe(true);
    expect(tokens.get().refreshToken).toBe('x1');
  });
});

describe('another tab changes the stored tokens', () => {
  it('plans the refresh for its new tokens, and ends here too when it signed out', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    try {
      const events = new EventTarget();
      const storage = memoryStorage();
      const write = createTokenStorage(storage, () => undefined, undefined);
      write.set({ accessToken: jwt(T0 + LIFETIME), refreshToken: 'r1' });
      const api = authApi({ 'auth/refresh-token': { body: { payload: { accessToken: jwt(T0 + 10 * LIFETIME), refreshToken: 'r9' } } } });
      const tab = createAuthProvider({
        fetch: api.fetch,
        tokens: createTokenStorage(storage, () => undefined, events as unknown as Window),
        refreshLock: createRefreshLock(memoryLocks()),
      });
      const changes = vi.fn();
      tab.subscribe(changes);
      const stop = tab.start();
      // The other tab refreshed: its access token lives 5 lifetimes; this tab plans for it.
      write.set({ accessToken: jwt(T0 + 5 * LIFETIME), refreshToken: 'r2' });
      events.dispatchEvent(Object.assign(new Event('storage'), { key: 'backoffice.accessToken' }));
      expect(changes).toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(LIFETIME);
      expect(api.calls.filter((call) => call.path === 'auth/refresh-token')).toEqual([]);
      // The other tab signed out.
      write.clear();
      events.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
      expect(tab.isSignedIn()).toBe(false);
      await vi.advanceTimersByTimeAsync(10 * LIFETIME);
      expect(api.calls.filter((call) => call.path === 'auth/refresh-token')).toEqual([]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
