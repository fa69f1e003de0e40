import { getNumCredits } from '@contract/routes/accounts';
import { UnexpectedAnswer, userPost } from '../lib/api';

/**
 * POST /user/getNumCredits decoded with the contract: the balance, or NaN when the answer is not
 * a count. A failed call throws. Every screen reads the balance through here, so they all agree
 * on a bad answer.
 */
export async function fetchCredits(): Promise<number> {
  try {
    return await userPost(getNumCredits);
  } catch (error) {
    if (error instanceof UnexpectedAnswer) return Number.NaN;
    throw error;
  }
}

/** Spec part 2 §5: fewer than 1 credit, or a balance that is not a number, stops creation. */
export const hasCredits = (credits: number) => Number.isFinite(credits) && credits >= 1;
