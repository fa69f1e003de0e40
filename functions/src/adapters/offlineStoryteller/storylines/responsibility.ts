import type { MoralPlot } from '../moral.js';

/** Responsibility: carrying the picnic bag all the way; closing the lid on the treats. */
export const RESPONSIBILITY: MoralPlot[] = [
  {
    value: 'responsibility',
    storyline: 'the-picnic-bag',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [
            `${h.call} had a job.`,
            `${h.He} had to carry the bag with the ${c.setting.treat}.`,
            `It was heavy!`,
          ]
        : [
            `${h.call} was given an important job: carrying the bag with the ${c.setting.treat} all the way to the picnic spot.`,
            `At first it felt easy, but with every step the bag seemed to grow a little heavier.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} put the bag down.`, `${h.He} ran off to play.`, `${h.He} forgot the bag!`]
        : [
            `"Someone else can carry it," ${h.call} decided, and dropped the bag beside the path.`,
            `Then ${h.he} skipped off to ${c.activity2.base}, and didn't look back once.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Later, it was snack time.`, `But where was the bag?`]
        : [
            `When snack time came, everyone looked around for the bag, and ${c.hero.call}'s tummy did a flip. It was still lying by the path, far behind.`,
          ],
    advice: (c) =>
      c.young
        ? `A job is a job, even when it gets heavy. We can rest, but we don't give up.`
        : `When a job gets heavy, being responsible doesn't mean being superhuman. You can stop, rest, ask for a hand, and then carry on. What you can't do is leave it for someone else to notice.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} ran back.`, `There was the bag!`, `${h.He} carried it all the way.`]
        : [
            `${h.call} ran back down the path, found the bag, and carried it, resting twice, all the way to the picnic spot.`,
            `"It was my job," ${h.he} puffed, "and I finished it."`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`Everyone cheered for ${c.hero.call}.`, `The ${c.setting.treat} were yummy.`, c.quest.success]
        : [
            `The ${c.setting.treat} had never tasted better, maybe because ${c.hero.call} had carried them so far.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} finished ${c.hero.his} job.`, `That felt really good.`]
        : [
            `${c.hero.call} learned that a job finished, even a heavy one, brings a special kind of proud feeling you can't get any other way.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} carries a heavy picnic bag along the path, puffing`,
      wrongTurn: (c) => `${c.hero.legend} runs off to play, leaving the picnic bag lying by the path`,
      rightChoice: (c) => `${c.hero.legend} proudly carries the picnic bag back, determined`,
    },
    titles: (c) => [`${c.hero.call} Carries On`, `${c.hero.call} and the Heavy Bag`, `A Job Well Done`],
  },
  {
    value: 'responsibility',
    storyline: 'the-open-lid',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [`"Please shut the lid," someone said.`, `"Okay!" said ${h.call}.`, `But ${h.he} left it open.`]
        : [
            `"Please close the lid of the box with the ${c.setting.treat}," ${h.call} was told, "or the little visitors will find them."`,
            `"I will," ${h.call} said, but ${h.he} ${h.was} already thinking about ${c.activity.ing}, and the lid stayed wide open.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`Some ants came.`, `Then some birds came too!`, `"Not my fault," said ${h.call}.`]
        : [
            `Soon a line of busy ants marched in, and two cheeky birds hopped in after them.`,
            `When ${h.call} saw the mess, ${h.he} shrugged. "The birds did it. It's not my fault."`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`But ${c.hero.call} knew.`, `${c.hero.He} had left the lid open.`]
        : [
            `But deep down, ${c.hero.call} knew whose job the lid had been, and the shrug didn't make that feeling go away.`,
          ],
    advice: (c) =>
      c.young
        ? `We all forget. Being responsible means we help clean up.`
        : `We all forget sometimes. Being responsible means saying, 'That was my job,' then helping to put it right, and maybe finding a way to remember next time.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`"It was my job," said ${h.call}.`, `${h.He} helped clean up.`, `${h.He} shut the lid tight.`]
        : [
            `"It was my job to close the lid," ${h.call} said. "I'll help clean up."`,
            `${h.He} shooed the birds, brushed away the ants and clicked the lid shut, then tied a ribbon on it so ${h.he} would remember next time.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`There were still some ${c.setting.treat} left!`, c.quest.success]
        : [
            `Underneath the mess, there were still enough ${c.setting.treat} for everyone to have one.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to say 'my job'.`, `And to help fix it.`]
        : [
            `${c.hero.call} learned that being responsible isn't about never forgetting; it's about owning it when you do, and making it right.`,
          ],
    legends: {
      problem: (c) =>
        `${c.hero.legend} runs off to play, leaving the lid of a box of ${c.setting.treat} open`,
      wrongTurn: (c) => `${c.hero.legend} shrugs as birds peck at the open box of ${c.setting.treat}`,
      rightChoice: (c) => `${c.hero.legend} shoos the birds away and closes the lid, determined`,
    },
    titles: (c) => [
      `${c.hero.call} and the Open Lid`,
      `${c.hero.call} Says 'My Job'`,
      `The Lid and the Birds`,
    ],
  },
];
