import { HAIR_COLOURS, HAIR_STYLES, PRESENTATIONS, SKIN_TONES, type PersonLook } from '@contract/look';
import { MAX_NAME_LENGTH } from '@contract/books';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { SelectField } from '../../../components/ui/SelectField';
import { lookWords, randomLook, type ChildDraft } from '../looks';
import { useT, type MessageId } from '../../../i18n';

const options = (trait: 'skin' | 'hairColour' | 'hairStyle', values: readonly string[]) =>
  values.map((value) => ({ value, label: lookWords(trait, value) }));
const PRESENTATION_WORDS: Record<PersonLook['presentation'], MessageId> = {
  girl: 'classroom.presentation.girl',
  boy: 'classroom.presentation.boy',
  neutral: 'classroom.presentation.neutral',
};

/** One child of the class list: a first name and a look (no photos), with 'Surprise me'. */
export function ChildRow({
  child,
  number,
  onChange,
  onRemove,
}: {
  child: ChildDraft;
  number: number;
  onChange: (child: ChildDraft) => void;
  onRemove?: () => void;
}) {
  const t = useT();
  const set = <K extends keyof PersonLook>(key: K, value: PersonLook[K]) =>
    onChange({ ...child, look: { ...child.look, [key]: value } });
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border-2 border-ink/10 bg-white p-4">
      <legend className="px-1 font-heading font-semibold">{t('classroom.child.legend', { number })}</legend>
      <Field
        label={t('classroom.child.name')}
        value={child.name}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="off"
        onChange={(e) => onChange({ ...child, name: e.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-4">
        <SelectField
          label={t('characters.look.presentation')}
          value={child.look.presentation}
          options={PRESENTATIONS.map((value) => ({ value, label: t(PRESENTATION_WORDS[value]) }))}
          onChange={(e) => set('presentation', e.target.value as PersonLook['presentation'])}
        />
        <SelectField
          label={t('classroom.child.skin')}
          value={child.look.skin}
          options={options('skin', SKIN_TONES)}
          onChange={(e) => set('skin', e.target.value as PersonLook['skin'])}
        />
        <SelectField
          label={t('characters.look.hairColour')}
          value={child.look.hairColour}
          options={options('hairColour', HAIR_COLOURS)}
          onChange={(e) => set('hairColour', e.target.value as PersonLook['hairColour'])}
        />
        <SelectField
          label={t('characters.look.hairStyle')}
          value={child.look.hairStyle}
          options={options('hairStyle', HAIR_STYLES)}
          onChange={(e) => set('hairStyle', e.target.value as PersonLook['hairStyle'])}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onChange({ ...child, look: randomLook() })}
          aria-label={t('classroom.child.surpriseLabel', { number })}
        >
          {t('classroom.child.surprise')}
        </Button>
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={t('classroom.child.removeLabel', { number })}
          >
            {t('classroom.child.remove')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
