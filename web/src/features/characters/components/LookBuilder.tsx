import { presetPerson, type PersonLook, type PetLook } from '@contract/look';
import { useT, type MessageId } from '../../../i18n';
import {
  EYE_COLOURS as EYE_PAINT,
  HAIR_COLOURS as HAIR_PAINT,
  PET_COAT_BY_NAME,
  SKIN_TONES as SKIN_PAINT,
} from '@engines/illustrator/art/palette';
import {
  COAT_LABELS,
  EYE_COLOURS,
  EYE_LABELS,
  HAIR_COLOURS,
  HAIR_COLOUR_LABELS,
  HAIR_STYLES,
  HAIR_STYLE_LABELS,
  PET_COATS,
  PET_SPECIES,
  PRESENTATIONS,
  PRESENTATION_LABELS,
  PRESETS,
  PRESET_LABELS,
  SKIN_LABELS,
  SKIN_TONES,
  SPECIES_LABELS,
  type CharacterDraft,
  type Preset,
} from '../lookOptions';
import { CharacterPortrait } from './CharacterPortrait';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { ToggleChip } from './ToggleChip';

interface LookBuilderProps {
  draft: CharacterDraft;
  onChange: (change: Partial<CharacterDraft>) => void;
  /** The character's id (picked before a new one's first save): the preview wears its clothes. */
  characterKey?: string;
}

/** The avatar builder: a person's presets and traits, or a pet's species and coat, with a live preview. */
export function LookBuilder({ draft, onChange, characterKey }: LookBuilderProps) {
  const t = useT();
  const pet = draft.role === 'pet';
  const look = pet ? draft.pet : draft.person;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <div className="flex flex-col items-center gap-2 sm:sticky sm:top-0">
        <CharacterPortrait
          name={draft.name}
          role={draft.role}
          pronouns={draft.pronouns}
          look={look}
          characterKey={characterKey}
          size={176}
          className="shadow-soft"
        />
        <p className="text-sm text-ink-soft" aria-hidden="true">
          {t('characters.look.preview')}
        </p>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        {pet ? (
          <PetFields pet={draft.pet} onChange={(next) => onChange({ pet: next })} />
        ) : (
          <PersonFields draft={draft} onChange={onChange} />
        )}
      </div>
    </div>
  );
}

function PetFields({ pet, onChange }: { pet: PetLook; onChange: (pet: PetLook) => void }) {
  const t = useT();
  return (
    <>
      <RadioGroup
        variant="chips"
        legend={t('characters.look.species')}
        name="species"
        value={pet.species}
        options={PET_SPECIES.map((value) => ({ value, label: SPECIES_LABELS[value] }))}
        onChange={(species) => onChange({ ...pet, species })}
      />
      <RadioGroup
        variant="chips"
        legend={t('characters.look.coat')}
        name="coat"
        value={pet.coat}
        options={PET_COATS.map((value) => ({
          value,
          label: COAT_LABELS[value],
          colour: PET_COAT_BY_NAME[value].coat,
        }))}
        onChange={(coat) => onChange({ ...pet, coat })}
      />
    </>
  );
}

type ChoiceTrait = 'presentation' | 'skin' | 'hairColour' | 'hairStyle' | 'eyes';

/** Each trait chosen from a list: its legend, its choices, and a swatch for the colours. */
const TRAIT_ROWS: {
  [K in ChoiceTrait]: {
    legend: MessageId;
    values: readonly PersonLook[K][];
    labels: Record<PersonLook[K], string>;
    colour?: (value: PersonLook[K]) => string;
  };
} = {
  presentation: {
    legend: 'characters.look.presentation',
    values: PRESENTATIONS,
    labels: PRESENTATION_LABELS,
  },
  skin: {
    legend: 'characters.look.skin',
    values: SKIN_TONES,
    labels: SKIN_LABELS,
    colour: (v) => SKIN_PAINT[v].skin,
  },
  hairColour: {
    legend: 'characters.look.hairColour',
    values: HAIR_COLOURS,
    labels: HAIR_COLOUR_LABELS,
    colour: (v) => HAIR_PAINT[v],
  },
  hairStyle: { legend: 'characters.look.hairStyle', values: HAIR_STYLES, labels: HAIR_STYLE_LABELS },
  eyes: {
    legend: 'characters.look.eyes',
    values: EYE_COLOURS,
    labels: EYE_LABELS,
    colour: (v) => EYE_PAINT[v],
  },
};
const CHOICE_TRAITS = Object.keys(TRAIT_ROWS) as ChoiceTrait[];

function TraitChoice<K extends ChoiceTrait>({
  trait,
  value,
  onChange,
}: {
  trait: K;
  value: PersonLook[K];
  onChange: (value: PersonLook[K]) => void;
}) {
  const t = useT();
  const row = TRAIT_ROWS[trait];
  return (
    <RadioGroup
      variant="chips"
      legend={t(row.legend)}
      name={trait}
      value={value}
      options={row.values.map((v) => ({
        value: v,
        label: row.labels[v],
        ...(row.colour ? { colour: row.colour(v) } : {}),
      }))}
      onChange={onChange}
    />
  );
}

function PersonFields({ draft, onChange }: LookBuilderProps) {
  const t = useT();
  const person = draft.person;
  // Changing a trait turns a preset into a built look.
  const set = <K extends keyof PersonLook>(key: K, value: PersonLook[K]) =>
    onChange({ preset: null, person: { ...person, [key]: value } });
  const pickPreset = (preset: Preset) =>
    onChange({ preset, person: presetPerson(preset, person.presentation) });
  return (
    <>
      <RadioGroup
        variant="chips"
        legend={t('characters.look.quick')}
        name="preset"
        value={draft.preset}
        options={PRESETS.map((value) => ({
          value,
          label: PRESET_LABELS[value],
          colour: SKIN_PAINT[presetPerson(value, 'neutral').skin].skin,
        }))}
        onChange={pickPreset}
      />
      <p className="-mt-2 text-sm text-ink-soft">{t('characters.look.build')}</p>
      {CHOICE_TRAITS.map((trait) => (
        <TraitChoice
          key={trait}
          trait={trait}
          value={person[trait]}
          onChange={(value) => set(trait, value)}
        />
      ))}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold text-ink">{t('characters.look.extras')}</legend>
        <div className="flex flex-wrap gap-2">
          <ToggleChip
            label={t('characters.look.glasses')}
            checked={person.glasses}
            onChange={(on) => set('glasses', on)}
          />
          <ToggleChip
            label={t('characters.look.freckles')}
            checked={person.freckles}
            onChange={(on) => set('freckles', on)}
          />
        </div>
      </fieldset>
    </>
  );
}
