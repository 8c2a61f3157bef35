/**
 * Local settings (000 §3 "Local settings"), stored as one JSON object in localStorage. An
 * unparsable stored value is removed and logged (000 §4). The debug dialog edits them.
 */

/** How the console signs in (000 §2): inline form, modal, or an external identity provider. */
export type LoginMode = 'Inline' | 'Modal' | 'External';
export const LOGIN_MODES: readonly LoginMode[] = ['Inline', 'Modal', 'External'];

export interface LocalSettings {
  version: number;
  debugTestError: string;
  loginMode: LoginMode;
  externalRegistration: boolean;
  externalForgotPassword: boolean;
  heartbeatInfo: boolean;
  matchSnapshot: boolean;
  showNextMinute: boolean;
  preventLogoutDisabledAccount: boolean;
  monitoringPath: string;
}

/** Default monitoring path (000 §9). */
export const DEFAULT_MONITORING_PATH = '_monitoring';

export const DEFAULT_SETTINGS: LocalSettings = {
  version: 1,
  debugTestError: '',
  loginMode: 'Inline',
  externalRegistration: false,
  externalForgotPassword: false,
  heartbeatInfo: false,
  matchSnapshot: false,
  showNextMinute: false,
  preventLogoutDisabledAccount: false,
  monitoringPath: DEFAULT_MONITORING_PATH,
};

const KEY = 'backoffice.settings';
const listeners = new Set<() => void>();
let cached: LocalSettings | undefined;

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function load(): LocalSettings {
  const raw = storage()?.getItem(KEY);
  if (raw == null) return DEFAULT_SETTINGS;
  try {
    const value = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const merged = { ...DEFAULT_SETTINGS, ...value } as LocalSettings;
      if (!LOGIN_MODES.includes(merged.loginMode)) merged.loginMode = DEFAULT_SETTINGS.loginMode;
      return merged;
    }
  } catch {
    // handled below
  }
  console.warn(`Removed unparsable stored local settings: ${raw}`);
  storage()?.removeItem(KEY);
  return DEFAULT_SETTINGS;
}

/** The current settings. */
export function readSettings(): LocalSettings {
  cached ??= load();
  return cached;
}

/** Changes some settings, persists them and notifies subscribers. */
export function updateSettings(changes: Partial<LocalSettings>): void {
  cached = { ...readSettings(), ...changes };
  storage()?.setItem(KEY, JSON.stringify(cached));
  listeners.forEach((listener) => listener());
}

/** Back to the defaults (the debug dialog's Restore Defaults). */
export function restoreDefaultSettings(): void {
  storage()?.removeItem(KEY);
  cached = DEFAULT_SETTINGS;
  listeners.forEach((listener) => listener());
}

/** Subscribes to changes; returns the unsubscribe function. */
export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the cached settings (tests). */
export function resetSettingsCache(): void {
  cached = undefined;
}
