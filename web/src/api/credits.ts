import { getNumCreditsResponse } from '@contract/user';
import { userPost } from '../lib/api';

/**
 * POST /user/getNumCredits decoded with the contract: the balance, or NaN when the answer is not
 * a count (a numeric string is read as its number). A failed call throws. Every screen reads
 * the balance through here, so they all agree on a bad answer.
 */
export async function fetchCredits(): Promise<number> {
  const answer = await userPost<unknown>('/user/getNumCredits');
  const value = typeof answer === 'string' && answer.trim() ? Number(answer) : answer;
  const parsed = getNumCreditsResponse.safeParse(value);
  return parsed.success ? parsed.data : Number.NaN;
}

/** Spec part 2 §5: fewer than 1 credit, or a balance that is not a number, stops creation. */
export const hasCredits = (credits: number) => Number.isFinite(credits) && credits >= 1;
