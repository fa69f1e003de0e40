import type { MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Gratitude: a handmade present that is 'only' a drawing; grumbling about a grey sky. */
export const GRATITUDE: MoralPlot[] = [
  {
    value: 'gratitude',
    storyline: 'handmade-present',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [
            `${cap(p.intro)} had a present for ${h.call}.`,
            `It was a drawing.`,
            `"Just a drawing?" said ${h.call}.`,
          ]
        : [
            `${cap(p.intro)} came running up with a present: a folded drawing of ${h.call} ${c.activity.ing}, with a wobbly heart in the corner.`,
            `"Oh," said ${h.call}. "It's just a drawing." ${h.He} had hoped for something shiny.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} put the drawing down.`, `${h.He} did not say thank you.`, `${p.call}'s face fell.`]
        : [
            `${h.call} stuffed the drawing into ${h.his} pocket without even looking at it properly.`,
            `${p.call}'s smile slipped away, and ${p.he} went off to play on ${p.his} own.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Later, ${c.hero.call} looked at the drawing.`, `There was ${c.hero.call}! And a heart!`]
        : [
            `Later, ${c.hero.call} unfolded the crumpled drawing, and saw how carefully every line had been drawn, and all the colours, and the wobbly heart.`,
          ],
    advice: (c) =>
      c.young
        ? `A present made by hand is full of love. Thank you is a present too.`
        : `Something made by hand is a present twice: once for the thing itself, and once for all the time and love that went into making it. Saying thank you tells the maker you noticed.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} ran to ${p.call}.`, `"Thank you for my drawing!" ${h.he} said. "I love it."`]
        : [
            `${h.call} found ${p.call} and held up the drawing. "Thank you for this. You drew my ${c.prop} and everything. I'm sorry I didn't say so before."`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.peer.call} smiled big.`, c.quest.success]
        : [
            `${c.peer.call}'s face lit up like a lantern, and ${c.hero.call} promised to draw one back, with two hearts.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that thank you makes two people happy.`]
        : [
            `${c.hero.call} learned that the best presents are about love, not shine, and that a thank you is a present you can always give back.`,
          ],
    legends: {
      problem: (c) =>
        `${c.peer.legend} holds out a folded drawing to ${c.hero.legend}, who looks disappointed`,
      wrongTurn: (c) =>
        `${c.hero.legend} stuffs a drawing in ${c.hero.his} pocket as ${c.peer.legend} walks away, sad`,
      rightChoice: (c) => `${c.hero.legend} holds up the drawing and thanks ${c.peer.legend}, smiling`,
    },
    titles: (c) => [`${c.hero.call} Says Thank You`, `Just a Drawing`, `${c.hero.call} and the Wobbly Heart`],
  },
  {
    value: 'gratitude',
    storyline: 'grumble-day',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [`Grey clouds came.`, `"This day is bad," said ${h.call}.`, `"Everything is bad!"`]
        : [
            `Then a big grey cloud slid across the sky, and ${h.call}'s good mood slid away with it.`,
            `"This is the worst day ever," ${h.he} grumbled. "The ${c.prop} is boring, and everything is rubbish."`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} grumbled and grumbled.`, `${h.He} said no to everything.`]
        : [
            `${h.call} grumbled about the cloud, then about the path, then about ${h.his} shoes, then about the grumbling itself.`,
            `Every time someone suggested something, ${h.he} said, "No. That's boring too."`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Grumbling made ${c.hero.call} feel worse.`, `Grumble, grumble.`]
        : [
            `The strange thing was that the more ${c.hero.call} grumbled, the bigger and greyer the day seemed to get.`,
          ],
    advice: (c) =>
      c.young
        ? `Let's play a game. Name three happy things. Ready?`
        : `Let's try a game I play when my day goes grey. Name three things you're glad of, right now. Little things count. Gratitude is like a torch: it helps you find what's good even on a cloudy day.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`"My ${c.prop}," said ${h.call}.`, `"My snack. And a hug!"`, `${h.He} smiled.`]
        : [
            `${h.call} sighed, then thought. "My ${c.prop}. The ${c.setting.treat} in the bag." A pause. "And that I'm not here on my own."`,
            `Once ${h.he} started, ${h.he} couldn't stop, and the list grew and grew.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`The cloud went away.`, `The sun came out!`, c.quest.success]
        : [
            `By the time the list reached twenty, the cloud had moved on, and so had the grumbles.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to look for happy things.`]
        : [`${c.hero.call} learned that being thankful for small things can turn a grey day golden.`],
    legends: {
      problem: (c) => `${c.hero.legend} frowns up at a big grey cloud, grumpy, holding a ${c.prop}`,
      wrongTurn: (c) => `${c.hero.legend} sits with folded arms, grumbling, under a cloudy sky`,
      rightChoice: (c) =>
        `${c.hero.legend} counts happy things on ${c.hero.his} fingers, smiling as the sun comes out`,
    },
    titles: (c) => [
      `${c.hero.call}'s Grumble Day`,
      `Three Happy Things`,
      `${c.hero.call} Finds the Sunshine`,
    ],
  },
];
