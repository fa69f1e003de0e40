import type { MoralPlot } from '../moral.js';

/** Forgiveness: forgiving yourself for a mistake; accepting a friend's sorry for a taken turn. */
export const FORGIVENESS: MoralPlot[] = [
  {
    value: 'forgiveness',
    storyline: 'forgive-yourself',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [
            `${h.call} was carrying a cup of juice.`,
            `Oops! It spilled everywhere.`,
            `Right on the picnic blanket!`,
          ]
        : [
            `${h.call} was carrying the juice very carefully, but ${h.he} ${h.was} looking at ${c.activity.ing} instead of ${h.his} feet.`,
            `Splosh! Juice went all over the picnic blanket and all over the ${c.setting.treat}.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`"I'm bad," said ${h.call}.`, `${h.He} would not play anymore.`]
        : [
            `"I ruin everything," ${h.call} said. "I'm the worst." And ${h.he} wouldn't play, or smile, or even look up.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Everyone else had forgotten.`, `But ${c.hero.call} still felt bad.`]
        : [
            `Everyone else had mopped up and forgotten all about it. But ${c.hero.call} kept thinking about it, over and over, like a song stuck on repeat.`,
          ],
    advice: (c) =>
      c.young
        ? `Everyone spills. You are not bad. You can forgive yourself too.`
        : `You know how we forgive our friends when they make mistakes? You're allowed to forgive yourself too. A spill is just a spill. It doesn't make you bad. Say sorry once, help tidy up, and then let it go.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} took a big breath.`, `"It was just a spill," ${h.he} said.`, `${h.He} smiled again.`]
        : [
            `${h.call} took a big breath and said it out loud: "It was just a spill. I'm still me."`,
            `It felt strange, and then it felt better, like putting down a heavy bag.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`Then ${c.hero.call} played again.`, c.quest.success]
        : [
            `Then ${c.hero.call} jumped up, ready for fun again, with the stuck song finally gone.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to be kind to ${c.hero.himself}.`]
        : [
            `${c.hero.call} learned that forgiveness isn't only for other people. Sometimes the person who needs it most is you.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} looks surprised as juice spills across the picnic blanket`,
      wrongTurn: (c) => `${c.hero.legend} sits alone, sad, head down`,
      rightChoice: (c) => `${c.hero.legend} takes a deep breath and smiles again`,
    },
    titles: (c) => [`Just a Spill`, `${c.hero.call} Lets It Go`, `${c.hero.call} Is Still ${c.hero.call}`],
  },
  {
    value: 'forgiveness',
    storyline: 'took-my-turn',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`It was ${h.call}'s turn.`, `But ${p.intro} jumped in first!`, `"Hey!" said ${h.call}.`]
        : [
            `${h.call} had waited and waited for a turn at ${c.activity.ing}, and just as it came, ${p.intro} jumped in ahead.`,
            `"Hey! That was MY turn!" ${h.call} shouted.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`Later, ${p.call} said sorry.`, `"Go away," said ${h.call}.`]
        : [
            `A little later, ${p.call} came back with ${p.his} head down. "Sorry I pushed in. You can have two turns."`,
            `"I don't care," ${h.call} snapped. "Go away. I'm not your friend anymore."`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.peer.call} went away, sad.`, `Now ${c.hero.call} was alone.`]
        : [
            `${c.peer.call} walked off, and ${c.hero.call} was left holding onto being cross, which turned out to be a very heavy thing to hold.`,
          ],
    advice: (c) =>
      c.young
        ? `${c.peer.call} said sorry. Forgiving means letting the cross feeling go.`
        : `${c.peer.call} made a mistake, and then did the hard part: said sorry. Forgiving doesn't mean it was okay. It means you let the cross feeling go, so you can both be happy again.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} went to ${p.call}.`, `"I forgive you," ${h.he} said.`, `"Let's play!"`]
        : [
            `${h.call} went to find ${p.call}. "I forgive you. I'm sorry I said I wasn't your friend. That wasn't true."`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`They took turns.`, `One for you, one for me!`, c.quest.success]
        : [
            `${c.peer.call} grinned, and they took turns all afternoon, counting them out so they were fair.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that forgiving makes friends again.`]
        : [`${c.hero.call} learned that when someone says sorry, forgiving them sets both of you free.`],
    legends: {
      problem: (c) => `${c.peer.legend} jumps in ahead while ${c.hero.legend} looks upset`,
      wrongTurn: (c) => `${c.hero.legend} turns away crossly as ${c.peer.legend} says sorry, sad`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} hug and make up, happy`,
    },
    titles: (c) => [`${c.hero.call} Forgives`, `Two Turns for ${c.hero.call}`, `Friends Again`],
  },
];
