import { HAIR_COLOURS, HAIR_STYLES, PRESENTATIONS, SKIN_TONES, type PersonLook } from '@contract/look';
import { MAX_CLASS_SIZE, type ClassChild } from '@contract/classroom';
import { MAX_NAME_LENGTH } from '@contract/books';
import { i18n } from '../../i18n';

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

/** Words for a look option (the class form's own short labels), in the page's language. */
export const lookWords = (trait: 'skin' | 'hairColour' | 'hairStyle', value: string) =>
  i18n._(`classroom.${trait}.${value}`);

/** The first problem of the class list, in the words the form shows, or null when it can be sent. */
export function classListProblem(children: Pick<ChildDraft, 'name'>[]): string | null {
  if (children.length === 0 || children.length > MAX_CLASS_SIZE)
    return i18n._('classroom.form.sizeProblem', { max: MAX_CLASS_SIZE });
  const unnamed = children.findIndex((c) => !c.name.trim());
  if (unnamed >= 0) return i18n._('classroom.form.unnamed', { number: unnamed + 1 });
  const long = children.findIndex((c) => c.name.trim().length > MAX_NAME_LENGTH);
  if (long >= 0) return i18n._('classroom.form.longName', { number: long + 1, max: MAX_NAME_LENGTH });
  return null;
}

/** The class list as the API takes it. */
export const toClassChildren = (children: ChildDraft[]): ClassChild[] =>
  children.map((c) => ({ name: c.name.trim(), look: c.look }));
