import { styled } from '@mui/material';
import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as ErrorPage, LayoutClasses, Loading, SkipNavigationButton, type ErrorProps, type SidebarProps } from 'react-admin';

const Frame = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars ?? theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  // The app bar is sticky: it takes its own height in the flow, so no margin makes room for it.
  [`& .${LayoutClasses.appFrame}`]: { display: 'flex', flexDirection: 'column', flexGrow: 1 },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars ?? theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: theme.spacing(0, 1),
  },
}));

export interface ConsoleFrameProps {
  appBar: ComponentType;
  sidebar: ComponentType<SidebarProps>;
  menu: ComponentType;
  error: ComponentType<ErrorProps>;
  children: ReactNode;
}

/**
 * The page's frame: a skip link, the app bar, the side menu and the content, whose errors show
 * the error page (until the address changes). The same structure and classes as react-admin's
 * `Layout` (`RaLayout-appFrame`, `-contentWithSidebar`, `-content`), without its preferences
 * inspector: the console has no configurable components, and the inspector reads the page's width
 * on every render, which lays the page out in the middle of rendering it.
 *
 * @example
 * <ConsoleFrame appBar={AppBar} sidebar={AppSidebar} menu={AppMenu} error={AppError}>{page}</ConsoleFrame>
 */
export function ConsoleFrame({ appBar: AppBar, sidebar: Sidebar, menu: Menu, error, children }: ConsoleFrameProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Frame className="layout">
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <AppBar />
        <main className={LayoutClasses.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={LayoutClasses.content}>
            <ErrorBoundary
              onError={(_, info) => setErrorInfo(info)}
              fallbackRender={({ error: thrown, resetErrorBoundary }) => (
                <ErrorPage error={thrown as Error} errorComponent={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}
