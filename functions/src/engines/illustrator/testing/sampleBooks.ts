import type { PersonLook } from '../../../contract/look.js';
import { AGE_GROUPS, MORAL_VALUES, type AppearanceValue, type StoryType } from '../../../contract/story.js';
import { composeStory } from '../../storyteller/index.js';
import type { SceneCharacter, SceneRequest } from '../request.js';
import { castList } from '../../../contract/castList.js';

/**
 * A large, varied sample of pages as real books ask for them, for tests that check the offline
 * illustrator over many pictures: every moral x both age groups x several seeds, each as an
 * Avatar Story (the hero alone, with a saved look, or with a saved pet) and as a Photo Story
 * (a family; some with two heroes, i.e. a second character whose relationship is 'main').
 */

/** A look built in the avatar builder, as a saved character carries it into every book. */
export const SAVED_LOOK: PersonLook = {
  skin: 'brown',
  hairColour: 'auburn',
  hairStyle: 'braids',
  eyes: 'green',
  glasses: true,
  freckles: true,
  presentation: 'neutral',
};

/** A family photo (a 2x2 PNG): Photo Stories hang each character's photo in the picture. */
const PHOTO = {
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  ),
  contentType: 'image/png',
};
const withPhoto = (character: SceneCharacter): SceneCharacter => ({ ...character, photo: PHOTO });

interface Cast {
  label: string;
  storyType: StoryType;
  appearanceValue: AppearanceValue;
  characters: SceneCharacter[];
}

const CASTS: Cast[] = [
  {
    label: 'avatar',
    storyType: 'Enhanced',
    appearanceValue: 'medium_brown',
    characters: castList(['Leo', 'main', 'boy']),
  },
  {
    label: 'avatar, saved look and saved pet',
    storyType: 'Enhanced',
    appearanceValue: 'fair_blond',
    characters: [
      { name: 'Kai', relationship: 'main', gender: 'unknown', look: SAVED_LOOK, key: 'char-kai' },
      {
        name: 'Biscuit',
        relationship: 'pet',
        gender: 'unknown',
        look: { species: 'dog', coat: 'golden' },
        key: 'char-biscuit',
      },
    ],
  },
  {
    label: 'photo family',
    storyType: 'Essential',
    appearanceValue: 'photo_based',
    characters: castList(['Mia', 'main', 'girl'], ['Sara', 'mother'], ['Tom', 'father'], ['Rex', 'pet']).map(
      (c) => withPhoto(c as SceneCharacter),
    ),
  },
  {
    label: 'photo, two heroes and a grandma',
    storyType: 'Essential',
    appearanceValue: 'photo_based',
    characters: [
      { name: 'Ava', relationship: 'main', gender: 'girl', look: SAVED_LOOK, key: 'char-ava' },
      withPhoto({ name: 'Noah', relationship: 'main', gender: 'boy' }),
      { name: 'Nana', relationship: 'grandmother', gender: 'woman' },
    ],
  },
];

export const SAMPLE_SEEDS = [1, 2, 3] as const;

export interface SamplePage {
  /** Which book and page, for failure messages. */
  label: string;
  request: SceneRequest;
  /** The page's paragraph. */
  text: string;
}

/**
 * Every page of every sample book (19 morals x 2 ages x 3 seeds x 4 casts x 10 pages); in
 * Spanish ('es'), the same books written in Spanish and drawn in watercolour (their legends stay
 * English; the text the pictures are checked against is Spanish).
 */
export function samplePages(language: 'en' | 'es' = 'en'): SamplePage[] {
  const pages: SamplePage[] = [];
  for (const moralValue of MORAL_VALUES)
    for (const readerAgeGroup of AGE_GROUPS)
      for (const seed of SAMPLE_SEEDS)
        for (const cast of CASTS) {
          const hero = cast.characters[0]!;
          const story = composeStory({
            storyType: cast.storyType,
            mainCharacterName: hero.name,
            gender: hero.gender,
            description: '',
            moralValue,
            readerAgeGroup,
            appearanceValue: cast.appearanceValue,
            characters: cast.storyType === 'Essential' ? cast.characters : [],
            seed,
            language,
          });
          const bookId = `sample-${language === 'es' ? 'es-' : ''}${moralValue}-${readerAgeGroup}-${seed}-${cast.label}`;
          story.legends.forEach((legend, i) => {
            pages.push({
              label: `${bookId} page ${i + 1}`,
              text: story.paragraphs[i] ?? '',
              request: {
                bookId,
                page: i + 1,
                legend,
                storyType: cast.storyType,
                appearanceValue: cast.appearanceValue,
                readerAgeGroup,
                characters: cast.characters,
                variant: seed === 3 ? i % 3 : 0,
                artStyle: language === 'es' ? 'watercolor' : 'classic',
              },
            });
          });
        }
  return pages;
}
