/**
 * Theme (000 §4): after server info loads, its colours are applied to the page (including the
 * meta theme colour) and saved, so the next start uses them at once. Dark mode is on if the
 * user theme is dark, or if it is not light and the server default is dark. The default user
 * theme is "default".
 */
import { BoundedDialogPaper } from '../widgets/ErrorBoundaries';
import type { Theme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { cellLinkStyles } from '../resource-ui/cellLinkStyle';
import { limitCellStyles } from '../pages/limits/limitColors';
import { enumChipStyles } from '../resource-ui/enumChip';
import { accessiblePalette } from './accessiblePalette';

export type UserTheme = 'default' | 'light' | 'dark';
export const DEFAULT_USER_THEME: UserTheme = 'default';

export interface UiColours {
  primary?: string;
  secondary?: string;
  darkTheme?: boolean;
  colors?: Record<string, string>;
}

const USER_THEME_KEY = 'backoffice.userTheme';
const UI_THEME_KEY = 'backoffice.uiTheme';
const listeners = new Set<() => void>();
let userTheme: UserTheme | undefined;
let colours: UiColours | undefined;

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const emit = () => listeners.forEach((listener) => listener());

/** Whether dark mode is on for a user theme and the server default. */
export function isDarkMode(user: UserTheme, serverDark: boolean | undefined): boolean {
  return user === 'dark' || (user !== 'light' && serverDark === true);
}

export function getUserTheme(): UserTheme {
  if (userTheme === undefined) {
    const stored = storage()?.getItem(USER_THEME_KEY);
    userTheme = stored === 'light' || stored === 'dark' || stored === 'default' ? stored : DEFAULT_USER_THEME;
  }
  return userTheme;
}

export function setUserTheme(next: UserTheme): void {
  userTheme = next;
  storage()?.setItem(USER_THEME_KEY, next);
  emit();
}

/** The saved server colours (from the last server info). */
export function getUiColours(): UiColours {
  if (colours === undefined) {
    try {
      colours = JSON.parse(storage()?.getItem(UI_THEME_KEY) ?? '{}') as UiColours;
    } catch {
      console.warn('Removed unparsable stored theme colours');
      storage()?.removeItem(UI_THEME_KEY);
      colours = {};
    }
  }
  return colours;
}

/** Applies and saves the server colours; sets the meta theme colour. */
export function applyUiColours(next: UiColours): void {
  colours = next;
  storage()?.setItem(UI_THEME_KEY, JSON.stringify(next));
  setMetaThemeColour(next.primary);
  applyCssColours(next.colors);
  emit();
}

/** Server `colors` as CSS custom properties on the page (`--backoffice-{name}`). */
export function applyCssColours(map: Record<string, string> | undefined): void {
  if (!map || typeof document === 'undefined') return;
  for (const [name, value] of Object.entries(map)) {
    if (/^[\w-]+$/.test(name) && typeof value === 'string') document.documentElement.style.setProperty(`--backoffice-${name}`, value);
  }
}

/** Sets `<meta name="theme-color">`. */
export function setMetaThemeColour(colour: string | undefined): void {
  if (!colour || typeof document === 'undefined') return;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = colour;
}

/**
 * The react-admin theme for a mode and the server colours; the palette keeps WCAG AA contrast for
 * any operator colours ({@link accessiblePalette}).
 */
export function buildTheme(dark: boolean, ui: UiColours): RaThemeOptions {
  const base = dark ? defaultDarkTheme : defaultLightTheme;
  return {
    ...base,
    palette: {
      ...base.palette,
      mode: dark ? 'dark' : 'light',
      ...accessiblePalette(dark, { primary: ui.primary, secondary: ui.secondary }),
    },
    components: {
      ...base.components,
      // Rules for plain elements that many cells render (enum chips, links, limits), installed once with the baseline.
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({ ...enumChipStyles(theme), ...cellLinkStyles(theme), ...limitCellStyles(theme) }),
      },
      // Every dialog's content inside an error boundary: one that fails says so, with Retry, and
      // the page behind stays usable. (`PaperComponent`, not `slots.paper`: MUI renders it as the
      // dialog's styled paper, so dialogs keep their margins and sizes.)
      MuiDialog: { defaultProps: { PaperComponent: BoundedDialogPaper } },
    },
  };
}

interface ThemeState {
  userTheme: UserTheme;
  colours: UiColours;
}
let snapshot: ThemeState | undefined;
const read = (): ThemeState => {
  const next = { userTheme: getUserTheme(), colours: getUiColours() };
  if (!snapshot || snapshot.userTheme !== next.userTheme || snapshot.colours !== next.colours) snapshot = next;
  return snapshot;
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The user theme, the saved colours and whether dark mode is on, re-rendering on change. */
export function useThemeState(): ThemeState & { dark: boolean } {
  const state = useSyncExternalStore(subscribe, read, read);
  return { ...state, dark: isDarkMode(state.userTheme, state.colours.darkTheme) };
}
