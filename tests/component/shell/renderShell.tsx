/** Renders shell components inside react-admin's contexts with the real English catalogue. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Notification, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createI18nProvider } from '../../../src/i18n/createI18nProvider';

export function renderShell(
  ui: ReactNode,
  { authProvider, dataProvider, path = '/' }: { authProvider?: AuthProvider; dataProvider?: DataProvider; path?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="*" element={ui} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
