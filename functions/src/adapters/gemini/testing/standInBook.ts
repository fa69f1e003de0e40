import { ART_STYLES, type ArtStyle } from '../../../contract/artStyle.js';
import { LANGUAGE_ENGLISH_NAMES, LANGUAGES, type Language } from '../../../contract/story.js';
import { styleGuideFor } from '../illustrationPrompt.js';
import {
  answer,
  checkAnswer,
  isPageCheck,
  promptTextOf,
  tinyPng,
  type GenerateContentBody,
  type Reply,
} from './geminiStandIn.js';
import { STAND_IN_STORIES, standInLegends } from './standInStories.js';

/**
 * The Gemini stand-in answering a whole book as the real models would in shape: the story (in
 * the language the prompt asks for, legends in English), every picture, every page check
 * (passed). Read from the prompts the adapters send, so it follows what they really ask.
 * The API tests draw tiny PNGs; the local stack (`npm start -- --gemini`) draws real pictures.
 */

/** What a picture request asked for, as read from its prompt. */
export interface PictureAsked {
  prompt: string;
  style: ArtStyle;
  /** The cast reference sheet (no scene). */
  sheet: boolean;
  /** The page's scene (its legend); null for the sheet. */
  scene: string | null;
}

export type DrawPicture = (asked: PictureAsked) => Promise<Buffer>;

/** The story model's call (JSON with a schema), told apart from the page checker's. */
export const isStoryCall = (body: GenerateContentBody) =>
  Boolean(body.generationConfig?.responseSchema) && !isPageCheck(body);

/** The book's language as the story prompt asks for it: English when it names none. */
export function languageAsked(prompt: string): Language {
  const named = /write the title and every paragraph in ([A-Za-z]+),/.exec(prompt)?.[1];
  return LANGUAGES.find((l) => LANGUAGE_ENGLISH_NAMES[l] === named) ?? 'en';
}

/** A bilingual book's second language as the story prompt asks for it, or null (issue 45). */
export function secondLanguageAsked(prompt: string): Language | null {
  const named = /same title and the same \d+ paragraphs in ([A-Za-z]+),/.exec(prompt)?.[1];
  return LANGUAGES.find((l) => LANGUAGE_ENGLISH_NAMES[l] === named) ?? null;
}

/** The art style whose guide a picture prompt carries (each style's guide opens differently). */
export function styleAsked(prompt: string): ArtStyle {
  return ART_STYLES.find((s) => prompt.includes(styleGuideFor(s).split('\n')[0]!)) ?? 'classic';
}

/** The first character the story prompt lists: the hero. */
export function heroOf(prompt: string): string {
  return /exact names?\b[^\n]*\n- ([^:\n]+):/.exec(prompt)?.[1]?.trim() || 'Sam';
}

export const pictureAsked = (prompt: string): PictureAsked => {
  const scene = /<scene>([\s\S]*?)<\/scene>/.exec(prompt)?.[1] ?? null;
  return { prompt, style: styleAsked(prompt), sheet: scene === null, scene };
};

/** A flat square per style, so a test can tell which style a stored picture was drawn for. */
export const STAND_IN_STYLE_COLOURS: Record<ArtStyle, [number, number, number]> = {
  classic: [0x8f, 0xd3, 0xff],
  watercolor: [0xb8, 0xd8, 0xe8],
  crayon: [0xff, 0xb5, 0x47],
  collage: [0xe5, 0x52, 0x7a],
  coloring: [0xff, 0xff, 0xff],
};
const tinyPicture: DrawPicture = async ({ style }) => tinyPng(16, 16, STAND_IN_STYLE_COLOURS[style]);

export function standInBook(draw: DrawPicture = tinyPicture): (body: GenerateContentBody) => Promise<Reply> {
  return async (body) => {
    const prompt = promptTextOf(body);
    if (isPageCheck(body)) return checkAnswer();
    if (isStoryCall(body)) {
      const hero = heroOf(prompt);
      const story = STAND_IN_STORIES[languageAsked(prompt)](hero);
      const second = secondLanguageAsked(prompt);
      const secondStory = second && STAND_IN_STORIES[second](hero);
      const json = {
        ...story,
        ...(secondStory ? { secondTitle: secondStory.title, secondParagraphs: secondStory.paragraphs } : {}),
        legends: standInLegends(hero),
        characterNames: [hero],
        characterLooks: [],
      };
      return answer([{ text: JSON.stringify(json) }]);
    }
    const png = await draw(pictureAsked(prompt));
    return answer([{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }]);
  };
}
