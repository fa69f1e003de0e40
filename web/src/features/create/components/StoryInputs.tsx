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
import { AGE_GROUP_LABELS, moralLabel } from '../labels';

export interface StoryInputValues {
  description: string;
  moralValue: MoralValue;
  readerAgeGroup: AgeGroup;
  language: Language;
  /** The optional dedication line (issue 29). */
  dedication?: string;
}

const moralOptions = [
  { value: '', label: 'No particular lesson' },
  ...MORAL_VALUES.map((value) => ({ value, label: moralLabel(value) })),
];

// Each language in its own name, so a parent finds theirs whatever they read.
const languageOptions = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

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
  return (
    <div className="flex flex-col gap-5">
      <TextAreaField
        label="What should the story be about?"
        hint="A place, an adventure, a favourite toy or a big day coming up. A sentence or two is plenty."
        value={values.description}
        maxLength={MAX_DESCRIPTION_LENGTH}
        rows={4}
        disabled={disabled}
        placeholder="A trip to the seaside to find a lost shell"
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <SelectField
        label="Moral value"
        hint="A gentle lesson the story can carry. Optional."
        options={moralOptions}
        value={values.moralValue}
        disabled={disabled}
        onChange={(event) => onChange({ moralValue: event.target.value as MoralValue })}
      />
      <RadioGroup
        legend="Reader age group"
        name="readerAgeGroup"
        value={values.readerAgeGroup}
        options={AGE_GROUPS.map((value) => ({ value, label: AGE_GROUP_LABELS[value] }))}
        onChange={(readerAgeGroup) => onChange({ readerAgeGroup })}
      />
      <SelectField
        label="Story language"
        hint="The title and every page are written in it."
        options={languageOptions}
        value={values.language}
        disabled={disabled}
        onChange={(event) => onChange({ language: event.target.value as Language })}
      />
      <Field
        label="Dedication (optional)"
        name="dedication"
        hint={`One line on its own page after the cover, up to ${MAX_DEDICATION_LENGTH} characters. You can add or change it later in your Library.`}
        value={values.dedication ?? ''}
        maxLength={MAX_DEDICATION_LENGTH}
        disabled={disabled}
        placeholder="For Mia, with love from Grandma"
        onChange={(event) => onChange({ dedication: event.target.value })}
      />
    </div>
  );
}
