import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import { Overlay } from '../../../components/ui/Overlay';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../components/ui/cn';
import { REDO_MESSAGES } from '../api/editor';
import type { BookEditor } from '../hooks/useBookEditor';

export const LOADING_MESSAGE =
  'Loading your story and images. This typically takes about 3 minutes. Thank you for your patience!';
export const BUILDING_MESSAGE = 'Almost there! Your book will be ready in a jiffy! Thanks for your patience!';

/** The frame of an edit screen: its heading, and a friendly way back when the link names no book. */
export function EditorFrame({
  heading,
  lead,
  hasBook,
  children,
}: {
  heading: string;
  lead: string;
  hasBook: boolean;
  children: ReactNode;
}) {
  return (
    <div className="pb-16">
      <PageHeader title={heading} lead={lead} />
      <div className="mx-auto max-w-6xl px-4 sm:px-5">{hasBook ? children : <MissingBook />}</div>
    </div>
  );
}

export function MissingBook() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft">
      <h2 className="text-2xl font-semibold">Let&apos;s find your book</h2>
      <p>
        We couldn&apos;t tell which book to open from this link. Your stories are all safe in your Library:
        open the book from there to keep going.
      </p>
      <ButtonLink to="/library">Go to your Library</ButtonLink>
    </section>
  );
}

/** After the legends failed 10 times: never a blank page. */
export function LoadFailed() {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft"
    >
      <h2 className="text-2xl font-semibold">We couldn&apos;t open your book just now</h2>
      <p>Your story is safe. Please try again in a little while from your Library.</p>
      <ButtonLink to="/library">Go to your Library</ButtonLink>
    </section>
  );
}

/** 'n of 10 illustrations ready', announced politely as pictures arrive. */
export function IllustrationProgress({ editor }: { editor: BookEditor }) {
  const total = editor.pages.length || 10;
  return (
    <div aria-live="polite" className="flex flex-col gap-1">
      <ProgressBar
        value={editor.ready}
        max={total}
        label={`${editor.ready} of ${total} illustrations ready`}
      />
      {!editor.allReady && (
        <p className="text-sm text-ink-soft">
          Your illustrations appear here one by one as they are painted.
        </p>
      )}
    </div>
  );
}

/** A page's picture, or a friendly placeholder while it is painted. */
export function PageImage({
  url,
  alt,
  waitingLabel,
  failed,
  className,
}: {
  url: string | undefined;
  alt: string;
  waitingLabel: string;
  /** Why there is no picture (the engine gave up): shown instead of waiting for ever. */
  failed?: string | undefined;
  className?: string;
}) {
  if (!url && failed)
    return (
      <div
        role="alert"
        className={cn(
          'flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-2xl bg-berry/10 p-6 text-center text-berry',
          className,
        )}
      >
        <span className="font-heading text-lg font-semibold">{failed}</span>
        <span className="text-sm text-ink">Use the redo button for this page to draw it again.</span>
      </div>
    );
  return url ? (
    <img
      src={url}
      alt={alt}
      className={cn('aspect-square w-full rounded-2xl object-cover motion-safe:animate-fade-in', className)}
    />
  ) : (
    <div
      className={cn(
        'flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-2xl bg-sky-soft p-4 text-center text-leaf',
        className,
      )}
    >
      <Spinner className="size-8" />
      <span className="font-heading">{waitingLabel}</span>
    </div>
  );
}

/**
 * The overlays of an edit screen: loading the book, a redo (with its automatic retry note and a
 * way to keep going while the picture is drawn) and the build. The limit dialog and a live region
 * for short announcements come along.
 */
export function EditorOverlays({ editor, redoMessage }: { editor: BookEditor; redoMessage: string }) {
  const { busy } = editor;
  const redo = busy?.kind === 'redo' ? busy : null;
  return (
    <>
      <Overlay open={editor.loading} message={LOADING_MESSAGE} />
      <Overlay open={!!redo} message={redoMessage}>
        {redo?.retrying && (
          <p role="alert" className="text-ink">
            We couldn&apos;t make the new picture just now. We&apos;ll try again in 30 seconds.
          </p>
        )}
        {redo && (
          <Button variant="secondary" onClick={editor.dismissRedo}>
            {redo.retrying ? 'Stop trying' : 'Keep browsing while it is drawn'}
          </Button>
        )}
      </Overlay>
      <Overlay open={busy?.kind === 'build'} message={BUILDING_MESSAGE} />
      <MessageDialog open={editor.limitOpen} onClose={editor.closeLimit} title="No more new images">
        <p>{REDO_MESSAGES.limit}</p>
      </MessageDialog>
      <p aria-live="polite" className="sr-only">
        {editor.announcement}
      </p>
    </>
  );
}

export function RegenerationsLeft({ left }: { left: number }) {
  return (
    <p className="font-heading text-lg font-semibold text-leaf">Number of image regenerations left: {left}</p>
  );
}
