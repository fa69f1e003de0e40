import type { SavedCharacter } from '../../../api/characters';
import { Button } from '../../../components/ui/Button';
import { useCharacterPhoto } from '../hooks/useCharacterPhoto';
import { drawnLookOf, PRONOUN_LABELS, ROLE_LABELS } from '../lookOptions';
import { CharacterPortrait } from './CharacterPortrait';
import { useT } from '../../../i18n';

interface CharacterCardProps {
  character: SavedCharacter;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved character: its drawing (or first photo), name, role, pronouns and photo count. */
export function CharacterCard({ character, onEdit, onDelete }: CharacterCardProps) {
  const t = useT();
  const { id, name, role, pronouns, look, photoCount } = character;
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col items-center gap-3 rounded-3xl bg-white p-5 text-center shadow-soft"
    >
      {look ? (
        <CharacterPortrait
          name={name}
          role={role}
          pronouns={pronouns}
          look={drawnLookOf(look, pronouns)}
          characterKey={id}
          size={144}
        />
      ) : (
        <CharacterPhoto id={id} name={name} hasPhoto={photoCount > 0} />
      )}
      {/* A long name (up to 40 letters, one word) wraps inside the card (issue 47). */}
      <div className="flex w-full min-w-0 flex-col gap-0.5">
        <h2 className="text-2xl font-semibold wrap-anywhere">{name}</h2>
        <p className="text-ink-soft">
          {ROLE_LABELS[role]} · {PRONOUN_LABELS[pronouns]}
        </p>
        <p className="text-sm text-ink-soft">{t('characters.photos', { count: photoCount })}</p>
      </div>
      <div className="mt-auto flex flex-wrap justify-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={t('characters.editName', { name })}
        >
          {t('characters.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t('characters.deleteName', { name })}
        >
          {t('characters.delete')}
        </Button>
      </div>
    </article>
  );
}

function CharacterPhoto({ id, name, hasPhoto }: { id: string; name: string; hasPhoto: boolean }) {
  const url = useCharacterPhoto(id, hasPhoto ? 1 : null);
  if (url) return <img src={url} alt={`Photo of ${name}`} className="size-36 rounded-2xl object-cover" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-36 items-center justify-center rounded-2xl bg-sky-soft font-heading text-5xl text-leaf"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
