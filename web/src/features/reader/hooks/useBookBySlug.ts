import { useEffect, useState } from 'react';
import { getLibrary } from '../../../api/library';
import { slugify } from '../../../lib/slug';
import type { ReaderState } from '../readerState';

export type Lookup = { status: 'idle' | 'loading' | 'missing' } | { status: 'found'; book: ReaderState };

/**
 * A book found by the slug of its title in the user's Library (for reloads and bookmarks, when
 * there is no navigation state). The newest book with that slug wins.
 */
export function useBookBySlug(slug: string | null): Lookup {
  const [result, setResult] = useState<{ slug: string; lookup: Lookup } | null>(null);

  useEffect(() => {
    if (!slug) return;
    let active = true;
    getLibrary()
      .then((books) => {
        if (!active) return;
        const book = books.find((item) => slugify(item.title) === slug);
        setResult({
          slug,
          lookup: book
            ? {
                status: 'found',
                book: {
                  bookID: book.bookId,
                  storyTitle: book.title,
                  formattedStory: '',
                  imageNum: 'None',
                  legends: [],
                },
              }
            : { status: 'missing' },
        });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Looking the book up in the library failed', error);
        setResult({ slug, lookup: { status: 'missing' } });
      });
    return () => {
      active = false;
    };
  }, [slug]);

  if (!slug) return { status: 'idle' };
  return result?.slug === slug ? result.lookup : { status: 'loading' };
}
