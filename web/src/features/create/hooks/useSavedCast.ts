import { useState } from 'react';
import { canBeHero, type SavedCharacter } from '../../../api/characters';
import { useSavedCharacters } from '../../../api/useSavedCharacters';
import type { StoryKind } from '../constants';
import { MAX_CHARACTERS } from '../constants';

/** Whether a saved character can be in this kind of story: a photo for Photo Stories, a look for Avatar Stories. */
export const fitsStory = (kind: StoryKind, character: SavedCharacter) =>
  kind === 'Essential' ? character.photoCount > 0 : character.look !== null;

/**
 * The parent's saved characters for create, and which of them are in this story, in the order
 * picked: the first is the hero (a child: a parent or a pet moves behind the first child). With
 * two heroes the first two children lead, everyone else after them.
 */
export function useSavedCast(kind: StoryKind) {
  const { state } = useSavedCharacters();
  const [picked, setPicked] = useState<string[]>([]);
  const [twoHeroes, setTwoHeroes] = useState(false);

  const characters = state.status === 'ready' ? state.value : [];
  const byId = new Map(characters.map((c) => [c.id, c]));
  const leads = (id: string) => {
    const character = byId.get(id);
    return character !== undefined && canBeHero(character);
  };
  const heroFirst = (ids: string[]) => {
    const hero = ids.find(leads);
    return hero ? [hero, ...ids.filter((id) => id !== hero)] : ids;
  };

  const cast = picked.map((id) => byId.get(id)).filter((c): c is SavedCharacter => c !== undefined);
  const children = cast.filter(canBeHero);
  const pairPossible = children.length >= 2;
  const pair = twoHeroes && pairPossible;
  const ordered = pair
    ? [children[0]!, children[1]!, ...cast.filter((c) => c !== children[0] && c !== children[1])]
    : cast;

  return {
    state,
    /** The saved characters this kind of story can use. */
    usable: characters.filter((c) => fitsStory(kind, c)),
    picked: ordered,
    /** How many of the picked lead the story: 2 once two heroes are asked for and two children are picked. */
    heroes: pair ? 2 : 1,
    /** Two heroes can be asked for once two children are picked. */
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
