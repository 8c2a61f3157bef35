/**
 * The console: react-admin with path-based routes (ConsoleRouter, a BrowserRouter, around
 * <ConsoleAdmin>, react-admin's <Admin> without its own sign-in page, so URLs read /players rather
 * than /#/players), the generated resources, and the shell's pages.
 */
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { CustomRoutes, I18nContextProvider, Loading, Resource, ResourceContextProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { rewriteApiUrl } from './auth/externalLogin';
import { withSessionStart } from './auth/sessionStart';
import { useSignedIn } from './auth/useSignedIn';
import { readSettings } from './flags/localSettings';
import { createGeneratedDataProvider } from './generated/dataProvider';
import { resourceDefinitions } from './generated/declarations';
import { generatedResources } from './generated/registry';
import { AppLayout } from './layout/AppLayout';
import { AppTitle } from './layout/AppTitle';
import { LIST_PAGES } from './pages/listPages';
import { PAGE_SCREENS } from './pages/pageScreens';
import { RECORD_WORKSPACES } from './pages/recordPages';
import { requireOperator } from './operator/operatorStore';
import { serverNow } from './data/serverClock';
import { lazyNamed } from './resource-ui/lazyNamed';
import { lazyWithFallback } from './resource-ui/lazyWithFallback';
import { ConsoleAdmin } from './shell/ConsoleAdmin';
import { ConsoleRouter } from './shell/ConsoleRouter';
import { prefetchOpeningList, preloadOpeningScreen } from './shell/openingList';
import { authProvider, i18nProvider, queryClient } from './shell/consoleServices';
import { SessionEndToast } from './shell/SessionEndToast';
import { ShellOverlays } from './shell/ShellOverlays';
import { VisitorGate } from './shell/VisitorGate';

import { buildTheme, useThemeState } from './shell/theme';

// Pages load as their own chunks when first shown: a signed-in manager opening /players loads
// neither the landing page, nor the sign-in pages, nor the other screens. Pages inside the layout
// use its Suspense; those without it bring their own.
const loading = <Loading />;
const HomePage = lazyNamed(() => import('./pages/HomePage'), 'HomePage');
const NotFoundPage = lazyNamed(() => import('./pages/NotFoundPage'), 'NotFoundPage');
const MyProfilePage = lazyNamed(() => import('./pages/MyProfilePage'), 'MyProfilePage');
const RecordRouteShow = lazyNamed(() => import('./resource-ui/RecordRouteShow'), 'RecordRouteShow');
const BonusCampaignNewPage = lazyNamed(() => import('./pages/bonusCampaign/BonusCampaignNewPage'), 'BonusCampaignNewPage');
const ReportsPage = lazyNamed(() => import('./pages/reports/ReportsPage'), 'ReportsPage');
const HelpReaderPage = lazyNamed(() => import('./pages/help/HelpReaderPage'), 'HelpReaderPage');
const LoginPage = lazyWithFallback(() => import('./pages/LoginPage'), 'LoginPage', loading);
const AccountVerifiedPage = lazyWithFallback(() => import('./pages/auth/AccountVerifiedPage'), 'AccountVerifiedPage', loading);
const ResetPasswordPage = lazyWithFallback(() => import('./pages/auth/ResetPasswordPage'), 'ResetPasswordPage', loading);
const LogoutPage = lazyWithFallback(() => import('./pages/LogoutPage'), 'LogoutPage', loading);
const PublicLanding = lazyWithFallback(() => import('./shell/PublicLanding'), 'PublicLanding', null);

// The data provider is built from the declarations (a saved resource file gives a new one in dev);
// the services it uses keep their state in shell/consoleServices.ts.
const dataProvider = createGeneratedDataProvider({
  getOperator: () => requireOperator(authProvider.getRole()),
  getToken: authProvider.getAccessToken,
  getLanguage: () => i18nProvider.getLocale(),
  onUnauthorized: authProvider.refresh,
  // Time frames resolve on the server's clock (000 §4).
  now: serverNow,
  rewriteUrl: (url) => rewriteApiUrl(url, readSettings().loginMode === 'External'),
  // The opening list's first page may already be on its way (public/session-start.js).
  fetch: withSessionStart((input, init) => globalThis.fetch(input, init)),
});

const loadServerInfo = () => dataProvider.getServerInfo();

// A signed-in manager's opening list is asked for once the session names the operator, while the
// screen's code is loading: that starts at once.
if (authProvider.isSignedIn()) {
  preloadOpeningScreen(
    window.location,
    Object.fromEntries(generatedResources.map((resource) => [resource.name, LIST_PAGES[resource.name] ?? resource.list])),
  );
  authProvider.getPermissions().then(
    () => prefetchOpeningList(dataProvider, resourceDefinitions, window.location, LIST_PAGES, queryClient),
    () => undefined,
  );
}

/** The whole console. */
export function App() {
  useEffect(() => authProvider.start(), []);
  const { dark, colours } = useThemeState();
  const theme = useMemo(() => buildTheme(dark, colours), [dark, colours]);
  const muiTheme = useMemo(() => createTheme(theme as ThemeOptions), [theme]);
  const signedIn = useSignedIn(authProvider);
  return (
    <ConsoleRouter>
      <VisitorGate
        signedIn={signedIn}
        landing={
          <PublicLanding
            i18nProvider={i18nProvider}
            theme={theme as ThemeOptions}
            authProvider={authProvider}
            queryClient={queryClient}
            loadInfo={loadServerInfo}
          />
        }
      >
        <ConsoleAdmin
          queryClient={queryClient}
          title={<AppTitle />}
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          layout={AppLayout}
          dashboard={HomePage}
          catchAll={NotFoundPage}
          notification={ShellOverlays}
          theme={theme}
          darkTheme={null}
          requireAuth
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route path="/auth/login" element={<LoginPage />} />
            <Route path="/auth/register" element={<LoginPage modal="register" />} />
            <Route path="/auth/forgot-password" element={<LoginPage modal="forgot-password" />} />
            <Route path="/auth/account-verified" element={<AccountVerifiedPage />} />
            <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
            <Route path="/auth/logout" element={<LogoutPage />} />
            <Route path="/login" element={<Navigate to="/auth/login" replace />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/home" element={<HomePage />} />
            <Route path="/my-profile" element={<MyProfilePage />} />
            <Route path="/bonus-campaign-new" element={<BonusCampaignNewPage />} />
            {/* react-admin's create address of the campaigns leads to their own create page. */}
            <Route path="/bonus-campaign/create" element={<Navigate to="/bonus-campaign-new" replace />} />
            <Route path="/reports" element={<ReportsPage />} />
            {/* The published help centre, for every manager (the editing screen is /help-center). */}
            <Route path="/help" element={<HelpReaderPage />} />
            {PAGE_SCREENS.map(({ route, path, component: Page }) => (
              <Route key={route} path={path ?? route} element={<Page />} />
            ))}
            {/* A resource whose route is not its name (the finance product's /spot/spot-banking…) lists at its route; its records open under the name. */}
            {generatedResources
              .filter((resource) => resource.route !== `/${resource.name}`)
              .map(({ name, route, list: List }) => {
                const Page = LIST_PAGES[name] ?? List;
                return (
                  <Route
                    key={route}
                    path={route}
                    element={
                      <ResourceContextProvider value={name}>
                        <Page />
                      </ResourceContextProvider>
                    }
                  />
                );
              })}
            {/* Record routes: a record by another field than its id (002 §2: /deposits/{id}, /withdrawals/{id}). */}
            {generatedResources.flatMap((resource) =>
              (resource.recordRoutes ?? []).map((route) => (
                <Route
                  key={route.route}
                  path={`${route.route}/:id`}
                  element={<RecordRouteShow key={route.route} resource={resource} route={route} />}
                />
              )),
            )}
          </CustomRoutes>
          {generatedResources.map((resource) => (
            // The spec links records as /<resource>/{id} (betslips, bonuses): a resource without an
            // edit form shows the record there. A resource with a workspace (players) shows it
            // at /<resource>/{id}/show, and its edit route leads there.
            <Resource
              key={resource.name}
              name={resource.name}
              list={LIST_PAGES[resource.name] ?? resource.list}
              show={RECORD_WORKSPACES[resource.name]?.show ?? resource.show}
              edit={RECORD_WORKSPACES[resource.name]?.edit ?? resource.edit ?? resource.show}
              create={RECORD_WORKSPACES[resource.name]?.create}
            />
          ))}
        </ConsoleAdmin>
      </VisitorGate>
      {/* Outside the gate: the message stays while the landing page replaces the console. */}
      <I18nContextProvider value={i18nProvider}>
        <ThemeProvider theme={muiTheme}>
          <SessionEndToast authProvider={authProvider} />
        </ThemeProvider>
      </I18nContextProvider>
    </ConsoleRouter>
  );
}
