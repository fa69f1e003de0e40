import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Gratitude: a handmade present that is 'only' a drawing; grumbling about a grey sky. */
export const GRATITUDE: MoralPlot[] = [
  {
    value: 'gratitude',
    storyline: 'handmade-present',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${cap(p.intro)} had a present for ${h.call}.`,
              `It was a drawing.`,
              `"Just a drawing?" said ${h.call}.`,
            ],
            [
              `${p.call} made ${h.call} a drawing.`,
              `"For you!" said ${p.call}.`,
              `"Only a drawing?" said ${h.call}.`,
            ],
            [
              `${cap(p.intro)} gave ${h.call} a picture.`,
              `${p.call} drew it just for ${h.call}.`,
              `${h.call} did not say thank you.`,
            ],
            [
              `Here was a present from ${p.intro}.`,
              `It was a drawing of ${h.call}.`,
              `"Oh," said ${h.call}. "Just paper."`,
            ],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} came running up with a present: a folded drawing of ${h.call} ${c.activity.ing}, with a wobbly heart in the corner.`,
              `"Oh," said ${h.call}. "It's just a drawing." ${h.He} had hoped for something shiny.`,
            ],
            [
              `${cap(p.intro)} handed ${h.call} a present: a drawing of ${h.call} ${c.activity.ing}, with a heart and lots of colours.`,
              `"Oh. It's only a picture," ${h.call} said. ${h.He} had wanted a toy.`,
            ],
            [
              `${cap(p.intro)} ran over holding something behind ${p.his} back. It was a drawing of ${h.call} ${c.activity.ing}.`,
              `${h.call} looked at it and sighed. "Is that all?"`,
            ],
            [
              `"I made this for you!" said ${p.intro}, holding out a picture of ${h.call} ${c.activity.ing}.`,
              `"Just a drawing?" said ${h.call}, not very excited.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} put the drawing down.`, `${h.He} did not say thank you.`, `${p.call}'s face fell.`],
            [`${h.call} dropped the drawing.`, `${h.He} did not smile.`, `${p.call} walked away.`],
            [`${h.call} put the drawing away.`, `No thank you.`, `${p.call} looked sad.`],
            [`${h.call} did not look at it.`, `${h.He} went to play.`, `${p.call} felt sad.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} stuffed the drawing into ${h.his} pocket without even looking at it properly.`,
              `${p.call}'s smile slipped away, and ${p.he} went off to play on ${p.his} own.`,
            ],
            [
              `${h.call} shoved the drawing into ${h.his} pocket without a thank you.`,
              `${p.call} looked down and walked away slowly.`,
            ],
            [
              `${h.call} stuffed the drawing in ${h.his} pocket and ran off to play.`,
              `${p.call}'s smile disappeared.`,
            ],
            [
              `${h.call} crumpled the drawing into ${h.his} pocket and said nothing.`,
              `${p.call} went quiet and wandered off alone.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Later, ${c.hero.call} looked at the drawing.`, `There was ${c.hero.call}! And a heart!`],
            [`Later, ${c.hero.call} looked again.`, `The drawing had ${c.hero.call} in it, and a heart!`],
            [`${c.hero.call} looked at the drawing.`, `It was so pretty.`],
            [`${c.hero.call} saw the drawing up close.`, `${c.peer.call} made it with love.`],
          ])
        : told(c, 'feeling', [
            [
              `Later, ${c.hero.call} unfolded the crumpled drawing, and saw how carefully every line had been drawn, and all the colours, and the wobbly heart.`,
            ],
            [
              `Later, ${c.hero.call} took out the drawing and looked properly. There was ${c.hero.call}, and ${c.hero.his} ${c.prop}, and a big red heart.`,
            ],
            [
              `When ${c.hero.call} finally looked at the drawing, ${c.hero.he} saw how much care had gone into every colour.`,
            ],
            [
              `${c.hero.call} smoothed out the drawing and noticed the tiny details: ${c.hero.his} favourite colours, ${c.hero.his} smile, a heart.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `A present made by hand is full of love. Thank you is a present too.`,
            `Presents made by hand are full of love. Say thank you.`,
            `Your friend made it just for you. That is special.`,
            `A thank you makes your friend feel happy.`,
          ])
        : told(c, 'advice', [
            `Something made by hand is a present twice: once for the thing itself, and once for all the time and love that went into making it. Saying thank you tells the maker you noticed.`,
            `A handmade present is full of love and time. Saying thank you shows the person you noticed their kindness.`,
            `The best presents aren't always shiny. They're the ones made just for you. A thank you is the best way to answer.`,
            `When someone makes you something, they're giving you a piece of their heart. Gratitude means saying thank you for it.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} ran to ${p.call}.`, `"Thank you for my drawing!" ${h.he} said. "I love it."`],
            [`${h.call} found ${p.call}.`, `"Thank you! I love it!"`],
            [`"Thank you for my picture," said ${h.call}.`, `"It's the best."`],
            [`${h.call} hugged ${p.call}.`, `"Thank you for the drawing!"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} found ${p.call} and held up the drawing. "Thank you for this. You drew my ${c.prop} and everything. I'm sorry I didn't say so before."`,
            ],
            [
              `${h.call} ran to ${p.call}. "I'm sorry I didn't say thank you. This drawing is amazing. Thank you!"`,
            ],
            [
              `${h.call} found ${p.call} and held up the picture. "I love it. Thank you for making it for me."`,
            ],
            [`"${p.call}," said ${h.call}, "thank you for the drawing. It's really special."`],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call} smiled big.`],
              [`${c.peer.call} smiled and smiled.`],
              [`${c.peer.call} was so happy.`],
              [`${c.peer.call} gave a big grin.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${c.peer.call}'s face lit up like a lantern, and ${c.hero.call} promised to draw one back, with two hearts.`,
              ],
              [`${c.peer.call} beamed, and ${c.hero.call} decided to make ${c.peer.him} a drawing too.`],
              [`${c.peer.call} smiled a huge smile, and they drew pictures for each other all afternoon.`],
              [
                `${c.peer.call}'s face glowed, and ${c.hero.call} pinned the drawing up where ${c.hero.he} could see it every day.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that thank you makes two people happy.`],
            [`${c.hero.call} learned to say thank you.`],
            [`${c.hero.call} learned that a thank you is a gift.`],
            [`${c.hero.call} learned that love is the best present.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that the best presents are about love, not shine, and that a thank you is a present you can always give back.`,
            ],
            [
              `${c.hero.call} learned that presents made with love are the most special of all, and that thank you matters.`,
            ],
            [`${c.hero.call} learned that gratitude means noticing the love behind a gift.`],
            [`${c.hero.call} learned that saying thank you makes the giver and the receiver happy.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.peer.legend} holds out a folded drawing to ${c.hero.legend}, who looks disappointed`,
      wrongTurn: (c) =>
        `${c.hero.legend} stuffs a drawing in ${c.hero.his} pocket as ${c.peer.legend} walks away, sad`,
      rightChoice: (c) => `${c.hero.legend} holds up the drawing and thanks ${c.peer.legend}, smiling`,
    },
    titles: (c) => [`${c.hero.call} Says Thank You`, `Just a Drawing`, `${c.hero.call} and the Wobbly Heart`],
  },
  {
    value: 'gratitude',
    storyline: 'grumble-day',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [`Grey clouds came.`, `"This day is bad," said ${h.call}.`, `"Everything is bad!"`],
            [`The sky went grey.`, `"I don't like today," said ${h.call}.`, `"It's all bad."`],
            [`Clouds came in.`, `${h.call} frowned.`, `"Nothing is fun!"`],
            [`No sun today.`, `"Yucky day," said ${h.call}.`, `"I'm grumpy."`],
          ])
        : told(c, 'problem', [
            [
              `Then a big grey cloud slid across the sky, and ${h.call}'s good mood slid away with it.`,
              `"This is the worst day ever," ${h.he} grumbled. "The ${c.prop} is boring, and everything is rubbish."`,
            ],
            [
              `Then the sky went grey and gloomy, and ${h.call}'s mood went grey and gloomy too.`,
              `"Today is horrible," ${h.he} moaned. "Everything is boring."`,
            ],
            [
              `Clouds rolled in, and suddenly ${h.call} didn't feel like doing anything.`,
              `"Nothing is fun," ${h.he} complained. "Not even the ${c.prop}."`,
            ],
            [
              `A cold wind blew, the sun disappeared, and ${h.call} started to sulk.`,
              `"This is a terrible day," ${h.he} said. "I hate it."`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} grumbled and grumbled.`, `${h.He} said no to everything.`],
            [`${h.call} moaned and moaned.`, `${h.He} said no to all the games.`],
            [`${h.call} grumped and grumped.`, `Nothing was good.`],
            [`${h.call} said, "No, no, no."`, `${h.He} would not play.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} grumbled about the cloud, then about the path, then about ${h.his} shoes, then about the grumbling itself.`,
              `Every time someone suggested something, ${h.he} said, "No. That's boring too."`,
            ],
            [
              `${h.call} complained about the weather, the walk, and everything in between.`,
              `Whenever someone had an idea, ${h.he} said, "No, that's silly."`,
            ],
            [
              `${h.call} moaned and groaned and wouldn't join in anything.`,
              `Every suggestion got a big, grumpy "No."`,
            ],
            [
              `${h.call} grumbled about the clouds and the cold and the boring ${c.prop}.`,
              `Nothing anyone said could cheer ${h.him} up.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Grumbling made ${c.hero.call} feel worse.`, `Grumble, grumble.`],
            [`Moaning made ${c.hero.call} sadder.`, `Grump, grump.`],
            [`The more ${c.hero.call} grumbled, the worse ${c.hero.he} felt.`],
            [`${c.hero.call} felt gloomy.`, `Like the clouds.`],
          ])
        : told(c, 'feeling', [
            [
              `The strange thing was that the more ${c.hero.call} grumbled, the bigger and greyer the day seemed to get.`,
            ],
            [`And the more ${c.hero.call} complained, the gloomier everything seemed.`],
            [`Grumbling didn't help; it just made the day feel even greyer.`],
            [`Each grumble seemed to make the clouds feel heavier.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Let's play a game. Name three happy things. Ready?`,
            `Let's find three good things. One, two, three!`,
            `Even on grey days, there are happy things. Let's look.`,
            `What makes you smile? Let's count.`,
          ])
        : told(c, 'advice', [
            `Let's try a game I play when my day goes grey. Name three things you're glad of, right now. Little things count. Gratitude is like a torch: it helps you find what's good even on a cloudy day.`,
            `When a day feels grey, try finding three good things. Even small things count. Gratitude helps the sunshine come back inside.`,
            `Grumbling makes us notice the bad. Thankfulness helps us notice the good. Shall we try?`,
            `Let's play a game. Think of something you're glad about. Then another. You'll be surprised how many there are.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`"My ${c.prop}," said ${h.call}.`, `"My snack. And a hug!"`, `${h.He} smiled.`],
            [`"My ${c.prop}!" said ${h.call}.`, `"My snack! My friends!"`, `${h.He} smiled.`],
            [`${h.call} thought and thought.`, `"Hugs! Snacks! My ${c.prop}!"`, `${h.He} grinned.`],
            [`"One: my ${c.prop}," said ${h.call}.`, `"Two: snacks. Three: you!"`, `${h.He} laughed.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} sighed, then thought. "My ${c.prop}. The ${c.setting.treat} in the bag." A pause. "And that I'm not here on my own."`,
              `Once ${h.he} started, ${h.he} couldn't stop, and the list grew and grew.`,
            ],
            [
              `${h.call} thought hard. "I'm glad of my ${c.prop}. And the ${c.setting.treat}. And that I'm not alone."`,
              `The more ${h.he} thought, the more good things ${h.he} found.`,
            ],
            [
              `"Well," said ${h.call} slowly, "I've got my ${c.prop}. And snacks. And you."`,
              `${h.He} kept going, and the list got longer and longer.`,
            ],
            [
              `${h.call} counted on ${h.his} fingers: "My ${c.prop}, the ${c.setting.treat}, a cosy coat..."`,
              `Soon ${h.he} ran out of fingers.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`The cloud went away.`, `The sun came out!`],
              [`The grey went away.`, `Here came the sun!`],
              [`${c.hero.call} felt sunny inside.`, `The clouds moved off.`],
              [`Hello, sunshine!`, `${c.hero.call} was happy.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`By the time the list reached twenty, the cloud had moved on, and so had the grumbles.`],
              [
                `By the end of ${c.hero.call}'s list, ${c.hero.he} ${c.hero.was} smiling, and the day didn't seem grey anymore.`,
              ],
              [
                `Somehow, counting good things made the clouds seem smaller, and ${c.hero.call} felt warm inside.`,
              ],
              [`Even though the sky was still cloudy, ${c.hero.call}'s heart felt sunny.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to look for happy things.`],
            [`${c.hero.call} learned to find happy things.`],
            [`${c.hero.call} learned to be thankful, even on grey days.`],
            [`${c.hero.call} learned that thank you makes days brighter.`],
          ])
        : told(c, 'lesson', [
            [`${c.hero.call} learned that being thankful for small things can turn a grey day golden.`],
            [
              `${c.hero.call} learned that looking for good things, even on grey days, makes everything brighter.`,
            ],
            [`${c.hero.call} learned that gratitude can turn a grumpy day into a happy one.`],
            [`${c.hero.call} learned that there is always something to be thankful for, if you look.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} frowns up at a big grey cloud, grumpy, holding a ${c.prop}`,
      wrongTurn: (c) => `${c.hero.legend} sits with folded arms, grumbling, under a cloudy sky`,
      rightChoice: (c) =>
        `${c.hero.legend} counts happy things on ${c.hero.his} fingers, smiling as the sun comes out`,
    },
    titles: (c) => [
      `${c.hero.call}'s Grumble Day`,
      `Three Happy Things`,
      `${c.hero.call} Finds the Sunshine`,
    ],
  },
];
