import { orgBalanceDocPath, orgCreditsService } from '../credits/index.js';
import type { DocData } from '../ports/documentStore.js';
import type { Deps } from '../ports/index.js';
import { childPath, classPath, type ClassChildRecord, type ClassRecord } from './model.js';

/**
 * A child's book that cannot be made: the child is marked failed and their reserved credit goes
 * back to the organization, in one transaction, once (a second call finds the mark; a child
 * whose book exists keeps it). False when there was nothing to give back.
 */
export async function returnCredit(
  deps: Pick<Deps, 'store' | 'clock'>,
  classId: string,
  index: number,
): Promise<boolean> {
  const orgCredits = orgCreditsService(deps);
  return deps.store.runTransaction(async (tx) => {
    const record = (await tx.get(classPath(classId))) as unknown as ClassRecord | null;
    const child = (await tx.get(childPath(classId, index))) as unknown as ClassChildRecord | null;
    if (!record || !child || child.failed || child.bookId) return false;
    // An organization removed meanwhile has no balance to return to.
    const org = await tx.get(orgBalanceDocPath(record.organizationID));
    if (org) await orgCredits.grant(tx, record.organizationID, 1, 'class-book-failed', `${classId}/${index}`);
    tx.update(childPath(classId, index), { failed: true } as DocData);
    return true;
  });
}
