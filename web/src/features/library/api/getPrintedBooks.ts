import { userPost } from '../../../lib/api';

/**
 * POST /user/printOrders (paid orders, newest first; rows [orderId, storyId, ...], CONTRACT.md):
 * each printed book's latest order id, by book. Failures are passed on.
 */
export async function getPrintedBooks(): Promise<Map<string, string>> {
  const rows = await userPost<unknown>('/user/printOrders');
  if (!Array.isArray(rows)) throw new Error('Unexpected printOrders answer');
  const latest = new Map<string, string>();
  for (const row of rows) {
    if (!Array.isArray(row) || typeof row[0] !== 'string' || !row[0]) continue;
    const storyId = String(row[1]);
    if (!latest.has(storyId)) latest.set(storyId, row[0]);
  }
  return latest;
}
