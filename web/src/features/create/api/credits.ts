import { userPost } from '../../../lib/api';

// Kept apart from the create calls so /create does not load the contract schemas (zod).

export { getUserName } from '../../../lib/userName';

/** POST /user/getNumCredits: the balance, NaN when the answer is not a number (spec §5 treats both alike). */
export async function getNumCredits(): Promise<number> {
  const answer = await userPost<unknown>('/user/getNumCredits');
  if (typeof answer === 'number') return answer;
  if (typeof answer === 'string' && answer.trim()) return Number(answer);
  return Number.NaN;
}

/** Spec §5: fewer than 1 credit, or a balance that is not a number, stops creation. */
export const hasCredits = (credits: number) => Number.isFinite(credits) && credits >= 1;
