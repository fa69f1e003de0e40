import { told, type MoralPlot } from '../moral.js';

/** Self-discipline: leaving when it is time to go; walking feet when excited. */
export const SELF_DISCIPLINE: MoralPlot[] = [
  {
    value: 'self-discipline',
    storyline: 'time-to-go',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [
              `"Five more minutes," someone called.`,
              `Then it was time to go.`,
              `But ${h.call} did not want to!`,
            ],
            [`"Time to go!" someone said.`, `But ${h.call} said, "No!"`],
            [`It was time to go home.`, `${h.call} wanted to stay.`],
            [`"Let's go now," ${h.call} was told.`, `${h.call} did not want to go.`],
          ])
        : told(c, 'problem', [
            [
              `"Five more minutes, then it's time to pack up," came the call, and the five minutes went by in a flash.`,
              `"Time to go!" But ${h.call} was right in the middle of ${c.activity.ing}, and ${h.he} didn't want to stop, not ever.`,
            ],
            [
              `"Time to get ready to leave soon!" someone called, and a few minutes later it was really time.`,
              `But ${h.call} was having the best time ${c.activity.ing}, and ${h.he} didn't want it to end.`,
            ],
            [
              `The sun was getting lower, and it was time to go home.`,
              `${h.call}, busy ${c.activity.ing}, pretended ${h.he} hadn't heard.`,
            ],
            [
              `"Last five minutes!" came the call, and then, "Time to go!"`,
              `${h.call}'s face fell. ${h.He} ${h.was} still ${c.activity.ing} and didn't want to leave.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"No!" shouted ${h.call}.`, `${h.He} ran away to hide.`, `${h.He} flopped on the ground.`],
            [`${h.call} ran away.`, `${h.He} hid.`, `"I'm not going!"`],
            [`"No, no, no!" said ${h.call}.`, `${h.He} lay down.`, `${h.He} would not move.`],
            [`${h.call} shouted.`, `${h.He} ran off.`, `${h.He} sat down with a flop.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"No! I'm not going!" ${h.call} shouted, and ran off to hide behind the ${c.prop2}.`,
              `When ${h.he} ${h.was} found, ${h.he} flopped down on the ground like a sack of potatoes.`,
            ],
            [
              `"I'm not leaving!" ${h.call} yelled, and ran away to hide.`,
              `When ${h.he} ${h.was} found, ${h.he} lay on the ground and refused to get up.`,
            ],
            [
              `${h.call} shouted "No!" and ran in the opposite direction.`,
              `Then ${h.he} sat down and wouldn't move at all.`,
            ],
            [
              `"I'm staying here forever!" ${h.call} cried, and hid behind the ${c.prop2}.`,
              `${h.He} wouldn't come out, no matter how many times ${h.he} ${h.was} called.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Now everyone was cross.`, `${c.hero.call} felt hot and cross too.`],
            [`Nobody was happy.`, `${c.hero.call} was cross too.`],
            [`Everyone was cross.`, `It was not a happy end.`],
            [`Now everybody was sad.`, `${c.hero.call} too.`],
          ])
        : told(c, 'feeling', [
            [`Now everyone was waiting, nobody was smiling, and the lovely day was ending in the worst way.`],
            [`Everyone was getting tired and grumpy, and the happy day was turning sour.`],
            [`Now nobody was happy, not even ${c.hero.call}.`],
            [`The fun day was ending in tears and frowns.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Stopping is hard when it's fun. Let's count down and say goodbye together.`,
            `It's hard to stop. Let's count to five and wave goodbye.`,
            `We can come back another day. Let's say bye-bye.`,
            `Stop, count, wave. You can do it.`,
          ])
        : told(c, 'advice', [
            `It's hard to stop something you love. Self-discipline is a muscle that gets stronger each time you use it. Let's count down from five, say goodbye to this place, and remember we can come back.`,
            `It's hard to stop when you're having fun. Self-discipline means we stop anyway, because we know we can come back. Let's say goodbye together.`,
            `Leaving a fun place is hard. But being able to stop when it's time shows how grown-up and strong you are.`,
            `Let's take a deep breath, count down from five, and say 'see you next time'. That's what strong kids do.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `"Five, four, three, two, one," said ${h.call}.`,
              `"Goodbye, fun place!"`,
              `${h.He} walked to the car.`,
            ],
            [`${h.call} counted: five, four, three, two, one.`, `"Bye-bye!"`, `${h.He} walked away.`],
            [`${h.call} took a breath.`, `"Five, four, three, two, one!"`, `Then ${h.he} waved.`],
            [`${h.call} stood up.`, `${h.He} counted down.`, `"See you soon!" ${h.he} said.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} stood up, brushed off ${h.his} knees and counted down out loud. "Five, four, three, two, one."`,
              `Then ${h.he} waved. "Goodbye for now! I'll be back," and walked off without one more grumble.`,
            ],
            [
              `${h.call} took a deep breath and stood up. "Five, four, three, two, one."`,
              `"Goodbye! See you next time!" ${h.he} said, and walked off calmly.`,
            ],
            [
              `${h.call} counted down slowly, "Five, four, three, two, one."`,
              `Then ${h.he} waved goodbye and walked to the car without a fuss.`,
            ],
            [
              `"Okay," said ${h.call}, and counted, "Five, four, three, two, one."`,
              `${h.He} waved to everything and walked away, holding a hand.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`Everyone clapped.`, `${c.hero.call} felt grown-up.`],
              [`Everyone smiled.`, `${c.hero.call} felt big.`],
              [`"Well done!" they said.`, `${c.hero.call} felt proud.`],
              [`Hooray for ${c.hero.call}!`, `${c.hero.He} felt so grown-up.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `Everyone clapped, and ${c.hero.call} felt surprisingly grown-up, as if ${c.hero.he} had just lifted something heavy.`,
              ],
              [`Everyone smiled, and ${c.hero.call} felt proud of being so grown-up.`],
              [`Everyone cheered for ${c.hero.call}, and ${c.hero.he} felt strong and happy inside.`],
              [`${c.hero.call} felt tall and proud, and everyone said ${c.hero.he} had done really well.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to stop when it is time.`],
            [`${c.hero.call} learned to stop when it's time.`],
            [`${c.hero.call} learned to say goodbye.`],
            [`${c.hero.call} learned that stopping is strong.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that stopping when it's time is hard, and that doing hard things is how you grow strong inside.`,
            ],
            [
              `${c.hero.call} learned that stopping when it's time is hard, but ${c.hero.he} can do hard things.`,
            ],
            [
              `${c.hero.call} learned that self-discipline means leaving the fun when it's time, knowing there will be more fun another day.`,
            ],
            [`${c.hero.call} learned that being able to stop is a grown-up kind of strong.`],
          ]),
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
        ? told(c, 'problem', [
            [
              `"Walking feet, please," someone said.`,
              `But ${h.call} was so excited!`,
              `${h.He} ran and ran.`,
            ],
            [`"No running, please," someone said.`, `But ${h.call} was excited.`, `Off ${h.he} zoomed.`],
            [`The sign said, "Walk."`, `${h.call}'s feet wanted to run.`, `Zoom, zoom!`],
            [`"Slow feet here," ${h.call} was told.`, `${h.call} was so happy.`, `${h.He} ran fast.`],
          ])
        : told(c, 'problem', [
            [
              `"Walking feet here, please," said a sign, and a grown-up said it too.`,
              `But ${h.call} was so excited that ${h.his} feet seemed to have ideas of their own, and off they zoomed.`,
            ],
            [
              `"Please walk, don't run," said a sign, and a grown-up reminded ${h.call} too.`,
              `But ${h.call} was so excited that ${h.his} feet just started running.`,
            ],
            [
              `Here everyone had to walk, not run.`,
              `But ${h.call} was bursting with excitement, and off ${h.he} dashed.`,
            ],
            [
              `"Slow feet, please," ${h.call} was told.`,
              `But ${h.call}'s excitement fizzed all the way down to ${h.his} toes, and ${h.he} zoomed away.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`Bump! Crash! Oops!`, `${h.call} knocked over a ${c.prop2}.`, `Things went everywhere.`],
            [`Bump went ${h.call}.`, `The ${c.prop2} fell down.`, `Things rolled all around.`],
            [`${h.call} ran into a table.`, `Down went the ${c.prop2}.`, `What a mess.`],
            [`${h.call} bumped the ${c.prop2}.`, `It tipped over.`, `Crash, bang!`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} zoomed round a corner, bumped a table, and sent a ${c.prop2} and everything on it tumbling to the floor.`,
              `"It wasn't my feet's fault," ${h.he} said. "They just ran."`,
            ],
            [
              `${h.call} raced round a corner and crashed into a table, knocking a ${c.prop2} flying.`,
              `"It was my feet, not me," ${h.he} said.`,
            ],
            [
              `With a whoosh, ${h.call} ran straight into a table, and a ${c.prop2} crashed down.`,
              `"My feet did it," ${h.he} said.`,
            ],
            [
              `Zooming along, ${h.call} bumped a table, and the ${c.prop2} on it fell with a clatter.`,
              `"It's not my fault," ${h.he} said. "My feet went too fast."`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt bad.`, `${c.hero.His} feet felt silly.`],
            [`${c.hero.call} felt silly.`, `Running was not a good idea.`],
            [`${c.hero.call}'s cheeks went pink.`, `${c.hero.He} should have walked.`],
            [`${c.hero.call} felt bad.`, `${c.hero.His} feet went too fast.`],
          ])
        : told(c, 'feeling', [
            [
              `Looking at the mess, ${c.hero.call} felt wobbly and embarrassed, because they were ${c.hero.his} own feet, after all.`,
            ],
            [`${c.hero.call} looked at the mess and felt embarrassed, because they were ${c.hero.his} feet.`],
            [`${c.hero.call}'s face went red. ${c.hero.He} knew ${c.hero.he} should have walked.`],
            [`${c.hero.call} felt silly and a bit ashamed.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Excited feet want to run. We can tell them: slow down, walking feet.`,
            `You can be the boss of your feet. Walk, walk, walk.`,
            `Take a big breath. Then walk slowly.`,
            `Excited is fun. Walking feet keep us safe.`,
          ])
        : told(c, 'advice', [
            `Excitement is a wonderful feeling, but we can still be the boss of our own feet. Self-discipline means feeling excited and choosing what to do with it. Try taking three slow breaths when your feet want to zoom.`,
            `Your feet listen to you. When you feel excited, you can slow down with three deep breaths. That's being the boss of yourself.`,
            `It's okay to be excited. Self-discipline means deciding how to act, even when you feel like zooming.`,
            `You are the boss of your body. When your feet want to run, take a breath and tell them to walk.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} picked things up.`, `Then ${h.he} walked. Slow, slow, slow.`],
            [`${h.call} helped tidy up.`, `Then ${h.he} walked, slow and steady.`],
            [`${h.call} picked up the ${c.prop2}.`, `${h.He} took a breath and walked.`],
            [`${h.call} said sorry.`, `Then ${h.he} used walking feet.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} helped to pick everything up. Then, every time ${h.his} feet wanted to zoom, ${h.he} took three slow breaths and told them, "Walking feet."`,
            ],
            [
              `${h.call} helped clean up. After that, whenever ${h.his} feet wanted to run, ${h.he} took three deep breaths and walked.`,
            ],
            [
              `${h.call} picked up the ${c.prop2}. Then ${h.he} walked everywhere slowly, breathing deeply when ${h.he} felt like zooming.`,
            ],
            [`${h.call} helped put everything back. Then, step by careful step, ${h.he} walked.`],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.hero.His} walking feet worked!`],
              [`Walking was fun too!`],
              [`Slow feet saw lots of things.`],
              [`${c.hero.call} walked all the way.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `Walking feet worked! On the way, ${c.hero.call} noticed lots of things ${c.hero.he} would have zoomed right past.`,
              ],
              [`Walking slowly, ${c.hero.call} saw all sorts of things ${c.hero.he} would have missed.`],
              [`Slow walking turned out to be fun, because ${c.hero.call} noticed so much more.`],
              [`With walking feet, ${c.hero.call} spotted lots of interesting things along the way.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to be the boss of ${c.hero.his} feet.`],
            [`${c.hero.call} learned to use walking feet.`],
            [`${c.hero.call} learned to slow down.`],
            [`${c.hero.call} learned that ${c.hero.he} can be the boss of ${c.hero.his} feet.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that being the boss of your own body, even when you're excited, is a real superpower.`,
            ],
            [
              `${c.hero.call} learned that ${c.hero.he} can be the boss of ${c.hero.his} own feet, even when excited.`,
            ],
            [
              `${c.hero.call} learned that self-discipline means slowing down when ${c.hero.he} ${c.hero.v('needs', 'need')} to.`,
            ],
            [
              `${c.hero.call} learned that a few deep breaths can help ${c.hero.him} stay in charge of ${c.hero.his} body.`,
            ],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} runs fast, excited, past a sign asking for walking feet`,
      wrongTurn: (c) => `${c.hero.legend} looks surprised as a ${c.prop2} tumbles over after a bump`,
      rightChoice: (c) => `${c.hero.legend} walks slowly and calmly, taking a deep breath`,
    },
    titles: (c) => [`${c.hero.call}'s Walking Feet`, `Zoom, Zoom, Stop!`, `The Boss of My Feet`],
  },
];
