import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { SelectField } from '../../../components/ui/SelectField';
import { GENDERS, MAX_NAME_LENGTH, RELATIONSHIPS, type Gender, type Relationship } from '../constants';
import type { CharacterPatch } from '../hooks/usePhotoCharacters';
import { genderLabel, relationshipLabel } from '../labels';
import type { PhotoCharacter } from '../validation';
import { PhotoPicker } from './PhotoPicker';
import { useT } from '../../../i18n';

export interface CharacterCardProps {
  character: PhotoCharacter;
  /** 1-based position in the form. */
  position: number;
  canRemove: boolean;
  /** Focus the name field when the card appears (a character just added). */
  focusName?: boolean;
  onChange: (patch: CharacterPatch) => void;
  onPhoto: (photo: File | null) => void;
  onRemove: () => void;
}

/** One character of the Photo Stories form: name, relationship, gender and photo. */
export function CharacterCard({
  character,
  position,
  canRemove,
  focusName,
  onChange,
  onPhoto,
  onRemove,
}: CharacterCardProps) {
  const t = useT();
  const relationshipOptions = RELATIONSHIPS.map((value) => ({ value, label: relationshipLabel(value) }));
  const genderOptions = GENDERS.map((value) => ({ value, label: genderLabel(value) }));
  const label = t('create.character.title', { position });
  const who = character.name.trim() || t('create.character.who', { position });
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border-2 border-sprout-soft bg-paper p-4 sm:p-5">
      <legend className="px-2 font-heading text-lg font-semibold text-leaf">{label}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t('create.character.name')}
          value={character.name}
          maxLength={MAX_NAME_LENGTH}
          autoComplete="off"
          autoFocus={focusName}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <SelectField
          label={t('create.character.relationship')}
          options={relationshipOptions}
          value={character.relationship}
          onChange={(event) => onChange({ relationship: event.target.value as Relationship })}
        />
        <SelectField
          label={t('create.character.gender')}
          options={genderOptions}
          value={character.gender}
          onChange={(event) => onChange({ gender: event.target.value as Gender })}
        />
      </div>
      <PhotoPicker
        who={who}
        preview={character.photoPreview}
        onPick={(file) => onPhoto(file)}
        onRemove={() => onPhoto(null)}
      />
      {canRemove && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {t('create.character.delete', { position })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
