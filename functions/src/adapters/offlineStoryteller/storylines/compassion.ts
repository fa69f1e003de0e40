import type { MoralPlot } from '../moral.js';

/** Compassion: a small child who has lost their grown-up; an old man whose shopping spills. */
export const COMPASSION: MoralPlot[] = [
  {
    value: 'compassion',
    storyline: 'lost-little-one',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} saw a little boy named Ben crying.`, `He could not find his mommy.`]
        : [
            `Right in the middle of all the fun, ${h.call} noticed a very little boy named Ben standing all alone, crying quietly.`,
            `"I can't find my mommy," he sniffed to nobody in particular.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} wanted to keep playing.`, `"Someone else will help," ${h.he} said.`]
        : [
            `${h.call} looked at ${h.his} ${c.prop}, and at the game, and at the little boy.`,
            `"Somebody else will help him," ${h.he} told ${h.himself}, and went back to ${c.activity.ing}.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`But nobody helped.`, `The little boy cried and cried.`]
        : [
            `But everyone was busy, and nobody stopped, and the little boy's crying went on and on until ${c.hero.call} couldn't hear the game anymore.`,
          ],
    advice: (c) =>
      c.young
        ? `When someone is sad and alone, we can help. You could take him to a grown-up.`
        : `Compassion means that when we see someone hurting, we don't wait for somebody else. You don't have to fix everything. You can stay with him and find a grown-up who can help.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} took the little boy's hand.`, `"Let's find your mommy," ${h.he} said.`]
        : [
            `${h.call} knelt down beside the little boy. "Don't worry, we'll find her," ${h.he} said, and held out ${h.his} hand.`,
            `Together they walked to the nearest grown-up who worked there, who helped them look.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`There was his mommy! Big hug!`, c.quest.success]
        : [
            `Soon a worried mommy came running, scooped the little boy up, and said thank you to ${c.hero.call} three whole times.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to help someone who is sad.`]
        : [
            `${c.hero.call} learned that compassion means stopping when someone needs you, even when something fun is waiting.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} notices a boy named Ben, very little, standing alone and crying`,
      wrongTurn: (c) => `${c.hero.legend} plays on, glancing back at a boy named Ben, crying alone`,
      rightChoice: (c) => `${c.hero.legend} holds the hand of a boy named Ben, kind and caring`,
    },
    titles: (c) => [
      `${c.hero.call} Lends a Hand`,
      `The Little Boy Who Was Lost`,
      `${c.hero.call} Stops to Help`,
    ],
  },
  {
    value: 'compassion',
    storyline: 'spilled-oranges',
    usesPeer: false,
    problem: (c) => {
      return c.young
        ? [`Old Mr. Okafor dropped his bag.`, `Oranges rolled everywhere!`, `He bent down slowly.`]
        : [
            `An old man named Mr. Okafor was passing by with his walking stick when his bag split, and oranges went rolling in every direction.`,
            `He bent down slowly, so slowly, reaching for one orange at a time.`,
          ];
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} giggled at the rolling oranges.`, `${h.He} kept on playing.`]
        : [
            `The rolling oranges looked so funny that ${h.call} giggled, then turned back to the game.`,
            `Lots of people walked right past, and so did ${h.call}.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`The old man's back hurt.`, `He said, "Oh dear, oh dear."`]
        : [
            `Behind ${c.hero.call}, the old man said, "Oh dear, oh dear," each time he bent down, and each "oh dear" tugged at ${c.hero.his} heart.`,
          ],
    advice: (c) =>
      c.young
        ? `Bending is hard for him. Your legs are quick. You could help.`
        : `Some things that are easy for you are very hard for other people. Compassion is noticing that, and using what you have, like quick legs and sharp eyes, to help.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} ran and picked up oranges.`, `One, two, three, four!`]
        : [
            `${h.call} dashed off and gathered oranges from under benches and behind bushes, until ${h.his} arms were full.`,
            `"Here you are," ${h.he} said, and popped them into the old man's bag.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`"Thank you!" said Mr. Okafor.`, `He gave ${c.hero.call} an orange.`, c.quest.success]
        : [
            `The old man laughed a crinkly laugh. "Well, aren't you a kind one," he said, and gave ${c.hero.call} the biggest orange of all.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that helping feels good.`]
        : [
            `${c.hero.call} learned that compassion isn't just feeling sorry for someone. It's doing something to help.`,
          ],
    legends: {
      problem: (c) =>
        `Mr. Okafor, an old man with a walking stick, watches oranges roll away as ${c.hero.legend} looks on, surprised`,
      wrongTurn: (c) =>
        `${c.hero.legend} giggles and plays while Mr. Okafor, an old man, bends to pick up oranges`,
      rightChoice: (c) => `${c.hero.legend} happily holds an armful of oranges for Mr. Okafor, an old man`,
    },
    titles: (c) => [
      `${c.hero.call} and the Runaway Oranges`,
      `${c.hero.call}'s Helping Hands`,
      `Oh Dear, Oh Dear`,
    ],
  },
];
