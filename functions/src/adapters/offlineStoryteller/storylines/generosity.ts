import type { MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Generosity: lending a favourite thing; giving your playtime to help a friend finish. */
export const GENEROSITY: MoralPlot[] = [
  {
    value: 'generosity',
    storyline: 'lend-a-favourite',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} had a ${c.prop} and a ${c.prop2}.`, `${cap(p.intro)} had nothing to play with.`]
        : [
            `${h.call} had brought both a ${c.prop} and a ${c.prop2}, and was busy switching between them.`,
            `Nearby, ${p.intro} had forgotten ${p.his} things at home and was sitting with nothing to do.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"Can I have one?" asked ${p.call}.`, `"No, they're both mine," said ${h.call}.`]
        : [
            `"Could I borrow one?" ${p.call} asked. ${h.call} hugged both of them close. "No. They're mine, and I need them both."`,
            `But ${h.he} only had two hands, and couldn't play with both at once anyway.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.peer.call} sat all alone.`, `The ${c.prop2} just lay there.`]
        : [
            `The ${c.prop2} lay unused in the grass while ${c.peer.call} watched it, and ${c.hero.call}'s game started to feel a little lonely.`,
          ],
    advice: (c) =>
      c.young
        ? `Sharing what we have makes it more fun. Things are for playing with.`
        : `Things are happiest when they're being played with. Being generous means noticing what you have more than enough of, and letting someone else enjoy it too.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} gave ${p.call} the ${c.prop2}.`, `"You can play with this," ${h.he} said.`]
        : [
            `${h.call} picked up the ${c.prop2} and held it out. "Here, you have this one. You can keep it till home time."`,
            `${p.call}'s eyes went wide. "Really? Thank you!"`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`Now they both could play.`, `What fun!`, c.quest.success]
        : [
            `With one each, they invented a brand-new game that needed both, and it was the best game of the day.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that giving makes fun grow.`]
        : [
            `${c.hero.call} learned that being generous doesn't leave you with less; it often leaves you with more, like a new friend and a better game.`,
          ],
    legends: {
      problem: (c) =>
        `${c.hero.legend} holds a ${c.prop} and a ${c.prop2} while ${c.peer.legend} sits with nothing`,
      wrongTurn: (c) => `${c.hero.legend} hugs both toys close while ${c.peer.legend} looks sad`,
      rightChoice: (c) => `${c.hero.legend} hands the ${c.prop2} to ${c.peer.legend} with a smile`,
    },
    titles: (c) => [`One for ${c.peer.call}`, `One for You`, `${c.hero.call}'s Two Treasures`],
  },
  {
    value: 'generosity',
    storyline: 'gift-of-time',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [
            `${cap(p.intro)} was stuck.`,
            `${p.He} could not finish ${p.his} job.`,
            `But ${h.call} wanted to play!`,
          ]
        : [
            `${cap(p.intro)} was trying to finish ${p.his} part of the job before playtime, but it was taking ages, and ${p.he} looked close to tears.`,
            `${h.call} had finished already, and playtime was calling.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} ran off to play.`, `${p.call} stayed behind, all alone.`]
        : [
            `"See you later," ${h.call} called, and ran off to be first at ${c.activity2.ing}.`,
            `Behind ${h.him}, ${p.call} kept working, slower and slower, all alone.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Playing was fun, but...`, `${c.hero.call} kept looking back.`]
        : [
            `Playtime was fun, but ${c.hero.call} kept looking back at ${c.peer.call}, still bent over the job, missing everything.`,
          ],
    advice: (c) =>
      c.young
        ? `Giving can mean giving your time. Helping is a present too.`
        : `Generosity isn't only about giving things. Sometimes the most generous thing you can give is your time. A few minutes of your playtime could give ${c.peer.call} all of theirs.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} went back.`, `"I will help you," ${h.he} said.`, `They worked together.`]
        : [
            `${h.call} walked back and sat down beside ${p.call}. "I'll help. Two of us will be quicker."`,
            `They worked side by side, and the job that had felt endless was done in no time.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`All done! Now they both could play.`, c.quest.success]
        : [
            `Then they raced off to play together, and there was still plenty of playtime left for both of them.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that time is a gift too.`]
        : [`${c.hero.call} learned that giving your time is one of the most generous gifts of all.`],
    legends: {
      problem: (c) =>
        `${c.peer.legend} works hard alone, looking worried, while ${c.hero.legend} is ready to play`,
      wrongTurn: (c) => `${c.hero.legend} runs off to play, glancing back at ${c.peer.legend} working alone`,
      rightChoice: (c) => `${c.hero.legend} sits beside ${c.peer.legend} and helps, both smiling`,
    },
    titles: (c) => [
      `The Gift of Time`,
      `${c.hero.call} Comes Back`,
      `${c.hero.call} and ${c.peer.call} Finish Together`,
    ],
  },
];
