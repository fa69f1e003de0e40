import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import { slugify } from '../../../lib/slug';
import { secondDraftProblem, type SecondDraft } from '../../../lib/storyDraft';
import type { BookMaking } from '../../../lib/story';
import { hasCredits } from '../../../api/credits';
import { getStoryText, saveStory } from '../api/create';
import type { SaveStoryResponse, StoryKind } from '../constants';
import { createErrorMessage, saveErrorMessage } from '../errors';
import { CREATE_TEXT, SAVE_MESSAGES } from '../messages';
import { emptyParagraphs, parseStoryText, toEditorParagraphs } from '../storyText';
import { useCreditCheck } from './useCredits';

/**
 * Where the creation flow is (spec part 2 §4 'Creation flow'):
 * idle -> checking (credits) -> confirming -> creating -> generating (polling) -> ready (editing)
 * -> saving -> saved (then the edit page).
 */
export type CreationPhase =
  'idle' | 'checking' | 'confirming' | 'creating' | 'generating' | 'ready' | 'saving' | 'saved';

export interface Notice {
  title: string;
  message: string;
}

/** Poll delays: the first check after 2 s, then backing off to the spec's 30 s. */
export const POLL_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 30_000];
const pollDelay = (attempt: number) => POLL_DELAYS_MS[Math.min(attempt, POLL_DELAYS_MS.length - 1)] ?? 30_000;

/** How long the 'saved' message shows before the edit page opens. */
export const SAVED_NAVIGATION_DELAY_MS = 1_500;

export interface StoryCreationOptions {
  kind: StoryKind;
  /** The create call with the form's current inputs. */
  create: () => Promise<{ bookId: string }>;
  /**
   * Ask to approve the cast before the pages: a book of saved characters of whom one has no
   * approved sheet yet (the others keep theirs, and the pages start at once).
   */
  reviewCast?: boolean;
  /** The book's art style and language, for the edit page to show (issue 28). */
  making?: BookMaking;
}

