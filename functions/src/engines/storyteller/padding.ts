import type { StoryContext } from './context.js';
import { type Item, opt } from './fit.js';
import { listNames } from './text.js';
import { phrase } from './vary.js';

const LAST = 9;

/**
 * Last-resort fillers per beat (lowest priority): used only when a storyline's own sentences and
 * the beat's fillers leave a paragraph short of the age group's length. Each has many wordings.
 */
export function padding(c: StoryContext, beat: number): Item[] {
  const { hero: h, helper: H } = c;
  const place = c.setting.at;
  if (c.young) {
    const lines: (string | undefined)[][] = [
      [`${h.call} looked all around.`, `There was so much to see!`],
      [`${h.He} bounced on ${h.his} toes.`, `Off they went!`],
      [`${h.He} held ${h.his} breath.`, `Oh my!`],
      [`${h.His} cheeks went hot.`, `Oh, dear me.`],
      [`${h.He} sat down on the ground.`, `Sniff, sniff.`],
      [`${h.He} wiped ${h.his} eyes.`, `${h.He} felt a bit better.`],
      [`${h.He} stood up, ready to try.`, `Yes!`],
      [`Everyone smiled.`, `Hooray, hooray!`],
      [`${h.He} felt warm inside.`, `What a day!`],
      [`The stars came out.`, `Night, night.`],
    ];
    return (lines[beat] ?? []).flatMap((t, i) => opt(t, LAST + i * 0.1));
  }
  const texts: string[][] = [
    [
      phrase(
        c,
        ['There was so much', 'There were so many things', 'There was plenty'],
        [' to see and do', ' to explore', ' to try'],
        [` ${place}.`, ', and the day had only just begun.'],
      ),
    ],
    [
      phrase(
        c,
        [
          `${h.call} rubbed ${h.his} hands together`,
          `${h.call} took a deep, excited breath`,
          `${h.call} rolled up ${h.his} sleeves`,
        ],
        ['.', ', ready to begin.', ' and got to work.'],
      ),
    ],
    [
      phrase(
        c,
        ['For a moment,', 'Just then,', 'All of a sudden,'],
        [' the whole place', ` everything ${place}`, ' the world'],
        [' seemed to hold its breath.', ' went very still.', ' seemed to stop.'],
      ),
    ],
    [
      phrase(
        c,
        ['The moment stretched', 'Time seemed to slow down', 'The air felt still', 'The silence grew'],
        [', long and uncomfortable', ' for a bit', ''],
        ['.', ', and nobody moved.'],
      ),
    ],
    [
      phrase(
        c,
        ['Even the light', 'Even the sky', 'Everything'],
        [' seemed a little greyer', ' looked a little less bright', ' felt a little quieter'],
        ['.', ' than before.'],
      ),
    ],
    [
      phrase(
        c,
        [
          `${h.call} looked up at ${H.call}`,
          `${h.call} let the words sink in`,
          `${h.call} wiped ${h.his} cheeks`,
        ],
        ['.', ' and took a long, slow breath.', ', feeling a little steadier.'],
      ),
    ],
    [
      phrase(
        c,
        [
          `It was a choice full of ${c.moral}`,
          'It was the kind of choice',
          'That was the sort of choice',
          'It was a choice',
          'That choice was one',
        ],
        [
          ' that makes a heart grow a size bigger',
          ' that takes a brave heart',
          ' nobody else could make for you',
          ` ${H.call} would remember`,
          ' that felt right all the way through',
        ],
        '.',
      ),
    ],
    [
      phrase(
        c,
        ['Laughter bubbled up', 'Happy shouts rang out', 'Giggles floated up'],
        [` ${place}`, ' into the air', ' like bubbles'],
        ['.', ', and nobody wanted it to stop.'],
      ),
      phrase(
        c,
        `${listNames([h.call, H.call])} `,
        ['shared a grin', 'high-fived', 'did a silly dance'],
        ['.', ' to celebrate.'],
      ),
    ],
    [
      phrase(
        c,
        ['Some lessons', `Lessons about ${c.moral}`, 'Good lessons', `The lessons of ${c.moral} that stay`],
        [
          ' are small enough to fit in your pocket',
          ' last a whole life',
          ' come from days like this',
          ` can be found ${place}`,
        ],
        ['.', ', and this was one of them.', ', like this one.'],
      ),
    ],
    [
      phrase(
        c,
        ['The night', 'The soft, dark night', 'The quiet night'],
        [' wrapped everything up', ' settled softly', ' tiptoed in'],
        [' like a blanket.', '.', ', slow and gentle.'],
      ),
    ],
  ];
  return (texts[beat] ?? []).flatMap((t, i) => opt(t, LAST + i * 0.1));
}
