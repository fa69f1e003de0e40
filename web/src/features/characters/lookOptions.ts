import {
  CHARACTER_ROLES,
  MAX_CHARACTER_PHOTOS,
  type CharacterRole,
  type Pronouns,
} from '@contract/characters';
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
import { ROLE_LABELS } from '../../api/characters';

export type Preset = PresetLook['preset'];

export { ROLE_LABELS };
export const ROLE_OPTIONS = CHARACTER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

export const PRONOUN_LABELS: Record<Pronouns, string> = {
  she: 'she / her',
  he: 'he / him',
  they: 'they / them',
};

export const PRESET_LABELS: Record<Preset, string> = {
  fair_blond: 'Fair skin, blond hair',
  medium_brown: 'Light brown skin, brown hair',
  dark_black: 'Deep brown skin, black hair',
  warm_black: 'Warm tan skin, black hair',
};
export const PRESETS = Object.keys(PRESET_LABELS) as Preset[];

export const SKIN_LABELS: Record<SkinTone, string> = {
  fair: 'Fair',
  light: 'Light',
  warm: 'Warm tan',
  medium: 'Light brown',
  brown: 'Brown',
  dark: 'Deep brown',
};
export const HAIR_COLOUR_LABELS: Record<HairColour, string> = {
  blond: 'Blond',
  golden: 'Golden blond',
  auburn: 'Auburn',
  brown: 'Brown',
  darkBrown: 'Dark brown',
  black: 'Black',
  grey: 'Grey',
  white: 'White',
};
export const HAIR_STYLE_LABELS: Record<HairStyle, string> = {
  short: 'Short',
  long: 'Long',
  curls: 'Curls',
  braids: 'Braids',
  ponytail: 'Ponytail',
  bun: 'Bun',
  covered: 'Headscarf',
  bald: 'Bald',
};
export const EYE_LABELS: Record<EyeColour, string> = {
  brown: 'Brown',
  hazel: 'Hazel',
  green: 'Green',
  blue: 'Blue',
  grey: 'Grey',
};
export const PRESENTATION_LABELS: Record<Presentation, string> = {
  girl: 'A girl',
  boy: 'A boy',
  neutral: 'Neither',
};
export const SPECIES_LABELS: Record<PetLook['species'], string> = { dog: 'Dog', cat: 'Cat' };
export const COAT_LABELS: Record<PetLook['coat'], string> = {
  golden: 'Golden',
  cream: 'Cream',
  chocolate: 'Chocolate',
  grey: 'Grey',
  white: 'White',
  ginger: 'Ginger',
};

export { EYE_COLOURS, HAIR_COLOURS, HAIR_STYLES, PET_COATS, PET_SPECIES, PRESENTATIONS, SKIN_TONES };

/** Photos the server takes: 5 MB each, PNG, JPEG, WebP or HEIC, up to three. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif'];
export const PHOTO_LIMITS = `Up to ${MAX_CHARACTER_PHOTOS} photos, 5 MB each (PNG, JPEG, WebP or HEIC).`;

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
