import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ReadingText, type ReadingMark } from './ReadingText';
import { SecondPageText, type SecondText } from './SecondPageText';
import { Button } from '../ui/Button';
import { cn } from '../ui/cn';
import { Icon } from '../ui/Icon';
import { Spinner } from '../ui/Spinner';
import { usePageTurner } from './usePageTurner';
import { SPEEDS, useReadAloud } from './useReadAloud';
import type { Language } from '@contract/languages';
import { PAGES_PER_BOOK } from '@contract/story';
import { readAloudMinutes } from '../../lib/readingTime';
import { T, useT } from '../../i18n';
import {
  NarrationControls,
  NarrationNotice,
  ReadAloudLanguage,
  VoicePicker,
} from './narration/NarrationControls';
import type { NarrationSource } from './narration/source';
import { placeWords } from './narration/timing';
import { useNarration, type NarratedText } from './narration/useNarration';
import { useNarrationPlayer } from './narration/useNarrationPlayer';

/** How a page's picture is doing: drawn and shown, still on its way, or not to be had. */
export type PictureStatus = 'loading' | 'ready' | 'missing';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface StoryBookProps {
  title: string;
  paragraphs: string[];
  /** One per page; null while a picture is not there (yet). */
  imageUrls: (string | null)[];
  imageStatus: PictureStatus[];
  /** The legend of each page: its caption and its picture's alt text. */
  captions: string[];
  /** 'Loading images...' under the title while nothing has arrived. */
  loadingImages?: boolean;
  /** While pictures are still being painted: how long they will take (issue 46), e.g. 'about 2 minutes'. */
  pictureWait?: string | null;
  /** The title's heading level: h1 when the book is the page (gallery), h2 under a page title. */
  titleLevel?: 'h1' | 'h2';
  /** A line or two under the title about the book (e.g. its art style and language). */
  details?: ReactNode;
  /** Extra buttons next to Read aloud (e.g. Download PDF). */
  actions?: ReactNode;
  /** Shown between the controls and the pages (e.g. the carousel panel). */
  children?: ReactNode;
  /** Pictures below the first load as they scroll near (static files; the library's are fetched). */
  lazyPictures?: boolean;
  /**
   * The story's language (issue 28, a BCP 47 code such as 'fr'): the text is marked with it and
   * read aloud in it. Absent: the page's language.
   */
  language?: Language;
  /** The book's dedication line (issue 29), set apart under the title like a dedication page. */
  dedication?: string | null;
  /**
   * The book's stored narration (issue 44), played once every page is narrated; the browser's
   * speech reads meanwhile, and where there is none.
   */
  narration?: NarrationSource;
  /** A bilingual book's second text (issue 45): each page's beneath its first, set apart. */
  secondText?: SecondText;
}

/**
 * A book to read (library books and gallery samples): the title, Read aloud (sentence by
 * sentence, the sentence and word being read highlighted, pause, speed, voice), a page-by-page
 * view (buttons, arrow keys, swipes) and the ten story, picture and legend blocks.
 */
