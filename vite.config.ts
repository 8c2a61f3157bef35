import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { generatorPlugin } from './generator/vite-plugin';
import { precompressPlugin } from './scripts/vite-precompress';
import { hyphenationPlugin } from './scripts/hyphenation';
import { listChunk } from './scripts/list-chunk';

/** `npm run dev` sets API_PROXY_TARGET to the API it started. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8081';

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).trim();
  } catch {
    return '';
  }
}

/** The UI build facts shown in the footer and the debug dialog. */
const packageVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;
const uiBuild = {
  version: packageVersion,
  buildNumber: process.env.BUILD_NUMBER ?? (git(['rev-list', '--count', 'HEAD']) || '0'),
  commitId: process.env.GIT_COMMIT_ID ?? git(['rev-parse', '--short', 'HEAD']),
  builtAt: new Date().toISOString(),
};

/**
 * Emits dist/version.json (`{ version }`): the console reads it every 180 s and reloads when a
 * new build is deployed (000 §4). Every build gets a new version.
 */
function versionJsonPlugin(): Plugin {
  return {
    name: 'backoffice-version-json',
    apply: 'build',
    generateBundle() {
      const version = `${uiBuild.version}+${uiBuild.buildNumber}.${uiBuild.commitId || 'local'}.${uiBuild.builtAt}`;
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ ...uiBuild, version }, null, 2)}\n` });
    },
  };
}

/**
 * react-router publishes its production build beside the development one but its package exports
 * name only the development one (the two differ in the development warnings). A build takes the
 * production one, for both entry points, so a single copy of the router is bundled.
 */
const routerDist = (entry: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${entry}`, import.meta.url));
const productionRouter = [
  { find: /^react-router$/, replacement: routerDist('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
];

/** Polyfills of what every supported browser has, resolved to the browser's own (see the module). */
const nativeBuiltIns = [
  { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/shims/objectEntries.ts', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  // Build only: the development server pre-bundles dependencies with esbuild, whose `require` of an
  // ES module gives its namespace object, not the function.
  resolve: { alias: command === 'build' ? [...productionRouter, ...nativeBuiltIns] : [] },
  plugins: [react(), generatorPlugin(), hyphenationPlugin(), versionJsonPlugin(), precompressPlugin()],
  define: { __UI_BUILD__: JSON.stringify(uiBuild) },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, rollupOptions: { output: { manualChunks: listChunk(), onlyExplicitManualChunks: true } } },
}));
