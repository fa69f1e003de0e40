import type { MoralPlot } from '../moral.js';

/** Self-discipline: leaving when it is time to go; walking feet when excited. */
export const SELF_DISCIPLINE: MoralPlot[] = [
  {
    value: 'self-discipline',
    storyline: 'time-to-go',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [
            `"Five more minutes," someone called.`,
            `Then it was time to go.`,
            `But ${h.call} did not want to!`,
          ]
        : [
            `"Five more minutes, then it's time to pack up," came the call, and the five minutes went by in a flash.`,
            `"Time to go!" But ${h.call} was right in the middle of ${c.activity.ing}, and ${h.he} didn't want to stop, not ever.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`"No!" shouted ${h.call}.`, `${h.He} ran away to hide.`, `${h.He} flopped on the ground.`]
        : [
            `"No! I'm not going!" ${h.call} shouted, and ran off to hide behind the ${c.prop2}.`,
            `When ${h.he} ${h.was} found, ${h.he} flopped down on the ground like a sack of potatoes.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Now everyone was cross.`, `${c.hero.call} felt hot and cross too.`]
        : [`Now everyone was waiting, nobody was smiling, and the lovely day was ending in the worst way.`],
    advice: (c) =>
      c.young
        ? `Stopping is hard when it's fun. Let's count down and say goodbye together.`
        : `It's hard to stop something you love. Self-discipline is a muscle that gets stronger each time you use it. Let's count down from five, say goodbye to this place, and remember we can come back.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [
            `"Five, four, three, two, one," said ${h.call}.`,
            `"Goodbye, fun place!"`,
            `${h.He} walked to the car.`,
          ]
        : [
            `${h.call} stood up, brushed off ${h.his} knees and counted down out loud. "Five, four, three, two, one."`,
            `Then ${h.he} waved. "Goodbye for now! I'll be back," and walked off without one more grumble.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`Everyone clapped.`, `${c.hero.call} felt grown-up.`, c.quest.success]
        : [
            `Everyone clapped, and ${c.hero.call} felt surprisingly grown-up, as if ${c.hero.he} had just lifted something heavy.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to stop when it is time.`]
        : [
            `${c.hero.call} learned that stopping when it's time is hard, and that doing hard things is how you grow strong inside.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} keeps playing, ignoring the call to go home`,
      wrongTurn: (c) => `${c.hero.legend} flops on the ground, upset, refusing to leave`,
      rightChoice: (c) => `${c.hero.legend} waves goodbye, walking calmly, counting on ${c.hero.his} fingers`,
    },
    titles: (c) => [
      `${c.hero.call} Says Goodbye`,
      `Five, Four, Three, Two, One`,
      `Time to Go, ${c.hero.call}`,
    ],
  },
  {
    value: 'self-discipline',
    storyline: 'walking-feet',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [`"Walking feet, please," someone said.`, `But ${h.call} was so excited!`, `${h.He} ran and ran.`]
        : [
            `"Walking feet here, please," said a sign, and a grown-up said it too.`,
            `But ${h.call} was so excited that ${h.his} feet seemed to have ideas of their own, and off they zoomed.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`Bump! Crash! Oops!`, `${h.call} knocked over a ${c.prop2}.`, `Things went everywhere.`]
        : [
            `${h.call} zoomed round a corner, bumped a table, and sent a ${c.prop2} and everything on it tumbling to the floor.`,
            `"It wasn't my feet's fault," ${h.he} said. "They just ran."`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.hero.call} felt bad.`, `${c.hero.His} feet felt silly.`]
        : [
            `Looking at the mess, ${c.hero.call} felt wobbly and embarrassed, because they were ${c.hero.his} own feet, after all.`,
          ],
    advice: (c) =>
      c.young
        ? `Excited feet want to run. We can tell them: slow down, walking feet.`
        : `Excitement is a wonderful feeling, but we can still be the boss of our own feet. Self-discipline means feeling excited and choosing what to do with it. Try taking three slow breaths when your feet want to zoom.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} picked things up.`, `Then ${h.he} walked. Slow, slow, slow.`]
        : [
            `${h.call} helped to pick everything up. Then, every time ${h.his} feet wanted to zoom, ${h.he} took three slow breaths and told them, "Walking feet."`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.hero.His} walking feet worked!`, c.quest.success]
        : [
            `It worked! Walking, ${c.hero.call} noticed lots of things ${c.hero.he} would have zoomed right past.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to be the boss of ${c.hero.his} feet.`]
        : [
            `${c.hero.call} learned that being the boss of your own body, even when you're excited, is a real superpower.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} runs fast, excited, past a sign asking for walking feet`,
      wrongTurn: (c) => `${c.hero.legend} looks surprised as a ${c.prop2} tumbles over after a bump`,
      rightChoice: (c) => `${c.hero.legend} walks slowly and calmly, taking a deep breath`,
    },
    titles: (c) => [`${c.hero.call}'s Walking Feet`, `Zoom, Zoom, Stop!`, `The Boss of My Feet`],
  },
];
