import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppError } from './AppError';
import { AppMenu } from './AppMenu';
import { useRouteGuard } from './useRouteGuard';
import { OperatorsLoaderContext } from '../widgets/OperatorsLoaderContext';
import { useOperatorCodesLoader } from '../operator/useOperatorCodesLoader';

/** The console layout: react-admin's layout with our top bar, menu and error page (sidebar state kept in the react-admin store), plus the operator loader for operator filters. */
export function AppLayout({ children }: { children: ReactNode }) {
  useRouteGuard();
  const loadOperators = useOperatorCodesLoader();
  return (
    <OperatorsLoaderContext.Provider value={loadOperators}>
      <Layout appBar={AppBar} menu={AppMenu} error={AppError}>
        {children}
      </Layout>
    </OperatorsLoaderContext.Provider>
  );
}
