import { DEFAULT_READING_MODE, readingMode as schema, type ReadingMode } from '@contract/readingMode';

/** Where a visitor who is not signed in keeps the mode on this device. */
export const READING_MODE_STORAGE_KEY = 'storysprout.readingMode';

type Saver = (mode: ReadingMode) => Promise<void>;

/**
 * The reading mode the page shows, one for every reader and setting on it. Signed in, the
 * account holds it (read once per sign-in, kept on each change); signed out, the browser does.
 */
let current: ReadingMode | null = null;
let account: { uid: string; save: Saver } | null = null;
const listeners = new Set<() => void>();

function stored(): ReadingMode {
  try {
    const raw = localStorage.getItem(READING_MODE_STORAGE_KEY);
    const parsed = raw ? schema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : DEFAULT_READING_MODE;
  } catch {
    // Storage blocked or a broken value: the usual book.
    return DEFAULT_READING_MODE;
  }
}

function publish(mode: ReadingMode) {
  current = mode;
  listeners.forEach((listener) => listener());
}

export const readingModeStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): ReadingMode {
    return (current ??= stored());
  },
  /** A reader's choice: the account keeps it when signed in, else this browser. */
  async set(mode: ReadingMode): Promise<void> {
    publish(mode);
    if (account) {
      await account.save(mode);
      return;
    }
    try {
      localStorage.setItem(READING_MODE_STORAGE_KEY, JSON.stringify(mode));
    } catch {
      // Storage blocked: the choice holds while the page is open.
    }
  },
  /**
   * Someone signed in: the account's mode follows them to this device; an account without one
   * keeps the mode this browser was reading in, if it was changed from the usual.
   */
  async signedIn(uid: string, load: () => Promise<ReadingMode | null>, save: Saver): Promise<void> {
    if (account?.uid === uid) return;
    account = { uid, save };
    const saved = await load();
    if (account?.uid !== uid) return;
    if (saved) publish(saved);
    else if (JSON.stringify(readingModeStore.get()) !== JSON.stringify(DEFAULT_READING_MODE))
      await save(readingModeStore.get());
  },
  /** Signed out: back to this browser's own choice. */
  signedOut(): void {
    if (!account) return;
    account = null;
    publish(stored());
  },
};

/** Forgets the page's mode and account, as a fresh page load does (component tests). */
export function resetReadingModeForTests(): void {
  current = null;
  account = null;
  listeners.clear();
}
