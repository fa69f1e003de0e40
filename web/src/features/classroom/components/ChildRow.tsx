import { HAIR_COLOURS, HAIR_STYLES, PRESENTATIONS, SKIN_TONES, type PersonLook } from '@contract/look';
import { MAX_NAME_LENGTH } from '@contract/books';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { SelectField } from '../../../components/ui/SelectField';
import { randomLook, words, type ChildDraft } from '../looks';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: words(value) }));
const PRESENTATION_WORDS: Record<PersonLook['presentation'], string> = {
  girl: 'A girl',
  boy: 'A boy',
  neutral: 'Either',
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
  const set = <K extends keyof PersonLook>(key: K, value: PersonLook[K]) =>
    onChange({ ...child, look: { ...child.look, [key]: value } });
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border-2 border-ink/10 bg-white p-4">
      <legend className="px-1 font-heading font-semibold">Child {number}</legend>
      <Field
        label="First name"
        value={child.name}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="off"
        onChange={(e) => onChange({ ...child, name: e.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-4">
        <SelectField
          label="Drawn as"
          value={child.look.presentation}
          options={PRESENTATIONS.map((value) => ({ value, label: PRESENTATION_WORDS[value] }))}
          onChange={(e) => set('presentation', e.target.value as PersonLook['presentation'])}
        />
        <SelectField
          label="Skin"
          value={child.look.skin}
          options={options(SKIN_TONES)}
          onChange={(e) => set('skin', e.target.value as PersonLook['skin'])}
        />
        <SelectField
          label="Hair colour"
          value={child.look.hairColour}
          options={options(HAIR_COLOURS)}
          onChange={(e) => set('hairColour', e.target.value as PersonLook['hairColour'])}
        />
        <SelectField
          label="Hair style"
          value={child.look.hairStyle}
          options={options(HAIR_STYLES)}
          onChange={(e) => set('hairStyle', e.target.value as PersonLook['hairStyle'])}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onChange({ ...child, look: randomLook() })}
          aria-label={`Surprise me: a new look for child ${number}`}
        >
          Surprise me
        </Button>
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove child ${number}`}
          >
            Remove
          </Button>
        )}
      </div>
    </fieldset>
  );
}
