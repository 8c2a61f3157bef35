/** Theme rule, version check, the `open` parameter, central-only routes and the debug shortcut. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockReason, visibleItems } from '../../../src/layout/menuItems';
import { playerSearchUrl } from '../../../src/layout/playerSearchUrl';
import { parseOpen, withoutOpen } from '../../../src/layout/ProfileDialogHost';
import { isDarkMode } from '../../../src/shell/theme';
import { isDebugShortcut } from '../../../src/shell/useDebugShortcut';
import { startVersionCheck, VERSION_CHECK_MS } from '../../../src/shell/versionCheck';

describe('theme', () => {
  it('is dark when the user says so, or when not light and the server default is dark', () => {
    expect(isDarkMode('dark', false)).toBe(true);
    expect(isDarkMode('default', true)).toBe(true);
    expect(isDarkMode('light', true)).toBe(false);
    expect(isDarkMode('default', false)).toBe(false);
  });
});

describe('version check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads when /version.json changes, checking every 180 s', async () => {
    const versions = ['a', 'a', 'b'];
    const fetch = vi.fn(async () => new Response(JSON.stringify({ version: versions.shift() })));
    const reload = vi.fn();
    const stop = startVersionCheck({ fetch: fetch as unknown as typeof globalThis.fetch, reload });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_MS);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    stop();
  });
});

describe('open parameter', () => {
  it('names the player or manager popup; closing removes only open', () => {
    expect(parseOpen('player-42')).toEqual({ kind: 'player', playerId: '42' });
    expect(parseOpen(`manager-${encodeURIComponent('backoffice:office1@demo.test')}`)).toEqual({
      kind: 'manager',
      code: 'backoffice:office1@demo.test',
    });
    expect(parseOpen('login')).toEqual({ kind: 'login' });
    expect(parseOpen('other')).toBeUndefined();
    expect(withoutOpen(new URLSearchParams('page=2&open=player-1&sort=id')).toString()).toBe('page=2&sort=id');
  });
});

describe('routes and roles', () => {
  const items = [{ route: '/players' }, { route: '/managers' }, { route: '/operators' }];
  it('central sees all, office only operator items, beta items only for beta testers', () => {
    const base = { operatorCode: 'op1', debug: false };
    expect(visibleItems(items, { ...base, role: 'central', beta: true }).map((i) => i.route)).toEqual([
      '/players',
      '/managers',
      '/operators',
    ]);
    expect(visibleItems(items, { ...base, role: 'central', beta: false }).map((i) => i.route)).toEqual(['/players', '/operators']);
    expect(visibleItems(items, { ...base, role: 'operator', beta: true }).map((i) => i.route)).toEqual(['/players', '/managers']);
    expect(visibleItems(items, { ...base, role: 'operator', beta: false }).map((i) => i.route)).toEqual(['/players']);
  });

  it('knows the central-only pages', () => {
    const office = { operatorCode: 'op1', debug: false, beta: true, role: 'operator' as const };
    expect(blockReason('/operators', '', office)).toBe('central');
    expect(blockReason('/bookmakers-leagues/5', '', office)).toBe('central');
    expect(blockReason('/reports', '?view=offer-monitoring', office)).toBe('central');
    expect(blockReason('/reports', '?view=revenue', office)).toBeUndefined();
    expect(blockReason('/players', '', office)).toBeUndefined();
  });

  it('searches players by username and opens the debug dialog with Ctrl+?', () => {
    expect(decodeURIComponent(playerSearchUrl('ana'))).toBe('/players?filter={"playerCode.playerUsername":"ana"}');
    expect(isDebugShortcut({ ctrlKey: true, key: '?', code: 'Slash', shiftKey: true })).toBe(true);
    expect(isDebugShortcut({ ctrlKey: false, key: '?', code: 'Slash', shiftKey: true })).toBe(false);
  });
});
