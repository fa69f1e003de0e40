import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { sharedNarration } from '../../../api/narration';
import { getSharedBook, type SharedBookResponse } from '../../../api/share';
import { StoryBook } from '../../../components/book/StoryBook';
import { BilingualLabel } from '../../../components/books/BilingualLabel';
import { ReadingModeArea } from '../../../components/readingMode/ReadingModeArea';
import { ReadingModeControl } from '../../../components/readingMode/ReadingModeControl';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api';
import { usePageMeta } from '../../../lib/meta';
import { T, useT } from '../../../i18n';

type Load =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'failed' }
  | { status: 'ready'; book: SharedBookResponse };

/**
 * A shared book is for the people given its link: the page asks search engines to leave it out
 * (the server's copy of the page says so too, and sends an X-Robots-Tag header).
 */
function useNoIndex() {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex, nofollow';
    document.head.appendChild(tag);
    return () => tag.remove();
  }, []);
}

/**
 * /s/:token (issue 29): a book someone shared, read without an account: its words and
 * illustrations with Read aloud and page by page, and its dedication unless the parent hid it.
 * Once the parent stops sharing, the link says so.
 */
export default function SharedBookPage() {
  const { token = '' } = useParams();
  const t = useT();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useNoIndex();
  usePageMeta(load.status === 'ready' ? load.book.title : t('share.page.title'));

  useEffect(() => {
    const controller = new AbortController();
    getSharedBook(token, controller.signal)
      .then((book) => setLoad({ status: 'ready', book }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: error instanceof ApiError && error.status === 404 ? 'gone' : 'failed' });
      });
    return () => controller.abort();
  }, [token, attempt]);

  const book = load.status === 'ready' ? load.book : null;
  const paragraphs = useMemo(() => book?.pages.map((page) => page.text) ?? [], [book]);
  const imageUrls = useMemo(() => book?.pages.map((page) => page.image) ?? [], [book]);
  const narration = useMemo(() => sharedNarration(token), [token]);
  // A bilingual book's second text (issue 45), beneath the first as the reader shows it.
  const second = book?.second;
  const secondText = useMemo(
    () =>
      second && {
        language: second.secondLanguage,
        title: second.secondTitle,
        paragraphs: second.secondParagraphs,
      },
    [second],
  );

  let body;
  if (load.status === 'loading') {
    body = <LoadingState label={t('share.page.opening')} />;
  } else if (load.status === 'gone') {
    body = (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft">
        <h1 className="text-3xl font-semibold">{t('share.page.gone')}</h1>
        <p className="text-lg">{t('share.page.goneLead')}</p>
        <ButtonLink to="/">{t('share.page.discover')}</ButtonLink>
      </section>
    );
  } else if (load.status === 'failed') {
    body = (
      <section
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft"
      >
        <h1 className="text-3xl font-semibold">{t('share.page.failed')}</h1>
        <p className="text-lg">{t('share.page.failedLead')}</p>
        <Button
          onClick={() => {
            setLoad({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('share.page.retry')}
        </Button>
      </section>
    );
  } else {
    body = (
      <StoryBook
        title={load.book.title}
        titleLevel="h1"
        paragraphs={paragraphs}
        imageUrls={imageUrls}
        imageStatus={imageUrls.map(() => 'ready')}
        captions={[]}
        lazyPictures
        language={load.book.language}
        secondText={secondText}
        dedication={load.book.dedication}
        narration={narration}
        details={second && <BilingualLabel first={load.book.language} second={second.secondLanguage} />}
        actions={<ReadingModeControl />}
      />
    );
  }

  return (
    <div className="pb-16">
      <div className="mx-auto max-w-5xl px-4 pt-8 sm:px-5">
        <ReadingModeArea>{body}</ReadingModeArea>
        {load.status === 'ready' && (
          <p className="mt-8 text-center text-ink-soft">
            <T
              id="share.page.footer"
              components={{ 0: <a className="font-bold text-leaf underline" href="/" /> }}
            />
          </p>
        )}
      </div>
    </div>
  );
}
