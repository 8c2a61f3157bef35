import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerTimestamp, offsetFrom, serverNow, serverOffsetMs } from '../../../src/data/serverClock';
import { setServerInfo } from '../../../src/shell/serverInfo';
import { createGeneratedDataProvider } from '../../../src/generated/dataProvider';
import { fakeFetch, queryOf } from './fakeFetch';
import { listEnvelope } from './fixtures';

afterEach(() => {
  noteServerTimestamp(new Date().toISOString());
  vi.useRealTimers();
});

describe('server clock (000 §4)', () => {
  it('computes the offset from serverTimestamp and ignores what does not parse', () => {
    const local = Date.parse('2025-01-01T10:00:00Z');
    expect(offsetFrom('2025-01-01T10:05:00Z', local)).toBe(300_000);
    expect(offsetFrom('not a date', local)).toBe(0);
    expect(offsetFrom(undefined, local)).toBe(0);
  });

  it('GET info sets the offset that serverNow uses; an answer without a timestamp keeps it', () => {
    vi.useFakeTimers({ now: Date.parse('2025-01-01T10:00:00Z') });
    setServerInfo({ serverTimestamp: '2025-01-01T12:00:00Z' });
    expect(serverOffsetMs()).toBe(2 * 3_600_000);
    noteServerTimestamp(undefined);
    expect(serverNow().toISOString()).toBe('2025-01-01T12:00:00.000Z');
  });

  it('time frames are resolved on the server clock', async () => {
    vi.useFakeTimers({ now: Date.parse('2025-01-01T23:30:00Z') });
    // The server is two days ahead of this browser.
    noteServerTimestamp('2025-01-03T23:30:00Z');
    const fake = fakeFetch({ body: listEnvelope([]) });
    const provider = createGeneratedDataProvider({ getOperator: () => 'op1', getToken: () => 't', getLanguage: () => 'en', fetch: fake.fetch, now: serverNow });
    await provider.getList('statistics-activities-log', { pagination: { page: 1, perPage: 100 }, sort: { field: 'time', order: 'DESC' }, filter: { time: 'last24hours' } });
    const filter = JSON.parse(queryOf(fake.calls[0]).filter) as { time: { from: string; to: string } };
    expect(Date.parse(filter.time.to)).toBe(Date.parse('2025-01-03T23:30:00Z'));
  });
});
