import type { MoralPlot } from '../moral.js';
import { either } from '../vary.js';

/** Perseverance: learning a new little skill; a long steep walk. */
export const PERSEVERANCE: MoralPlot[] = [
  {
    value: 'perseverance',
    storyline: 'new-skill',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      const skill = either(c, 'whistle', 'hop on one foot', 'do a forward roll', 'snap fingers');
      return c.young
        ? [`${h.call} wanted to ${skill}.`, `${h.He} tried. Nothing!`, `${h.He} tried again. Still nothing!`]
        : [
            `Someone nearby could ${skill}, and ${h.call} decided that ${h.he} had to learn it too, right now.`,
            `${h.He} tried once, and twice, and ten times, and each time it came out all wrong.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`"I can't do it!" said ${h.call}.`, `"I give up!"`]
        : [
            `"I'm rubbish at it, and I'll never be able to," ${h.call} announced, and kicked at the ground.`,
            `"I give up. It's a silly thing anyway."`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`But ${c.hero.call} still wanted to learn.`, `Just a little bit.`]
        : [`But even after giving up, ${c.hero.call} kept secretly wishing ${c.hero.he} could do it.`],
    advice: (c) =>
      c.young
        ? `Everyone is a beginner first. Try a tiny bit every day.`
        : `Nobody can do anything the first time. Everyone who can do it once couldn't. The trick is to practise a little bit, rest, and practise again. Every try teaches your body something.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} tried again.`, `And again. And again!`]
        : [
            `So ${h.call} practised: a little bit, then a rest, then a little bit more, all through the day.`,
            `Each try was a tiny bit less wrong than the one before.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`Then, at last, ${c.hero.he} did it!`, `Hooray for ${c.hero.call}!`, c.quest.success]
        : [
            `And then, quite suddenly, it worked! ${c.hero.call} did it once, then again, then five times in a row.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to keep trying.`]
        : [`${c.hero.call} learned that 'I can't do it' often just means 'I can't do it yet'.`],
    legends: {
      problem: (c) => `${c.hero.legend} tries hard to learn something new, concentrating`,
      wrongTurn: (c) => `${c.hero.legend} kicks at the ground, upset, giving up`,
      rightChoice: (c) => `${c.hero.legend} practises again, determined`,
    },
    titles: (c) => [`${c.hero.call} Can't Do It Yet`, `Practice, Practice`, `${c.hero.call} Keeps Trying`],
  },
  {
    value: 'perseverance',
    storyline: 'steep-path',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [`The path went up and up.`, `${h.call}'s legs got tired.`, `"Carry me!" ${h.he} said.`]
        : [
            `To get there, the path went up, and up, and then up some more, steeper and steeper.`,
            `Halfway, ${h.call}'s legs felt like jelly. "Carry me," ${h.he} moaned. "I can't walk one more step."`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} sat down on the path.`, `"I'm not going!" ${h.he} said.`]
        : [
            `${h.call} plonked down in the middle of the path. "I'm not going any further. It's too far and too steep."`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`But the top was so close.`, `${c.hero.call} wanted to see it.`]
        : [
            `But from where ${c.hero.he} sat, ${c.hero.call} could just see the top, and ${c.hero.he} really did want to see what was up there.`,
          ],
    advice: (c) =>
      c.young
        ? `Let's not think about the top. Just ten steps, then a rest.`
        : `Big climbs are made of small steps. Don't look at the top. Let's just do ten steps and then rest. Then ten more. Perseverance is lots of little tries, one after the other.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`"One, two, three..." counted ${h.call}.`, `Ten steps, then a rest.`]
        : [
            `${h.call} got up. "One, two, three..." ${h.He} counted ten steps, rested, and counted ten more.`,
            `Slowly, ten steps at a time, the top came closer.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`At last, the top!`, `What a view!`, c.quest.success]
        : [
            `And then there were no more steps to count. ${c.hero.call} was at the very top, and the whole world spread out below.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that little steps go a long way.`]
        : [`${c.hero.call} learned that even the biggest climb can be done ten small steps at a time.`],
    legends: {
      problem: (c) => `${c.hero.legend} walks up a steep path, tired`,
      wrongTurn: (c) => `${c.hero.legend} sits down on the path, upset, refusing to go on`,
      rightChoice: (c) => `${c.hero.legend} climbs on, counting steps, determined`,
    },
    titles: (c) => [
      `${c.hero.call} Reaches the Top`,
      `Ten Steps at a Time`,
      `${c.hero.call} and the Steep Path`,
    ],
  },
];
