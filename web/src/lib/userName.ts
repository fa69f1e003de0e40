import { userPost } from './api';

/**
 * POST /user/getUserName (spec §7): a string, or an object with userName or name; null when
 * empty. Shared by every screen that greets the person by name.
 */
export async function getUserName(): Promise<string | null> {
  const answer = await userPost<unknown>('/user/getUserName');
  if (typeof answer === 'string') return answer || null;
  if (answer && typeof answer === 'object') {
    const { userName, name } = answer as { userName?: unknown; name?: unknown };
    if (typeof userName === 'string' && userName) return userName;
    if (typeof name === 'string' && name) return name;
  }
  return null;
}
