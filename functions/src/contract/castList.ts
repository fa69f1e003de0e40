import type { Gender, Relationship } from './story.js';

/** The gender a role says by itself; the other roles (main, friend, teacher, other) name theirs. */
const GENDER_OF_ROLE: Partial<Record<Relationship, Gender>> = {
  mother: 'woman',
  father: 'man',
  grandmother: 'woman',
  grandfather: 'man',
  brother: 'boy',
  sister: 'girl',
  pet: 'unknown',
};

/** One character: name and role ('Mama', 'mother'), and the gender where the role does not say it. */
export type Member = readonly [name: string, relationship: Relationship, gender?: Gender];

/**
 * A book's characters written short, one `[name, role, gender?]` each:
 * `castList(['Amara', 'main', 'girl'], ['Mama', 'mother'])`. The gallery's samples and the
 * tests' books write their casts with it.
 */
export function castList(
  ...members: Member[]
): { name: string; relationship: Relationship; gender: Gender }[] {
  return members.map(([name, relationship, gender]) => {
    const drawnAs = gender ?? GENDER_OF_ROLE[relationship];
    if (!drawnAs) throw new Error(`${name}: a ${relationship} needs a gender`);
    return { name, relationship, gender: drawnAs };
  });
}
