import { CHARACTER_ROLES, type CharacterRole, type Pronouns } from '@contract/characters';
import {
  EYE_COLOURS,
  HAIR_COLOURS,
  HAIR_STYLES,
  PET_COATS,
  PET_SPECIES,
  PRESENTATIONS,
  SKIN_TONES,
  presetPerson,
  type EyeColour,
  type HairColour,
  type HairStyle,
  type Look,
  type PersonLook,
  type PetLook,
  type PresetLook,
  type Presentation,
  type SkinTone,
} from '@contract/look';
import { lazyMessages, type MessageId } from '../../i18n';

export type Preset = PresetLook['preset'];

/**
 * The names of a choice's values in the page's language, looked up when read
 * (`characters.<group>.<value>` in the catalogues), so a language switch re-reads them.
 */
function inPageLanguage<V extends string>(group: string, values: readonly V[]): Readonly<Record<V, string>> {
  return lazyMessages(
    Object.fromEntries(values.map((value) => [value, `characters.${group}.${value}`])) as Record<
      V,
      MessageId
    >,
  );
}

export const ROLE_LABELS = inPageLanguage('role', CHARACTER_ROLES);
export const ROLE_OPTIONS = CHARACTER_ROLES.map((value) => ({
  value,
  get label() {
    return ROLE_LABELS[value];
  },
}));

export const PRONOUN_LABELS = inPageLanguage<Pronouns>('pronouns', ['she', 'he', 'they']);
export const PRESETS: Preset[] = ['fair_blond', 'medium_brown', 'dark_black', 'warm_black'];
export const PRESET_LABELS = inPageLanguage('preset', PRESETS);
export const SKIN_LABELS = inPageLanguage<SkinTone>('skin', SKIN_TONES);
export const HAIR_COLOUR_LABELS = inPageLanguage<HairColour>('hairColour', HAIR_COLOURS);
export const HAIR_STYLE_LABELS = inPageLanguage<HairStyle>('hairStyle', HAIR_STYLES);
export const EYE_LABELS = inPageLanguage<EyeColour>('eyes', EYE_COLOURS);
export const PRESENTATION_LABELS = inPageLanguage<Presentation>('presentation', PRESENTATIONS);
export const SPECIES_LABELS = inPageLanguage<PetLook['species']>('species', PET_SPECIES);
export const COAT_LABELS = inPageLanguage<PetLook['coat']>('coat', PET_COATS);

export { EYE_COLOURS, HAIR_COLOURS, HAIR_STYLES, PET_COATS, PET_SPECIES, PRESENTATIONS, SKIN_TONES };

/** Photos the server takes: 5 MB each, PNG, JPEG, WebP or HEIC, up to three. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif'];

/** Everything the character form edits; nothing is lost while it stays open. */
export interface CharacterDraft {
  id?: string;
  name: string;
  role: CharacterRole;
  pronouns: Pronouns;
  /** Whether the character has a drawn look (a character needs a look or a photo). */
  drawn: boolean;
  /** The preset picked as a quick choice, until a trait is changed in the builder. */
  preset: Preset | null;
  person: PersonLook;
  pet: PetLook;
  /** New photos; when empty the character keeps the photos it has. */
  photos: PickedPhoto[];
}

/** A photo picked in the form, with the object URL of its preview. */
export interface PickedPhoto {
  file: File;
  url: string;
}

export function presentationOf(pronouns: Pronouns): Presentation {
  return pronouns === 'she' ? 'girl' : pronouns === 'he' ? 'boy' : 'neutral';
}

export function emptyDraft(): CharacterDraft {
  return {
    name: '',
    role: 'child',
    pronouns: 'she',
    drawn: true,
    preset: null,
    person: presetPerson('medium_brown', 'girl'),
    pet: { species: 'dog', coat: 'golden' },
    photos: [],
  };
}

interface SavedFields {
  id: string;
  name: string;
  role: CharacterRole;
  pronouns: Pronouns;
  look: Look | null;
}

/** A saved character as a draft to edit (its photos stay on the server unless replaced). */
export function draftOf(saved: SavedFields): CharacterDraft {
  const draft: CharacterDraft = {
    ...emptyDraft(),
    id: saved.id,
    name: saved.name,
    role: saved.role,
    pronouns: saved.pronouns,
    drawn: saved.look !== null,
  };
  const look = saved.look;
  if (!look) return draft;
  if ('preset' in look)
    return {
      ...draft,
      preset: look.preset,
      person: presetPerson(look.preset, presentationOf(saved.pronouns)),
    };
  if ('species' in look) return { ...draft, pet: look };
  return { ...draft, person: look };
}

/** The look the form sends: a pet's, the untouched preset, the built person, or none. */
export function lookOf(draft: CharacterDraft): Look | null {
  if (!draft.drawn) return null;
  if (draft.role === 'pet') return draft.pet;
  if (draft.preset) return { preset: draft.preset };
  return draft.person;
}

/** The look as the illustrator draws it (a preset as a whole person). */
export function drawnLookOf(look: Look, pronouns: Pronouns): PersonLook | PetLook {
  return 'preset' in look ? presetPerson(look.preset, presentationOf(pronouns)) : look;
}
