import { useEffect, useState } from 'react';
import type { User } from 'firebase/auth';
import { userPost } from '../../lib/api';

/** Answers already had, by uid: the navigation asks once per person and page load. */
const known = new Map<string, boolean>();

/**
 * Whether the signed-in person is an educator (POST /user/getUserInfo), so the navigation shows
 * them the Classroom. Unknown (and so hidden) until answered, or when the call fails.
 */
export function useIsEducator(user: User | null): boolean {
  const uid = user?.uid ?? null;
  const [educator, setEducator] = useState(() => (uid ? (known.get(uid) ?? false) : false));
  useEffect(() => {
    if (!uid) {
      setEducator(false);
      return;
    }
    const cached = known.get(uid);
    if (cached !== undefined) {
      setEducator(cached);
      return;
    }
    let active = true;
    userPost<{ userType?: string }>('/user/getUserInfo')
      .then((info) => {
        const is = info?.userType === 'educator';
        known.set(uid, is);
        if (active) setEducator(is);
      })
      // A navigation link is not worth an error: the page itself says what went wrong.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [uid]);
  return educator;
}
