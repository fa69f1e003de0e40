/**
 * The languages the storyteller writes: the story's skeleton (storyline, place, cast, pictures)
 * is the same in both, and each writes the paragraphs and title from its own content
 * (content/ in English, content/es/ in Spanish).
 */
export type Lang = 'en' | 'es';
