/**
 * The console's long-lived services: translations, the session and the query cache. They live in a
 * module of their own, away from the declarations, so that a saved change to a resource file (which
 * makes the dev server re-run `App.tsx` with the new screens) keeps the signed-in session, the
 * server info and the cached pages instead of starting over.
 */
import { createAuthProvider } from '../auth/createAuthProvider';
import { subscribeFlags } from '../flags/flags';
import { createI18nProvider } from '../i18n/createI18nProvider';
import { subscribeOperator } from '../operator/operatorStore';
import { createConsoleQueryClient } from './queryClient';

export const i18nProvider = createI18nProvider();

export const authProvider = createAuthProvider({ getLanguage: () => i18nProvider.getLocale() });

/** One query client for the console and the landing page's login: a 404 is final (no retries). */
export const queryClient = createConsoleQueryClient();

/**
 * The permissions follow the beta and debug flags and the operator chosen in the switcher at once:
 * a change reads them again, so the menu, the routes and the screens' columns change without a reload.
 */
const readPermissionsAgain = () => void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
subscribeFlags(readPermissionsAgain);
subscribeOperator(readPermissionsAgain);
