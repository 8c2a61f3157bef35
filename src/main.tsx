import './zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyDebugQuery } from './flags/flags';
import { loadFontSubsets } from './fonts/fontSubsets';
import { hasStoredSession } from './auth/tokenStorage';
import { preloadRoute } from './shell/preloadRoute';
import { getUiColours, setMetaThemeColour } from './shell/theme';

applyDebugQuery(window.location.search);
// Latin now; a language that needs another script adds its subset when it is chosen.
void loadFontSubsets('en');
// A signed-in manager's screen loads beside the session and server info calls, not after them.
if (hasStoredSession()) preloadRoute(window.location.pathname);
// The colours saved from the last server info, before it loads again (000 §4 "Theme").
setMetaThemeColour(getUiColours().primary);

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain an element with id "root"');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
