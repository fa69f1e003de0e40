import type { ReadingMode } from '@contract/readingMode';
import { readingMode as route } from '@contract/routes/accounts';
import { userPost } from '../lib/api';

/** POST /user/readingMode {}: the account's reading mode, null until chosen. */
export async function accountReadingMode(): Promise<ReadingMode | null> {
  return (await userPost(route, {})).readingMode;
}

/** POST /user/readingMode {readingMode}: the account keeps it. */
export async function saveAccountReadingMode(readingMode: ReadingMode): Promise<void> {
  await userPost(route, { readingMode });
}
