import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';

/**
 * no-cycle follows imports into the files they name, so it must read TypeScript files too. It
 * counts the imports that run: a cycle made only of `import type` is not one at run time.
 */
const TYPESCRIPT_MODULES = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

const ONLY_INDEX_IMPORTS_FIREBASE_FUNCTIONS = {
  group: ['firebase-functions', 'firebase-functions/*'],
  message: 'Only functions/src/index.ts imports firebase-functions.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      '**/dist/**',
      'web/dist-ssr/**',
      'emulators/.data/**',
      'e2e/artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Only index.ts may touch firebase-functions; vendor SDKs stay in adapters/ (ARCHITECTURE.md).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [ONLY_INDEX_IMPORTS_FIREBASE_FUNCTIONS],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/index.ts',
      'functions/src/adapters/**',
      'functions/src/config.ts',
      'functions/src/**/*.test.ts',
      'functions/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ONLY_INDEX_IMPORTS_FIREBASE_FUNCTIONS,
            {
              group: [
                'firebase-admin',
                'firebase-admin/*',
                'better-sqlite3',
                '@google-cloud/*',
                'stripe',
                '@google/genai',
              ],
              message: 'Vendor SDKs are used only inside functions/src/adapters/.',
            },
          ],
        },
      ],
    },
  },
  functionsBoundaries(),
  {
    // Logging goes through the Logger port (structured, redacted; ARCHITECTURE.md). The command
    // line tool prints to a terminal, and tests and their helpers may say what they like.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/cli/**', 'functions/src/**/*.test.ts', 'functions/src/**/testing/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // Only config.ts reads the environment, validated once (ARCHITECTURE.md "Rules of the house").
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/config.ts',
      'functions/src/cli/**',
      'functions/src/**/*.test.ts',
      'functions/src/**/testing/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only functions/src/config.ts reads process.env.' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  webBoundaries(),
  prettier,
);

/**
 * The folders in `root`. The lint's feature lists are read from the tree, so a new feature is
 * guarded the day it lands.
 */
