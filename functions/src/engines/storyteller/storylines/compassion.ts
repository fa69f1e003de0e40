import { told, type MoralPlot } from '../moral.js';

/** Compassion: a small child who has lost their grown-up; an old man whose shopping spills. */
export const COMPASSION: MoralPlot[] = [
  {
    value: 'compassion',
    storyline: 'lost-little-one',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [`${h.call} saw a little boy named Ben crying.`, `He could not find his mommy.`],
            [`A little boy named Ben was all alone.`, `He was crying for his mommy.`],
            [`${h.call} heard crying. It was a little boy named Ben.`, `"Where is my mommy?" he sobbed.`],
            [`Ben was a very little boy.`, `He was lost, and he was crying.`],
          ])
        : told(c, 'problem', [
            [
              `Right in the middle of all the fun, ${h.call} noticed a very little boy named Ben standing all alone, crying quietly.`,
              `"I can't find my mommy," he sniffed to nobody in particular.`,
            ],
            [
              `${h.call} heard a small sob and looked round. A little boy named Ben was standing all by himself, tears on his cheeks.`,
              `"Where's my mommy?" he whimpered.`,
            ],
            [
              `Near the path stood a little boy named Ben, looking this way and that, his lip trembling.`,
              `"I lost my mommy," he cried.`,
            ],
            [
              `A tiny boy named Ben was wandering around, calling "Mommy?" in a wobbly voice.`,
              `Big tears were rolling down his face.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} wanted to keep playing.`, `"Someone else will help," ${h.he} said.`],
            [`${h.call} looked at Ben.`, `Then ${h.he} went back to play.`],
            [`"A grown-up will help him," ${h.call} said.`, `${h.He} kept playing.`],
            [`${h.call} did not stop.`, `${h.He} wanted to play more.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} looked at ${h.his} ${c.prop}, and at the game, and at the little boy.`,
              `"Somebody else will help him," ${h.he} told ${h.himself}, and went back to ${c.activity.ing}.`,
            ],
            [
              `${h.call} glanced at the little boy, then back at ${h.his} game.`,
              `"A grown-up will help him," ${h.he} said, and carried on ${c.activity.ing}.`,
            ],
            [
              `${h.call} really wanted to keep ${c.activity.ing}.`,
              `"It's not my job," ${h.he} decided, and turned away.`,
            ],
            [
              `${h.call} looked at Ben for a second, then looked away.`,
              `"Someone else will find his mommy," ${h.he} thought, and kept playing.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`But nobody helped.`, `The little boy cried and cried.`],
            [`Nobody stopped for Ben.`, `He was still crying.`],
            [`Ben cried louder.`, `${c.hero.call} felt sad inside.`],
            [`Ben was still all alone.`, `${c.hero.call} kept looking back.`],
          ])
        : told(c, 'feeling', [
            [
              `But everyone was busy, and nobody stopped, and the little boy's crying went on and on until ${c.hero.call} couldn't hear the game anymore.`,
            ],
            [
              `But no one stopped to help, and Ben's sobs grew louder and louder.`,
              `${c.hero.call} couldn't enjoy the game at all.`,
            ],
            [
              `Everyone hurried past Ben, and ${c.hero.call} kept hearing his little cries.`,
              `It made ${c.hero.his} chest feel tight.`,
            ],
            [
              `Ben was still there, still crying, and nobody had come.`,
              `${c.hero.call} felt a lump in ${c.hero.his} throat.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `When someone is sad and alone, we can help. You could take him to a grown-up.`,
            `Ben is lost and scared. You can help him find a grown-up.`,
            `We help when someone is sad. Let's find Ben's mommy.`,
            `Ben needs a friend right now. You can be kind to him.`,
          ])
        : told(c, 'advice', [
            `Compassion means that when we see someone hurting, we don't wait for somebody else. You don't have to fix everything. You can stay with him and find a grown-up who can help.`,
            `When someone small is scared and alone, we don't have to wait for someone else. You can help by staying with him and finding a grown-up.`,
            `Compassion means helping someone who is hurting, even if it means stopping what you're doing. Let's help him find his mommy.`,
            `Imagine how scary it is to be lost. You can be the one who helps him feel safe again.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} took the little boy's hand.`, `"Let's find your mommy," ${h.he} said.`],
            [`${h.call} went to Ben.`, `"I can help you, Ben," ${h.he} said.`],
            [`${h.call} held Ben's hand.`, `They went to find a grown-up.`],
            [`"Don't cry, Ben," said ${h.call}.`, `"We will find her."`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} knelt down beside the little boy. "Don't worry, we'll find her," ${h.he} said, and held out ${h.his} hand.`,
              `Together they walked to the nearest grown-up who worked there, who helped them look.`,
            ],
            [
              `${h.call} walked over and crouched down next to Ben. "I'll help you find your mommy," ${h.he} said.`,
              `${h.He} took Ben's hand and led him to a grown-up who could help.`,
            ],
            [
              `${h.call} went to Ben and said gently, "Don't cry. Let's look for her together."`,
              `They found a helper, who started searching with them.`,
            ],
            [
              `${h.call} held out ${h.his} hand. "Come with me, Ben. We'll find someone to help."`,
              `Together they asked a kind grown-up, who helped them look.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`There was his mommy! Big hug!`],
              [`"Ben!" called his mommy. Hug!`],
              [`Here came Ben's mommy, running!`],
              [`Ben saw his mommy and smiled.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `Soon a worried mommy came running, scooped the little boy up, and said thank you to ${c.hero.call} three whole times.`,
              ],
              [
                `Before long, Ben's mommy came rushing up and hugged him tight.`,
                `"Thank you so much," she said to ${c.hero.call}.`,
              ],
              [
                `Then came a happy shout, "Ben!" and his mommy scooped him into her arms.`,
                `She smiled at ${c.hero.call}. "You're a star."`,
              ],
              [
                `Ben's mommy appeared, looking relieved, and wrapped him in a big hug.`,
                `"You were so kind," she told ${c.hero.call}.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to help someone who is sad.`],
            [`${c.hero.call} learned to help when someone is lost.`],
            [`${c.hero.call} learned that a kind hand helps a lot.`],
            [`${c.hero.call} learned to stop and help.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that compassion means stopping when someone needs you, even when something fun is waiting.`,
            ],
            [
              `${c.hero.call} learned that compassion means helping someone who needs it, instead of waiting for someone else.`,
            ],
            [
              `${c.hero.call} learned that being kind to someone who is scared is more important than any game.`,
            ],
            [`${c.hero.call} learned that even a child can help someone in trouble.`],
          ]),
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
        ? told(c, 'problem', [
            [`Old Mr. Okafor dropped his bag.`, `Oranges rolled everywhere!`, `He bent down slowly.`],
            [`Old Mr. Okafor's bag broke.`, `Oranges went everywhere!`, `He could not bend down fast.`],
            [`Plop, plop! Oranges fell out.`, `They were old Mr. Okafor's.`, `He bent down, slow, slow.`],
            [`Mr. Okafor was old.`, `His oranges rolled away.`, `"Oh dear," he said.`],
          ])
        : told(c, 'problem', [
            [
              `An old man named Mr. Okafor was passing by with his walking stick when his bag split, and oranges went rolling in every direction.`,
              `He bent down slowly, so slowly, reaching for one orange at a time.`,
            ],
            [
              `An old man named Mr. Okafor was walking slowly with his stick when his bag ripped open.`,
              `Oranges tumbled out and rolled everywhere, and he sighed as he tried to bend down.`,
            ],
            [
              `Nearby, an old man named Mr. Okafor's bag burst, and his oranges went bouncing across the ground.`,
              `He leaned on his walking stick and reached down, very, very slowly.`,
            ],
            [
              `Plop, plop, plop! Oranges spilled from old Mr. Okafor's bag and rolled away in all directions.`,
              `He tried to pick them up, but bending down was hard for him.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} giggled at the rolling oranges.`, `${h.He} kept on playing.`],
            [`${h.call} laughed at the oranges.`, `${h.He} did not help.`],
            [`Roll, roll went the oranges.`, `${h.call} just kept playing.`],
            [`${h.call} watched and giggled.`, `Then ${h.he} ran off.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `The rolling oranges looked so funny that ${h.call} giggled, then turned back to the game.`,
              `Lots of people walked right past, and so did ${h.call}.`,
            ],
            [
              `${h.call} laughed at the bouncing oranges and went back to ${c.activity.ing}.`,
              `Other people hurried past without stopping, and so did ${h.call}.`,
            ],
            [
              `${h.call} thought the rolling oranges were funny and giggled.`,
              `Then ${h.he} turned back to ${c.activity.ing}, just like everyone else.`,
            ],
            [
              `${h.call} watched an orange roll past ${h.his} feet and laughed.`,
              `But ${h.he} didn't pick it up; ${h.he} just kept playing.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`The old man's back hurt.`, `He said, "Oh dear, oh dear."`],
            [`Mr. Okafor bent down slowly.`, `"Ouch, my back," he said.`],
            [`Mr. Okafor sighed.`, `Bending was hard for him.`],
            [`"Oh my," said Mr. Okafor.`, `He could not reach them.`],
          ])
        : told(c, 'feeling', [
            [
              `Behind ${c.hero.call}, the old man said, "Oh dear, oh dear," each time he bent down, and each "oh dear" tugged at ${c.hero.his} heart.`,
            ],
            [
              `Behind ${c.hero.call}, the old man groaned softly as he bent down again, and ${c.hero.call}'s laugh faded.`,
            ],
            [
              `${c.hero.call} heard Mr. Okafor sigh, "Oh my back, oh my," and it made ${c.hero.him} feel uncomfortable inside.`,
            ],
            [`Each time Mr. Okafor bent down, he winced, and ${c.hero.call} couldn't help noticing.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Bending is hard for him. Your legs are quick. You could help.`,
            `Old backs are slow to bend. Your hands are quick. Help him!`,
            `Mr. Okafor needs help. You can pick up the oranges.`,
            `Helping is kind. Let's help Mr. Okafor.`,
          ])
        : told(c, 'advice', [
            `Some things that are easy for you are very hard for other people. Compassion is noticing that, and using what you have, like quick legs and sharp eyes, to help.`,
            `What's easy for you can be hard for someone else. Compassion means noticing that, and lending a hand.`,
            `Your legs are quick and your back bends easily. His doesn't. You could help him.`,
            `When we see someone struggling, we can help, even with something small like picking up oranges.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} ran and picked up oranges.`, `One, two, three, four!`],
            [`${h.call} picked up the oranges.`, `One, two, three, four, five!`],
            [`${h.call} ran after the oranges.`, `${h.He} gave them back.`],
            [`${h.call} found every orange.`, `In they went, into the bag.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} dashed off and gathered oranges from under benches and behind bushes, until ${h.his} arms were full.`,
              `"Here you are," ${h.he} said, and popped them into the old man's bag.`,
            ],
            [
              `${h.call} ran and collected the oranges, one by one, until ${h.he} had them all.`,
              `"Here you go," ${h.he} said, putting them carefully in Mr. Okafor's bag.`,
            ],
            [
              `${h.call} chased after every rolling orange and brought them back in ${h.his} arms.`,
              `"These are yours," ${h.he} said with a smile.`,
            ],
            [
              `${h.call} scrambled around picking up oranges from every corner.`,
              `"I've got them," ${h.he} said, and handed them back.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`"Thank you!" said Mr. Okafor.`, `He gave ${c.hero.call} an orange.`],
              [`Mr. Okafor smiled.`, `"Thank you!" he said.`],
              [`"What a kind helper!" said Mr. Okafor.`],
              [`Mr. Okafor gave ${c.hero.call} a big orange.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `The old man laughed a crinkly laugh. "Well, aren't you a kind one," he said, and gave ${c.hero.call} the biggest orange of all.`,
              ],
              [
                `Mr. Okafor smiled a big, wrinkly smile. "Thank you, young one," he said, and gave ${c.hero.call} an orange.`,
              ],
              [`"What a helpful child," Mr. Okafor chuckled, and handed ${c.hero.call} the juiciest orange.`],
              [`Mr. Okafor thanked ${c.hero.call} warmly and gave ${c.hero.him} an orange to keep.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that helping feels good.`],
            [`${c.hero.call} learned to help old friends.`],
            [`${c.hero.call} learned that quick hands can help.`],
            [`${c.hero.call} learned that helping makes people smile.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that compassion isn't just feeling sorry for someone. It's doing something to help.`,
            ],
            [`${c.hero.call} learned that compassion means helping, not just watching.`],
            [`${c.hero.call} learned that a small helping hand can make a big difference to someone.`],
            [
              `${c.hero.call} learned that noticing when someone needs help, and helping, is what compassion is all about.`,
            ],
          ]),
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
