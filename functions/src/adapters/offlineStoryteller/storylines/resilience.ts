import type { MoralPlot } from '../moral.js';

/** Resilience: a favourite thing lost for good; falling down in front of everyone. */
export const RESILIENCE: MoralPlot[] = [
  {
    value: 'resilience',
    storyline: 'gone-for-good',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [`Whoosh! The wind took ${h.call}'s ${c.prop}.`, `Up, up, and away it went!`, `It was gone.`]
        : [
            `A sudden gust of wind snatched ${h.call}'s ${c.prop} right out of ${h.his} hands.`,
            `It tumbled up, and over, and away, further than anyone could follow, until it was just a speck, and then not even that.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} cried and cried.`, `"The day is spoiled!" ${h.he} said.`]
        : [
            `"Now the whole day is spoiled," ${h.call} wailed. "I'm not doing anything else, ever."`,
            `${h.He} sat down and refused to move.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.hero.call} missed the ${c.prop}.`, `It was ${c.hero.his} favourite.`]
        : [
            `It had been ${c.hero.call}'s favourite, and it was a real, heavy sadness, the kind that needs a good cry.`,
          ],
    advice: (c) =>
      c.young
        ? `It's okay to be sad. Your happy times with it are still yours.`
        : `It's okay to be sad about losing something you love; that's what love does. But the happy times you had with it are still yours, and the day still has room for new ones. Bouncing back doesn't mean forgetting.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} had a good cry.`, `Then ${h.he} wiped ${h.his} eyes.`, `"Let's play," ${h.he} said.`]
        : [
            `${h.call} had a good cry, and a long hug, and then wiped ${h.his} nose on ${h.his} sleeve.`,
            `"Goodbye, ${c.prop}," ${h.he} said to the sky. "Thank you for all the fun." Then ${h.he} stood up.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`The day was still fun.`, c.quest.success]
        : [`The day turned out to have plenty of fun left in it after all.`, c.quest.success],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that sad goes away.`, `Happy comes back.`]
        : [
            `${c.hero.call} learned that sad feelings pass, and that bouncing back means letting happy feelings in again.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} reaches up, surprised, as the wind blows a ${c.prop} away`,
      wrongTurn: (c) => `${c.hero.legend} sits on the ground crying, sad`,
      rightChoice: (c) => `${c.hero.legend} waves goodbye to the sky, wiping away tears and smiling`,
    },
    titles: (c) => [
      `Goodbye, ${c.prop.split(' ').slice(-1)[0] ?? 'Friend'}`,
      `${c.hero.call} Waves Goodbye`,
      `When the Wind Took It`,
    ],
  },
  {
    value: 'resilience',
    storyline: 'fall-and-rise',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [`Everyone was watching ${h.call}.`, `Then ${h.he} slipped and fell. Splat!`]
        : [
            `Everyone turned to watch ${h.call} show how well ${h.he} could ${c.activity.base}.`,
            `And right at the best bit, ${h.his} foot slipped, and down ${h.he} went, splat, in front of everybody.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call}'s face went red.`, `"I'm never doing it again!" ${h.he} cried.`]
        : [
            `${h.His} face went hot and red. "I'm never doing that again," ${h.he} said, "not ever, not in my whole life."`,
            `${h.He} hid behind the ${c.prop2} and wouldn't come out.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.hero.call} felt silly.`, `${c.hero.He} wanted to hide.`]
        : [`Being embarrassed felt like being shrunk down to the size of a pebble, with everyone looking.`],
    advice: (c) =>
      c.young
        ? `Everyone falls. The brave bit is getting up. You can laugh about it too!`
        : `Everyone falls down sometimes, even grown-ups, even champions. Falling isn't the end of the story. The important part is what you do next, and a little laugh at yourself can help.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} came out.`, `${h.He} laughed a little.`, `Then ${h.he} tried again!`]
        : [
            `${h.call} peeked out, took a breath, and then did a silly bow. "Ta-da! That was my falling-down trick."`,
            `Everyone laughed with ${h.him}, and then ${h.he} tried again.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`This time it went well!`, `Everyone clapped.`, c.quest.success]
        : [
            `This time it went just right, and the clapping was even louder than the laughing had been.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to get up and try again.`]
        : [
            `${c.hero.call} learned that falling down is part of everything, and getting up again is what makes you strong.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} slips and falls while others watch, surprised`,
      wrongTurn: (c) => `${c.hero.legend} hides behind a ${c.prop2}, embarrassed and sad`,
      rightChoice: (c) => `${c.hero.legend} does a silly bow, laughing, ready to try again`,
    },
    titles: (c) => [
      `${c.hero.call}'s Falling-Down Trick`,
      `Up Again, ${c.hero.call}!`,
      `${c.hero.call} Tries Again`,
    ],
  },
];