export function useStoryCreation({ kind, create, reviewCast = false, making }: StoryCreationOptions) {
  const navigate = useNavigate();
  const checkCredits = useCreditCheck();
  const [phase, setPhase] = useState<CreationPhase>('idle');
  const [bookId, setBookId] = useState<string | null>(null);
  const [story, setStory] = useState('');
  const [title, setTitle] = useState('');
  const [paragraphs, setParagraphs] = useState<string[]>(emptyParagraphs);
  // A bilingual book's second text as written, edited beside the first (issue 45).
  const [second, setSecond] = useState<SecondDraft | null>(null);
  const [saved, setSaved] = useState<SaveStoryResponse | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [creditsNeeded, setCreditsNeeded] = useState(false);

  const createRef = useRef(create);
  useEffect(() => {
    createRef.current = create;
  }, [create]);

  /** Generate: the form's own check, then the credit check, then the confirm dialog. */
  const generate = useCallback(
    async (validate?: () => string | null) => {
      if (phase !== 'idle') return;
      const problem = validate?.() ?? null;
      if (problem) {
        setNotice({ title: CREATE_TEXT.tryAgainTitle, message: problem });
        return;
      }
      setPhase('checking');
      const credits = await checkCredits();
      if (credits === null) {
        // Spec §4: a failed credit check silently stops.
        setPhase('idle');
        return;
      }
      if (!hasCredits(credits)) {
        setCreditsNeeded(true);
        setPhase('idle');
        return;
      }
      setPhase('confirming');
    },
    [phase, checkCredits],
  );

  const cancelConfirm = useCallback(() => setPhase('idle'), []);

  const confirm = useCallback(async () => {
    setPhase('creating');
    try {
      const result = await createRef.current();
      setBookId(String(result.bookId));
      setPhase('generating');
    } catch (error) {
      console.error('Creating the story failed', error);
      setNotice({ title: CREATE_TEXT.tryAgainTitle, message: createErrorMessage(error) });
      setPhase('idle');
    }
  }, []);

  // Polling for the story text while it is being generated.
  useEffect(() => {
    if (phase !== 'generating' || !bookId) return;
    let active = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const text = await getStoryText(bookId);
        if (!active) return;
        if (text !== null) {
          const parsed = parseStoryText(text.story);
          setStory(text.story);
          setTitle(parsed.title);
          setParagraphs(toEditorParagraphs(parsed.paragraphs));
          setSecond(
            text.second
              ? {
                  language: text.second.secondLanguage,
                  title: text.second.secondTitle,
                  paragraphs: toEditorParagraphs(text.second.secondParagraphs),
                }
              : null,
          );
          setPhase('ready');
          return;
        }
      } catch (error) {
        if (!active) return;
        if (error instanceof ApiError && error.status === 422) {
          // Generation failed for good: close the overlay and say so.
          setNotice({
            title: CREATE_TEXT.tryAgainTitle,
            message:
              error.message && error.serverMessage !== 'not ready'
                ? error.message
                : CREATE_TEXT.generationFailed,
          });
          setBookId(null);
          setPhase('idle');
          return;
        }
        // Spec §4: a failure means trying again later.
        console.error('Checking the story text failed', error);
      }
      attempt += 1;
      timer = setTimeout(() => void poll(), pollDelay(attempt));
    };
    timer = setTimeout(() => void poll(), pollDelay(0));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [phase, bookId]);

  const setParagraph = useCallback((index: number, text: string) => {
    setParagraphs((current) => current.map((paragraph, i) => (i === index ? text : paragraph)));
  }, []);

  const setSecondTitle = useCallback((text: string) => {
    setSecond((current) => current && { ...current, title: text });
  }, []);

  const setSecondParagraph = useCallback((index: number, text: string) => {
    setSecond(
      (current) =>
        current && { ...current, paragraphs: current.paragraphs.map((p, i) => (i === index ? text : p)) },
    );
  }, []);

  /** Rewrite Story: clears story, title, paragraphs (both texts), book id and the saved flag. */
  const rewrite = useCallback(() => {
    setStory('');
    setTitle('');
    setParagraphs(emptyParagraphs());
    setSecond(null);
    setBookId(null);
    setSaved(null);
    setPhase('idle');
  }, []);

  const save = useCallback(async () => {
    if (!bookId) {
      setNotice({ title: CREATE_TEXT.tryAgainTitle, message: SAVE_MESSAGES.noBookId });
      return;
    }
    // The server checks the second text with the first's words; named here, the parent knows which.
    const secondProblem = secondDraftProblem(second);
    if (secondProblem) {
      setNotice({ title: CREATE_TEXT.tryAgainTitle, message: secondProblem });
      return;
    }
    setPhase('saving');
    try {
      const result = await saveStory(kind, {
        bookId,
        storyTitle: title,
        paragraphs,
        ...(second ? { secondTitle: second.title, secondParagraphs: second.paragraphs } : {}),
        ...(reviewCast ? { reviewCast: true } : {}),
      });
      setSaved(result);
      setPhase('saved');
    } catch (error) {
      console.error('Saving the story failed', error);
      setNotice({ title: CREATE_TEXT.tryAgainTitle, message: saveErrorMessage(error) });
      setPhase('ready');
    }
  }, [bookId, kind, paragraphs, reviewCast, second, title]);

  // After the save: show the message a moment, then open the edit page with the book.
  const { artStyle, language } = making ?? {};
  useEffect(() => {
    if (!saved) return;
    const storyTitle = saved.storyTitle || title;
    const timer = setTimeout(() => {
      const folder = kind === 'Essential' ? 'essential' : 'enhanced';
      navigate(`/library/${folder}/${slugify(storyTitle)}/edit`, {
        state: {
          bookID: saved.bookId || bookId,
          storyTitle,
          formattedStory: saved.formattedStory,
          imageNum: 'None',
          ...(artStyle ? { artStyle } : {}),
          ...(language ? { language } : {}),
        },
      });
    }, SAVED_NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, kind, navigate, title, bookId, artStyle, language]);

  return {
    phase,
    bookId,
    story,
    title,
    paragraphs,
    second,
    saved: saved !== null,
    notice,
    creditsNeeded,
    /** True while the overlay shows (create call and polling). */
    generating: phase === 'creating' || phase === 'generating',
    /** The editor accepts edits only with a story that is not saved yet. */
    editable: phase === 'ready',
    generate,
    confirm,
    cancelConfirm,
    setTitle,
    setParagraph,
    setSecondTitle,
    setSecondParagraph,
    rewrite,
    save,
    closeNotice: () => setNotice(null),
    closeCreditsDialog: () => setCreditsNeeded(false),
  };
}

export type StoryCreation = ReturnType<typeof useStoryCreation>;
