import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Honesty: knocking over a friend's work and blaming the wind; eating the shared treat. */
export const HONESTY: MoralPlot[] = [
  {
    value: 'honesty',
    storyline: 'blame-the-wind',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${cap(p.intro)} made a tall tower.`,
              `${h.call} ran past too fast.`,
              `Crash! The tower fell down.`,
            ],
            [`${cap(p.intro)} built a tall tower.`, `${h.call} ran by too fast.`, `Down it came!`],
            [`Look at ${p.call}'s tall tower!`, `Zoom went ${h.call}.`, `Bump, it fell.`],
            [`${p.call} made a big tower.`, `${h.call} bumped it.`, `It all fell down.`],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} had spent ages making a tall, wobbly tower, and had just gone to fetch one last piece for the top.`,
              `${h.call} came running past much too fast, swinging ${h.his} ${c.prop}, and crash! Down came the whole tower.`,
            ],
            [
              `${cap(p.intro)} had built a tower so tall it nearly touched ${p.call}'s nose, and went off to find one more piece for the very top.`,
              `Just then ${h.call} came whizzing by, not looking, and bump! The tower tumbled to the ground.`,
            ],
            [
              `${cap(p.intro)} had been working on a tower all afternoon, stacking each piece with great care.`,
              `${h.call} was racing about with ${h.his} ${c.prop} and swung round too fast, knocking the whole thing flat.`,
            ],
            [
              `A wonderful tall tower stood where ${p.intro} had left it for a moment.`,
              `${h.call} didn't see it until it was too late, and one clumsy skip sent it crashing down.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"Who did this?" asked ${p.call}.`, `"The wind did it," said ${h.call}.`, `That was a fib.`],
            [`"What happened?" asked ${p.call}.`, `"The wind," said ${h.call}.`, `It was not the wind.`],
            [`"Who did it?" asked ${p.call}.`, `"Not me. The wind!" said ${h.call}.`, `That was a fib.`],
            [`${p.call} looked sad.`, `"Wind did it," said ${h.call}.`, `But there was no wind.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${p.call} came back and stared. "What happened to my tower?"`,
              `"It must have been the wind," ${h.call} said quickly, looking up at the sky. There had not been a breath of wind all day.`,
            ],
            [
              `"My tower!" cried ${p.call}. "Who knocked it over?"`,
              `"The wind," said ${h.call}, pointing at the trees, though not a single leaf was moving.`,
            ],
            [
              `${p.call} came back and gasped. "Did you see what happened?"`,
              `"A big gust of wind blew it down," ${h.call} said, and looked away.`,
            ],
            [
              `"Oh no, what happened?" ${p.call} asked, looking at the pile on the ground.`,
              `"Wind," ${h.call} said quickly. "It was just really windy." It was the stillest day of the year.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.peer.call} began to build again, all alone.`, `${c.hero.call} felt wobbly inside.`],
            [`${c.peer.call} built it again, alone.`, `${c.hero.call} felt funny.`],
            [`${c.peer.call} started again.`, `${c.hero.call}'s tummy felt bad.`],
            [`${c.peer.call} worked all alone.`, `${c.hero.call} felt wobbly.`],
          ])
        : told(c, 'feeling', [
            [
              `${c.peer.call} began to build it all over again, piece by piece, all alone, and every piece made ${c.hero.call}'s cheeks feel hotter.`,
            ],
            [
              `${c.peer.call} sighed and started stacking the pieces again, one by one, and ${c.hero.call} felt a prickly, guilty feeling grow and grow.`,
            ],
            [
              `Watching ${c.peer.call} start all over again made ${c.hero.call} feel hot and uncomfortable all over.`,
            ],
            [
              `${c.peer.call} rebuilt slowly and quietly, and every piece ${c.peer.he} placed made ${c.hero.call} feel worse.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Accidents happen. When we say, 'It was me,' we can fix it together.`,
            `Accidents happen. Say 'It was me,' and help fix it.`,
            `The truth helps. Then we can build it again.`,
            `Saying sorry makes things better.`,
          ])
        : told(c, 'advice', [
            `Accidents happen to everybody. Blaming the wind doesn't fix the tower, and it leaves a little knot inside you. Saying 'It was me' is hard for a moment, and then it's done.`,
            `Everyone has accidents. The brave thing is to say, 'It was me.' A fib turns a small accident into a big secret.`,
            `When we break something by mistake, the best thing to do is tell the truth and help fix it. Then the accident is just an accident.`,
            `The wind can't say sorry, but you can. Owning up feels scary for a moment, and then it feels much, much better.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`"It was me," said ${h.call}.`, `"I knocked it down. I'm sorry."`, `"Can I help?"`],
            [`"It was me," said ${h.call}.`, `"Sorry, ${p.call}."`, `"Let me help."`],
            [`"I bumped it," said ${h.call}.`, `"I'm sorry."`, `"Can I build too?"`],
            [`${h.call} went to ${p.call}.`, `"Not the wind. Me. Sorry!"`, `"I'll help."`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} knelt down beside ${p.call}. "It wasn't the wind. It was me. I ran past too fast and knocked it over, and I'm sorry."`,
              `"Can I help you build it again?"`,
            ],
            [
              `${h.call} sat down next to ${p.call}. "It wasn't really the wind. I knocked it over by accident. I'm sorry."`,
              `"Can I help you build it again?"`,
            ],
            [
              `${h.call} took a deep breath. "${p.call}, I told a fib. I bumped your tower when I was running. I'm really sorry."`,
              `"Please can I help?"`,
            ],
            [
              `${h.call} picked up a piece and held it out. "This is my fault, not the wind's. I ran too fast. I'm sorry."`,
              `"Let's build it back together."`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call} said yes.`, `The new tower was even taller!`],
              [`They built it again.`, `So tall!`],
              [`The new tower was big.`, `They cheered.`],
              [`Up, up it went.`, `Taller than before!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${c.peer.call} let out a long breath and then smiled. "Thanks for telling me." Together they built a new tower, even taller than the first.`,
              ],
              [
                `${c.peer.call} nodded and handed ${c.hero.call} a piece. Working together, they built an even better tower than before.`,
              ],
              [
                `"Okay," said ${c.peer.call}, with a small smile. Four hands were faster than two, and soon the tower stood tall again.`,
              ],
              [
                `${c.peer.call} grinned. "You can do the top!" The new tower was the tallest yet, and it was made by both of them.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`The knot inside was gone.`, `Saying 'It was me' made it better.`],
            [`${c.hero.call} told the truth.`, `${c.hero.He} felt better.`],
            [`${c.hero.call} learned to say 'It was me.'`, `Truth is good.`],
            [`The wobbly feeling went away.`, `Truth helps.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that owning up takes only a moment of courage, and it leaves you feeling lighter for the rest of the day.`,
            ],
            [
              `${c.hero.call} learned that saying 'It was me' is brave, and it makes the guilty feeling go away.`,
            ],
            [
              `${c.hero.call} learned that blaming someone or something else never fixes anything, but the truth does.`,
            ],
            [`${c.hero.call} learned that an accident told truthfully is quickly forgiven.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} runs past as ${c.peer.legend}'s tall tower falls down, surprised`,
      wrongTurn: (c) =>
        `${c.hero.legend} points up at the sky while ${c.peer.legend} looks sad at the fallen tower`,
      rightChoice: (c) =>
        `${c.hero.legend} kneels beside ${c.peer.legend} and says sorry, helping build the tower again`,
    },
    titles: (c) => [`${c.hero.call} and the Fallen Tower`, `It Wasn't the Wind`, `${c.hero.call} Owns Up`],
  },
  {
    value: 'honesty',
    storyline: 'missing-treats',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [
              `There was a box of ${c.setting.treat}.`,
              `They were for later, for everyone.`,
              `${h.call} ate one. Then two. Then more!`,
            ],
            [`The ${c.setting.treat} were for everyone.`, `But ${h.call} ate one.`, `Then lots more!`],
            [
              `A box of ${c.setting.treat}!`,
              `"Not yet," ${h.call} was told.`,
              `But ${h.call} ate them. Yum!`,
            ],
            [
              `${h.call} saw the ${c.setting.treat}.`,
              `${h.He} took one. Then more.`,
              `Oh no! Almost all gone!`,
            ],
          ])
        : told(c, 'problem', [
            [
              `There was a box of ${c.setting.treat} for everyone to share later, and ${h.call} was asked not to open it yet.`,
              `${h.He} only meant to have one, just a tiny one, but one became two and two became lots, and soon the box was nearly empty.`,
            ],
            [
              `A box of ${c.setting.treat} was waiting for everyone to share, and ${h.call} had been told to leave it closed until later.`,
              `But the smell was too good. ${h.call} opened the lid for just one, and then another, and then a whole lot more.`,
            ],
            [
              `The ${c.setting.treat} were for later, for everybody, and ${h.call} had promised not to touch them.`,
              `Still, one little peek turned into one little taste, and the taste turned into a very empty box.`,
            ],
            [
              `Everyone was looking forward to the box of ${c.setting.treat} at the end of the day.`,
              `${h.call} lifted the lid to sniff, then nibbled one, then another, until almost nothing was left.`,
            ],
          ]);
    },
    problemFillers: (c) =>
      c.young
        ? told(c, 'problemFillers', [
            [`Uh-oh. Crumbs everywhere!`],
            [`Crumbs on ${c.hero.his} face!`],
            [`Only crumbs were left.`],
            [`The box was almost empty.`],
          ])
        : told(c, 'problemFillers', [
            [`There were crumbs on ${c.hero.his} chin and a nearly empty box in ${c.hero.his} lap.`],
            [`${c.hero.call} looked at the empty box and gulped.`],
            [`Only crumbs were left, and a very guilty-looking ${c.hero.call}.`],
            [`${c.hero.call} quickly shut the lid and hoped nobody would notice.`],
          ]),
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"Where did the ${c.setting.treat} go?" someone asked.`, `"A bird took them," said ${h.call}.`],
            [`"Who ate them?" someone asked.`, `"A big bird," said ${h.call}.`],
            [`Where were the ${c.setting.treat}?`, `"A bird ate them," said ${h.call}.`],
            [`The box was empty!`, `"Not me," said ${h.call}.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `When it was time to share, the box was passed round, and everyone stared at the few crumbs inside.`,
              `"A bird must have taken them," ${h.call} said, brushing ${h.his} chin. "A really big, hungry bird."`,
            ],
            [
              `Later, when the box was opened, there was almost nothing inside.`,
              `"Maybe a bird got in," ${h.call} said, pointing at the sky and trying to sound surprised.`,
            ],
            [
              `When everyone gathered round, the box was nearly empty.`,
              `"I think a bird ate them," said ${h.call}, pointing up and wiping crumbs from ${h.his} sleeve.`,
            ],
            [
              `At sharing time, everyone peered into the box and saw only crumbs.`,
              `"A bird must have flown off with them," ${h.call} said, pointing at the sky, not meeting anyone's eyes.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Nobody got any ${c.setting.treat}.`, `${c.hero.call}'s tummy felt full and funny.`],
            [`No ${c.setting.treat} for anyone.`, `${c.hero.call} felt bad.`],
            [`Everyone was sad.`, `${c.hero.call}'s tummy felt funny.`],
            [`The box was empty.`, `${c.hero.call} did not feel good.`],
          ])
        : told(c, 'feeling', [
            [
              `Nobody got any ${c.setting.treat}, and ${c.hero.call}'s tummy felt full and funny at the same time: full of ${c.setting.treat}, and funny with the fib.`,
            ],
            [
              `Everyone looked disappointed, and ${c.hero.call} felt a sticky, uncomfortable feeling that had nothing to do with the ${c.setting.treat}.`,
            ],
            [`The others went without, and ${c.hero.call}'s full tummy felt more like a guilty tummy.`],
            [
              `Seeing the sad faces, ${c.hero.call} wished ${c.hero.he} could rewind time and leave the lid closed.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Everybody makes mistakes. The truth helps us fix them.`,
            `Oops happens. Tell the truth, and we can fix it.`,
            `A fib makes it worse. The truth makes it better.`,
            `Say what happened. It's okay.`,
          ])
        : told(c, 'advice', [
            `Everybody does something they shouldn't sometimes. A made-up story only hides the mistake, but the truth lets us fix it, and it lets people trust us next time.`,
            `We all make mistakes sometimes, especially with yummy things. When we tell the truth, people can forgive us. When we hide it, they can't.`,
            `It's okay to have made a mistake. Blaming a made-up animal only adds a second mistake. Telling the truth stops the mistakes from growing.`,
            `Truth is like a light: it makes things clear, even the things we are embarrassed about. And then we can make them better.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`"It was not a bird," said ${h.call}.`, `"I ate them. I'm sorry."`],
            [`"It was me," said ${h.call}.`, `"I ate them. Sorry!"`],
            [`${h.call} told the truth.`, `"I ate the ${c.setting.treat}."`],
            [`"No bird," said ${h.call}.`, `"It was me. I'm sorry."`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} stood up, even though ${h.his} knees felt shaky. "It wasn't a bird. I ate them. I'm sorry."`,
              `"Can I give everyone my share of something else to make up for it?"`,
            ],
            [
              `${h.call} raised ${h.his} hand. "It was me. I ate the ${c.setting.treat}. I'm really sorry."`,
              `"I can share my snack with everyone instead."`,
            ],
            [
              `"There wasn't any bird," ${h.call} said in a small voice. "I ate them all. I'm sorry."`,
              `"Can I help make something else for everyone?"`,
            ],
            [
              `${h.call} took a big breath. "No bird took them. I ate them when I wasn't supposed to. Sorry."`,
              `"I'll give everybody something from my bag."`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`Everyone shared ${c.hero.his} snack instead.`, `It was fine!`],
              [`They all shared.`, `It was yummy for everyone.`],
              [`${c.hero.call} gave ${c.hero.his} snack to share.`, `Everyone smiled.`],
              [`It was okay.`, `They shared something else.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `Everyone was quiet for a moment, and then somebody laughed about the really big, hungry bird, and soon everyone was laughing, ${c.hero.call} too.`,
              ],
              [
                `Everyone forgave ${c.hero.call}, and they all shared what they had, which turned out to be plenty.`,
              ],
              [
                `"Thank you for telling us," everyone said, and the snack ${c.hero.call} shared was just as good.`,
              ],
              [
                `There was a little giggle about the imaginary bird, and then a happy sharing feast with whatever was left.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`The truth made the funny feeling go.`, `${c.hero.call} felt good again.`],
            [`${c.hero.call} felt better.`, `The truth helps.`],
            [`The funny feeling went away.`, `Truth is good.`],
            [`${c.hero.call} was glad.`, `${c.hero.He} told the truth.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that a fib makes a small mistake grow bigger, and the truth makes it small enough to fix.`,
            ],
            [
              `${c.hero.call} learned that telling the truth about a mistake is much better than covering it up.`,
            ],
            [
              `${c.hero.call} learned that a made-up story makes things worse, and honesty makes things right.`,
            ],
            [`${c.hero.call} learned that the truth can turn a mistake into a chance to make things better.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} secretly eats ${c.setting.treat} from a box, crumbs on ${c.hero.his} chin`,
      wrongTurn: (c) => `${c.hero.legend} points up at the sky, blaming a bird, holding an empty box`,
      rightChoice: (c) =>
        `${c.hero.legend} stands up and tells the truth, holding the empty box, looking sorry`,
    },
    titles: (c) => [
      `${c.hero.call} and the Very Big Bird`,
      `Where Did the Treats Go?`,
      `${c.hero.call} Tells What Happened`,
    ],
  },
];
