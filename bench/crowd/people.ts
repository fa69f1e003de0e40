/**
 * The crowd's people, made the way people make them (e2e/parents.ts, e2e/educators.ts): parents
 * with the free story's credit who write a draft and later save it; teachers with one Classroom
 * Pack who make a class from one lesson.
 */
import { buyClassroomPacks, freshEducator } from '../../e2e/educators.js';
import { freshParent, userCall } from '../../e2e/parents.js';

export interface CrowdParent {
  index: number;
  token: string;
  uid: string;
  bookId: string;
  title: string;
  paragraphs: string[];
}

export interface CrowdTeacher {
  index: number;
  token: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The account id inside a Firebase ID token (its payload's user_id). */
export function uidOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    user_id?: string;
    sub?: string;
  };
  const uid = payload.user_id ?? payload.sub;
  if (!uid) throw new Error('The ID token names no user');
  return uid;
}

const NAMES = ['Leo', 'Mia', 'Ava', 'Sam', 'Noor', 'Ivy', 'Kai', 'Zoe'];
const IDEAS = ['a day at the beach', 'a snowy morning', 'a rocket trip to the moon', 'a farm visit'];

/** A fresh parent with a written (not yet saved) draft: the story text is ready to save. */
export async function parentWithDraft(index: number, timeoutMs = 600_000): Promise<CrowdParent> {
  const { token } = await freshParent(1, `Crowd Parent ${index}`);
  const n = Math.abs(index); // the baseline's parent is -1
  const created = await userCall(token, 'create', {
    storyType: 'Enhanced',
    gender: n % 2 ? 'girl' : 'boy',
    mainChrName: NAMES[n % NAMES.length],
    description: IDEAS[n % IDEAS.length],
    moralValue: 'kindness',
    appearanceValue: 'medium_brown',
    readerAgeGroup: n % 2 ? '2-4years' : '5-7years',
  });
  if (!created.ok) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const { bookId } = (await created.json()) as { bookId: string };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await userCall(token, 'enhancedTextOutput', { bookId });
    if (res.ok) {
      const story = ((await res.json()) as { story: string }).story;
      const [titleLine = '', ...rest] = story.split('\n\n');
      return {
        index,
        token,
        uid: uidOf(token),
        bookId,
        title: titleLine.replace(/^Title:\s*/, ''),
        paragraphs: rest.map((p) => p.replace(/^\d+\.\s*/, '')),
      };
    }
    await res.arrayBuffer();
    if (Date.now() > deadline)
      throw new Error(`The draft ${bookId} was not written in ${timeoutMs / 1000} s`);
    await sleep(1000);
  }
}

/** A save the service turned away before any credit was spent (issue 46 item 4: the line is full). */
export interface TurnedAway {
  message: string;
  retryAfterSeconds: number;
}

/** What a save answered: the wait the parent was told (pictureWait's seconds), or the refusal. */
export type SaveAnswer = { toldSeconds: number; turnedAway?: never } | { turnedAway: TurnedAway };

/**
 * Saves the parent's draft (spending its credit, which queues its ten pictures): the wait it was
 * told, or the refusal when the service said it is too busy (503 `too_busy` with a Retry-After);
 * any other failure throws.
 */
export async function saveBook(parent: CrowdParent): Promise<SaveAnswer> {
  const saved = await userCall(parent.token, 'saveStory', {
    bookId: parent.bookId,
    storyTitle: parent.title,
    paragraphs: parent.paragraphs,
  });
  if (saved.ok) {
    const body = (await saved.json()) as { pictureWait?: { seconds: number } };
    if (!body.pictureWait) throw new Error(`saveStory told no wait for ${parent.bookId}`);
    return { toldSeconds: body.pictureWait.seconds };
  }
  const text = await saved.text();
  const retryAfterSeconds = Number(saved.headers.get('retry-after'));
  if (saved.status === 503 && retryAfterSeconds > 0) {
    const body = JSON.parse(text) as { error?: string; code?: string };
    if (body.code === 'too_busy' && body.error)
      return { turnedAway: { message: body.error, retryAfterSeconds } };
  }
  throw new Error(`saveStory answered ${saved.status}: ${text}`);
}

/** A fresh educator running an organization that bought one Classroom Pack (30 credits). */
export async function teacherWithPack(index: number): Promise<CrowdTeacher> {
  const { token } = await freshEducator(`Crowd Teacher ${index}`, `Crowd Room ${index}`);
  await buyClassroomPacks(token, 1);
  return { index, token };
}

export const PACK_CREDITS = 30;

const LOOKS = ['fair_blond', 'medium_brown', 'dark_black', 'warm_black'];

/** Makes a class of `size` from one lesson; answers the class's id. */
export async function makeClass(teacher: CrowdTeacher, size: number): Promise<string> {
  const children = Array.from({ length: size }, (_, i) => ({
    name: `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`,
    look: { preset: LOOKS[i % LOOKS.length] },
  }));
  const made = await userCall(teacher.token, 'createClass', {
    lesson: { moral: 'kindness', ageGroup: '5-7years', idea: 'sharing crayons at the art table' },
    children,
  });
  if (!made.ok) throw new Error(`createClass answered ${made.status}: ${await made.text()}`);
  return ((await made.json()) as { classId: string }).classId;
}

/** Runs `work` on every item, at most `limit` at once; answers the results in order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}
