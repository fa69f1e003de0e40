import type { MoralPlot } from '../moral.js';

/** Respect: leaving a creature in its home; stopping when a friend says stop. */
export const RESPECT: MoralPlot[] = [
  {
    value: 'respect',
    storyline: 'its-own-home',
    usesPeer: false,
    problem: (c) => {
      const { hero: h, setting: s } = c;
      return c.young
        ? [
            `${h.call} found ${s.critter.who}.`,
            `"I want to keep it!" said ${h.call}.`,
            `${h.He} put it in ${h.his} ${c.prop}.`,
          ]
        : [
            `Under a leaf by the path, ${h.call} discovered ${s.critter.who}, the most wonderful little creature ${h.he} had ever seen.`,
            `"I'm going to take it home and keep it forever," ${h.he} decided, and scooped it into ${h.his} ${c.prop}.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [
            `${h.call} shook it to see it move.`,
            `${h.He} carried it everywhere.`,
            `The little creature hid and hid.`,
          ]
        : [
            `All afternoon ${h.call} carried it about, poking and jiggling to make it move, showing it to anyone who came near.`,
            `The little creature curled up smaller and smaller, hiding in the corner.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`It did not want to play.`, `${c.hero.call} felt puzzled.`]
        : [`"Why won't it play with me?" ${c.hero.call} wondered, and a puzzled, uneasy feeling crept in.`],
    advice: (c) =>
      c.young
        ? `Little creatures have homes and families too. We look, and then we let them go.`
        : `Every creature has its own home and its own family waiting. Respect means caring about what it needs, not just what we want. We can look gently, and then let it go back where it belongs.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [
            `${h.call} went back to the leaf.`,
            `${h.He} let the little creature go.`,
            `"Bye-bye!" ${h.he} said.`,
          ]
        : [
            `${h.call} carried it carefully back to the very same leaf, knelt down and tipped the ${c.prop} so gently that it hardly noticed.`,
            `"Go home now," ${h.he} whispered. "Your family is waiting."`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`The little creature went home.`, `${c.hero.call} waved.`, c.quest.success]
        : [
            `The little creature paused, almost as if to say thank you, and then hurried home.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to be gentle.`, `Every creature needs its home.`]
        : [
            `${c.hero.call} learned that respect means being gentle with every living thing, even the smallest, and letting it be what it is.`,
          ],
    legends: {
      problem: (c) =>
        `${c.hero.legend} kneels and scoops up ${c.setting.critter.who} into a ${c.prop}, surprised and delighted`,
      wrongTurn: (c) => `${c.hero.legend} holds up the ${c.prop} with ${c.setting.critter.who} hiding inside`,
      rightChoice: (c) => `${c.hero.legend} kneels and gently lets ${c.setting.critter.who} go back home`,
    },
    titles: (c) => [
      `${c.hero.call} Lets It Go`,
      `A Home for Every Creature`,
      `${c.hero.call} and the Little Visitor`,
    ],
  },
  {
    value: 'respect',
    storyline: 'stop-means-stop',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [
            `${h.call} and ${p.intro} played chase.`,
            `${h.call} grabbed ${p.call}'s arm.`,
            `"Stop, please!" said ${p.call}.`,
          ]
        : [
            `${h.call} and ${p.intro} were playing a wild, giggly game of tickle-chase.`,
            `It was so much fun that ${h.call} kept going, even when ${p.call} puffed, "Stop, please, I need a break!"`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`But ${h.call} did not stop.`, `"It's just a game!" ${h.he} said.`, `${p.call} ran away.`]
        : [
            `"It's just a game!" laughed ${h.call}, and tickled ${p.call} again.`,
            `${p.call} pulled free, walked away and sat down with ${p.his} back to everyone.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Now there was no game.`, `${c.hero.call} did not understand.`]
        : [
            `The game was over, and ${c.hero.call} didn't understand why. ${c.hero.He} had only been having fun, hadn't ${c.hero.he}?`,
          ],
    advice: (c) =>
      c.young
        ? `A game is only fun if everyone is having fun. When a friend says stop, we stop.`
        : `A game is only a game when everybody is enjoying it. When someone says stop, respect means stopping right away, even in the middle of the fun. Their body, their choice.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} went to ${p.call}.`, `"I'm sorry I did not stop," ${h.he} said.`, `"Next time I will."`]
        : [
            `${h.call} went over and sat down, not too close. "I'm sorry I didn't stop when you asked," ${h.he} said.`,
            `"Next time you say stop, I'll stop straight away. Promise."`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.peer.call} smiled.`, `They played a new game.`, c.quest.success]
        : [
            `${c.peer.call} turned around. "Okay. Let's play something else, and we'll both say when we need a break."`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that stop means stop.`, `That is how friends care.`]
        : [
            `${c.hero.call} learned that listening to 'stop' is one of the most important ways to show a friend respect.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} chases ${c.peer.legend}, who holds up a hand, asking to stop`,
      wrongTurn: (c) =>
        `${c.peer.legend} sits alone with ${c.peer.his} back turned, upset, while ${c.hero.legend} stands puzzled`,
      rightChoice: (c) => `${c.hero.legend} sits beside ${c.peer.legend} and says sorry`,
    },
    titles: (c) => [
      `${c.hero.call} Listens to Stop`,
      `When a Friend Says Stop`,
      `${c.hero.call} and ${c.peer.call} Play Fair`,
    ],
  },
];
