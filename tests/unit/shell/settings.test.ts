/** Flags and local settings persist locally; unparsable values are removed and logged. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFlags, resetFlagsCache, setFlag } from '../../../src/flags/flags';
import { readSettings, resetSettingsCache, restoreDefaultSettings, updateSettings } from '../../../src/flags/localSettings';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  resetFlagsCache();
  resetSettingsCache();
});
afterEach(() => vi.unstubAllGlobals());

describe('flags and settings', () => {
  it('persist and read back', () => {
    setFlag('beta', true);
    updateSettings({ loginMode: 'Modal', monitoringPath: 'grafana' });
    resetFlagsCache();
    resetSettingsCache();
    expect(readFlags()).toEqual({ beta: true, debug: false });
    expect(readSettings()).toMatchObject({ loginMode: 'Modal', monitoringPath: 'grafana' });
    restoreDefaultSettings();
    expect(readSettings()).toMatchObject({ loginMode: 'Inline', monitoringPath: '_monitoring' });
  });

  it('remove and log unparsable stored values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.set('backoffice.flag.debug', '{oops');
    store.set('backoffice.settings', 'not json');
    expect(readFlags().debug).toBe(false);
    expect(readSettings().loginMode).toBe('Inline');
    expect(store.has('backoffice.flag.debug')).toBe(false);
    expect(store.has('backoffice.settings')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
