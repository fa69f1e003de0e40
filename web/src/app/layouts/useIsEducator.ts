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
  // Answers by uid, so a sign-out or another account never shows the last one's answer.
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (!uid || known.has(uid)) return;
    let active = true;
    // The route and its schema (zod) load only for a signed-in person, not with every page.
    import('@contract/routes/accounts')
      .then(({ getUserInfo }) => userPost(getUserInfo))
      .then((info) => {
        const is = info.userType === 'educator';
        known.set(uid, is);
        if (active) setAnswers((all) => ({ ...all, [uid]: is }));
      })
      // A navigation link is not worth an error: the page itself says what went wrong.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [uid]);
  if (!uid) return false;
  return answers[uid] ?? known.get(uid) ?? false;
}
