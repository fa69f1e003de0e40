import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { markdownPlugin } from './web/build/markdown.js';
import { messageCataloguesPlugin } from './web/build/messageCatalogues.js';
import { fileURLToPath } from 'node:url';

const contract = fileURLToPath(new URL('./functions/src/contract', import.meta.url));
const illustrator = fileURLToPath(new URL('./functions/src/engines/illustrator', import.meta.url));

// Three projects, run by `npm test` in this order: pure/unit + adapter contract suites,
// API integration (needs the Auth emulator, started by `npm run test:api`), web components.
// Workers a project runs its files in: two on the two-core machines that run the suites, where
// vitest's own default (cores - 1) would leave one idle; `npm test` runs two projects side by
// side and asks for one each (STORYSPROUT_TEST_WORKERS).
const WORKERS = Number(process.env.STORYSPROUT_TEST_WORKERS ?? 2);

const UNIT_FILES = [
  'functions/src/**/*.test.ts',
  'seed/**/*.test.ts',
  'emulators/**/*.test.ts',
  'smoke/**/*.test.ts',
  'web/build/**/*.test.ts',
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const NOT_UNIT = ['**/*.api.test.ts', '**/*.emulator.test.ts', '**/*.boot.test.ts', '**/node_modules/**'];
const MOCKING_UNIT_FILES = [
  'functions/src/shared/photos.heicOffThread.test.ts',
  'functions/src/adapters/firebaseAdmin/identity.test.ts',
];

export default defineConfig({
  test: {
    // A test that passes prints nothing: the app's own console lines (a failed load it logs while
    // a test checks what the page shows) are printed only with a failing test, where they help.
    silent: 'passed-only',
    projects: [
      {
        // web/build's tests read the gallery's content, which imports the contract as the web does.
        resolve: { alias: { '@contract': contract, '@engines/illustrator': illustrator } },
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: WORKERS,
          include: UNIT_FILES,
          exclude: [...NOT_UNIT, ...MOCKING_UNIT_FILES],
          testTimeout: 30_000,
          // These files mock no module, so a worker keeps its modules from one file to the next
          // (the engines, fonts and SDKs load once per worker, not once per file).
          isolate: false,
        },
      },
      {
        test: {
          // The unit files that replace a module (vi.mock) run each in a fresh module registry.
          name: 'unit-mocks',
          environment: 'node',
          maxWorkers: WORKERS,
          include: MOCKING_UNIT_FILES,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['functions/src/**/*.api.test.ts', 'seed/**/*.api.test.ts'],
          setupFiles: ['functions/src/testing/apiSetup.ts'],
          maxWorkers: WORKERS,
          // Every file builds its own deps (store, blobs, stand-ins: testing/testDeps.ts) and mocks
          // nothing, so a worker keeps its modules between files: the app and its SDKs are
          // imported twice a run instead of 40 times (92 s of imports down to 7 s).
          isolate: false,
          // A journey of two books with their pictures and print files takes seconds on the
          // Firestore emulator (each call a round trip to it); the limits leave room for a busy machine.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          // The built functions module booted as in a real project (needs `npm run build -w functions`).
          name: 'boot',
          environment: 'node',
          include: ['functions/src/**/*.boot.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'tasks',
          environment: 'node',
          include: ['functions/src/**/*.emulator.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react(), markdownPlugin(), messageCataloguesPlugin()],
        resolve: { alias: { '@contract': contract, '@engines/illustrator': illustrator } },
        test: {
          name: 'web',
          environment: 'jsdom',
          maxWorkers: WORKERS,
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
