import { useCallback } from 'react';
import { createFromCharacters } from '../api/create';
import type { StoryKind } from '../constants';
import { useSavedCast } from './useSavedCast';
import { useStoryCreation } from './useStoryCreation';

type StoryDetails = Parameters<typeof createFromCharacters>[2];

/**
 * The creation flow of a create page that offers the saved cast: a story of the picked saved
 * characters (nothing uploaded, their cast reviewed first when one has no approved sheet), or
 * else the page's own typed characters (`createTyped`, memoised by the page).
 */
export function useCastCreation(
  kind: StoryKind,
  details: StoryDetails,
  createTyped: () => Promise<{ bookId: string }>,
) {
  const saved = useSavedCast(kind);
  const pickedIds = saved.picked.map((character) => character.id).join(',');
  const twoHeroes = saved.heroes === 2;
  const create = useCallback(
    () =>
      pickedIds
        ? createFromCharacters(kind, { characterIds: pickedIds.split(','), twoHeroes }, details)
        : createTyped(),
    [createTyped, details, kind, pickedIds, twoHeroes],
  );
  const flow = useStoryCreation({
    kind,
    create,
    reviewCast: saved.picked.some((character) => !character.sheet),
    making: { artStyle: details.artStyle, language: details.language },
  });
  return { saved, fromSaved: pickedIds !== '', flow };
}
