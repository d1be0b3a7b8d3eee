import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Vitest runs one worker fewer than the machine has cores: on the CI's 2 cores that is one, and
 * the second core idles while a test waits for its worker (the main process only transforms files
 * and gathers results). Two workers there; elsewhere Vitest's own default.
 */
const maxWorkers = Math.max(2, availableParallelism() - 1);

/** The test files under `dirs` whose source matches `pattern`: found by reading them, so a new one is never missed. */
const testsReading = (dirs: string[], pattern: RegExp) =>
  dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter(
        (f) => /\.test\.tsx?$/.test(f) && !/\.(api|scale)\.test\.ts$/.test(f) && !f.includes('node_modules'),
      )
      .map((f) => `${dir}/${f}`)
      .filter((f) => pattern.test(readFileSync(f, 'utf8'))),
  );

const NODE_DIRS = ['contract', 'render-core', 'workers', 'server', 'bench', 'scripts'];
const DOM_DIRS = ['src', 'commerce', 'marketing'];
const DOM_TESTS = [`{${DOM_DIRS.join(',')}}/**/*.test.{ts,tsx}`];
/**
 * Tests that replace a module or a global, or read process-wide state (fake timers, the console, the
 * environment, the log level), run in a module graph of their own; the rest share one per worker.
 */
const ISOLATED_NODE_TESTS = testsReading(
  NODE_DIRS,
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|\bspyOn\((console|process)\b|\bprocess\.env\.\w+ *=[^=]|\bsetLogLevel\(/,
);
const MOCKING_DOM_TESTS = testsReading(DOM_DIRS, /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/);

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Some unit tests start a process or decode photos: a shared 2-core machine needs room.
          testTimeout: 30_000,
          include: [`{${NODE_DIRS.join(',')}}/**/*.test.ts`],
          exclude: [...ISOLATED_NODE_TESTS, '**/*.api.test.ts', '**/*.scale.test.ts', '**/node_modules/**'],
          // One module graph per worker, as unit-dom below: 95 s instead of 123 s on 2 cores; the suite
          // passes with its files in shuffled orders (--sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          testTimeout: 30_000,
          include: ISOLATED_NODE_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['src/test/dom-setup.ts'],
          include: DOM_TESTS,
          exclude: [...MOCKING_DOM_TESTS, '**/node_modules/**'],
          // A worker runs its files one after another in one jsdom and one module graph, instead of a
          // fresh jsdom and fresh imports per file: 882 tests in 36 s instead of 148 s on 2 cores
          // (making a jsdom was 0.9 s of each file's 1.1 s). Testing Library empties the document
          // after each test; the suite passes with its files in shuffled orders (--sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module or a global (vi.mock, vi.stubGlobal) get a jsdom and a module
          // graph of their own: in a shared graph the module may already be imported for real.
          name: 'unit-dom-isolated',
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['src/test/dom-setup.ts'],
          include: MOCKING_DOM_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Each file starts its own server on its own data folder and database, and the server keeps
          // its caches per database or config: a worker reuses the imported server for the next file
          // instead of importing it again (halves the suite's import time). No API test mocks modules.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Two app servers, a worker process, PostgreSQL and s3rver: npm run test:scale.
          name: 'scale',
          environment: 'node',
          include: ['server/**/*.scale.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
