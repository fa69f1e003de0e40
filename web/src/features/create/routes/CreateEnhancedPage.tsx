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
import { genderLabel } from '../labels';
import { useT } from '../../../i18n';

/** /createenhanced: Avatar Stories creation (spec part 2 §2). Only the credits are checked here. */
export default function CreateEnhancedPage() {
  const t = useT();
  usePageMeta(t('create.type.avatar'));
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
    <CreationLayout title={t('create.type.avatar')} lead={t('create.avatar.lead')}>
      <WelcomeSteps
        story={t('create.avatar.story')}
        steps={[t('create.avatar.step1'), t('create.avatar.step2'), t('create.step.generate')]}
      />

      <FormSection id="saved-cast-heading" title={t('create.section.saved')}>
        <SavedCastPicker kind="Enhanced" cast={saved} />
      </FormSection>

      {!fromSaved && (
        <FormSection id="avatar-heading" title={t('create.avatar.main')}>
          <RadioGroup
            legend={t('create.avatar.gender')}
            name="gender"
            value={inputs.gender}
            options={AVATAR_GENDERS.map((value) => ({ value, label: genderLabel(value) }))}
            onChange={(gender) => change({ gender })}
          />
          <Field
            label={t('create.avatar.name')}
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

      <FormSection id="art-style-heading" title={t('create.section.pictures')}>
        <ArtStylePicker value={artStyle} onChange={setArtStyle} />
      </FormSection>

      <FormSection id="story-inputs-heading" title={t('create.section.idea')}>
        <StoryInputs values={inputs} onChange={change} />
        <GenerateBar flow={flow} onGenerate={() => void flow.generate()} />
      </FormSection>

      <StoryEditor flow={flow} />
      <CreationDialogs flow={flow} />
    </CreationLayout>
  );
}
