import type { MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Patience: peeking at the treats before they are ready; a little one who walks slowly. */
export const PATIENCE: MoralPlot[] = [
  {
    value: 'patience',
    storyline: 'not-ready-yet',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [
            `The ${c.setting.treat} were cooking.`,
            `"Wait till they're ready," someone said.`,
            `${h.call} could not wait!`,
          ]
        : [
            `A fresh batch of ${c.setting.treat} was on its way, and the smell alone made ${h.call}'s tummy rumble.`,
            `"They need to cook a little longer. Please don't open the lid," ${h.call} was told. But a little longer felt like forever.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} opened the lid.`, `Peek! Poke! Squish!`, `Oh no, they went flat!`]
        : [
            `When nobody was looking, ${h.call} lifted the lid, just for a peek, then a poke, then a bigger poke.`,
            `With a sad little sigh, the ${c.setting.treat} sank flat.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.hero.call} felt sad.`, `Waiting would have been better.`]
        : [
            `${c.hero.call} stared at the flat, squashed ${c.setting.treat} and wished with all ${c.hero.his} heart ${c.hero.he} had waited.`,
          ],
    advice: (c) =>
      c.young
        ? `Waiting is hard. Let's do something fun while we wait. Then time goes fast.`
        : `Waiting is one of the hardest things there is. The trick is not to stare at the thing you're waiting for. Find something else to do, and the waiting gets shorter all by itself.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`They made a new batch.`, `This time ${h.call} played a game.`, `${h.He} did not peek!`]
        : [
            `They started a new batch together, and this time ${h.call} sat on ${h.his} hands and played a game of I-spy instead.`,
            `Twice ${h.his} fingers twitched towards the lid, and twice ${h.he} spied something else instead.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`Ding! They were ready!`, `Big and puffy and yummy.`, c.quest.success]
        : [
            `At last it was time, and out came the ${c.setting.treat}, puffed up and golden and perfect.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that good things are worth waiting for.`]
        : [
            `${c.hero.call} learned that some of the best things can't be hurried, and that patience has a delicious reward.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} sniffs the smell of ${c.setting.treat} cooking, eager`,
      wrongTurn: (c) => `${c.hero.legend} peeks under a lid, surprised, as the ${c.setting.treat} sink flat`,
      rightChoice: (c) => `${c.hero.legend} sits patiently playing I-spy, smiling`,
    },
    titles: (c) => [
      `${c.hero.call} Waits for the Treats`,
      `Don't Peek, ${c.hero.call}!`,
      `Worth Waiting For`,
    ],
  },
  {
    value: 'patience',
    storyline: 'slow-steps',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${cap(p.intro)} walked so slowly.`, `Step... step... step.`, `"Hurry up!" said ${h.call}.`]
        : [
            `${cap(p.intro)} had much shorter legs and wanted to stop and look at absolutely everything on the way.`,
            `"Hurry UP," groaned ${h.call}, marching ahead. "We'll never get there at this rate!"`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} pulled ${p.call}'s hand.`, `${p.call} fell down.`, `Now ${p.he} cried.`]
        : [
            `${h.call} grabbed ${p.call}'s hand and pulled, faster and faster, until ${p.call} tripped and sat down hard.`,
            `Now ${p.he} ${p.was} crying, and they were going nowhere at all.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Rushing made things slower!`, `${c.hero.call} felt cross and sorry.`]
        : [
            `Rushing had made everything slower, and ${c.hero.call} felt cross and sorry at exactly the same time.`,
          ],
    advice: (c) =>
      c.young
        ? `Little legs are slow. Walk with ${c.peer.call}, and look at things together.`
        : `Little legs can't go as fast as yours. Being patient means going at someone else's speed for a while. Try it. You might see things you'd have rushed right past.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} helped ${p.call} up.`, `They walked slowly.`, `"Look, a beetle!" said ${h.call}.`]
        : [
            `${h.call} helped ${p.call} up and brushed ${p.him} off. "Sorry. Let's go slowly. You show me what you're looking at."`,
            `${p.call} pointed at a shiny beetle, a heart-shaped stone and a cloud like a rabbit.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`It was a fun, slow walk.`, `They got there at last!`, c.quest.success]
        : [
            `It was the slowest walk ever, and somehow the best, and they still got there in time.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to wait for little legs.`]
        : [
            `${c.hero.call} learned that patience means slowing down for the people you love, and that slow can be lovely.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} marches ahead impatiently while ${c.peer.legend} walks slowly behind`,
      wrongTurn: (c) => `${c.peer.legend} sits on the ground crying as ${c.hero.legend} looks upset`,
      rightChoice: (c) =>
        `${c.hero.legend} walks slowly hand in hand with ${c.peer.legend}, pointing at a beetle`,
    },
    titles: (c) => [`Slow Steps`, `${c.hero.call} Slows Down`, `${c.hero.call} and the Beetle Walk`],
  },
];
