import type { MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Honesty: knocking over a friend's work and blaming the wind; eating the shared treat. */
export const HONESTY: MoralPlot[] = [
  {
    value: 'honesty',
    storyline: 'blame-the-wind',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [
            `${cap(p.intro)} made a tall tower.`,
            `${h.call} ran past too fast.`,
            `Crash! The tower fell down.`,
          ]
        : [
            `${cap(p.intro)} had spent ages making a tall, wobbly tower, and had just gone to fetch one last piece for the top.`,
            `${h.call} came running past much too fast, swinging ${h.his} ${c.prop}, and crash! Down came the whole tower.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"Who did this?" asked ${p.call}.`, `"The wind did it," said ${h.call}.`, `That was a fib.`]
        : [
            `${p.call} came back and stared. "What happened to my tower?"`,
            `"It must have been the wind," ${h.call} said quickly, looking up at the sky. There had not been a breath of wind all day.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.peer.call} began to build again, all alone.`, `${c.hero.call} felt wobbly inside.`]
        : [
            `${c.peer.call} began to build it all over again, piece by piece, all alone, and every piece made ${c.hero.call}'s cheeks feel hotter.`,
          ],
    advice: (c) =>
      c.young
        ? `Accidents happen. When we say, 'It was me,' we can fix it together.`
        : `Accidents happen to everybody. Blaming the wind doesn't fix the tower, and it leaves a little knot inside you. Saying 'It was me' is hard for a moment, and then it's done.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"It was me," said ${h.call}.`, `"I knocked it down. I'm sorry."`, `"Can I help?"`]
        : [
            `${h.call} knelt down beside ${p.call}. "It wasn't the wind. It was me. I ran past too fast and knocked it over, and I'm sorry."`,
            `"Can I help you build it again?"`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.peer.call} said yes.`, `The new tower was even taller!`, c.quest.success]
        : [
            `${c.peer.call} let out a long breath and then smiled. "Thanks for telling me." Together they built a new tower, even taller than the first.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`The knot inside was gone.`, `Saying 'It was me' made it better.`]
        : [
            `${c.hero.call} learned that owning up takes only a moment of courage, and it leaves you feeling lighter for the rest of the day.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} runs past as ${c.peer.legend}'s tall tower falls down, surprised`,
      wrongTurn: (c) =>
        `${c.hero.legend} points up at the sky while ${c.peer.legend} looks sad at the fallen tower`,
      rightChoice: (c) =>
        `${c.hero.legend} kneels beside ${c.peer.legend} and says sorry, helping build the tower again`,
    },
    titles: (c) => [`${c.hero.call} and the Fallen Tower`, `It Wasn't the Wind`, `${c.hero.call} Owns Up`],
  },
  {
    value: 'honesty',
    storyline: 'missing-treats',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [
            `There was a box of ${c.setting.treat}.`,
            `They were for later, for everyone.`,
            `${h.call} ate one. Then two. Then more!`,
          ]
        : [
            `There was a box of ${c.setting.treat} for everyone to share later, and ${h.call} was asked not to open it yet.`,
            `${h.He} only meant to have one, just a tiny one, but one became two and two became lots, and soon the box was nearly empty.`,
          ];
    },
    problemFillers: (c) =>
      c.young
        ? [`Uh-oh. Crumbs everywhere!`]
        : [`There were crumbs on ${c.hero.his} chin and a nearly empty box in ${c.hero.his} lap.`],
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`"Where did the ${c.setting.treat} go?" someone asked.`, `"A bird took them," said ${h.call}.`]
        : [
            `When it was time to share, the box was passed round, and everyone stared at the few crumbs inside.`,
            `"A bird must have taken them," ${h.call} said, brushing ${h.his} chin. "A really big, hungry bird."`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Nobody got any ${c.setting.treat}.`, `${c.hero.call}'s tummy felt full and funny.`]
        : [
            `Nobody got any ${c.setting.treat}, and ${c.hero.call}'s tummy felt full and funny at the same time: full of ${c.setting.treat}, and funny with the fib.`,
          ],
    advice: (c) =>
      c.young
        ? `Everybody makes mistakes. The truth helps us fix them.`
        : `Everybody does something they shouldn't sometimes. A made-up story only hides the mistake, but the truth lets us fix it, and it lets people trust us next time.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`"It was not a bird," said ${h.call}.`, `"I ate them. I'm sorry."`]
        : [
            `${h.call} stood up, even though ${h.his} knees felt shaky. "It wasn't a bird. I ate them. I'm sorry."`,
            `"Can I give everyone my share of something else to make up for it?"`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`Everyone shared ${c.hero.his} snack instead.`, `It was fine!`, c.quest.success]
        : [
            `Everyone was quiet for a moment, and then somebody laughed about the really big, hungry bird, and soon everyone was laughing, ${c.hero.call} too.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`The truth made the funny feeling go.`, `${c.hero.call} felt good again.`]
        : [
            `${c.hero.call} learned that a fib makes a small mistake grow bigger, and the truth makes it small enough to fix.`,
          ],
    legends: {
      problem: (c) =>
        `${c.hero.legend} secretly eats ${c.setting.treat} from a box, crumbs on ${c.hero.his} chin`,
      wrongTurn: (c) => `${c.hero.legend} points up at the sky, blaming a bird, holding an empty box`,
      rightChoice: (c) =>
        `${c.hero.legend} stands up and tells the truth, holding the empty box, looking sorry`,
    },
    titles: (c) => [
      `${c.hero.call} and the Very Big Bird`,
      `Where Did the Treats Go?`,
      `${c.hero.call} Tells What Happened`,
    ],
  },
];
