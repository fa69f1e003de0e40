import { presetPerson, type PersonLook, type PetLook } from '@contract/look';
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
import { OptionGroup } from './OptionGroup';
import { ToggleChip } from './ToggleChip';

interface LookBuilderProps {
  draft: CharacterDraft;
  onChange: (change: Partial<CharacterDraft>) => void;
}

/** The avatar builder: a person's presets and traits, or a pet's species and coat, with a live preview. */
export function LookBuilder({ draft, onChange }: LookBuilderProps) {
  const pet = draft.role === 'pet';
  const look = pet ? draft.pet : draft.person;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <div className="flex flex-col items-center gap-2 sm:sticky sm:top-0">
        <CharacterPortrait
          name={draft.name}
          role={draft.role}
          look={look}
          characterKey={draft.id}
          size={176}
          className="shadow-soft"
        />
        <p className="text-sm text-ink-soft" aria-hidden="true">
          Live preview
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
  return (
    <>
      <OptionGroup
        legend="Species"
        name="species"
        value={pet.species}
        options={PET_SPECIES.map((value) => ({ value, label: SPECIES_LABELS[value] }))}
        onChange={(species) => onChange({ ...pet, species })}
      />
      <OptionGroup
        legend="Coat"
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

function PersonFields({ draft, onChange }: LookBuilderProps) {
  const person = draft.person;
  // Changing a trait turns a preset into a built look.
  const set = <K extends keyof PersonLook>(key: K, value: PersonLook[K]) =>
    onChange({ preset: null, person: { ...person, [key]: value } });
  const pickPreset = (preset: Preset) =>
    onChange({ preset, person: presetPerson(preset, person.presentation) });
  return (
    <>
      <OptionGroup
        legend="Quick choices"
        name="preset"
        value={draft.preset}
        options={PRESETS.map((value) => ({
          value,
          label: PRESET_LABELS[value],
          colour: SKIN_PAINT[presetPerson(value, 'neutral').skin].skin,
        }))}
        onChange={pickPreset}
      />
      <p className="-mt-2 text-sm text-ink-soft">Or build the look trait by trait:</p>
      <OptionGroup
        legend="Drawn as"
        name="presentation"
        value={person.presentation}
        options={PRESENTATIONS.map((value) => ({ value, label: PRESENTATION_LABELS[value] }))}
        onChange={(presentation) => set('presentation', presentation)}
      />
      <OptionGroup
        legend="Skin tone"
        name="skin"
        value={person.skin}
        options={SKIN_TONES.map((value) => ({
          value,
          label: SKIN_LABELS[value],
          colour: SKIN_PAINT[value].skin,
        }))}
        onChange={(skin) => set('skin', skin)}
      />
      <OptionGroup
        legend="Hair colour"
        name="hairColour"
        value={person.hairColour}
        options={HAIR_COLOURS.map((value) => ({
          value,
          label: HAIR_COLOUR_LABELS[value],
          colour: HAIR_PAINT[value],
        }))}
        onChange={(hairColour) => set('hairColour', hairColour)}
      />
      <OptionGroup
        legend="Hair style"
        name="hairStyle"
        value={person.hairStyle}
        options={HAIR_STYLES.map((value) => ({ value, label: HAIR_STYLE_LABELS[value] }))}
        onChange={(hairStyle) => set('hairStyle', hairStyle)}
      />
      <OptionGroup
        legend="Eye colour"
        name="eyes"
        value={person.eyes}
        options={EYE_COLOURS.map((value) => ({ value, label: EYE_LABELS[value], colour: EYE_PAINT[value] }))}
        onChange={(eyes) => set('eyes', eyes)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold text-ink">Extras</legend>
        <div className="flex flex-wrap gap-2">
          <ToggleChip label="Glasses" checked={person.glasses} onChange={(on) => set('glasses', on)} />
          <ToggleChip label="Freckles" checked={person.freckles} onChange={(on) => set('freckles', on)} />
        </div>
      </fieldset>
    </>
  );
}
