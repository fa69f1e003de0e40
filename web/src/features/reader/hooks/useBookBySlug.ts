import { useMemo } from 'react';
import { useBookBySlug as useLibraryBookBySlug } from '../../../api/useBookBySlug';
import type { ReaderState } from '../readerState';

export type Lookup = { status: 'idle' | 'loading' | 'missing' } | { status: 'found'; book: ReaderState };

/** The reader's book found by the slug of its title in the Library (reloads, bookmarks). */
export function useBookBySlug(slug: string | null): Lookup {
  const lookup = useLibraryBookBySlug(slug);
  return useMemo(() => {
    if (lookup.status !== 'found') return lookup;
    const { bookId, title, language, artStyle } = lookup.book;
    return {
      status: 'found',
      book: {
        bookID: bookId,
        storyTitle: title,
        formattedStory: '',
        imageNum: 'None',
        legends: [],
        language,
        artStyle,
      },
    };
  }, [lookup]);
}
