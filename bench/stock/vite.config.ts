/** Builds the stock react-admin baseline of the first-load benchmark (`bench/firstLoad.ts`). */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true },
});
