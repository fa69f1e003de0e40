import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReDoResponse } from '@contract';
import type { Language, StoryType } from '@contract/story';
import { LEGENDS_ATTEMPTS, LEGENDS_RETRY_MS, type UnsureMark } from '../../../api/legends';
import { useToast } from '../../../components/ui/Toast';
import { ApiError } from '../../../lib/api';
import { keepTrying } from '../../../lib/keepTrying';
import { getImage } from '../../../api/bookImages';
import {
  buildBook,
  fetchCounter,
  fetchEditorBook,
  REDO_MESSAGES,
  redoErrorToast,
  redoLimit,
  requestRedo,
  saveSelectedImage,
  type EditorBook,
  type EditorMode,
} from '../api/editor';
import type { EditorEntry } from '../editorEntry';
import { ImageStore } from '../imageStore';
import { i18n } from '../../../i18n';

/** Spec §4: a failed basic redo waits 30 s and is tried again (we stop after a few tries). */
export const BASIC_REDO_RETRY_MS = 30_000;
export const BASIC_REDO_ATTEMPTS = 4;

/** Read in the page's language when shown. */
export const buildFailedMessage = () => i18n._('editor.buildFailed');

export interface EditorPage {
  index: number;
  /** The page's story text. */
  text: string;
  /** A bilingual book's second text of the page (issue 45), in its language. */
  second: { text: string; language: Language } | null;
  /** The image description (editable in the editors; the redo prompt on the basic screen). */
  description: string;
  /** The picture the page had when the screen opened. */
  baseId: string;
  /** The picture the book will use. */
  currentId: string;
  /** Pictures redone in this visit, oldest first. */
  redos: string[];
  /** A redo was made and no picture has been selected since (Build waits for a choice). */
  pending: boolean;
  /** The editors: a picture was selected, so the page shows it read-only. */
  selected: boolean;
  /** The message under the description (empty description). */
  error: string | null;
}

export type EditorBusy =
  { kind: 'redo'; index: number; imageId: string | null; retrying: boolean } | { kind: 'build' } | null;

export type RedoOutcome = 'done' | 'empty' | 'limit' | 'failed' | 'cancelled' | 'busy';

function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(true), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/** Basic redo failures are tried again, except bad input (400) and the limit (403). */
const retryable = (error: unknown) =>
  !(error instanceof ApiError && (error.status === 400 || error.status === 403));

function pagesOf(book: EditorBook, fallbackParagraphs: string[]): EditorPage[] {
  return book.imageIds.map((imageId, index) => ({
    index,
    text: book.paragraphs[index] ?? fallbackParagraphs[index] ?? '',
    second: book.second
      ? { text: book.second.secondParagraphs[index] ?? '', language: book.second.secondLanguage }
      : null,
    description: book.legends[index] ?? '',
    baseId: imageId,
    currentId: imageId,
    redos: [],
    pending: false,
    selected: false,
    error: null,
  }));
}

export interface BookEditorOptions {
  /** The book from the navigation state; its paragraphs serve where getlegends has none. */
  entry: EditorEntry;
  mode: EditorMode;
  /** The story type the route implies, until getlegends tells the book's own. */
  routeType: StoryType;
}

/**
 * Everything an edit screen does (spec part 2 §4 'Image redo flow' and 'Build'): loads the book
 * (getlegends, 10 tries 30 s apart) and its pictures slot by slot, redoes a page's picture after
 * checking the counter and polls for the new one, selects and saves a page's picture, and builds
 * the PDF by story type.
 */
