import type { Gender, Relationship } from '../../contract/story.js';
import type { CastInput } from './characters.js';
import { PEER_NAMES } from './characters.js';

/**
 * People and animals the parent names in an Avatar Story's description ('his dog Biscuit',
 * 'with grandma', 'her baby brother Sam', 'best friend Lila'), as cast members. Names must be
 * capitalized as typed, so ordinary words ('a dog named after...') are not taken for names.
 */

const NAME = '([A-Z][a-zà-ÿ]+(?:-[A-Z][a-zà-ÿ]+)?)';
const ANIMALS =
  'dog|doggy|puppy|cat|kitty|kitten|bunny|rabbit|hamster|guinea pig|parrot|budgie|bird|turtle|tortoise|pony|horse|goldfish|fish|lizard|duck|chicken|goat';
const ANIMALS_ES =
  'perr[oa]|perrit[oa]|cachorr[oa]|gat[oa]|gatit[oa]|conej[oa]|conejit[oa]|hámster|hamster|tortuga|loro|periquito|pájaro|poni|caballo|pez';
const OWNER = '(?:his|her|their|my|our|a|the|pet)';

const RELATIVES: [RegExp, Relationship, Gender][] = [
  [/\b(grandma|granny|gran|nana|nanna|grandmother|oma|abuela)\b/i, 'grandmother', 'woman'],
  [/\b(grandpa|grandad|granddad|gramps|grandfather|opa|abuelo)\b/i, 'grandfather', 'man'],
  [/\b(mommy|mom|mum|mummy|mama|mother)\b/i, 'mother', 'woman'],
  [/\b(daddy|dad|papa|father)\b/i, 'father', 'man'],
  [/\b(auntie|aunty|aunt)\b/i, 'other', 'woman'],
  [/\b(uncle)\b/i, 'other', 'man'],
];

/** A friend's pronoun when the name is one we know; 'they' otherwise (never a guess). */
function genderOfName(name: string): Gender {
  const known = PEER_NAMES.find((p) => p.name.toLowerCase() === name.toLowerCase());
  return known ? (known.kind === 'she' ? 'girl' : 'boy') : 'unknown';
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export function describedCast(description: string, heroName: string): CastInput[] {
  const found: CastInput[] = [];
  const add = (entry: CastInput) => {
    const key = entry.name.toLowerCase();
    if (key === heroName.toLowerCase() || found.some((f) => f.name.toLowerCase() === key)) return;
    found.push(entry);
  };

  // Pets: 'his dog Biscuit', 'a puppy named Max', 'Pip the seagull'.
  for (const m of description.matchAll(
    new RegExp(
      `\\b${OWNER}\\s+(?:little\\s+|big\\s+|pet\\s+)?(?:${ANIMALS})\\s+(?:named\\s+|called\\s+)?${NAME}`,
      'g',
    ),
  ))
    add({ name: m[1]!, relationship: 'pet', gender: 'unknown' });
  for (const m of description.matchAll(
    new RegExp(`${NAME}\\s+the\\s+(?:${ANIMALS}|seagull|owl|fox|bear)\\b`, 'gi'),
  ))
    if (/^[A-Z]/.test(m[1]!)) add({ name: m[1]!, relationship: 'pet', gender: 'unknown' });

  // Spanish descriptions: 'su perra Canela', 'un gatito llamado Miso' (a female word: a girl).
  for (const m of description.matchAll(
    new RegExp(
      `(?<![\\p{L}])(?:su|mi|tu|un|una|el|la)\\s+(${ANIMALS_ES})\\s+(?:llamad[oa]\\s+)?${NAME}`,
      'giu',
    ),
  ))
    if (/^[A-Z]/.test(m[2]!))
      add({ name: m[2]!, relationship: 'pet', gender: /as?$/i.test(m[1]!) ? 'girl' : 'unknown' });

  // Siblings: 'her baby brother Sam', 'his big sister Ana'.
  for (const m of description.matchAll(
    new RegExp(
      `\\b(?:baby|little|big|older|younger|twin)?\\s*(brother|sister)\\s+(?:named\\s+|called\\s+)?${NAME}`,
      'gi',
    ),
  )) {
    if (!/^[A-Z]/.test(m[2]!)) continue;
    const brother = m[1]!.toLowerCase() === 'brother';
    add({ name: m[2]!, relationship: brother ? 'brother' : 'sister', gender: brother ? 'boy' : 'girl' });
  }

  // Friends: 'best friend Lila', 'his friend Omar', 'friends Ava and Theo'.
  for (const m of description.matchAll(
    new RegExp(`\\bfriends?\\s+(?:named\\s+|called\\s+)?${NAME}(?:\\s+and\\s+${NAME})?`, 'g'),
  ))
    for (const name of [m[1], m[2]].filter((n): n is string => !!n))
      add({ name, relationship: 'friend', gender: genderOfName(name) });

  // Grown-ups of the family: 'with grandma', 'Grandpa Joe', 'her auntie May'.
  for (const [pattern, relationship, gender] of RELATIVES) {
    const m = new RegExp(`${pattern.source}(?:\\s+${NAME})?`, 'i').exec(description);
    if (!m) continue;
    const word = capitalize(m[1]!);
    const name = m[2] && /^[A-Z]/.test(m[2]) ? `${word} ${m[2]}` : word;
    add({ name, relationship, gender });
  }
  return found.slice(0, 4);
}
