import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, screenshotFailures, signedInPage } from './browser.js';
import { finishedBook, freshParent, savedAvatarBook, type AvatarBook, type Parent } from './parents.js';

/** What a journey of a signed-in parent has once its set-up ran. */
export interface ParentJourney {
  browser: Browser;
  page: Page;
  parent: Parent;
}

/** ...and of one that starts from a saved book. */
export interface BookJourney extends ParentJourney {
  bookId: string;
}

export interface ParentSetup {
  /** The parent's credits, the free one (and a saved book's) included. */
  credits: number;
  name: string;
  /** The browser context's options beside its 1280 x 900 viewport. */
  context?: BrowserContextOptions;
}

export interface BookSetup extends ParentSetup {
  book: AvatarBook;
  /** Built too, as 'Build my book!' does: the Library then offers to share, read and print it. */
  finished?: boolean;
}

/**
 * The frame of a journey file: before its tests, a fresh parent (with whatever `prepare` makes
 * for them) signs in on a page of their own; after them the browser closes, and each failed
 * test leaves a screenshot of the page. The answer is filled in when the set-up has run.
 */
function journeyOf<J extends ParentJourney>(
  journey: J,
  setup: ParentSetup,
  prepare?: (journey: J) => Promise<void>,
): J {
  beforeAll(async () => {
    journey.parent = await freshParent(setup.credits, setup.name);
    await prepare?.(journey);
    journey.browser = await launchBrowser();
    journey.page = await signedInPage(journey.browser, journey.parent, setup.context);
  }, 240_000);
  afterAll(() => journey.browser?.close());
  screenshotFailures(() => journey.page);
  return journey;
}

/** A journey of a fresh parent, signed in where sign-in lands them. */
export function signedInParent(setup: ParentSetup): ParentJourney {
  return journeyOf({} as ParentJourney, setup);
}

/** A journey from a book in the Library: the fresh parent has saved it before signing in. */
export function signedInWithBook(setup: BookSetup): BookJourney {
  return journeyOf({} as BookJourney, setup, async (journey) => {
    journey.bookId = await savedAvatarBook(journey.parent.token, setup.book);
    if (setup.finished) await finishedBook(journey.parent.token, journey.bookId);
  });
}
