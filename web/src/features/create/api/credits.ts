// The credit and name reads of the create screens, decoded once in lib/.

export { getUserName } from '../../../lib/userName';

/** The balance, NaN when the answer is not a number (spec §5 treats both alike). */
export { fetchCredits as getNumCredits, hasCredits } from '../../../lib/credits';
