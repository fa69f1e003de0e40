import { z } from 'zod';
import data from './content/titles.json' with { type: 'json' };
import type { StoryContext } from './context.js';
import { loadLanguages, sentence } from './contentSchema.js';
import type { MoralPlot } from './moral.js';
import { sayEach } from './placeholders.js';
import { cap, titleCase } from './text.js';

const TITLES = loadLanguages(
  'titles.json',
  z.object({ about: z.string(), any: z.array(sentence()), outings: z.array(sentence()) }).strict(),
  data,
);

/** '-ing' words that are no verbs. */
const NOT_GERUNDS = new Set([
  'during',
  'morning',
  'evening',
  'something',
  'nothing',
  'everything',
  'anything',
  'thing',
  'king',
  'ring',
  'spring',
  'swing',
  'wing',
  'string',
  'ceiling',
  'building',
  'ping',
  'sibling',
  'darling',
  'wedding',
  'pudding',
  'duckling',
  'ding',
]);
/** An idea told as an instruction: 'be kind to new friends', 'share the blocks'. */
const LESSON_VERBS =
  /^(?:be|share|take|say|help|listen|wait|use|try|tell|keep|clean|tidy|wash|ask|look|care|include|welcome|respect|follow|give|stop|think|calm|brush|put)$/;
/** Where an idea's own words end and its circumstances begin ('... at the art table'). */
const TAIL = /^(?:at|in|on|during|when|while|with|for|after|before|because|so|if|from|into|around)$/;

/**
 * A title that says the parent's or the lesson's idea, when it is told as one (a class's lesson
 * idea: 'sharing crayons at the art table' -> 'Sharing Crayons with Mia'; 'how to wait
 * your turn', 'be kind to new friends'). Undefined for a description of another kind (a place,
 * a sentence about the child), which keeps the storyline's titles.
 */
export function ideaTitle(description: string, hero: string, plural = false): string | undefined {
  const idea = description
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();
  if (!idea || /[.?!;:"“”]/.test(idea)) return undefined;
  const words = idea.split(/\s+/);
  if (words.length > 10) return undefined;
  const core = (from: number) => {
    const end = words.findIndex((w, i) => i > from && TAIL.test(w));
    return words.slice(0, end < 0 ? undefined : end).slice(0, 6);
  };
  const first = words[0] ?? '';
  const learns = `${hero} ${plural ? 'Learn' : 'Learns'}`;
  if (first === 'how' && words[1] === 'to') return `${learns} ${titleCase(core(2).join(' '))}`;
  if (first === 'to' && words.length > 1) return `${learns} to ${titleCase(core(1).slice(1).join(' '))}`;
  if (LESSON_VERBS.test(first)) return `${learns} to ${titleCase(core(0).join(' '))}`;
  if (/^[a-z]{2,}ing$/.test(first) && !NOT_GERUNDS.has(first)) {
    // 'Sharing Crayons with Mia', 'Flying a Red Kite with Mia'; a lone verb keeps its object:
    // 'playing with her red ball' -> "Mia's Day of Playing with Her Red Ball".
    const what = core(0);
    if (what.length >= 2) return `${titleCase(what.join(' '))} with ${hero}`;
    const phrase = words
      .slice(0, (words.findIndex((w, i) => i > 1 && TAIL.test(w)) + 1 || 7) - 1)
      .slice(0, 6);
    return `${hero}'s Day of ${titleCase(phrase.join(' '))}`;
  }
  // 'a picnic', 'the new classmate': the thing itself ('Mia and the New Classmate').
  if (
    /^(?:a|an|the)$/.test(first) &&
    words.length > 1 &&
    words.length <= 6 &&
    /^[a-z]/.test(description.trim().split(/\s+/)[1] ?? '')
  )
    return `${hero} and the ${titleCase(core(1).slice(1).join(' '))}`;
  return undefined;
}

/**
 * The book's title: one of the storyline's ideas or the general ones (both heroes' names for
 * two), in Title Case in English and as written (sentence case) in Spanish. A description told
 * as an idea (a class's lesson) gives the title instead (ideaTitle), so the cover says it.
 */
export function writeTitle(c: StoryContext, plot: MoralPlot): string {
  const titles = TITLES(c);
  const idea =
    c.lang === 'en' && c.idea ? ideaTitle(c.idea, c.hero.call, c.hero.pair !== undefined) : undefined;
  const ideas = [...plot.titles(c), ...sayEach(c, titles.any)];
  if (!c.setting.situation) ideas.push(...sayEach(c, titles.outings));
  // Two heroes are both named on the cover.
  const named = c.hero.pair ? ideas.filter((idea) => idea.includes(c.hero.call)) : [];
  // Drawn even when the idea gives the title, so the rest of the book reads as before.
  const title = c.rng.pick(named.length > 0 ? named : ideas).replace(/[\s.,:;!?'"-]+$/u, '');
  if (idea) return idea;
  return c.lang === 'en' ? titleCase(title) : cap(title);
}
