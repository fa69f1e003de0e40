import { useEffect, useRef, useState } from 'react';
import { SproutMark } from '../ui/Logo';
import { getImage } from '../../api/bookImages';
import { useT } from '../../i18n';

/**
 * The first illustration of a book (imageOutput '{bookId}_1'), fetched only once the row scrolls
 * near the screen; a soft placeholder shows until it arrives (or when there is none yet).
 */
export function BookThumbnail({ bookId, title }: { bookId: string; title: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const [loaded, setLoaded] = useState<{ bookId: string; url: string | null } | null>(null);

  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let active = true;
    let url: string | null = null;
    getImage(`${bookId}_1`)
      .then((blob) => {
        if (!active) return;
        url = blob ? URL.createObjectURL(blob) : null;
        setLoaded({ bookId, url });
      })
      .catch((error: unknown) => {
        if (active) console.error(`Loading the cover of ${bookId} failed`, error);
      });
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [bookId, visible]);

  const url = loaded?.bookId === bookId ? loaded.url : null;
  return (
    <div
      ref={ref}
      className="relative aspect-square w-28 shrink-0 overflow-hidden rounded-2xl bg-sky-soft sm:w-36"
    >
      {url ? (
        <img
          src={url}
          alt={t('books.coverOf', { title })}
          loading="lazy"
          className="size-full object-cover motion-safe:animate-fade-in"
        />
      ) : (
        <div className="flex size-full items-center justify-center" aria-hidden="true">
          <SproutMark className="size-14 opacity-70" />
        </div>
      )}
    </div>
  );
}
