import {
  startGeminiStandIn,
  type GeminiStandIn,
} from '../../functions/src/adapters/gemini/testing/geminiStandIn.js';
import { standInBook, type PictureAsked } from '../../functions/src/adapters/gemini/testing/standInBook.js';
import { RELATIONSHIPS, type Gender, type Relationship } from '../../functions/src/contract/story.js';
import { castSheetSvg, drawScene, renderPng } from '../../functions/src/engines/illustrator/index.js';

/**
 * `npm start -- --gemini`: the functions run the Gemini adapters (storyteller, illustrator, page
 * checker) against this local stand-in of the Gemini API instead of Google. It answers the story
 * in the language the prompt asks for (adapters/gemini/testing/standInStories.ts) and draws each
 * picture it is asked for with the offline illustrator, in the art style the prompt's guide
 * names, so a book made here looks like its style; every page check passes.
 */

const PICTURE_PX = 1024;
const GENDERS: Record<string, Gender> = { girl: 'girl', boy: 'boy', woman: 'woman', man: 'man' };

/** The cast the prompt describes ('- Name: a girl, the main character, ...'), hero first. */
function castOf(prompt: string): { name: string; relationship: Relationship; gender: Gender }[] {
  const lines = prompt.split('\n').filter((line) => /^- [^:]+: /.test(line));
  return lines.slice(0, 4).map((line, i) => {
    const [, name = 'Sam', who = ''] = /^- ([^:]+): (.*)$/.exec(line) ?? [];
    const gender = GENDERS[/\ba (girl|boy|woman|man)\b/.exec(who)?.[1] ?? ''] ?? 'unknown';
    // 'Mia’s grandmother': the role the prompt gives, else someone close.
    const role = /’s (\w+)/.exec(who)?.[1] as Relationship | undefined;
    const relationship: Relationship =
      i === 0 ? 'main' : role && RELATIONSHIPS.includes(role) ? role : 'other';
    return { name: name.trim(), relationship, gender };
  });
}

async function drawOffline(asked: PictureAsked): Promise<Buffer> {
  const characters = castOf(asked.prompt);
  const base = {
    bookId: 'gemini-stand-in',
    appearanceValue: 'medium_brown' as const,
    characters: characters.length
      ? characters
      : [{ name: 'Sam', relationship: 'main' as const, gender: 'unknown' as const }],
    artStyle: asked.style,
  };
  if (asked.sheet) return (await renderPng(castSheetSvg(base), PICTURE_PX)).png;
  const redo = Number(/\(redo (\d+)\)/.exec(asked.prompt)?.[1] ?? 0);
  const drawn = await drawScene(
    {
      ...base,
      page: 1,
      legend: asked.scene ?? '',
      storyType: 'Enhanced',
      readerAgeGroup: '2-4years',
      variant: redo,
    },
    PICTURE_PX,
  );
  return drawn.png;
}

export async function startLocalGemini(port: number): Promise<GeminiStandIn> {
  const standIn = await startGeminiStandIn(port);
  standIn.handle(standInBook(drawOffline));
  return standIn;
}
