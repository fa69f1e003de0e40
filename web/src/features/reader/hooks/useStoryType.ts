import { useEffect, useState } from 'react';
import type { StoryType } from '@contract/story';
import { checkStoryType } from '../../../api/library';

/** POST /user/checkStoryType for /library/:slug: the type, 'unknown' when the check fails, null while asking. */
export function useStoryType(bookId: string | null): StoryType | 'unknown' | null {
  const [result, setResult] = useState<{ bookId: string; type: StoryType | 'unknown' } | null>(null);
  useEffect(() => {
    if (!bookId) return;
    let active = true;
    checkStoryType(bookId)
      .then((type) => active && setResult({ bookId, type }))
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Checking the story type failed', error);
        setResult({ bookId, type: 'unknown' });
      });
    return () => {
      active = false;
    };
  }, [bookId]);
  return result?.bookId === bookId ? result.type : null;
}
