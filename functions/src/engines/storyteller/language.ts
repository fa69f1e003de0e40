import type { Person, StoryContext, Wording } from './context.js';
import type { Moral, MoralPlot } from './moral.js';
import type { StoryRequest } from './request.js';
import type { Matcher, Setting } from './settings.js';

/**
 * A language the storyteller writes besides English. The core (this folder) writes every book's
 * skeleton in English and declares this interface; a language module implements it (es/index.ts
 * for Spanish) and the registry (languages.ts) wires it in, so the core never imports a language.
 * A book in the language is the English book of the same skeleton with its title and paragraphs
 * written from the language's own content; its pictures stay the English book's.
 */
export interface StoryLanguage extends Wording {
  /** Its storylines per moral, each with the `storyline` id of an English one (some may lack one). */
  storylines: Readonly<Record<Moral, readonly MoralPlot[]>>;
  /** How a description in the language names a place (detectSetting). */
  matchers: readonly Matcher[];
  /** The open places with text in the language, among which a book with no place named walks. */
  openSettings: readonly Setting[];
  /** The English word of the pet a description in the language names ('perro' -> 'dog'), or 'pet'. */
  petKind(description: string): string;
  /** The English favourite thing of a description in the language ('dinosaurios' -> 'dinosaurs'). */
  favorite(description: string): string | undefined;
  /** The context of a book in the language from its English skeleton: the same items in its words. */
  context(c: StoryContext, request: StoryRequest, description: string): StoryContext;
  /** The last touches of a title or paragraph (contractions, capitals, two heroes in a list). */
  polish(text: string, hero: Person): string;
}