function foldersIn(root) {
  return readdirSync(new URL(`./${root}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The folders in `root` that hold an index.ts: a functions feature's public face. */
function foldersWithIndex(root) {
  return foldersIn(root).filter((folder) =>
    existsSync(new URL(`./${root}/${folder}/index.ts`, import.meta.url)),
  );
}

/**
 * functions/src boundaries (ARCHITECTURE.md "Rules of the house", functions/src/README.md),
 * checked by import-x/no-restricted-paths on resolved paths (imports name .ts files as .js).
 *
 * Features are the top-level folders of functions/src with an index.ts, except contract/ and
 * ports/ (shared by all). books/ (stories, images, library) is one feature and print/ includes
 * print/files: their parts share one model and change together. Not features: contract/, ports/,
 * shared/ and the tasks/ helpers (used by all), http/ (routes.ts and app.ts only), engines/ and
 * adapters/, and the composition roots that wire features together and may still import their
 * routes, tasks and queue specs directly: the root files (index.ts, app.ts, deps.ts, config.ts,
 * functionPorts.ts), tasks/queues.ts, testing/ and cli/.
 */
function functionsBoundaries() {
  const SHARED_WITH_INDEX = ['contract', 'ports'];
  const FEATURES = foldersWithIndex('functions/src').filter((folder) => !SHARED_WITH_INDEX.includes(folder));
  // Above ports/ and engines/: what they may never import (besides the features and the root files).
  const UPPER_LAYERS = ['adapters', 'http', 'tasks', 'cli', 'testing'];
  const src = (path) => `functions/src/${path}`;
  const notTests = (folder) => src(`${folder}/**/!(*.test).ts`);
  const tests = (folder) => src(`${folder}/**/*.test.ts`);

  const zones = [
    // (a) A feature uses another only through its index.ts; tests may also use the other's testing/ helpers.
    ...FEATURES.flatMap((feature) =>
      FEATURES.filter((other) => other !== feature).flatMap((other) => {
        const message = `${feature}/ may use ${other}/ only through ${other}/index.ts (export what it needs there).`;
        return [
          { target: notTests(feature), from: src(other), except: ['./index.ts'], message },
          { target: tests(feature), from: src(other), except: ['./index.ts', './testing'], message },
        ];
      }),
    ),
    // (b) Only routes.ts and app.ts speak HTTP; services, tasks and rules throw domain errors.
    {
      target: [src('!(http)/**/!(routes).ts'), src('!(app).ts')],
      from: src('http'),
      message:
        'Only routes.ts and app.ts import http/; throw a domain error (shared/domainErrors.ts) instead.',
    },
    // (c) Features and what they share talk to ports; the composition roots and tests wire adapters.
    {
      target: [...FEATURES, 'contract', 'http', 'ports', 'shared', 'tasks'].map(notTests),
      from: src('adapters'),
      message: 'Use the port (ports/); only the root files, testing/, cli/ and tests import adapters/.',
    },
    // (d) Nothing low imports upward. The engines are whole subsystems the offline adapters wrap:
    // they know nothing of the app, and take the request of the port they serve (declared once, in
    // ports/). The ports are what features talk to: they know no feature, setting or vendor. Both
    // may use contract/ and shared/ (and the engines each other).
    {
      target: src('engines'),
      from: [...FEATURES, ...UPPER_LAYERS].map(src),
      message:
        'engines/ import only each other, contract/, shared/ and their ports; the offline adapters wrap them.',
    },
    {
      target: src('engines'),
      from: src('ports'),
      except: ['./illustrator.ts', './storyteller.ts'],
      message:
        'engines/ take their requests from their ports (ports/illustrator.ts, ports/storyteller.ts) only.',
    },
    {
      target: src('ports'),
      from: [...FEATURES, ...UPPER_LAYERS].map(src),
      message:
        'ports/ import only each other, contract/ and shared/: a port knows no feature, setting or vendor.',
    },
    {
      target: ['ports', 'engines'].map(src),
      from: src('*.ts'),
      message: 'ports/ and engines/ do not import the root files (config.ts, deps.ts, app.ts ...).',
    },
  ];

  return {
    files: ['functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...TYPESCRIPT_MODULES,
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'import-x/no-cycle': 'error',
    },
  };
}

/**
 * web/src boundaries (ARCHITECTURE.md "web/src", bulletproof-react), on resolved paths: imports
 * flow from the shared layers (components/, lib/, api/) to features/ to app/. A feature never
 * imports another feature or app/ (what two need lives in a shared layer, or app/ composes
 * them); the shared layers import no feature and not app/; web/src reaches functions/ only
 * through the @contract alias (the alias is not resolved here, so it passes; a path into
 * functions/, or the functions workspace package, does not).
 */
function webBoundaries() {
  const src = (path) => `web/src/${path}`;
  // A web feature imports no other, so every folder of features/ is one (none needs an index.ts).
  const features = foldersIn('web/src/features');
  const zones = [
    ...features.map((feature) => ({
      target: src(`features/${feature}`),
      from: src('features'),
      except: [`./${feature}`],
      message: `features/${feature} may not import another feature: put what both need in components/, lib/ or api/, or compose them in app/.`,
    })),
    {
      target: src('features'),
      from: src('app'),
      message: 'Features do not import app/: imports flow components/lib/api -> features -> app.',
    },
    {
      target: ['components', 'lib', 'api'].map(src),
      from: ['features', 'app'].map(src),
      message: 'The shared layers (components/, lib/, api/) never import features/ or app/.',
    },
    {
      target: 'web/src',
      from: 'functions',
      // Build-time content loaded by the Vite config (before its aliases exist) reaches the
      // contract by a relative path; it is still only the contract.
      except: ['./src/contract'],
      message:
        'web/src uses functions/ only through the @contract alias (functions/src/contract) and @engines/illustrator (its pure portrait and palette modules, in the /characters chunk).',
    },
  ];
  return {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...TYPESCRIPT_MODULES,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'import-x/no-cycle': 'error',
    },
  };
}
