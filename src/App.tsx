/**
 * The console: react-admin with path-based routes (BrowserRouter around <Admin>, so URLs read
 * /players rather than /#/players), the generated resources, and the shell's pages.
 */
import { useEffect } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from './auth/createAuthProvider';
import { createGeneratedDataProvider } from './generated/dataProvider';
import { generatedResources } from './generated/registry';
import { createI18nProvider } from './i18n/createI18nProvider';
import { AppLayout } from './layout/AppLayout';
import { AppTitle } from './layout/AppTitle';
import { resolveOperator } from './operator/operatorStore';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { LogoutPage } from './pages/LogoutPage';
import { MyProfilePage } from './pages/MyProfilePage';
import { NotFoundPage } from './pages/NotFoundPage';

const i18nProvider = createI18nProvider();
const authProvider = createAuthProvider({ getLanguage: () => i18nProvider.getLocale() });
const dataProvider = createGeneratedDataProvider({
  getOperator: () => resolveOperator(authProvider.getUser()),
  getToken: authProvider.getAccessToken,
  getLanguage: () => i18nProvider.getLocale(),
  onUnauthorized: authProvider.refresh,
});

/** The whole console. */
export function App() {
  useEffect(() => authProvider.start(), []);
  return (
    <BrowserRouter>
      <Admin
        title={<AppTitle />}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        dashboard={HomePage}
        catchAll={NotFoundPage}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/auth/login" element={<LoginPage />} />
          <Route path="/auth/logout" element={<LogoutPage />} />
          <Route path="/login" element={<Navigate to="/auth/login" replace />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/my-profile" element={<MyProfilePage />} />
        </CustomRoutes>
        {generatedResources.map((resource) => (
          <Resource key={resource.name} name={resource.name} list={resource.list} show={resource.show} edit={resource.edit} />
        ))}
      </Admin>
    </BrowserRouter>
  );
}