export function useBookEditor({ entry, mode, routeType }: BookEditorOptions) {
  const bookId = entry.bookID;
  const toast = useToast();
  const [store] = useState(() => new ImageStore(getImage));
  const images = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const failures = useSyncExternalStore(store.subscribe, store.getFailures, store.getFailures);
  const pictureWait = useSyncExternalStore(store.subscribe, store.getWait, store.getWait);
  const [book, setBook] = useState<EditorBook | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [pages, setPages] = useState<EditorPage[]>([]);
  const [used, setUsed] = useState(0);
  /** The pictures the page check was unsure of (issue 32): their reasons by image id. */
  const [unsure, setUnsure] = useState<Record<string, UnsureMark>>({});
  const [busy, setBusy] = useState<EditorBusy>(null);
  const [limitOpen, setLimitOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const saves = useRef(new Set<Promise<void>>());
  const redoControl = useRef<AbortController | null>(null);
  const fallbackParagraphs = useRef(entry.paragraphs);
  /** A restyle's new picture of each page (issue 28), offered beside the page's redos. */
  const [restyled, setRestyled] = useState<{ imageIds: string[]; label: string } | null>(null);

  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => () => redoControl.current?.abort(), []);

  useEffect(
    () =>
      keepTrying(() => fetchEditorBook(bookId), {
        attempts: LEGENDS_ATTEMPTS,
        delayMs: LEGENDS_RETRY_MS,
        onLoaded: (loaded) => {
          setBook(loaded);
          setUsed(loaded.redosUsed);
          setUnsure(loaded.unsure);
          setPages(pagesOf(loaded, fallbackParagraphs.current));
        },
        onFailure: (error, attempt, last) => {
          console.error(`Loading book ${bookId} failed (attempt ${attempt})`, error);
          if (last) setLoadFailed(true);
        },
      }),
    [bookId],
  );

  useEffect(() => {
    if (book) store.loadInOrder(book.imageIds);
  }, [book, store]);

  const limit = redoLimit(mode);
  const storyType: StoryType = book?.storyType ?? routeType;

  const updatePage = useCallback((index: number, change: Partial<EditorPage>) => {
    setPages((current) => current.map((page) => (page.index === index ? { ...page, ...change } : page)));
  }, []);

  const setDescription = (index: number, description: string) =>
    updatePage(index, { description, error: null });

  async function redo(index: number): Promise<RedoOutcome> {
    const page = pages[index];
    if (!page || busy) return 'busy';
    const description = page.description.trim();
    if (mode === 'descriptions' && !description) {
      updatePage(index, { error: REDO_MESSAGES.emptyDescription });
      return 'empty';
    }
    updatePage(index, { error: null });
    if (used >= limit) {
      setLimitOpen(true);
      return 'limit';
    }

    const control = new AbortController();
    redoControl.current = control;
    setBusy({ kind: 'redo', index, imageId: null, retrying: false });

    let counter: number;
    try {
      counter = await fetchCounter(bookId);
    } catch (error) {
      console.error('Checking the redo counter failed', error);
      if (!control.signal.aborted) setBusy(null);
      toast.show({ type: 'error', message: REDO_MESSAGES.counterFailed });
      return 'failed';
    }
    setUsed(counter);
    if (counter >= limit) {
      setBusy(null);
      setLimitOpen(true);
      return 'limit';
    }
    if (control.signal.aborted) return 'cancelled';

    let answer: ReDoResponse | null = null;
    for (let attempt = 1; !answer; attempt += 1) {
      try {
        answer = await requestRedo(mode, storyType, { bookId, index, description });
      } catch (error) {
        console.error(`Redoing the picture of page ${index + 1} failed`, error);
        if (control.signal.aborted) return 'cancelled';
        if (mode !== 'basic' || !retryable(error) || attempt >= BASIC_REDO_ATTEMPTS) {
          setBusy(null);
          toast.show(redoErrorToast(error));
          return 'failed';
        }
        setBusy({ kind: 'redo', index, imageId: null, retrying: true });
        if (!(await wait(BASIC_REDO_RETRY_MS, control.signal))) return 'cancelled';
        setBusy({ kind: 'redo', index, imageId: null, retrying: false });
      }
    }

    const imageId = answer.updatedBookId;
    setUsed(answer.updatedCounter);
    setPages((current) =>
      current.map((p) =>
        p.index === index ? { ...p, redos: [...p.redos, imageId], pending: true, selected: false } : p,
      ),
    );
    if (!control.signal.aborted) setBusy({ kind: 'redo', index, imageId, retrying: false });
    await store.poll(imageId);
    // A redo is checked like every drawing: read again which pictures the check was unsure of.
    void fetchEditorBook(bookId)
      .then((loaded) => setUnsure(loaded.unsure))
      .catch((error: unknown) => console.error('Reading the page checks failed', error));
    setBusy((current) => (current?.kind === 'redo' && current.imageId === imageId ? null : current));
    setAnnouncement(`Your new picture for page ${index + 1} is ready. Select it to use it in your book.`);
    return 'done';
  }

  /** Closes the redo overlay: a redo being drawn keeps going in the background; a waiting retry stops. */
  function dismissRedo() {
    const waitingRetry = busy?.kind === 'redo' && busy.retrying;
    if (waitingRetry || (busy?.kind === 'redo' && !busy.imageId)) redoControl.current?.abort();
    setBusy(null);
  }

  function select(index: number, imageId: string) {
    updatePage(index, { currentId: imageId, pending: false, selected: true, error: null });
    const save = saveSelectedImage(bookId, imageId).catch((error: unknown) => {
      console.error(`Saving the picture of page ${index + 1} failed`, error);
    });
    saves.current.add(save);
    void save.finally(() => saves.current.delete(save));
    setAnnouncement(`Page ${index + 1}: picture selected.`);
  }

  /**
   * A restyle's new pictures (issue 28): each becomes one more choice of its page, loaded as
   * the first drawing's pictures are (tried again round after round until drawn). `label` names
   * their style ('Crayon').
   */
  const offerPictures = useCallback(
    (imageIds: string[], label: string) => {
      setRestyled((current) =>
        current && current.label === label && current.imageIds.join() === imageIds.join()
          ? current
          : { imageIds, label },
      );
      store.loadInOrder(imageIds);
    },
    [store],
  );

  /** After a choice made for every page at once (a restyle's), the book's selection read again. */
  const reloadSelection = useCallback(() => {
    fetchEditorBook(bookId).then(
      (loaded) => {
        setPages((current) =>
          current.map((page) => {
            const id = loaded.imageIds[page.index] ?? page.currentId;
            return { ...page, baseId: id, currentId: id, pending: false, selected: false };
          }),
        );
        store.loadInOrder(loaded.imageIds);
        setAnnouncement(i18n._('editor.choiceSaved'));
      },
      (error: unknown) => console.error('Reading the chosen pictures failed', error),
    );
  }, [bookId, store]);

  /** The editors: show the choices of a selected page again. */
  function reopen(index: number) {
    updatePage(index, { selected: false });
  }

  /**
   * Builds the PDF (createPdf or createEnhancedPdf by story type) after the selections are saved.
   * 'built' on success; 'failed' when it failed (logged, and the caller still leaves for the
   * Library, spec §4); 'waiting' when the server says to try again later (409, 429).
   */
  async function build(): Promise<'built' | 'failed' | 'waiting'> {
    setBusy({ kind: 'build' });
    await Promise.allSettled([...saves.current]);
    try {
      await buildBook(
        storyType,
        bookId,
        pages.map((page) => page.currentId),
        used,
      );
      return 'built';
    } catch (error) {
      console.error(`Building book ${bookId} failed`, error);
      // Pictures still being drawn (409), or too many PDFs built this hour (429): the server's
      // words, and the parent stays to try again.
      if (error instanceof ApiError && (error.status === 409 || error.status === 429)) {
        setBusy(null);
        toast.show({ type: 'warning', message: error.message });
        return 'waiting';
      }
      toast.show({ type: 'error', message: buildFailedMessage() });
      return 'failed';
    }
  }

  const ready = pages.filter((page) => page.currentId in images).length;
  const loading = !book && !loadFailed;
  // The restyle's picture of a page is offered first among its other pictures.
  const shownPages = restyled
    ? pages.map((page) => {
        const id = restyled.imageIds[page.index];
        return id && !page.redos.includes(id) ? { ...page, redos: [id, ...page.redos] } : page;
      })
    : pages;
  const pictureLabels: Record<string, string> = Object.fromEntries(
    (restyled?.imageIds ?? []).map((id, i) => [
      id,
      i18n._('editor.restyle.picture', { style: restyled?.label ?? '', number: i + 1 }),
    ]),
  );

  return {
    book,
    title: book?.title || entry.storyTitle || i18n._('editor.untitled'),
    storyType,
    loading,
    loadFailed,
    pages: shownPages,
    /** The names of pictures that are not plain redos (a restyle's), by image id. */
    pictureLabels,
    images,
    /** Pictures the engine could not draw: the words to show in their place (redo the page). */
    failures,
    /** Pictures the page check was unsure of: the reasons to show beside the redo button. */
    unsure,
    used,
    left: Math.max(0, limit - used),
    limit,
    busy,
    /** Illustrations of the book's current selection that are on screen. */
    ready,
    allReady: pages.length > 0 && ready === pages.length,
    /** Where the pictures still to come are in the drawing line (issue 46), when the server said. */
    wait: pictureWait,
    /** Build shows only when no page waits for a choice after a redo and nothing is building. */
    canBuild: !!book && !pages.some((page) => page.pending) && busy?.kind !== 'build',
    limitOpen,
    closeLimit: () => setLimitOpen(false),
    announcement,
    setDescription,
    redo,
    dismissRedo,
    select,
    reopen,
    offerPictures,
    reloadSelection,
    build,
    finishBuild: () => setBusy(null),
  };
}

export type BookEditor = ReturnType<typeof useBookEditor>;
