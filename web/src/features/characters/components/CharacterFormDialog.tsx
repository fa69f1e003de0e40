import { PRONOUNS, type CharacterRole } from '@contract/characters';
import { MAX_NAME_LENGTH } from '@contract/books';
import { useState, type FormEvent } from 'react';
import { saveCharacter } from '../../../api/characters';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { useSubmit } from '../../../lib/useSubmit';
import { SelectField } from '../../../components/ui/SelectField';
import { lookOf, PRONOUN_LABELS, ROLE_OPTIONS, type CharacterDraft } from '../lookOptions';
import { LookBuilder } from './LookBuilder';
import { newCharacterKey } from '../sceneCharacter';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { PhotoPicker } from './PhotoPicker';
import { ToggleChip } from './ToggleChip';
import { useT } from '../../../i18n';

interface CharacterFormDialogProps {
  /** The draft to start from: empty for a new character, a saved one's fields to edit. */
  initial: CharacterDraft;
  /** How many photos the character has saved (0 for a new one). */
  savedPhotoCount: number;
  onClose: () => void;
  /** After a successful save, with the character's name. */
  onSaved: (name: string) => void;
}

/** Add or edit a saved character: name, role, pronouns, photos and a drawn look. */
export function CharacterFormDialog({
  initial,
  savedPhotoCount,
  onClose,
  onSaved,
}: CharacterFormDialogProps) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  // Everything typed stays in the form on a failure; the server's message says what to fix.
  const { busy: saving, error: serverError, run, fail } = useSubmit(t('characters.form.saveFailed'));
  const editing = Boolean(initial.id);
  // A new character's id is picked now: the books seed the clothes its look leaves open from
  // it, so the live preview wears what every book will draw (issue 47).
  const [characterKey] = useState(() => initial.id ?? newCharacterKey());
  const change = (next: Partial<CharacterDraft>) => setDraft((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    fail(null);
    const name = draft.name.trim();
    if (!name) {
      setNameError(t('characters.form.noName'));
      return;
    }
    setNameError(null);
    const look = lookOf(draft);
    if (!look && draft.photos.length === 0 && savedPhotoCount === 0) {
      fail(t('characters.form.photoOrLook'));
      return;
    }
    await run(async () => {
      await saveCharacter({
        id: characterKey,
        name,
        role: draft.role,
        pronouns: draft.pronouns,
        look,
        ...(draft.photos.length > 0 ? { photos: draft.photos.map((photo) => photo.file) } : {}),
      });
      onSaved(name);
    });
  }

  return (
    <Dialog
      open
      onClose={saving ? () => {} : onClose}
      title={editing ? t('characters.editName', { name: initial.name }) : t('characters.add')}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:w-[min(52rem,calc(100vw-2rem))]"
    >
      <form aria-label={t('characters.form')} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('characters.form.name')}
            value={draft.name}
            maxLength={MAX_NAME_LENGTH}
            required
            autoComplete="off"
            error={nameError}
            hint={t('characters.form.nameHint', { max: MAX_NAME_LENGTH })}
            onChange={(event) => change({ name: event.target.value })}
          />
          <SelectField
            label={t('characters.form.role')}
            value={draft.role}
            options={ROLE_OPTIONS}
            onChange={(event) => change({ role: event.target.value as CharacterRole })}
          />
        </div>
        <RadioGroup
          variant="chips"
          legend={t('characters.form.pronouns')}
          name="pronouns"
          value={draft.pronouns}
          options={PRONOUNS.map((value) => ({ value, label: PRONOUN_LABELS[value] }))}
          onChange={(pronouns) => change({ pronouns })}
        />
        <PhotoPicker
          photos={draft.photos}
          savedCount={savedPhotoCount}
          onChange={(photos) => change({ photos })}
        />
        <section
          aria-labelledby="character-look-heading"
          className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-soft"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="character-look-heading" className="text-xl font-semibold">
              {t('characters.form.look')}
            </h3>
            <ToggleChip
              label={t('characters.form.draw')}
              checked={draft.drawn}
              onChange={(drawn) => change({ drawn })}
            />
          </div>
          {draft.drawn ? (
            <LookBuilder draft={draft} onChange={change} characterKey={characterKey} />
          ) : (
            <p className="text-ink-soft">{t('characters.form.noLook')}</p>
          )}
        </section>
        {serverError && (
          <p role="alert" className="rounded-2xl border-l-8 border-berry bg-white p-4 font-bold text-ink">
            {serverError}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('characters.cancel')}
          </Button>
          <Button type="submit" busy={saving}>
            {editing ? t('characters.form.saveChanges') : t('characters.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
