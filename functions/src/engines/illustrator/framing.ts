/** A face a character may wear in a picture (plan.ts reads it from the legend). */
export const EXPRESSIONS = ['happy', 'sad', 'thoughtful', 'surprised', 'scared', 'sleepy', 'proud'] as const;
export type Expression = (typeof EXPRESSIONS)[number];
export type Framing = 'wide' | 'medium' | 'close';

/**
 * Which framing each kind of page gets in its first drawing (variant 0). One rule, read by the
 * planner (plan.ts) and by the check (check.ts); a redo moves on to another framing, so a parent
 * who asks again gets a visibly different picture.
 *  - a feeling (the hero sad, thoughtful, scared or sleepy): close, so the face tells it;
 *  - a gathering (the first page, which sets the scene; a legend that gathers people or gets
 *    ready for something; four or more characters in the picture): wide, so all of them and
 *    the place fit;
 *  - any other moment: any framing, varied through the book.
 * A feeling wins over a gathering: such a page is about how the hero feels.
 */

export const FEELINGS: readonly Expression[] = ['sad', 'thoughtful', 'scared', 'sleepy'];
export const GATHERING_WORDS = /\b(?:gather\w*|get(?:s|ting)? ready|everyone|everybody|whole family)\b/i;
/** From this many characters on the page a scene is a gathering. */
export const CROWD = 4;

export type SceneKind = 'feeling' | 'gathering' | 'moment';

export const FRAMING_OF_KIND: Record<SceneKind, Framing | null> = {
  feeling: 'close',
  gathering: 'wide',
  moment: null,
};

export function sceneKind(
  page: { page: number; legend: string },
  hero: Expression | undefined,
  characters: number,
): SceneKind {
  if (hero && FEELINGS.includes(hero)) return 'feeling';
  if (page.page === 1 || GATHERING_WORDS.test(page.legend) || characters >= CROWD) return 'gathering';
  return 'moment';
}
