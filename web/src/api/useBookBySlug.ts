import { useEffect, useState } from 'react';
import { slugify } from '../lib/slug';
import { getLibrary, type LibraryBook } from './library';

export type BookLookup = { status: 'idle' | 'loading' | 'missing' } | { status: 'found'; book: LibraryBook };

/**
 * A book found by the slug of its title in the user's Library (for reloads and bookmarks, when
 * there is no navigation state): the readers and the editors. The newest book with that slug wins.
 * `slug` null: nothing to look up ('idle').
 */
export function useBookBySlug(slug: string | null): BookLookup {
  const [result, setResult] = useState<{ slug: string; lookup: BookLookup } | null>(null);

  useEffect(() => {
    if (!slug) return;
    let active = true;
    getLibrary()
      .then((books) => {
        if (!active) return;
        const book = books.find((item) => slugify(item.title) === slug);
        setResult({ slug, lookup: book ? { status: 'found', book } : { status: 'missing' } });
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
