import { userPost } from '../../../lib/api';

/**
 * POST /user/printOrders (paid orders, newest first; rows [orderId, storyId, ...], CONTRACT.md):
 * the id of the book's latest paid print order, or null when it has none. Failures are passed on.
 */
export async function getPaidOrderOf(storyId: string): Promise<string | null> {
  const rows = await userPost<unknown>('/user/printOrders');
  if (!Array.isArray(rows)) throw new Error('Unexpected printOrders answer');
  const row = rows.find((item): item is unknown[] => Array.isArray(item) && String(item[1]) === storyId);
  return row && typeof row[0] === 'string' && row[0] ? row[0] : null;
}
