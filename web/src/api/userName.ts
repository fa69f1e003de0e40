import { useEffect, useState } from 'react';
import type { User } from 'firebase/auth';
import { getUserName as route } from '@contract/routes/accounts';
import { userPost } from '../lib/api';

/**
 * POST /user/getUserName (spec §7): the name, null when empty. Shared by every screen that
 * greets the person by name.
 */
export async function getUserName(): Promise<string | null> {
  return (await userPost(route)).userName || null;
}

/**
 * The name to greet the user with (spec part 2 §2): the fetched name, else the account display
 * name, else the email, else 'Guest'. A failed fetch is only logged. null while loading.
 */
export function useWelcomeName(user: User | null): string | null {
  const [fetched, setFetched] = useState<{ name: string | null } | null>(null);

  useEffect(() => {
    let active = true;
    getUserName().then(
      (name) => {
        if (active) setFetched({ name });
      },
      (error: unknown) => {
        console.error('Loading the user name failed', error);
        if (active) setFetched({ name: null });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  if (!fetched) return null;
  return fetched.name || user?.displayName || user?.email || 'Guest';
}
