import { HAIR_COLOURS, HAIR_STYLES, PRESENTATIONS, SKIN_TONES, type PersonLook } from '@contract/look';
import { MAX_CLASS_SIZE, type ClassChild } from '@contract/classroom';
import { MAX_NAME_LENGTH } from '@contract/books';

/** A row of the class list as the form holds it: a first name and a drawn look. */
export interface ChildDraft {
  key: number;
  name: string;
  look: PersonLook;
}

const pick = <T>(values: readonly T[], random: () => number): T =>
  values[Math.floor(random() * values.length)] as T;

/** A random look for the 'Surprise me' button (and each new row), from the avatar builder's options. */
export function randomLook(random: () => number = Math.random): PersonLook {
  return {
    skin: pick(SKIN_TONES, random),
    hairColour: pick(
      HAIR_COLOURS.filter((c) => c !== 'grey' && c !== 'white'),
      random,
    ),
    hairStyle: pick(
      HAIR_STYLES.filter((s) => s !== 'bald'),
      random,
    ),
    eyes: 'brown',
    glasses: random() < 0.15,
    freckles: random() < 0.2,
    presentation: pick(PRESENTATIONS, random),
  };
}

/** Words for the look options (the class form's own short labels). */
export const words = (value: string) =>
  value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** The first problem of the class list, in the words the form shows, or null when it can be sent. */
export function classListProblem(children: Pick<ChildDraft, 'name'>[]): string | null {
  if (children.length === 0 || children.length > MAX_CLASS_SIZE)
    return `A class list has from 1 to ${MAX_CLASS_SIZE} children.`;
  const unnamed = children.findIndex((c) => !c.name.trim());
  if (unnamed >= 0) return `Child ${unnamed + 1} needs a first name.`;
  const long = children.findIndex((c) => c.name.trim().length > MAX_NAME_LENGTH);
  if (long >= 0) return `Child ${long + 1}'s name is longer than ${MAX_NAME_LENGTH} characters.`;
  return null;
}

/** The class list as the API takes it. */
export const toClassChildren = (children: ChildDraft[]): ClassChild[] =>
  children.map((c) => ({ name: c.name.trim(), look: c.look }));
