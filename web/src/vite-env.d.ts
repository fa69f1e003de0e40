/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Markdown articles, turned into HTML at build time by build/markdown.ts. */
declare module '*.md' {
  import type { MarkdownMeta } from '../build/markdown';
  export const meta: MarkdownMeta;
  export const html: string;
}

/** A message catalogue, compiled when imported (build/messageCatalogues.ts). */
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
