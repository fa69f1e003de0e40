import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from 'firebase/auth';
import { announceAuthSdk } from '../lib/authSdkRegistry';
import { auth } from '../lib/firebase';
import { resetPricesForTests } from '../api/pricing';
import { installFetch } from './fetch';
import { activateLocale, loadAppMessages } from '../i18n';

// Components speak English unless a test switches the language.
await activateLocale('en');
// Every screen's words: the tests render signed-in screens without their page loaders.
await loadAppMessages();

// Lazy page chunks are transformed on first use, which can take a moment in a cold run.
configure({ asyncUtilTimeout: 5000 });

// No test talks to Firebase: the session comes from AuthContext (see renderApp), and the API
// client reads the ID token from this stand-in's `currentUser`.
vi.mock('../lib/firebase', () => ({
  firebaseApp: {},
  firebaseConfig: {},
  auth: { currentUser: null },
  measurementId: null,
}));

// The API client finds the SDK through lib/authSdk; here it reads the stand-in's `currentUser`.
announceAuthSdk({
  follow: () => () => {},
  signOut: async () => {},
  currentUser: () => auth.currentUser as User | null,
});

// jsdom lacks the <dialog> methods, scrolling and media queries.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
// jsdom plays no media and reports each call as not implemented: a quiet element that stays paused
// (the narration tests drive play and pause themselves).
HTMLMediaElement.prototype.pause = function pause() {};
HTMLMediaElement.prototype.load = function load() {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeEach(() => {
  installFetch();
});

afterEach(() => {
  cleanup();
  resetPricesForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
