import { MAX_DEDICATION_LENGTH } from '@contract/dedication';
import { Field } from '../../../components/ui/Field';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import {
  AGE_GROUPS,
  LANGUAGES,
  LANGUAGE_NAMES,
  MAX_DESCRIPTION_LENGTH,
  MORAL_VALUES,
  type AgeGroup,
  type Language,
  type MoralValue,
} from '../constants';
import { ageGroupLabel, languageLabel, moralLabel } from '../labels';
import { useT } from '../../../i18n';
import { SecondLanguageField } from './SecondLanguageField';

export interface StoryInputValues {
  description: string;
  moralValue: MoralValue;
  readerAgeGroup: AgeGroup;
  language: Language;
  /** A bilingual book's second language (issue 45); absent: one language. */
  secondLanguage?: Language;
  /** The optional dedication line (issue 29). */
  dedication?: string;
}

/** Description, moral value and age group: the story inputs both creation forms share. */
export function StoryInputs({
  values,
  onChange,
  disabled,
}: {
  values: StoryInputValues;
  onChange: (patch: Partial<StoryInputValues>) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const moralOptions = [
    { value: '', label: t('create.moral.none') },
    ...MORAL_VALUES.map((value) => ({ value, label: moralLabel(value) })),
  ];
  // In the page's language with the language's own name beside it when that differs, so a parent
  // finds theirs whatever they read ('Alemán (Deutsch)'); English pages keep each own name.
  const languageOptions = LANGUAGES.map((value) => {
    const name = languageLabel(value);
    return { value, label: name === LANGUAGE_NAMES[value] ? name : `${name} (${LANGUAGE_NAMES[value]})` };
  });
  return (
    <div className="flex flex-col gap-5">
      <TextAreaField
        label={t('create.inputs.description')}
        hint={t('create.inputs.descriptionHint')}
        value={values.description}
        maxLength={MAX_DESCRIPTION_LENGTH}
        rows={4}
        disabled={disabled}
        placeholder={t('create.inputs.descriptionPlaceholder')}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <SelectField
        label={t('create.inputs.moral')}
        hint={t('create.inputs.moralHint')}
        options={moralOptions}
        value={values.moralValue}
        disabled={disabled}
        onChange={(event) => onChange({ moralValue: event.target.value as MoralValue })}
      />
      <RadioGroup
        legend={t('create.inputs.ageGroup')}
        name="readerAgeGroup"
        value={values.readerAgeGroup}
        options={AGE_GROUPS.map((value) => ({ value, label: ageGroupLabel(value) }))}
        onChange={(readerAgeGroup) => onChange({ readerAgeGroup })}
      />
      <SelectField
        label={t('create.inputs.language')}
        hint={t('create.inputs.languageHint')}
        options={languageOptions}
        value={values.language}
        disabled={disabled}
        onChange={(event) => {
          const language = event.target.value as Language;
          // A second language the same as the new first one is no second language.
          onChange(
            values.secondLanguage === language ? { language, secondLanguage: undefined } : { language },
          );
        }}
      />
      <SecondLanguageField
        language={values.language}
        value={values.secondLanguage}
        disabled={disabled}
        onChange={(secondLanguage) => onChange({ secondLanguage })}
      />
      <Field
        label={t('create.inputs.dedication')}
        name="dedication"
        hint={t('create.inputs.dedicationHint', { max: MAX_DEDICATION_LENGTH })}
        value={values.dedication ?? ''}
        maxLength={MAX_DEDICATION_LENGTH}
        disabled={disabled}
        placeholder={t('create.inputs.dedicationPlaceholder')}
        onChange={(event) => onChange({ dedication: event.target.value })}
      />
    </div>
  );
}
