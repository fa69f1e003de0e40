import { z } from 'zod';
import type { ClassBookStatus, ClassChild, Lesson } from '../contract/classroom.js';
import { MAX_CLASS_SIZE } from '../contract/classroom.js';
import { presetPerson, type PersonLook } from '../contract/look.js';
import { DEFAULT_ART_STYLE } from '../contract/artStyle.js';
import type { Gender } from '../contract/story.js';
import type { BookProgress, StoryInputs } from '../books/index.js';
import { appearanceOf } from '../books/index.js';
import type { JsonValue } from '../ports/documentStore.js';
import { hashString } from '../shared/hash.js';
import type { QueueSpec } from '../tasks/queueSpec.js';

/**
 * The classroom edition's records (issue 31): classes/{classId} holds the lesson, and
 * classes/{classId}/children/{index} each child of the list with the book made for them, so the
 * books of one class are made side by side without writing one shared document.
 */
export const CLASSES_COLLECTION = 'classes';
export const classPath = (classId: string) => `${CLASSES_COLLECTION}/${classId}`;
export const childrenCollection = (classId: string) => `${classPath(classId)}/children`;
export const childPath = (classId: string, index: number) =>
  `${childrenCollection(classId)}/${String(index).padStart(2, '0')}`;

/** classes/{classId}: one lesson for a class, made by one educator with their organization's credits. */
export interface ClassRecord {
  ownerUid: string;
  organizationID: string;
  lesson: Lesson;
  title: string;
  total: number;
  createdAt: string;
}

/** classes/{classId}/children/{index}: a child of the list and their book once it exists. */
export interface ClassChildRecord {
  index: number;
  name: string;
  look: ClassChild['look'];
  bookId: string | null;
  /** The book could not be made; its credit went back to the organization. */
  failed: boolean;
}

/** Makes one child's book: writes the story, creates the book, queues its pictures. */
export const CLASS_QUEUES = {
  makeClassBook: {
    name: 'makeClassBook',
    rules: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 60 },
    payload: z.object({
      classId: z.string().regex(/^class_[A-Za-z0-9-]{1,64}$/),
      index: z
        .number()
        .int()
        .min(0)
        .max(MAX_CLASS_SIZE - 1),
    }),
  },
} as const satisfies Record<string, QueueSpec<z.ZodType<{ [key: string]: JsonValue }>>>;

export const classTaskId = (classId: string, index: number) => `class-${classId}-${index}`;

const MORAL_TITLES: Record<string, string> = { 'self-discipline': 'Self-Discipline' };
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What the class is called in the educator's library: the idea's first words, else the moral
 * ('A Lesson in Kindness').
 */
export function lessonTitle(lesson: Lesson): string {
  const idea = lesson.idea.replace(/\s+/g, ' ').trim();
  if (idea) {
    if (idea.length <= 60) return capitalised(idea);
    const cut = idea.slice(0, 60);
    const space = cut.lastIndexOf(' ');
    return `${capitalised(space > 30 ? cut.slice(0, space) : cut)}…`;
  }
  return `A Lesson in ${MORAL_TITLES[lesson.moral] ?? capitalised(lesson.moral)}`;
}

const GENDER_OF: Record<PersonLook['presentation'], Gender> = {
  girl: 'girl',
  boy: 'boy',
  neutral: 'unknown',
};

/** The look the illustrators draw for a child: a preset becomes a whole person (neutral). */
export const childLook = (look: ClassChild['look']): PersonLook =>
  'preset' in look ? presetPerson(look.preset, 'neutral') : look;

/**
 * One child's Avatar Story from the lesson: the child is the hero, drawn with their look; the
 * seed differs per child so the books of one class read as different stories of one lesson.
 */
export function childStory(
  classId: string,
  lesson: Lesson,
  child: Pick<ClassChild, 'name' | 'look'>,
  index: number,
): { inputs: StoryInputs; seed: number } {
  const look = childLook(child.look);
  const gender = GENDER_OF[look.presentation];
  return {
    inputs: {
      storyType: 'Enhanced',
      mainCharacterName: child.name,
      gender,
      description: lesson.idea,
      moralValue: lesson.moral,
      readerAgeGroup: lesson.ageGroup,
      appearanceValue: appearanceOf(look),
      characters: [{ name: child.name, relationship: 'main', gender, look, key: `${classId}-${index}` }],
      language: 'en',
      // A lesson names no style: its books are drawn in the one every parent starts from.
      artStyle: DEFAULT_ART_STYLE,
    },
    seed: (hashString(classId) + index * 7919) % 2147483647,
  };
}

/** A child's row of the progress: the book's state, or why there is none. */
export function childStatus(
  child: Pick<ClassChildRecord, 'bookId' | 'failed'>,
  progress: BookProgress | null,
): ClassBookStatus {
  if (child.failed) return 'failed';
  if (!child.bookId) return 'writing';
  if (!progress) return 'removed';
  return progress.state;
}

/** The class's counts: ready books, and books that could not be made (their credits returned). */
export function tally(statuses: ClassBookStatus[]): { done: number; failed: number } {
  return {
    done: statuses.filter((s) => s === 'ready').length,
    failed: statuses.filter((s) => s === 'failed').length,
  };
}

/** A PDF's name inside the class ZIP: the child and the title, unique within the ZIP. */
export function zipEntryName(childName: string, title: string, taken: Set<string>): string {
  const clean = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-');
  const base = [clean(childName), clean(title)].filter(Boolean).join('-').slice(0, 80) || 'book';
  let name = `${base}.pdf`;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}.pdf`;
  taken.add(name);
  return name;
}
