import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { generatorPlugin } from './generator/vite-plugin';

/** `npm run dev` sets API_PROXY_TARGET to the API it started. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8081';

export default defineConfig({
  plugins: [react(), generatorPlugin()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
