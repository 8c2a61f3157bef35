import './zodJitless';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyDebugQuery } from './flags/flags';
import { getUiColours, setMetaThemeColour } from './shell/theme';

applyDebugQuery(window.location.search);
// The colours saved from the last server info, before it loads again (000 §4 "Theme").
setMetaThemeColour(getUiColours().primary);

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain an element with id "root"');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
