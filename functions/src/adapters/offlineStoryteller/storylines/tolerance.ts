import type { MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Tolerance: a lunch that looks different; a friend who plays from a wheelchair. */
export const TOLERANCE: MoralPlot[] = [
  {
    value: 'tolerance',
    storyline: 'different-lunch',
    usesPeer: true,
    strangerPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [
            `At snack time, ${p.intro} opened ${p.his} box.`,
            `The food looked new to ${h.call}.`,
            `"Yuck!" said ${h.call}.`,
          ]
        : [
            `At snack time, ${p.intro} opened a box of food ${h.call} had never seen before, full of colours and smells from ${p.his} grandma's kitchen.`,
            `"Eww, what's that? It looks weird," ${h.call} said, wrinkling ${h.his} nose.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} moved away.`, `${p.call} closed ${p.his} box.`, `${p.He} did not eat.`]
        : [
            `A few other children giggled, and ${h.call} moved to sit somewhere else.`,
            `${p.call} quietly closed the box and didn't eat another bite.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.peer.call} looked sad.`, `${c.hero.call} felt funny inside.`]
        : [
            `${c.peer.call} looked at the closed box the way you look at something you love that somebody laughed at, and ${c.hero.call} saw it.`,
          ],
    advice: (c) =>
      c.young
        ? `Different is not yucky. Different is new! You could ask about it.`
        : `Different isn't the same as bad. Every family has its own food, its own words and its own ways. Tolerance means being curious instead of unkind. You could ask ${c.peer.call} what it is.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} sat by ${p.call}.`, `"What is it?" ${h.he} asked.`, `"Can I try?"`]
        : [
            `${h.call} went back and sat down. "Sorry I said it was weird. What is it called? Could I try a little bit?"`,
            `${p.call} opened the box again and told ${h.him} all about it.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`It was yummy!`, `${c.hero.call} shared ${c.hero.his} snack too.`, c.quest.success]
        : [
            `It was delicious! ${c.hero.call} swapped some of ${c.hero.his} ${c.setting.treat} for more, and they planned a picnic swap for next time.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that new things can be nice.`]
        : [
            `${c.hero.call} learned that differences are something to be curious about, and that's how you discover new favourite things.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} wrinkles ${c.hero.his} nose at ${c.peer.legend}'s lunch box`,
      wrongTurn: (c) =>
        `${c.peer.legend} sits alone, sad, with a closed lunch box, while ${c.hero.legend} sits with other children`,
      rightChoice: (c) =>
        `${c.hero.legend} sits beside ${c.peer.legend} and tries ${c.peer.his} food, curious`,
    },
    titles: (c) => [`${c.hero.call} Tries Something New`, `${c.peer.call}'s Lunch Box`, `The Picnic Swap`],
  },
  {
    value: 'tolerance',
    storyline: 'everyone-can-play',
    usesPeer: true,
    strangerPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${cap(p.intro)} rolled over in ${p.his} wheelchair.`, `"Can I play?" ${p.he} asked.`]
        : [
            `${cap(p.intro)} rolled over in ${p.his} bright wheelchair, with stickers on the wheels. "Can I play too?"`,
            `${h.call} looked at the wheels and then at the game of ${c.activity.ing}.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"You can't play this," said ${h.call}.`, `${p.call} rolled away.`]
        : [
            `"You can't play this one," ${h.call} said. "You need to run."`,
            `${p.call} didn't argue. ${p.He} just turned ${p.his} wheels and rolled slowly away.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.hero.call} felt bad.`, `${c.peer.call} wanted to play too.`]
        : [
            `${c.hero.call} watched ${c.peer.call} go and felt an uncomfortable, tight feeling, because ${c.peer.call} wanted to have fun just like everyone else.`,
          ],
    advice: (c) =>
      c.young
        ? `Everybody can play. We can change the game so it works for everyone.`
        : `Everybody is different: some run, some roll, some hop. Tolerance means welcoming those differences, and sometimes the best way is to change the game so it works for everyone.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} had an idea.`, `"Let's play a new way!" ${h.he} said to ${p.call}.`]
        : [
            `${h.call} caught up with ${p.call}. "Sorry. Let's change the rules so we can all play. You could be the captain!"`,
            `Together they made up a new game, with new rules that worked for runners and rollers alike.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`The new game was great!`, `${c.peer.call} was very fast!`, c.quest.success]
        : [
            `The new game was the best yet, and it turned out ${c.peer.call} was terrifically fast on wheels.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that everyone can play.`]
        : [`${c.hero.call} learned that making room for differences makes the fun bigger for everybody.`],
    legends: {
      problem: (c) => `${c.peer.legend} in a wheelchair asks to join ${c.hero.legend}'s game`,
      wrongTurn: (c) => `${c.peer.legend} rolls away in a wheelchair, sad, as ${c.hero.legend} looks on`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} play a new game together, happy`,
    },
    titles: (c) => [
      `Everyone Can Play`,
      `${c.hero.call} Changes the Rules`,
      `${c.hero.call} and Captain ${c.peer.call}`,
    ],
  },
];
