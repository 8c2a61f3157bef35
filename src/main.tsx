import './zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyDebugQuery } from './flags/flags';
import { loadFontSubsets } from './fonts/fontSubsets';
import { getUiColours, setMetaThemeColour } from './shell/theme';

applyDebugQuery(window.location.search);
// Latin now; a language that needs another script adds its subset when it is chosen.
void loadFontSubsets('en');
// The colours saved from the last server info, before it loads again (000 §4 "Theme").
setMetaThemeColour(getUiColours().primary);

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain an element with id "root"');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
