import { useState } from 'react';
import type { SavedCharacter } from '../../../api/characters';
import { useSavedCharacters } from '../../../api/useSavedCharacters';
import type { StoryKind } from '../constants';
import { MAX_CHARACTERS } from '../constants';

/** Whether a saved character can be in this kind of story: a photo for Photo Stories, a look for Avatar Stories. */
export const fitsStory = (kind: StoryKind, character: SavedCharacter) =>
  kind === 'Essential' ? character.photoCount > 0 : character.look !== null;

/**
 * The parent's saved characters for create, and which of them are in this story, in the order
 * picked: the first is the hero (a pet never is: it moves behind the first person). With two
 * heroes the first two people lead, pets after them.
 */
export function useSavedCast(kind: StoryKind) {
  const { state } = useSavedCharacters();
  const [picked, setPicked] = useState<string[]>([]);
  const [twoHeroes, setTwoHeroes] = useState(false);

  const characters = state.status === 'ready' ? state.characters : [];
  const byId = new Map(characters.map((c) => [c.id, c]));
  const isPet = (id: string) => byId.get(id)?.role === 'pet';
  const heroFirst = (ids: string[]) => {
    const hero = ids.find((id) => !isPet(id));
    return hero ? [hero, ...ids.filter((id) => id !== hero)] : ids;
  };

  const cast = picked.map((id) => byId.get(id)).filter((c): c is SavedCharacter => c !== undefined);
  const people = cast.filter((c) => c.role !== 'pet');
  const pairPossible = people.length >= 2;
  const pair = twoHeroes && pairPossible;
  const ordered = pair
    ? [people[0]!, people[1]!, ...cast.filter((c) => c !== people[0] && c !== people[1])]
    : cast;

  return {
    state,
    /** The saved characters this kind of story can use. */
    usable: characters.filter((c) => fitsStory(kind, c)),
    picked: ordered,
    /** How many of the picked lead the story: 2 once two heroes are asked for and two people are picked. */
    heroes: pair ? 2 : 1,
    /** Two heroes can be asked for once two people are picked. */
    pairPossible,
    twoHeroes,
    setTwoHeroes,
    canPickMore: picked.length < MAX_CHARACTERS,
    toggle: (id: string) =>
      setPicked((current) =>
        current.includes(id)
          ? current.filter((other) => other !== id)
          : current.length < MAX_CHARACTERS
            ? heroFirst([...current, id])
            : current,
      ),
    makeHero: (id: string) => setPicked((current) => [id, ...current.filter((other) => other !== id)]),
  };
}

export type SavedCast = ReturnType<typeof useSavedCast>;
