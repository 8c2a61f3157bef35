import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { usePermissions } from 'react-admin';
import type { Permissions } from '../auth/types';
import { OperatorsLoaderContext } from '../widgets/OperatorsLoaderContext';
import { useOperatorCodesLoader } from '../operator/useOperatorCodesLoader';
import { useOpeningScreenLoaded } from '../shell/openingList';
import { UnhandledErrorThrower } from '../shell/UnhandledErrorThrower';
import { closeDebugDialog, openDebugDialog, useDebugDialogOpen } from '../shell/debugDialogState';
import { useDebugShortcut } from '../shell/useDebugShortcut';
import { AppBar } from './AppBar';
import { AppError } from './AppError';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { ConsoleFrame } from './ConsoleFrame';
import { Footer } from './Footer';
import { ProfileDialogHost } from './ProfileDialogHost';
import { useRouteGuard } from './useRouteGuard';
import { lazyNamed } from '../resource-ui/lazyNamed';

// The debug dialog loads as its own chunk when first opened.
const DebugDialog = lazyNamed(() => import('../shell/DebugDialog'), 'DebugDialog');

/**
 * The layout's content, held back on a cold load until the opening screen's code is in
 * (`useOpeningScreenLoaded`); its own component, so that only it renders again when it opens.
 */
function OpeningScreenGate({ children }: { children: ReactNode }) {
  return useOpeningScreenLoaded() ? children : null;
}

/**
 * The console layout: the page's frame with our top bar, menu, error page and footer, the
 * popups of the `open` parameter, the debug dialog (Ctrl+? or the user menu, for central managers), and the
 * operator loader for operator filters. On a cold load the content waits for the opening
 * screen's code, which loads while the session starts (`useOpeningScreenLoaded`).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useRouteGuard();
  const loadOperators = useOperatorCodesLoader();
  const { permissions } = usePermissions<Permissions>();
  const debugOpen = useDebugDialogOpen();
  useDebugShortcut(permissions?.centralManager === true, openDebugDialog);
  return (
    <OperatorsLoaderContext.Provider value={loadOperators}>
      <ConsoleFrame appBar={AppBar} menu={AppMenu} sidebar={AppSidebar} error={AppError}>
        <UnhandledErrorThrower />
        <OpeningScreenGate>{children}</OpeningScreenGate>
        <Footer />
      </ConsoleFrame>
      <ProfileDialogHost />
      {debugOpen ? (
        <Suspense fallback={null}>
          <DebugDialog open onClose={closeDebugDialog} />
        </Suspense>
      ) : null}
    </OperatorsLoaderContext.Provider>
  );
}
