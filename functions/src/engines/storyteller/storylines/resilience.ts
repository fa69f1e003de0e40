import { told, type MoralPlot } from '../moral.js';

/** Resilience: a favourite thing lost for good; falling down in front of everyone. */
export const RESILIENCE: MoralPlot[] = [
  {
    value: 'resilience',
    storyline: 'gone-for-good',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [
              `The wind went whoosh and took ${h.call}'s ${c.prop}.`,
              `Up, up, and away it went!`,
              `It was gone.`,
            ],
            [`The wind took ${h.call}'s ${c.prop}.`, `Away it flew.`, `Bye-bye!`],
            [`A big wind came.`, `${h.call}'s ${c.prop} flew up.`, `It was gone.`],
            [`Woosh went the wind.`, `Off went the ${c.prop}.`, `Far, far away.`],
          ])
        : told(c, 'problem', [
            [
              `A sudden gust of wind snatched ${h.call}'s ${c.prop} right out of ${h.his} hands.`,
              `It tumbled up, and over, and away, further than anyone could follow, until it was just a speck, and then not even that.`,
            ],
            [
              `The wind whipped ${h.call}'s ${c.prop} away with a whoosh.`,
              `Up it went into the sky, higher and higher, until ${h.call} couldn't see it anymore.`,
            ],
            [
              `A big gust came out of nowhere and carried off ${h.call}'s ${c.prop}.`,
              `${h.call} ran after it, but it flew away over the trees and disappeared.`,
            ],
            [
              `Suddenly the wind grabbed ${h.call}'s ${c.prop} and swept it up into the air.`,
              `It danced away, far out of reach, and was gone forever.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} cried and cried.`, `"The day is spoiled!" ${h.he} said.`],
            [`${h.call} cried.`, `"Everything is bad!" ${h.he} said.`],
            [`${h.call} sat and sobbed.`, `"No more fun!"`],
            [`"I want it back!" cried ${h.call}.`, `${h.He} would not play.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"Now the whole day is spoiled," ${h.call} wailed. "I'm not doing anything else, ever."`,
              `${h.He} sat down and refused to move.`,
            ],
            [
              `"This is the worst day ever!" ${h.call} cried. "I'm not having any more fun."`,
              `${h.He} sat down and wouldn't budge.`,
            ],
            [`"Everything's ruined!" ${h.call} sobbed.`, `${h.He} refused to play or move or do anything.`],
            [
              `"I don't want to do anything anymore," ${h.call} said, crossing ${h.his} arms.`,
              `${h.He} wouldn't even look up.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} missed the ${c.prop}.`, `It was ${c.hero.his} favourite.`],
            [`${c.hero.call} was so sad.`, `${c.hero.He} loved the ${c.prop}.`],
            [`${c.hero.call} missed it a lot.`, `It was ${c.hero.his} best thing.`],
            [`The ${c.prop} was gone.`, `${c.hero.call}'s heart hurt.`],
          ])
        : told(c, 'feeling', [
            [
              `It had been ${c.hero.call}'s favourite, and it was a real, heavy sadness, the kind that needs a good cry.`,
            ],
            [
              `The ${c.prop} had been so special, and now it was gone, and ${c.hero.call} felt a deep, heavy sadness.`,
            ],
            [
              `${c.hero.call} missed ${c.hero.his} ${c.prop} terribly. It had been ${c.hero.his} favourite thing.`,
            ],
            [`Losing the ${c.prop} felt like losing a friend, and ${c.hero.call}'s heart ached.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `It's okay to be sad. Your happy times with it are still yours.`,
            `It's okay to cry. You still have happy memories.`,
            `Sad is okay. Then we can find new fun.`,
            `Let's have a hug. Then let's play.`,
          ])
        : told(c, 'advice', [
            `It's okay to be sad about losing something you love; that's what love does. But the happy times you had with it are still yours, and the day still has room for new ones. Bouncing back doesn't mean forgetting.`,
            `It's okay to be sad when you lose something you love. Let the sad out. Then, when you're ready, you can still enjoy the rest of the day.`,
            `Losing something special is hard. But your memories stay with you. And there is still lots of fun waiting today.`,
            `Sadness is a normal feeling. Resilience means letting yourself feel it, then finding your way back to happy.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} had a good cry.`, `Then ${h.he} wiped ${h.his} eyes.`, `"Let's play," ${h.he} said.`],
            [`${h.call} had a hug.`, `${h.He} wiped ${h.his} tears.`, `"Bye, ${c.prop}," ${h.he} said.`],
            [`${h.call} cried a little.`, `Then ${h.he} took a breath.`, `"Okay. Let's play."`],
            [`${h.call} waved to the sky.`, `"Goodbye!"`, `Then ${h.he} stood up.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} had a good cry, and a long hug, and then wiped ${h.his} nose on ${h.his} sleeve.`,
              `"Goodbye, ${c.prop}," ${h.he} said to the sky. "Thank you for all the fun." Then ${h.he} stood up.`,
            ],
            [
              `${h.call} cried, then had a cuddle, then sniffed and looked up at the sky.`,
              `"Bye, ${c.prop}," ${h.he} whispered. "I'll remember you." And ${h.he} got up.`,
            ],
            [
              `After a good cry and a big hug, ${h.call} felt a little lighter.`,
              `"Goodbye, ${c.prop}," ${h.he} said softly, and wiped ${h.his} eyes.`,
            ],
            [
              `${h.call} let the tears come, then took a big breath.`,
              `${h.He} waved up at the sky. "Thanks for the fun, ${c.prop}." Then ${h.he} stood up.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`The day was still fun.`],
              [`There was still lots of fun.`],
              [`${c.hero.call} smiled again.`],
              [`Happy came back.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`The day turned out to have plenty of fun left in it after all.`],
              [`There was still plenty of fun to be had, and ${c.hero.call} found it.`],
              [`The rest of the day was happy, and ${c.hero.call} even laughed again.`],
              [`Slowly the sunshine came back into ${c.hero.call}'s day.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that sad goes away.`, `Happy comes back.`],
            [`${c.hero.call} learned that sad feelings go.`, `Happy ones come back.`],
            [`${c.hero.call} learned to bounce back.`, `Like a ball!`],
            [`${c.hero.call} was sad, then happy.`, `That's okay.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that sad feelings pass, and that bouncing back means letting happy feelings in again.`,
            ],
            [`${c.hero.call} learned that it's okay to be sad, and that happiness can come back.`],
            [`${c.hero.call} learned that bouncing back means feeling sad and then letting joy in again.`],
            [`${c.hero.call} learned that even after losing something, the day can still be good.`],
          ]),
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
        ? told(c, 'problem', [
            [`Everyone was watching ${h.call}.`, `Then ${h.he} slipped and fell. Splat!`],
            [`"Look at me!" said ${h.call}.`, `Then ${h.he} slipped and fell down.`],
            [`Everyone looked at ${h.call}.`, `Whoops! Down ${h.he} went.`],
            [`${h.call} showed everyone.`, `Then ${h.he} tripped and fell.`],
          ])
        : told(c, 'problem', [
            [
              `Everyone turned to watch ${h.call} show how well ${h.he} could ${c.activity.base}.`,
              `And right at the best bit, ${h.his} foot slipped, and down ${h.he} went, splat, in front of everybody.`,
            ],
            [
              `Everybody was watching as ${h.call} showed off how ${h.he} could ${c.activity.base}.`,
              `But halfway through, ${h.he} slipped and fell right on ${h.his} bottom in front of everyone.`,
            ],
            [
              `"Watch me ${c.activity.base}!" ${h.call} called, and everyone turned to look.`,
              `Then, oops! ${h.He} tripped and landed in a heap.`,
            ],
            [
              `${h.call} wanted to show everyone how well ${h.he} could ${c.activity.base}.`,
              `But with everyone looking, ${h.he} wobbled and tumbled down.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call}'s face went red.`, `"I'm never doing it again!" ${h.he} cried.`],
            [`${h.call} went red.`, `"Never again!" ${h.he} said.`],
            [`${h.call} hid.`, `"I'm not doing it!" ${h.he} said.`],
            [`${h.call}'s cheeks got hot.`, `${h.He} ran away.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.His} face went hot and red. "I'm never doing that again," ${h.he} said, "not ever, not in my whole life."`,
              `${h.He} hid behind the ${c.prop2} and wouldn't come out.`,
            ],
            [
              `${h.call}'s cheeks burned. "I'm never doing that again!" ${h.he} cried.`,
              `${h.He} ran and hid behind the ${c.prop2}.`,
            ],
            [
              `Red-faced, ${h.call} shouted, "I quit!"`,
              `${h.He} hid behind the ${c.prop2} and refused to come out.`,
            ],
            [
              `${h.call} felt so embarrassed ${h.he} wanted to disappear.`,
              `${h.He} crawled behind the ${c.prop2} and stayed there.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt silly.`, `${c.hero.He} wanted to hide.`],
            [`${c.hero.call} felt so silly.`, `${c.hero.He} wanted to hide.`],
            [`${c.hero.call} felt small.`, `Everyone saw.`],
            [`${c.hero.call} did not want to come out.`],
          ])
        : told(c, 'feeling', [
            [`Being embarrassed felt like being shrunk down to the size of a pebble, with everyone looking.`],
            [`${c.hero.call} felt tiny and silly, as if everyone were still staring.`],
            [`Embarrassment made ${c.hero.call}'s whole body feel hot and prickly.`],
            [`${c.hero.call} wished ${c.hero.he} could turn invisible.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Everyone falls. The brave bit is getting up. You can laugh about it too!`,
            `Everybody falls. Get up and try again!`,
            `Falling is okay. You can laugh and try again.`,
            `Up you get. Let's have another go.`,
          ])
        : told(c, 'advice', [
            `Everyone falls down sometimes, even grown-ups, even champions. Falling isn't the end of the story. The important part is what you do next, and a little laugh at yourself can help.`,
            `Everyone falls sometimes. What matters is getting back up. And you know what? Laughing about it can make it much easier.`,
            `Falling down is just part of learning. Champions fall too, and they always get back up.`,
            `Being resilient means getting up after a fall, dusting yourself off, and trying again.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} came out.`, `${h.He} laughed a little.`, `Then ${h.he} tried again!`],
            [`${h.call} got up.`, `${h.He} giggled.`, `${h.He} tried again.`],
            [`${h.call} came out.`, `"Silly me!" ${h.he} said.`, `One more try.`],
            [`${h.call} laughed a little.`, `Then ${h.he} had another go.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} peeked out, took a breath, and then did a silly bow. "Ta-da! That was my falling-down trick."`,
              `Everyone laughed with ${h.him}, and then ${h.he} tried again.`,
            ],
            [
              `${h.call} peeked out, then stood up and did a funny bow. "That was my surprise trick!"`,
              `Everyone laughed with ${h.him}, and ${h.he} tried again.`,
            ],
            [
              `${h.call} came out, grinned and said, "Oops! Let me try that again."`,
              `Everyone cheered ${h.him} on.`,
            ],
            [
              `${h.call} stepped out, brushed off ${h.his} clothes and laughed. "Well, that didn't go as planned!"`,
              `Then ${h.he} had another go.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`This time it went well!`, `Everyone clapped.`],
              [`This time it worked!`, `Clap, clap!`],
              [`${c.hero.call} did it!`, `Everyone cheered.`],
              [`It went just right.`, `Hooray!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`This time it went just right, and the clapping was even louder than the laughing had been.`],
              [`This time ${c.hero.he} did it perfectly, and everyone clapped and cheered.`],
              [`The second try was brilliant, and ${c.hero.call} took a proud bow.`],
              [`${c.hero.call} nailed it this time, and the crowd went wild.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to get up and try again.`],
            [`${c.hero.call} learned to get up again.`],
            [`${c.hero.call} learned that falling is okay.`],
            [`${c.hero.call} learned to try again after a fall.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that falling down is part of everything, and getting up again is what makes you strong.`,
            ],
            [`${c.hero.call} learned that falling down is okay, as long as you get back up.`],
            [`${c.hero.call} learned that resilience means trying again after a fall.`],
            [`${c.hero.call} learned that a little laugh can help you bounce back.`],
          ]),
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
