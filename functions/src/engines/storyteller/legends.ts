import { z } from 'zod';
import data from './content/legends.json' with { type: 'json' };
import type { Person, StoryContext } from './context.js';
import { loadContent, sentence } from './contentSchema.js';
import type { MoralPlot } from './moral.js';
import { say } from './placeholders.js';
import { listNames } from './text.js';

const does = z.object({ do: sentence() }).strict();

const TEXT = loadContent(
  'legends.json',
  z
    .object({
      about: z.string(),
      opening: z.object({ holding: sentence() }).strict(),
      wish: does,
      feelings: sentence(),
      help: sentence(),
      hug: does,
      endTogether: does,
      endAlone: does,
    })
    .strict(),
  data,
);

const IRREGULAR: Record<string, string> = { have: 'has', do: 'does', go: 'goes', be: 'is' };

/** 'build a sandcastle' -> 'builds a sandcastle' (the verb phrases of the catalogue are regular). */
export function thirdPerson(phrase: string): string {
  const [verb = '', ...rest] = phrase.split(' ');
  let s: string;
  if (IRREGULAR[verb]) s = IRREGULAR[verb];
  else if (/(s|sh|ch|x|z)$/.test(verb)) s = `${verb}es`;
  else if (/[^aeiou]y$/.test(verb)) s = `${verb.slice(0, -1)}ies`;
  else s = `${verb}s`;
  return [s, ...rest].join(' ');
}

function names(people: Person[]): string {
  return listNames(people.map((p) => p.legend));
}

/** Subject + verb phrase in the right number: 'Mia builds ...', 'Mia and Grandma Rose build ...'. */
function act(people: Person[], base: string): string {
  const plural = people.length > 1 || people[0]?.pair !== undefined;
  return `${names(people)} ${plural ? base : thirdPerson(base)}`;
}

/**
 * One image description per paragraph: who is in the picture (by the exact names of the
 * Character Names Guide), what they do (content/legends.json and the storyline's), where, and
 * the light.
 */
export function writeLegends(c: StoryContext, m: MoralPlot): string[] {
  const { hero, setting } = c;
  const where = setting.legendPlace;
  const light = (i: number): string => setting.lights[Math.min(i, setting.lights.length - 1)] ?? 'soft light';
  const start = c.lightStart;
  const l1 = light(start);
  const l2 = light(start);
  const l3 = light(Math.max(start, 1));
  const l4 = light(2);
  const withPet = c.pet ? [hero, c.pet] : [hero];
  const early = c.helperArrivesLate ? [] : [c.helper];
  const joiners = c.companions.filter((p) => p !== c.pet);
  const familyPeer = c.peer.relationship !== 'peer' && !c.companions.includes(c.peer) ? [c.peer] : [];
  const everyone = [hero, ...early, ...c.companions, ...(m.usesPeer ? familyPeer : [])];
  const afterHelp = [hero, c.helper, ...c.companions, ...(m.usesPeer ? [c.peer] : [])];
  const holding = c.favorite ? say(c, TEXT.opening.holding) : '';
  const end = everyone.length > 1 ? TEXT.endTogether : TEXT.endAlone;
  const clauses = [
    `${act(withPet, c.activity.base).replace(hero.legend, `${hero.legend}${holding}`)}, ${where}, ${l1}`,
    `${act([hero, ...early, ...joiners, ...(c.pet ? [c.pet] : [])], say(c, TEXT.wish.do))}, ${where}, ${l1}`,
    `${m.legends.problem(c)}, ${where}, ${l1}`,
    `${m.legends.wrongTurn(c)}, ${where}, ${l2}`,
    `${say(c, TEXT.feelings)}, ${where}, ${l2}`,
    `${say(c, TEXT.help)}, ${where}, ${l2}`,
    `${m.legends.rightChoice(c)}, ${where}, ${l2}`,
    `${act(afterHelp, c.quest.legend)}, ${where}, ${l3}`,
    `${act([hero, c.helper], say(c, TEXT.hug.do))}, ${where}, ${l4}`,
    `${act(everyone, say(c, end.do))}, ${where}, ${l4}`,
  ];
  return clauses.map((text) => text.charAt(0).toUpperCase() + text.slice(1));
}
