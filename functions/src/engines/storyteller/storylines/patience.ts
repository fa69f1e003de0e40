import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Patience: peeking at the treats before they are ready; a little one who walks slowly. */
export const PATIENCE: MoralPlot[] = [
  {
    value: 'patience',
    storyline: 'not-ready-yet',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [
              `The ${c.setting.treat} were cooking.`,
              `"Wait till they're ready," someone said.`,
              `${h.call} could not wait!`,
            ],
            [
              `The ${c.setting.treat} were cooking.`,
              `"Not yet," someone said.`,
              `${h.call} wanted them now!`,
            ],
            [
              `Something smelled yummy.`,
              `It was ${c.setting.treat}, not ready yet.`,
              `${h.call} did not want to wait.`,
            ],
            [
              `"Don't open it," ${h.call} was told.`,
              `The ${c.setting.treat} needed more time.`,
              `${h.call} wiggled and wiggled.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `A fresh batch of ${c.setting.treat} was on its way, and the smell alone made ${h.call}'s tummy rumble.`,
              `"They need to cook a little longer. Please don't open the lid," ${h.call} was told. But a little longer felt like forever.`,
            ],
            [
              `Some ${c.setting.treat} were cooking, and they smelled amazing.`,
              `"Don't lift the lid yet, they're not ready," ${h.call} was told, but ${h.he} could hardly bear it.`,
            ],
            [
              `The ${c.setting.treat} were nearly ready, but not quite.`,
              `"Please wait and don't peek," someone said, and ${h.call} groaned, because waiting was the worst.`,
            ],
            [
              `${h.call} could smell the ${c.setting.treat} cooking, warm and sweet.`,
              `"Just a bit longer, no peeking!" ${h.he} ${h.was} told, but a bit longer felt like a year.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} opened the lid.`, `Peek! Poke! Squish!`, `Oh no, they went flat!`],
            [`${h.call} took a peek.`, `${h.He} poked one.`, `Down they sank, all flat.`],
            [`${h.call} lifted the lid.`, `Poke, poke!`, `They went flat as pancakes.`],
            [`${h.call} opened it up.`, `${h.He} touched them.`, `Squish, they went flat.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `When nobody was looking, ${h.call} lifted the lid, just for a peek, then a poke, then a bigger poke.`,
              `With a sad little sigh, the ${c.setting.treat} sank flat.`,
            ],
            [
              `${h.call} sneaked over and lifted the lid for a peek, then poked one.`,
              `The ${c.setting.treat} sighed and sank, all flat and squashed.`,
            ],
            [
              `When nobody was watching, ${h.call} opened the lid and prodded the ${c.setting.treat}.`,
              `With a tiny whoosh, they collapsed.`,
            ],
            [
              `${h.call} couldn't resist. ${h.He} peeked and poked.`,
              `The ${c.setting.treat} went flat as pancakes.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt sad.`, `Waiting would have been better.`],
            [`${c.hero.call} was sad.`, `Waiting was better after all.`],
            [`${c.hero.call} frowned.`, `${c.hero.He} wished ${c.hero.he} had waited.`],
            [`${c.hero.call} felt cross.`, `Peeking spoiled them.`],
          ])
        : told(c, 'feeling', [
            [
              `${c.hero.call} stared at the flat, squashed ${c.setting.treat} and wished with all ${c.hero.his} heart ${c.hero.he} had waited.`,
            ],
            [`${c.hero.call} looked at the flat ${c.setting.treat} and felt terrible.`],
            [`${c.hero.call}'s heart sank just like the ${c.setting.treat}.`],
            [`${c.hero.call} wished ${c.hero.he} had just waited.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Waiting is hard. Let's do something fun while we wait. Then time goes fast.`,
            `Waiting is hard. Let's play a game while we wait.`,
            `Good things need time. Let's sing a song.`,
            `Don't look. Let's do something fun instead.`,
          ])
        : told(c, 'advice', [
            `Waiting is one of the hardest things there is. The trick is not to stare at the thing you're waiting for. Find something else to do, and the waiting gets shorter all by itself.`,
            `Waiting is really hard, especially for yummy things. But doing something else while you wait helps a lot.`,
            `Good things need time. Let's play a game so the waiting goes faster.`,
            `When you're waiting, try not to watch the thing you want. Keep busy, and time will fly.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`They made a new batch.`, `This time ${h.call} played a game.`, `${h.He} did not peek!`],
            [`They made some more.`, `${h.call} played a game.`, `No peeking this time.`],
            [`A new batch went in.`, `${h.call} sang a song.`, `${h.He} did not look.`],
            [`They tried again.`, `${h.call} counted to ten.`, `Then again, and again.`],
          ])
        : told(c, 'rightChoice', [
            [
              `They started a new batch together, and this time ${h.call} sat on ${h.his} hands and played a game of I-spy instead.`,
              `Twice ${h.his} fingers twitched towards the lid, and twice ${h.he} spied something else instead.`,
            ],
            [
              `They made a new batch, and ${h.call} played a counting game instead of peeking.`,
              `Whenever ${h.he} wanted to look, ${h.he} counted to ten instead.`,
            ],
            [
              `A fresh batch went on, and ${h.call} kept busy with a song and a game.`,
              `${h.He} didn't peek once.`,
            ],
            [
              `This time, ${h.call} drew pictures while the new ${c.setting.treat} cooked.`,
              `${h.He} kept ${h.his} hands busy and ${h.his} eyes away from the lid.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`Ding! They were ready!`, `Big and puffy and yummy.`],
              [`Ding! All ready!`, `Big and yummy.`],
              [`Now they were ready.`, `So puffy!`],
              [`Time to eat!`, `They were perfect.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`At last it was time, and out came the ${c.setting.treat}, puffed up and golden and perfect.`],
              [`When the ${c.setting.treat} were ready, they were perfect, puffy and golden.`],
              [`Finally, out came the ${c.setting.treat}, looking and smelling wonderful.`],
              [`The wait was over, and the ${c.setting.treat} were the best ever.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that good things are worth waiting for.`],
            [`${c.hero.call} learned to wait.`],
            [`${c.hero.call} learned that waiting makes things better.`],
            [`${c.hero.call} learned that yummy things take time.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that some of the best things can't be hurried, and that patience has a delicious reward.`,
            ],
            [`${c.hero.call} learned that patience brings the sweetest rewards.`],
            [`${c.hero.call} learned that waiting is easier when you keep busy, and worth it in the end.`],
            [`${c.hero.call} learned that some things just can't be rushed.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} sniffs the smell of ${c.setting.treat} cooking, eager`,
      wrongTurn: (c) => `${c.hero.legend} peeks under a lid, surprised, as the ${c.setting.treat} sink flat`,
      rightChoice: (c) => `${c.hero.legend} sits patiently playing I-spy, smiling`,
    },
    titles: (c) => [
      `${c.hero.call} Waits for the Treats`,
      `Don't Peek, ${c.hero.call}!`,
      `Worth Waiting For`,
    ],
  },
  {
    value: 'patience',
    storyline: 'slow-steps',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`${cap(p.intro)} walked so slowly.`, `Step... step... step.`, `"Hurry up!" said ${h.call}.`],
            [`${p.call} was little and slow.`, `Step, stop, look.`, `"Faster!" said ${h.call}.`],
            [
              `${cap(p.intro)} walked so slow.`,
              `${p.call} looked at every bug.`,
              `"Come on!" said ${h.call}.`,
            ],
            [`${p.call}'s legs were short.`, `Slow, slow, slow.`, `"Hurry!" said ${h.call}.`],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} had much shorter legs and wanted to stop and look at absolutely everything on the way.`,
              `"Hurry UP," groaned ${h.call}, marching ahead. "We'll never get there at this rate!"`,
            ],
            [
              `${cap(p.intro)} was little and walked very slowly, stopping to look at every leaf and stone.`,
              `"Come ON," ${h.call} grumbled. "You're so slow!"`,
            ],
            [
              `${cap(p.intro)}'s little legs couldn't keep up, and ${p.he} kept stopping to look at things.`,
              `${h.call} sighed loudly. "Hurry up! We're going to be late!"`,
            ],
            [
              `Walking with ${p.intro} was slow, because ${p.he} wanted to look at everything.`,
              `"Faster!" said ${h.call}, getting impatient.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} pulled ${p.call}'s hand.`, `${p.call} fell down.`, `Now ${p.he} cried.`],
            [`${h.call} pulled ${p.call}.`, `${p.call} fell over.`, `${p.call} cried.`],
            [`${h.call} tugged too hard.`, `Down went ${p.call}.`, `Boo hoo.`],
            [`${h.call} ran and pulled.`, `${p.call} tripped.`, `${p.call} was sad.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} grabbed ${p.call}'s hand and pulled, faster and faster, until ${p.call} tripped and sat down hard.`,
              `Now ${p.he} ${p.was} crying, and they were going nowhere at all.`,
            ],
            [
              `${h.call} pulled ${p.call} along by the hand, too fast, until ${p.call} stumbled and fell.`,
              `Now ${p.call} was crying, and they had to stop completely.`,
            ],
            [
              `${h.call} tugged ${p.call} to go quicker, and ${p.call} tripped over.`,
              `${p.call} started crying, and they couldn't go anywhere.`,
            ],
            [
              `${h.call} rushed ${p.call} so much that ${p.he} fell down.`,
              `Tears came, and now they were stuck.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Rushing made things slower!`, `${c.hero.call} felt cross and sorry.`],
            [`Now they had to stop.`, `${c.hero.call} felt sorry.`],
            [`Hurry made it slower.`, `${c.hero.call} felt bad.`],
            [`${c.peer.call} was crying.`, `${c.hero.call} was sorry.`],
          ])
        : told(c, 'feeling', [
            [
              `Rushing had made everything slower, and ${c.hero.call} felt cross and sorry at exactly the same time.`,
            ],
            [`${c.hero.call} felt cross, but also sorry. Rushing had only made them slower.`],
            [`Being impatient had made everything worse, and ${c.hero.call} felt bad.`],
            [`${c.hero.call} realised that hurrying hadn't helped at all.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Little legs are slow. Walk with ${c.peer.call}, and look at things together.`,
            `Little friends go slowly. Walk with them.`,
            `Slow is okay. Look at things together.`,
            `Be patient. Little legs need time.`,
          ])
        : told(c, 'advice', [
            `Little legs can't go as fast as yours. Being patient means going at someone else's speed for a while. Try it. You might see things you'd have rushed right past.`,
            `Little ones need more time. Being patient means slowing down for them, and you might discover something wonderful.`,
            `Patience means going at someone else's pace, even when you want to go faster.`,
            `When we slow down for others, we show that we care. And slow walks can be full of surprises.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} helped ${p.call} up.`, `They walked slowly.`, `"Look, a beetle!" said ${h.call}.`],
            [`${h.call} helped ${p.call} up.`, `"Let's go slow," ${h.he} said.`, `"Look, a snail!"`],
            [`${h.call} held ${p.call}'s hand.`, `Slow, slow.`, `"See the flower?"`],
            [`"Sorry," said ${h.call}.`, `They walked slowly.`, `"A ladybird!" said ${p.call}.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} helped ${p.call} up and brushed ${p.him} off. "Sorry. Let's go slowly. You show me what you're looking at."`,
              `${p.call} pointed at a shiny beetle, a heart-shaped stone and a cloud like a rabbit.`,
            ],
            [
              `${h.call} helped ${p.call} up. "Sorry. Let's go slowly. What are you looking at?"`,
              `${p.call} showed ${h.him} a ladybird, a shiny pebble and a funny-shaped cloud.`,
            ],
            [
              `${h.call} wiped ${p.call}'s tears. "I'll go slower. Show me what you see."`,
              `${p.call} pointed out a snail, a feather and a flower.`,
            ],
            [
              `"I'm sorry," said ${h.call}, helping ${p.call} up. "Let's walk together, nice and slow."`,
              `${p.call} showed ${h.him} all sorts of little treasures along the way.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`It was a fun, slow walk.`, `They got there at last!`],
              [`A slow, happy walk.`, `They got there.`],
              [`They saw so much.`, `And they got there too.`],
              [`Slow and fun.`, `Here they were!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`It was the slowest walk ever, and somehow the best, and they still got there in time.`],
              [`It was a slow walk, but a fun one, and they arrived just in time.`],
              [`They took their time and loved every moment, and got there safely.`],
              [`Going slowly turned out to be the best part of the day.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to wait for little legs.`],
            [`${c.hero.call} learned to go slow for little friends.`],
            [`${c.hero.call} learned to be patient.`],
            [`${c.hero.call} learned that slow can be fun.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that patience means slowing down for the people you love, and that slow can be lovely.`,
            ],
            [
              `${c.hero.call} learned that patience means slowing down for others, and that slow can be special.`,
            ],
            [`${c.hero.call} learned that being patient with little ones shows love.`],
            [`${c.hero.call} learned that patience turns a rush into an adventure.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} marches ahead impatiently while ${c.peer.legend} walks slowly behind`,
      wrongTurn: (c) => `${c.peer.legend} sits on the ground crying as ${c.hero.legend} looks upset`,
      rightChoice: (c) =>
        `${c.hero.legend} walks slowly hand in hand with ${c.peer.legend}, pointing at a beetle`,
    },
    titles: (c) => [`Slow Steps`, `${c.hero.call} Slows Down`, `${c.hero.call} and the Beetle Walk`],
  },
];
