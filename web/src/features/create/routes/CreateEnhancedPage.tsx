import { useCallback, useMemo, useState } from 'react';
import { Field } from '../../../components/ui/Field';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { usePageMeta } from '../../../lib/meta';
import { createAvatarStory, type AvatarInputs } from '../api/create';
import { AppearancePicker } from '../components/AppearancePicker';
import { ArtStylePicker } from '../../../components/book/ArtStylePicker';
import { CreationDialogs } from '../components/CreationDialogs';
import { CreationLayout, FormSection } from '../components/CreationLayout';
import { GenerateBar } from '../components/GenerateBar';
import { SavedCastPicker } from '../components/SavedCastPicker';
import { StoryEditor } from '../components/StoryEditor';
import { StoryInputs } from '../components/StoryInputs';
import { WelcomeSteps } from '../components/Welcome';
import { AVATAR_GENDERS, DEFAULT_ART_STYLE, MAX_NAME_LENGTH, type ArtStyle } from '../constants';
import { useCastCreation } from '../hooks/useCastCreation';

const GENDER_LABELS = { girl: 'Girl', boy: 'Boy' } as const;

/** /createenhanced: Avatar Stories creation (spec part 2 §2). Only the credits are checked here. */
export default function CreateEnhancedPage() {
  usePageMeta('Avatar Stories');
  const [inputs, setInputs] = useState<Omit<AvatarInputs, 'artStyle'>>({
    gender: 'girl',
    mainChrName: '',
    description: '',
    moralValue: '',
    appearanceValue: 'medium_brown',
    readerAgeGroup: '2-4years',
    language: 'en',
  });
  const change = (patch: Partial<AvatarInputs>) => setInputs((current) => ({ ...current, ...patch }));

  const [artStyle, setArtStyle] = useState<ArtStyle>(DEFAULT_ART_STYLE);
  const styled = useMemo(() => ({ ...inputs, artStyle }), [inputs, artStyle]);

  const createTyped = useCallback(() => createAvatarStory(styled), [styled]);
  const { saved, fromSaved, flow } = useCastCreation('Enhanced', styled, createTyped);

  return (
    <CreationLayout title="Avatar Stories" lead="Pick a look, pick a lesson, and watch a new story grow.">
      <WelcomeSteps
        story="Avatar Story"
        steps={[
          'Tell us about the star of the story: a girl or a boy, their name and their look.',
          "Say what the story should be about, or pick a lesson (or both), and the reader's age.",
          'Press Generate, read your story, change any words you like, then Save.',
        ]}
      />

      <FormSection id="saved-cast-heading" title="From your characters">
        <SavedCastPicker kind="Enhanced" cast={saved} />
      </FormSection>

      {!fromSaved && (
        <FormSection id="avatar-heading" title="Your main character">
          <RadioGroup
            legend="Girl or boy?"
            name="gender"
            value={inputs.gender}
            options={AVATAR_GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))}
            onChange={(gender) => change({ gender })}
          />
          <Field
            label="Main character's name"
            value={inputs.mainChrName}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="off"
            onChange={(event) => change({ mainChrName: event.target.value })}
          />
          <AppearancePicker
            value={inputs.appearanceValue}
            onChange={(appearanceValue) => change({ appearanceValue })}
          />
        </FormSection>
      )}

      <FormSection id="art-style-heading" title="Pictures">
        <ArtStylePicker value={artStyle} onChange={setArtStyle} />
      </FormSection>

      <FormSection id="story-inputs-heading" title="Your story idea">
        <StoryInputs values={inputs} onChange={change} />
        <GenerateBar flow={flow} onGenerate={() => void flow.generate()} />
      </FormSection>

      <StoryEditor flow={flow} />
      <CreationDialogs flow={flow} />
    </CreationLayout>
  );
}
