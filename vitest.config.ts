import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { hyphenationPlugin } from './scripts/hyphenation';

export default defineConfig({
  plugins: [react(), hyphenationPlugin()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/generator/**/*.test.ts'],
          // The files share one module graph instead of importing it again for each file: a
          // third of the CPU time (docs/testing.md). A unit test leaves no global state behind
          // (stubbed globals, fake timers and spies are restored in an afterEach).
          isolate: false,
          // Generator tests run ts-morph over every declaration: seconds each on a small, busy machine.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
          // Whole react-admin trees render in jsdom: generous on a small, busy machine.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Races need a server that runs transactions side by side: they run on PostgreSQL only.
          exclude: ['tests/api/pg/**'],
          // One seeded database for the run, each test file's database started from its dump.
          globalSetup: ['tests/api/pglite-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The same API tests on Debian's PostgreSQL: one throw-away cluster for the run, a copy
          // of a seeded template database per test file (tests/api/pg-setup.ts).
          name: 'api-pg',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // These three test the embedded database's own folder and start-up; the fourth its one
          // statement at a time (PostgreSQL streams an export in one COPY beside other connections).
          exclude: [
            'tests/api/durability.test.ts',
            'tests/api/reseed.test.ts',
            'tests/api/static.test.ts',
            'tests/api/report-beside-record.test.ts',
          ],
          globalSetup: ['tests/api/pg-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One seeded data folder for the run; each test file's server starts on a copy.
          globalSetup: ['tests/e2e/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A poll waits for its condition, not for a time: on a loaded machine a list can take
          // seconds to answer a new filter, so a poll gives up only after 30 s (vitest's default is 1 s).
          expect: { poll: { timeout: 30_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
