import type { MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Integrity: the rope nobody is watching; keeping your word when a better game comes along. */
export const INTEGRITY: MoralPlot[] = [
  {
    value: 'integrity',
    storyline: 'nobody-watching',
    usesPeer: true,
    problem: (c) => {
      const { peer: p } = c;
      return c.young
        ? [
            `A sign said, "Please stay on the path."`,
            `${cap(p.intro)} said, "Nobody is looking."`,
            `"Let's go over there!"`,
          ]
        : [
            `A rope and a sign said, "Please stay on the path. Little plants are growing here."`,
            `"Nobody's looking," whispered ${p.intro}. "Let's climb under and take a shortcut. Nobody will ever know."`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} put one foot under the rope.`, `Then two feet!`]
        : [
            `${h.call} looked left and right. Not a grown-up in sight. ${h.He} lifted the rope and ducked one foot under.`,
            `${p.call} was already giggling on the other side.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Then ${c.hero.call} saw tiny plants.`, `Right under ${c.hero.his} foot!`]
        : [
            `Then ${c.hero.call} looked down and saw tiny green shoots, right next to ${c.hero.his} shoe, and a squashed one behind it.`,
          ],
    advice: (c) =>
      c.young
        ? `Doing right when nobody sees is very special. It's called integrity.`
        : `Integrity is doing the right thing even when nobody is watching. Rules like that one are there to protect something. And the person who always knows what you did is you.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} stepped back.`, `"Let's stay on the path," ${h.he} said.`]
        : [
            `${h.call} stepped carefully back onto the path. "Let's go the long way," ${h.he} told ${p.call}. "The little plants need us not to."`,
            `${p.call} looked at the shoots, and stepped back too.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`The long way was fun!`, c.quest.success]
        : [
            `The long way turned out to have a puddle perfect for jumping, and the two of them arrived happy and muddy.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} did the right thing, with nobody looking.`]
        : [
            `${c.hero.call} learned that integrity means choosing right even when nobody would ever find out.`,
          ],
    legends: {
      problem: (c) => `${c.peer.legend} points under a rope while ${c.hero.legend} looks at a sign, unsure`,
      wrongTurn: (c) => `${c.hero.legend} ducks under a rope, looking around, while ${c.peer.legend} giggles`,
      rightChoice: (c) =>
        `${c.hero.legend} steps back onto the path with ${c.peer.legend}, pointing at tiny plants`,
    },
    titles: (c) => [
      `Nobody Was Watching`,
      `${c.hero.call} Stays on the Path`,
      `${c.hero.call} and the Little Plants`,
    ],
  },
  {
    value: 'integrity',
    storyline: 'keep-your-word',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} said to ${p.intro}, "I'll play with you next!"`, `Then some big kids called ${h.call}.`]
        : [
            `"I'll play with you next, I promise," ${h.call} told ${p.intro}, who waited happily by the ${c.prop2}.`,
            `Then some bigger children called out, "Come and play with us! Our game is the best!"`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} went with the big kids.`, `${p.call} waited and waited.`]
        : [
            `${h.call} ran off with the bigger children, telling ${h.himself} ${p.call} wouldn't mind.`,
            `Back by the ${c.prop2}, ${p.call} waited, and waited, and waited.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.hero.call} remembered the promise.`, `${c.hero.His} tummy felt funny.`]
        : [
            `The big children's game was fun, but the promise kept tapping ${c.hero.call} on the shoulder, again and again.`,
          ],
    advice: (c) =>
      c.young
        ? `A promise is a promise. Keeping it shows you can be trusted.`
        : `Integrity means your words and your actions match. When you make a promise, keeping it, even when something more exciting comes along, shows people they can trust you.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} ran back to ${p.call}.`, `"Sorry! I promised. Let's play!"`]
        : [
            `${h.call} said goodbye to the big children and ran back. "Sorry, ${p.call}. I promised, and I'm keeping it."`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.peer.call} smiled so big!`, c.quest.success]
        : [
            `${c.peer.call}'s smile was worth ten games, and later the big children came over to join theirs.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to keep ${c.hero.his} promises.`]
        : [
            `${c.hero.call} learned that a kept promise is worth more than the most exciting game in the world.`,
          ],
    legends: {
      problem: (c) =>
        `${c.hero.legend} promises to play with ${c.peer.legend} while big kids wave from a game`,
      wrongTurn: (c) =>
        `${c.peer.legend} waits alone by a ${c.prop2}, sad, while ${c.hero.legend} plays with big kids far away`,
      rightChoice: (c) =>
        `${c.hero.legend} runs back to ${c.peer.legend}, happy, keeping ${c.hero.his} promise`,
    },
    titles: (c) => [
      `${c.hero.call} Keeps ${c.hero.His} Word`,
      `A Promise Is a Promise`,
      `${c.hero.call} Comes Back`,
    ],
  },
];
