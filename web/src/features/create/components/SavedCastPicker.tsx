import { Link } from 'react-router-dom';
import { canBeHero, ROLE_LABELS } from '../../../api/characters';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import type { StoryKind } from '../constants';
import type { SavedCast } from '../hooks/useSavedCast';

/**
 * 'From your characters': the saved cast picked for this story instead of typing and uploading
 * again. The first picked is the hero; any other person can be made the hero.
 */
export function SavedCastPicker({ kind, cast }: { kind: StoryKind; cast: SavedCast }) {
  const needs = kind === 'Essential' ? 'a photo' : 'a look';
  if (cast.state.status === 'loading')
    return (
      <p role="status" className="flex items-center gap-2 text-ink-soft">
        <Spinner /> Loading your characters...
      </p>
    );
  if (cast.state.status === 'failed')
    return (
      <p className="text-ink-soft">
        Your saved characters could not be loaded. You can still add characters below.
      </p>
    );
  const all = cast.state.characters;
  if (all.length === 0)
    return (
      <p className="text-ink-soft">
        Save your family once on your{' '}
        <Link to="/characters" className="font-semibold text-leaf underline">
          Characters page
        </Link>{' '}
        and pick them here for every book.
      </p>
    );
  const left = all.length - cast.usable.length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-soft">
        Pick who is in this story: the first one is the hero, or the first two with two heroes.{' '}
        <Link to="/characters" className="font-semibold text-leaf underline">
          Manage your characters
        </Link>
      </p>
      <ul aria-label="Your saved characters" className="flex flex-wrap gap-2">
        {cast.usable.map((character) => {
          const picked = cast.picked.some((p) => p.id === character.id);
          return (
            <li key={character.id}>
              <button
                type="button"
                aria-pressed={picked}
                disabled={!picked && !cast.canPickMore}
                onClick={() => cast.toggle(character.id)}
                className={`rounded-full border-2 px-4 py-2 font-semibold ${picked ? 'border-leaf bg-sprout-soft text-leaf' : 'border-ink-soft/30 bg-white'}`}
              >
                {picked ? '✓ ' : ''}
                {character.name}{' '}
                <span className="font-normal text-ink-soft">({ROLE_LABELS[character.role]})</span>
              </button>
            </li>
          );
        })}
      </ul>
      {left > 0 && (
        <p className="text-sm text-ink-soft">
          {left === 1 ? '1 of your characters needs' : `${left} of your characters need`} {needs} for this
          kind of story.
        </p>
      )}
      {cast.pairPossible && (
        <label className="flex items-center gap-3 font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-leaf"
            checked={cast.twoHeroes}
            onChange={(event) => cast.setTwoHeroes(event.target.checked)}
          />
          Two heroes (twins, siblings or best friends)
        </label>
      )}
      {cast.picked.length > 0 && (
        <ol aria-label="In this story" className="flex flex-col gap-2">
          {cast.picked.map((character, i) => (
            <li
              key={character.id}
              className="flex flex-wrap items-center gap-3 rounded-2xl bg-sky-soft px-4 py-2"
            >
              <span className="font-semibold">{character.name}</span>
              {i < cast.heroes && canBeHero(character) ? (
                <span className="rounded-full bg-sunrise px-2 py-0.5 text-sm font-semibold">Hero</span>
              ) : canBeHero(character) ? (
                <Button variant="ghost" size="sm" onClick={() => cast.makeHero(character.id)}>
                  Make {character.name} the hero
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
