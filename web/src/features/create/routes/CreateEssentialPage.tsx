import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/Button';
import { usePageMeta } from '../../../lib/meta';
import { createPhotoStory } from '../api/create';
import { ArtStylePicker } from '../../../components/book/ArtStylePicker';
import { CharacterCard } from '../components/CharacterCard';
import { CreationDialogs } from '../components/CreationDialogs';
import { CreationLayout, FormSection } from '../components/CreationLayout';
import { GenerateBar } from '../components/GenerateBar';
import { SavedCastPicker } from '../components/SavedCastPicker';
import { StoryEditor } from '../components/StoryEditor';
import { StoryInputs, type StoryInputValues } from '../components/StoryInputs';
import { WelcomeSteps } from '../components/Welcome';
import { DEFAULT_ART_STYLE, MAX_CHARACTERS, type ArtStyle } from '../constants';
import { usePhotoCharacters } from '../hooks/usePhotoCharacters';
import { useCastCreation } from '../hooks/useCastCreation';
import { validatePhotoCharacters } from '../validation';
import { useT } from '../../../i18n';

/** /createessential: Photo Stories creation (spec part 2 §2). */
export default function CreateEssentialPage() {
  const t = useT();
  usePageMeta(t('create.type.photo'));
  const cast = usePhotoCharacters();
  const [inputs, setInputs] = useState<StoryInputValues>({
    description: '',
    moralValue: '',
    readerAgeGroup: '2-4years',
    language: 'en',
  });
  const [focusNewest, setFocusNewest] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const [artStyle, setArtStyle] = useState<ArtStyle>(DEFAULT_ART_STYLE);
  const styled = useMemo(() => ({ ...inputs, artStyle }), [inputs, artStyle]);

  const createTyped = useCallback(
    () => createPhotoStory({ characters: cast.characters, ...styled }),
    [cast.characters, styled],
  );
  const { saved, fromSaved, flow } = useCastCreation('Essential', styled, createTyped);

  return (
    <CreationLayout title={t('create.type.photo')} lead={t('create.photo.lead')}>
      <WelcomeSteps
        story={t('create.photo.story')}
        steps={[
          t('create.photo.step1', { max: MAX_CHARACTERS }),
          t('create.photo.step2'),
          t('create.photo.step3'),
          t('create.step.generate'),
        ]}
      />

      <FormSection id="saved-cast-heading" title={t('create.section.saved')}>
        <SavedCastPicker kind="Essential" cast={saved} />
      </FormSection>

      {!fromSaved && (
        <FormSection id="characters-heading" title={t('create.section.characters')}>
          <div className="rounded-2xl bg-sky-soft p-4">
            <h3 className="text-lg font-semibold">{t('create.tips.title')}</h3>
            <ul className="list-disc pl-6">
              <li>{t('create.tips.clear')}</li>
              <li>{t('create.tips.light')}</li>
              <li>{t('create.tips.one')}</li>
            </ul>
            <p className="mt-1 text-sm text-ink-soft">{t('create.tips.size')}</p>
          </div>
          {cast.characters.map((character, index) => (
            <CharacterCard
              key={character.id}
              character={character}
              position={index + 1}
              canRemove={cast.canRemove}
              focusName={focusNewest && index === cast.characters.length - 1}
              onChange={(patch) => cast.update(character.id, patch)}
              onPhoto={(photo) => cast.setPhoto(character.id, photo)}
              onRemove={() => {
                // Render the shorter list first, so the Add button is enabled before it takes focus.
                flushSync(() => {
                  cast.remove(character.id);
                  setFocusNewest(false);
                });
                addButton.current?.focus();
              }}
            />
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              ref={addButton}
              variant="secondary"
              disabled={!cast.canAdd}
              onClick={() => {
                cast.add();
                // The new card's name field takes focus when it appears.
                setFocusNewest(true);
              }}
            >
              {t('create.character.add')}
            </Button>
            <p className="text-sm text-ink-soft" aria-live="polite">
              {t('create.character.count', { count: cast.characters.length, max: MAX_CHARACTERS })}
            </p>
          </div>
        </FormSection>
      )}

      <FormSection id="art-style-heading" title={t('create.section.pictures')}>
        <ArtStylePicker value={artStyle} onChange={setArtStyle} />
      </FormSection>

      <FormSection id="story-inputs-heading" title={t('create.section.idea')}>
        <StoryInputs
          values={inputs}
          onChange={(patch) => setInputs((current) => ({ ...current, ...patch }))}
        />
        <GenerateBar
          flow={flow}
          onGenerate={() =>
            void flow.generate(() => (fromSaved ? null : validatePhotoCharacters(cast.characters)))
          }
        />
      </FormSection>

      <StoryEditor flow={flow} />
      <CreationDialogs flow={flow} />
    </CreationLayout>
  );
}
