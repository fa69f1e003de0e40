import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import webImportBoundaries from './web/eslint/importBoundaries.js';

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
          patterns: [
            {
              group: ['firebase-functions', 'firebase-functions/*'],
              message: 'Only functions/src/index.ts imports firebase-functions.',
            },
          ],
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
            {
              group: ['firebase-functions', 'firebase-functions/*'],
              message: 'Only functions/src/index.ts imports firebase-functions.',
            },
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
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Web import boundaries (ARCHITECTURE.md 'web/src'): no feature imports another feature or
    // app/; components/, lib/ and api/ import no feature and not app/; web/src reaches functions/
    // only through @contract. The rule resolves each path (web/eslint/importBoundaries.js).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { web: webImportBoundaries },
    rules: { 'web/import-boundaries': 'error' },
  },
  prettier,
);