export function StoryBook({
  title,
  paragraphs,
  imageUrls,
  imageStatus,
  captions,
  loadingImages = false,
  pictureWait = null,
  titleLevel = 'h2',
  details,
  actions,
  children,
  lazyPictures = false,
  language,
  dedication,
  narration: narrationSource,
  secondText,
}: StoryBookProps) {
  const t = useT();
  const TitleTag = titleLevel;
  const [pageByPage, setPageByPage] = useState(false);
  const turner = usePageTurner(PAGES_PER_BOOK, pageByPage);
  const pageRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusAfterToggle = useRef(false);

  const showPage = (index: number) => {
    if (pageByPage) {
      turner.go(index);
    } else {
      document
        .getElementById(`reader-page-${index + 1}`)
        ?.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  };
  // A bilingual book is read aloud in the text chosen, by its narration or the browser's speech.
  const [readIn, setReadIn] = useState<NarratedText>('first');
  const second = readIn === 'second' ? secondText : undefined;
  const reads: NarratedText = second ? 'second' : 'first';
  const readAloud = useReadAloud(second?.paragraphs ?? paragraphs, showPage, second?.language ?? language);

  const audioRef = useRef<HTMLAudioElement>(null);
  const narration = useNarration(narrationSource, reads);
  // The narration takes over once every page is narrated, unless the browser is reading then.
  const narrated = narration.phase === 'ready' && !readAloud.speaking;
  const player = useNarrationPlayer(audioRef, narration.pages, showPage, narration.refresh);
  const playing = narrated && player.status !== 'stopped';
  const { stop: stopPlayer } = player;
  // Another voice, or a bilingual book's other text, is other audio: what was playing stops.
  useEffect(() => stopPlayer(), [narration.voice, reads, stopPlayer]);
  const narratedParagraph = (second?.paragraphs ?? paragraphs)[player.page] ?? '';
  const narratedPage = narration.pages[player.page];
  const placed = useMemo(
    () => placeWords(narratedParagraph, narratedPage?.words ?? []),
    [narratedParagraph, narratedPage],
  );
  const spoken = playing && player.word !== null ? (placed[player.word] ?? null) : null;

  // State changes only (never each word): what a screen reader hears said politely.
  let liveMessage = '';
  if (playing)
    liveMessage =
      player.status === 'paused'
        ? t('reader.narration.live.paused', { page: player.page + 1 })
        : t('reader.narration.live.reading', { page: player.page + 1, count: PAGES_PER_BOOK });
  else if (readAloud.current !== null)
    liveMessage = t('reader.narration.live.reading', { page: readAloud.current + 1, count: PAGES_PER_BOOK });
  else if (narration.phase === 'ready') liveMessage = t('reader.narration.live.ready');
  else if (narration.phase === 'preparing') liveMessage = t('reader.narration.live.preparing');

  // Moving between the two views puts focus where the reader continues: the page, or the toggle.
  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    if (pageByPage) pageRef.current?.focus();
    else toggleRef.current?.focus();
  }, [pageByPage]);

  /** What of the page's first or second text is being read now, and by what. */
  const markOf = (index: number, text: NarratedText): ReadingMark | null => {
    if (text !== reads) return null;
    if (playing)
      return player.page === index
        ? { by: 'narration', word: spoken ? { ...spoken, index: player.word ?? 0 } : null }
        : null;
    const at = readAloud.position;
    return at?.paragraph === index ? { by: 'speech', sentence: at.sentence, word: at.word ?? null } : null;
  };
  const page = (index: number) => (
    <ReaderPageBlock
      index={index}
      headingLevel={titleLevel === 'h1' ? 'h2' : 'h3'}
      lazy={lazyPictures}
      text={paragraphs[index] ?? ''}
      url={imageUrls[index] ?? null}
      status={imageStatus[index] ?? 'loading'}
      caption={captions[index]?.trim() ?? ''}
      mark={markOf(index, 'first')}
      language={language}
      secondText={secondText?.paragraphs[index]}
      secondLanguage={secondText?.language}
      secondMark={markOf(index, 'second')}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="reader-title"
        className="flex flex-col gap-5 rounded-card bg-white p-6 shadow-soft sm:p-8"
      >
        <TitleTag
          id="reader-title"
          lang={language}
          className="text-3xl font-semibold text-balance sm:text-4xl"
        >
          {title}
        </TitleTag>
        {secondText?.title && (
          <p lang={secondText.language} data-second-text className="font-heading text-2xl text-leaf italic">
            {secondText.title}
          </p>
        )}
        {dedication?.trim() && (
          <p
            lang={language}
            data-testid="dedication"
            className="border-l-4 border-sprout pl-4 font-heading text-xl text-leaf italic"
          >
            <span className="sr-only">{t('reader.dedication')} </span>
            {dedication.trim()}
          </p>
        )}
        {details}
        {paragraphs.some(Boolean) && (
          <p className="text-ink-soft">
            {t('reader.readingTime', { minutes: readAloudMinutes(paragraphs, language) })}
          </p>
        )}
        {loadingImages && (
          <p role="status" className="flex items-center gap-3 font-heading text-lg text-leaf">
            <Spinner />
            {t('reader.loadingImages')}
          </p>
        )}
        {pictureWait && (
          <p role="status" className="text-ink-soft">
            <T
              id="reader.stillPainting"
              values={{ wait: pictureWait }}
              components={{ 0: <span data-testid="picture-wait" /> }}
            />
          </p>
        )}
        {/* The narration's audio: played by the controls, never shown. */}
        <audio ref={audioRef} preload="auto" data-testid="narration-audio" className="hidden" />
        {secondText && language && (
          <ReadAloudLanguage
            languages={[language, secondText.language]}
            value={readIn}
            onChange={(text) => {
              readAloud.stop();
              setReadIn(text);
            }}
          />
        )}
        {narrated && (
          <NarrationControls
            narration={narration}
            player={player}
            onPlay={() => {
              readAloud.stop();
              player.play(pageByPage ? turner.page : player.page);
            }}
          />
        )}
        <div className="flex flex-wrap items-start gap-3">
          {!narrated &&
            readAloud.supported &&
            (readAloud.speaking ? (
              <>
                <Button variant="primary" onClick={readAloud.stop}>
                  <Icon name="stop" />
                  {t('reader.narration.stop')}
                </Button>
                <Button variant="secondary" onClick={readAloud.paused ? readAloud.resume : readAloud.pause}>
                  {readAloud.paused ? t('reader.narration.resume') : t('reader.narration.pause')}
                </Button>
              </>
            ) : (
              <Button
                variant="primary"
                disabled={paragraphs.length === 0}
                onClick={() => readAloud.start(pageByPage ? turner.page : 0)}
              >
                <Icon name="speaker" />
                {t('reader.narration.play')}
              </Button>
            ))}
          <Button
            ref={toggleRef}
            variant="secondary"
            aria-pressed={pageByPage}
            onClick={() => {
              focusAfterToggle.current = true;
              setPageByPage((on) => !on);
            }}
          >
            {pageByPage ? t('reader.showAll') : t('reader.pageByPage')}
          </Button>
          {actions}
        </div>
        {readAloud.failed && (
          <p role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold">
            {actions ? t('reader.noVoice.withPdf') : t('reader.noVoice')}
          </p>
        )}
        {!narrated && readAloud.supported && <ReadAloudSettings readAloud={readAloud} />}
        {!narrated && narration.text === 'first' && <VoicePicker narration={narration} />}
        <NarrationNotice narration={narration} />
        <p aria-live="polite" className="sr-only">
          {liveMessage}
        </p>
      </section>

      {children}

      {pageByPage ? (
        <section
          ref={pageRef}
          tabIndex={-1}
          aria-roledescription="book"
          aria-label={t('reader.pageByPage.label', { title })}
          className="flex flex-col gap-4 outline-offset-4"
          {...turner.swipeHandlers}
        >
          {page(turner.page)}
          <nav aria-label={t('reader.turnPage')} className="flex items-center justify-between gap-3">
            <Button
              variant="secondary"
              aria-disabled={turner.page === 0}
              onClick={turner.previous}
              className={cn(turner.page === 0 && 'opacity-50')}
            >
              <span aria-hidden="true">←</span> {t('reader.previous')}
            </Button>
            <p aria-live="polite" className="font-heading text-lg font-semibold text-leaf">
              {t('reader.pageOf', { page: turner.page + 1, count: PAGES_PER_BOOK })}
            </p>
            <Button
              variant="secondary"
              aria-disabled={turner.page === PAGES_PER_BOOK - 1}
              onClick={turner.next}
              className={cn(turner.page === PAGES_PER_BOOK - 1 && 'opacity-50')}
            >
              {t('reader.next')} <span aria-hidden="true">→</span>
            </Button>
          </nav>
          <p className="text-center text-sm text-ink-soft">{t('reader.tip')}</p>
        </section>
      ) : (
        <ol className="flex flex-col gap-6" aria-label={t('reader.pages')}>
          {Array.from({ length: PAGES_PER_BOOK }, (_, index) => (
            <li key={index}>{page(index)}</li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The speed and voice of reading aloud (they apply from the next sentence). */
function ReadAloudSettings({ readAloud }: { readAloud: ReturnType<typeof useReadAloud> }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-4">
      <label className="flex items-center gap-2 font-heading text-sm">
        {t('reader.readingSpeed')}
        <select
          name="readingSpeed"
          className="rounded-full border-2 border-sprout-deep bg-white px-3 py-1"
          value={readAloud.rate}
          onChange={(e) => readAloud.setRate(Number(e.target.value))}
        >
          {SPEEDS.map((speed) => (
            <option key={speed.label} value={speed.rate}>
              {t(speed.label)}
            </option>
          ))}
        </select>
      </label>
      {readAloud.voices.length > 1 && (
        <label className="flex items-center gap-2 font-heading text-sm">
          {t('reader.narration.voice')}
          <select
            name="voice"
            className="rounded-full border-2 border-sprout-deep bg-white px-3 py-1"
            value={readAloud.voiceName ?? ''}
            onChange={(e) => readAloud.setVoiceName(e.target.value || null)}
          >
            <option value="">{t('reader.browserVoice')}</option>
            {readAloud.voices.map((voice) => (
              <option key={voice.name} value={voice.name}>
                {voice.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

/** Memoised: while narrating, a new word redraws the page being read, not all ten. */
const ReaderPageBlock = memo(function ReaderPageBlock({
  index,
  headingLevel: PageHeading,
  lazy,
  text,
  url,
  status,
  caption,
  mark,
  language,
  secondText,
  secondLanguage,
  secondMark,
}: {
  index: number;
  /** One level under the book's title. */
  headingLevel: 'h2' | 'h3';
  lazy: boolean;
  text: string;
  url: string | null;
  status: PictureStatus;
  caption: string;
  /** What of the page's text is being read aloud now (null: it is not read). */
  mark: ReadingMark | null;
  /** The story's language: screen readers and hyphenation read the text in it. */
  language?: Language;
  /** A bilingual page's second text, in its language (separate props, so the memo holds). */
  secondText?: string;
  secondLanguage?: Language;
  secondMark: ReadingMark | null;
}) {
  const reading = mark !== null;
  const t = useT();
  const n = index + 1;
  return (
    <article
      id={`reader-page-${n}`}
      aria-labelledby={`reader-page-${n}-heading`}
      className="grid gap-5 rounded-card bg-white p-5 shadow-soft sm:p-6 md:grid-cols-2 md:items-center"
    >
      <div className="flex flex-col gap-2">
        <PageHeading id={`reader-page-${n}-heading`} className="text-lg font-semibold text-ink-soft">
          {t('reader.page', { number: n })}
        </PageHeading>
        <p
          lang={language}
          data-reading={reading || undefined}
          aria-current={reading ? 'true' : undefined}
          className={cn(
            'rounded-2xl text-xl leading-relaxed whitespace-pre-line sm:text-2xl',
            reading && 'bg-sunrise-soft ring-4 ring-sunrise ring-offset-4 ring-offset-sunrise-soft',
          )}
        >
          <ReadingText text={text} language={language} mark={mark} />
        </p>
        {secondText !== undefined && secondLanguage && (
          <SecondPageText text={secondText} language={secondLanguage} mark={secondMark} />
        )}
      </div>
      <figure className="flex flex-col gap-2">
        {url ? (
          <img
            src={url}
            alt={caption || t('reader.page.alt', { number: n })}
            loading={lazy && index > 0 ? 'lazy' : 'eager'}
            decoding="async"
            className="aspect-square w-full rounded-2xl object-cover motion-safe:animate-fade-in"
          />
        ) : (
          <div className="flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-2xl bg-sky-soft p-4 text-center text-leaf">
            {status === 'missing' ? (
              <span className="font-heading">{t('reader.page.missing')}</span>
            ) : (
              <>
                <Spinner className="size-8" />
                <span className="font-heading">{t('reader.page.loading', { number: n })}</span>
              </>
            )}
          </div>
        )}
        {caption && <figcaption className="text-base text-ink-soft">{caption}</figcaption>}
      </figure>
    </article>
  );
});
