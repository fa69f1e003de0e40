import { SelectField } from '../../../components/ui/SelectField';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../constants';
import { languageLabel } from '../labels';
import { useT } from '../../../i18n';

/**
 * The optional second language of a bilingual book (issue 45): none, or another of the six than
 * the story's language, named as the language list names them.
 */
export function SecondLanguageField({
  language,
  value,
  disabled,
  onChange,
}: {
  language: Language;
  value: Language | undefined;
  disabled?: boolean;
  onChange: (secondLanguage: Language | undefined) => void;
}) {
  const t = useT();
  const options = [
    { value: '', label: t('create.secondLanguage.none') },
    ...LANGUAGES.filter((l) => l !== language).map((l) => {
      const name = languageLabel(l);
      return { value: l, label: name === LANGUAGE_NAMES[l] ? name : `${name} (${LANGUAGE_NAMES[l]})` };
    }),
  ];
  return (
    <SelectField
      label={t('create.secondLanguage.label')}
      hint={t('create.secondLanguage.hint')}
      options={options}
      value={value && value !== language ? value : ''}
      disabled={disabled}
      onChange={(event) => onChange((event.target.value || undefined) as Language | undefined)}
    />
  );
}
