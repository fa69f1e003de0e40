import type { MoralPlot } from '../moral.js';

/** Fairness: starting the race early; sharing out the treats with the biggest kept back. */
export const FAIRNESS: MoralPlot[] = [
  {
    value: 'fairness',
    storyline: 'head-start',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [
            `${h.call} and ${p.intro} had a race.`,
            `"Ready, steady..." said ${p.call}.`,
            `${h.call} ran before "Go!"`,
          ]
        : [
            `${h.call} and ${p.intro} decided to have a race to the ${c.prop2}.`,
            `"Ready... steady..." called ${p.call}, but before ${p.he} could say "Go!", ${h.call} was already running.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"I won!" shouted ${h.call}.`, `"That's not fair," said ${p.call}.`]
        : [
            `"I won! I won!" ${h.call} shouted, dancing around the ${c.prop2}.`,
            `"You started before Go," ${p.call} said quietly. "That's not fair." ${h.call} pretended not to hear.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`But winning did not feel good.`, `It felt a bit empty.`]
        : [
            `But the winning didn't feel like winning. It felt hollow, like a chocolate egg with nothing inside.`,
          ],
    advice: (c) =>
      c.young
        ? `A race is only fun when it's fair. Everyone starts together.`
        : `A win only counts when everyone plays by the same rules. Starting early isn't winning, it's just running. Fair play means that whoever wins, everyone had the same chance.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"You're right," said ${h.call}.`, `"Let's race again. Fair this time."`]
        : [
            `${h.call} stopped dancing. "You're right. I started early. Let's race again, properly this time."`,
            `This time they stood side by side, and ${p.call} got to say "Go!"`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`They ran and ran.`, `${c.peer.call} won! ${c.hero.call} laughed anyway.`, c.quest.success]
        : [
            `They ran as fast as their legs would go, and ${c.peer.call} won by a nose, and ${c.hero.call} was surprised to find ${c.hero.he} ${c.hero.was} laughing anyway.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`A fair race is the best race.`, `${c.hero.call} knew that now.`]
        : [
            `${c.hero.call} learned that a fair game, even a lost one, feels much better than a win that isn't really a win.`,
          ],
    legends: {
      problem: (c) =>
        `${c.hero.legend} runs ahead early while ${c.peer.legend} is still getting ready, surprised`,
      wrongTurn: (c) =>
        `${c.hero.legend} dances proudly by the ${c.prop2} while ${c.peer.legend} looks upset`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} stand side by side, ready to race again`,
    },
    titles: (c) => [`${c.hero.call} Races Fair`, `Ready, Steady, Go!`, `${c.hero.call} and the Fair Race`],
  },
  {
    value: 'fairness',
    storyline: 'fair-shares',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} shared out the ${c.setting.treat}.`, `One for ${p.call}. Three for ${h.call}!`]
        : [
            `${h.call} was asked to share out the ${c.setting.treat} between everyone, ${p.intro} too.`,
            `${h.He} gave everyone one each, but kept the three biggest for ${h.himself}, tucked behind ${h.his} back.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"Why do you have more?" asked ${p.call}.`, `"Because I shared them out!" said ${h.call}.`]
        : [
            `"Why have you got more?" asked ${p.call}, looking at ${p.his} tiny one.`,
            `"Because I did the sharing out," said ${h.call}, "so I get the most." It sounded fair when ${h.he} said it fast.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Nobody looked happy.`, `The ${c.setting.treat} did not taste so good.`]
        : [
            `Nobody said anything, but nobody looked very happy either, and somehow the biggest ${c.setting.treat} didn't taste as good as ${c.hero.call} had hoped.`,
          ],
    advice: (c) =>
      c.young
        ? `Fair means everyone gets the same. The sharer too.`
        : `Being the one who shares things out is a special job, because people trust you to be fair. Fair means everyone gets the same, and the sharer doesn't get extra just for holding the box.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} put the big ones back.`, `Now everyone got two.`]
        : [
            `${h.call} brought out the hidden ones and started again, counting carefully out loud so everyone could see.`,
            `"One for you, one for you, one for me..." until every pile was exactly the same.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`Everyone smiled.`, `Yum, yum!`, c.quest.success]
        : [
            `Everyone munched happily, and ${c.peer.call} gave ${c.hero.call} a crumby thumbs-up.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to share out fairly.`]
        : [
            `${c.hero.call} learned that being fair means treating everyone the same, especially when you're the one in charge.`,
          ],
    legends: {
      problem: (c) =>
        `${c.hero.legend} shares out ${c.setting.treat}, hiding the biggest ones behind ${c.hero.his} back`,
      wrongTurn: (c) =>
        `${c.peer.legend} looks at a tiny treat, sad, while ${c.hero.legend} holds three big ones`,
      rightChoice: (c) =>
        `${c.hero.legend} counts out ${c.setting.treat} into equal piles for ${c.peer.legend} and everyone`,
    },
    titles: (c) => [`${c.hero.call} Shares Fair and Square`, `One for You, One for Me`, `The Fair Shares`],
  },
];
