import { Link } from 'react-router-dom';
import { canBeHero } from '../../../api/characters';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import type { StoryKind } from '../constants';
import type { SavedCast } from '../hooks/useSavedCast';
import { T, useT } from '../../../i18n';

/**
 * 'From your characters': the saved cast picked for this story instead of typing and uploading
 * again. The first picked is the hero; any other person can be made the hero.
 */
export function SavedCastPicker({ kind, cast }: { kind: StoryKind; cast: SavedCast }) {
  const t = useT();
  if (cast.state.status === 'loading')
    return (
      <p role="status" className="flex items-center gap-2 text-ink-soft">
        <Spinner /> {t('create.saved.loading')}
      </p>
    );
  if (cast.state.status === 'failed') return <p className="text-ink-soft">{t('create.saved.failed')}</p>;
  const all = cast.state.value;
  if (all.length === 0)
    return (
      <p className="text-ink-soft">
        <T
          id="create.saved.empty"
          components={{ 0: <Link to="/characters" className="font-semibold text-leaf underline" /> }}
        />
      </p>
    );
  const left = all.length - cast.usable.length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-soft">
        {t('create.saved.pick')}{' '}
        <Link to="/characters" className="font-semibold text-leaf underline">
          {t('create.saved.manage')}
        </Link>
      </p>
      <ul aria-label={t('create.saved.list')} className="flex flex-wrap gap-2">
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
                <span className="font-normal text-ink-soft">({t(`create.role.${character.role}`)})</span>
              </button>
            </li>
          );
        })}
      </ul>
      {left > 0 && (
        <p className="text-sm text-ink-soft">
          {t(kind === 'Essential' ? 'create.saved.needPhoto' : 'create.saved.needLook', { count: left })}
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
          {t('create.saved.twoHeroes')}
        </label>
      )}
      {cast.picked.length > 0 && (
        <ol aria-label={t('create.saved.inStory')} className="flex flex-col gap-2">
          {cast.picked.map((character, i) => (
            <li
              key={character.id}
              className="flex flex-wrap items-center gap-3 rounded-2xl bg-sky-soft px-4 py-2"
            >
              <span className="font-semibold">{character.name}</span>
              {i < cast.heroes && canBeHero(character) ? (
                <span className="rounded-full bg-sunrise px-2 py-0.5 text-sm font-semibold">
                  {t('create.saved.hero')}
                </span>
              ) : canBeHero(character) ? (
                <Button variant="ghost" size="sm" onClick={() => cast.makeHero(character.id)}>
                  {t('create.saved.makeHero', { name: character.name })}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
