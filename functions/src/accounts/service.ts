import type { Deps } from '../ports/index.js';

export const USERS_COLLECTION = 'users';

export function accountsService({ store }: Pick<Deps, 'store'>) {
  return {
    /** The caller's credit balance; an account not yet registered has none. */
    async getNumCredits(uid: string): Promise<number> {
      const user = await store.get(`${USERS_COLLECTION}/${uid}`);
      const credits = user?.credits;
      return typeof credits === 'number' && Number.isInteger(credits) && credits > 0 ? credits : 0;
    },
  };
}
