import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Cooperation: two leaders and one plan; a load too heavy for one pair of arms. */
export const COOPERATION: MoralPlot[] = [
  {
    value: 'cooperation',
    storyline: 'two-bosses',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${h.call} and ${p.intro} made a plan.`,
              `"My way!" said ${h.call}.`,
              `"No, MY way!" said ${p.call}.`,
            ],
            [
              `${h.call} and ${p.intro} had a plan.`,
              `"Do it like me!" said ${h.call}.`,
              `"No, like me!" said ${p.call}.`,
            ],
            [`${h.call} had an idea.`, `${cap(p.intro)} had an idea too.`, `"Mine!" they both said.`],
            [`${h.call} wanted to be the boss.`, `So did ${p.intro}.`, `Uh-oh.`],
          ])
        : told(c, 'problem', [
            [
              `${h.call} and ${p.intro} both had a plan for how to ${c.quest.goal}, and both plans were completely different.`,
              `"We'll do it my way," said ${h.call}. "No, my way," said ${p.call}, folding ${p.his} arms.`,
            ],
            [
              `${h.call} and ${p.intro} wanted to ${c.quest.goal} together, but they each had a very different idea of how.`,
              `"Let's do it like this," said ${h.call}. "No, like this!" said ${p.call}.`,
            ],
            [
              `There was one thing ${h.call} and ${p.intro} both wanted to do: ${c.quest.goal}.`,
              `But ${h.call} wanted to be in charge, and so did ${p.call}.`,
            ],
            [
              `${h.call} had a plan to ${c.quest.goal}, and so did ${p.intro}.`,
              `"Mine is better," said ${h.call}. "No, mine is," said ${p.call}, and neither would budge.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`They pulled and pushed.`, `They both shouted.`, `Nothing got done at all.`],
            [`Tug, tug, tug!`, `They both got cross.`, `Nothing got made.`],
            [`They pulled the ${c.prop2}.`, `They shouted.`, `The game stopped.`],
            [`"My way!" "No, my way!"`, `They both stomped off.`, `Nothing was done.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `They argued and tugged the ${c.prop2} back and forth until it slipped out of both their hands.`,
              `${h.call} went one way, ${p.call} went the other, and nothing got done at all.`,
            ],
            [
              `They tugged the ${c.prop2} this way and that, arguing, until it fell and rolled away.`,
              `Soon they were both doing their own thing, and nothing was working.`,
            ],
            [
              `They tugged the ${c.prop2} back and forth and argued so much that they forgot to actually do anything.`,
              `${h.call} stomped off one way and ${p.call} stomped off the other.`,
            ],
            [
              `Each of them grabbed at the ${c.prop2} and tried to do it their own way, bumping into each other.`,
              `Nothing got finished.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Now nobody was playing.`, `${c.hero.call} felt cross and sad.`],
            [`Nobody was happy.`, `${c.hero.call} felt grumpy.`],
            [`No fun now.`, `${c.hero.call} was sad and cross.`],
            [`${c.hero.call} sat alone.`, `This was not fun.`],
          ])
        : told(c, 'feeling', [
            [`Now there were two half-started plans, two cross faces, and no fun anywhere.`],
            [`Now nobody was having fun, and both plans were only half done.`],
            [`Two grumpy faces, two messy plans, and no fun at all.`],
            [`The whole thing had turned into a big, cross muddle.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Two good ideas can fit together. What if you each do one part?`,
            `Your idea and your friend's idea can go together.`,
            `Take turns with ideas. First one, then the other.`,
            `Friends share ideas. Let's put them together.`,
          ])
        : told(c, 'advice', [
            `When two people both want to be in charge, nobody wins. But two ideas can often fit together like puzzle pieces. What's the best bit of your plan, and the best bit of ${c.peer.call}'s?`,
            `When two people have ideas, they can put them together. Cooperation means listening to each other and finding a way that uses both.`,
            `Being the boss isn't the most important thing. Working together is. What's the best part of each plan?`,
            `Good ideas are even better when they're shared. Try mixing your plan with ${c.peer.call}'s.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} went to ${p.call}.`,
              `"You do the top. I do the bottom," ${h.he} said.`,
              `"Okay!" said ${p.call}.`,
            ],
            [`${h.call} went to ${p.call}.`, `"Your idea first, then mine?"`, `"Yes!" said ${p.call}.`],
            [`"Let's do both," said ${h.call}.`, `"You this part, me that part."`, `${p.call} nodded.`],
            [`${h.call} smiled at ${p.call}.`, `"Let's mix our ideas!"`, `"Okay!" said ${p.call}.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} went over to ${p.call}. "Your idea for the start is really good. What if we use yours for that, and mine for the end?"`,
              `${p.call} thought about it, then grinned. "Deal."`,
            ],
            [
              `${h.call} went up to ${p.call}. "Your idea is good. What if we do your part first, then mine?"`,
              `${p.call} smiled. "Okay, let's try!"`,
            ],
            [
              `"Let's stop arguing," said ${h.call}. "Tell me your plan, and I'll tell you mine, and we'll mix them."`,
              `${p.call} agreed, and they sat down together.`,
            ],
            [
              `${h.call} said, "We both have good ideas. Let's use the best bits of both."`,
              `${p.call} nodded. "That's a great idea!"`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`They worked together.`, `It was the best one ever!`],
              [`They made it together.`, `It was so good!`],
              [`Two ideas made one big, good thing.`],
              [`They built it side by side.`, `Hooray!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`With both ideas working together, it went twice as fast and came out twice as good.`],
              [`Working together, they made something wonderful, better than either plan on its own.`],
              [`Their mixed-up plan worked perfectly, and they finished together, laughing.`],
              [`By sharing ideas, they got it done, and it was the best thing they had ever made.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`Two ideas together are better than one.`],
            [`${c.hero.call} learned that two ideas can work together.`],
            [`${c.hero.call} learned to share ideas with friends.`],
            [`${c.hero.call} learned that teamwork is fun.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that working together means mixing the best of everyone's ideas, not just following your own.`,
            ],
            [`${c.hero.call} learned that cooperation means sharing ideas, not fighting over them.`],
            [`${c.hero.call} learned that two heads really are better than one when they work together.`],
            [`${c.hero.call} learned that working together means listening, mixing and sharing.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} and ${c.peer.legend} argue with folded arms, each pointing a different way`,
      wrongTurn: (c) => `${c.hero.legend} and ${c.peer.legend} tug a ${c.prop2} back and forth, upset`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} shake hands and make a plan together`,
    },
    titles: (c) => [
      `${c.hero.call} and ${c.peer.call}'s Big Plan`,
      `Two Ideas Are Better`,
      `${c.hero.call} Makes a Deal`,
    ],
  },
  {
    value: 'cooperation',
    storyline: 'heavy-load',
    usesPeer: true,
    problem: (c) => {
      const { hero: h } = c;
      return c.young
        ? told(c, 'problem', [
            [`There was a big, heavy log.`, `${h.call} wanted to move it.`, `It would not budge!`],
            [`A big log was in the way.`, `${h.call} pushed it.`, `It did not move.`],
            [`Look, a heavy log!`, `${h.call} pushed and pushed.`, `Not one bit!`],
            [`${h.call} tried to move a log.`, `It was too heavy.`, `It stayed still.`],
          ])
        : told(c, 'problem', [
            [
              `To ${c.quest.goal}, ${h.call} needed to move a big, heavy log out of the way.`,
              `${h.He} pushed and heaved and went red in the face, but the log didn't budge, not even a tiny bit.`,
            ],
            [
              `A huge, heavy log was lying right in the way, and ${h.call} needed to move it to ${c.quest.goal}.`,
              `${h.He} pushed with all ${h.his} might, but it wouldn't move an inch.`,
            ],
            [
              `To ${c.quest.goal}, ${h.call} had to shift a big old log.`,
              `${h.He} heaved and huffed and puffed, but the log stayed exactly where it was.`,
            ],
            [
              `There was a great heavy log blocking the way, and ${h.call} wanted to ${c.quest.goal}.`,
              `${h.He} pushed until ${h.his} arms shook, but it didn't budge.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"I can help," said ${p.call}.`, `"No! I can do it!" said ${h.call}.`, `Push, push. Nothing.`],
            [`"I'll help," said ${p.call}.`, `"No, I'm strong!" said ${h.call}.`, `Push, puff, nothing.`],
            [`${p.call} wanted to help.`, `"Me, me!" said ${h.call}.`, `${h.He} fell on ${h.his} bottom.`],
            [`"Let me push too," said ${p.call}.`, `"No way!" said ${h.call}.`, `The log stayed put.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"Want a hand?" asked ${p.intro}. "No thanks, I'm the strongest," said ${h.call}, and pushed harder than ever.`,
              `${h.His} feet slipped, and ${h.he} landed on ${h.his} bottom with a bump.`,
            ],
            [
              `"Shall I help?" asked ${p.intro}. "No, I can do it," said ${h.call}, pushing even harder.`,
              `${h.His} hands slipped, and ${h.he} tumbled over onto the ground.`,
            ],
            [
              `${cap(p.intro)} offered to help, but ${h.call} said, "I'm strong enough!"`,
              `${h.He} pushed and pushed until ${h.he} fell down, puffed out.`,
            ],
            [
              `"Need a hand?" asked ${p.intro}. "No," said ${h.call}, and strained harder.`,
              `But the log still didn't move, and ${h.call} slipped and sat down with a thump.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt tired and cross.`, `The log was too big.`],
            [`${c.hero.call} was tired.`, `${c.hero.He} felt cross.`],
            [`${c.hero.call}'s arms hurt.`, `The log did not care.`],
            [`${c.hero.call} sat down, puffed out.`, `Too big for one.`],
          ])
        : told(c, 'feeling', [
            [
              `Sitting there with sore hands, ${c.hero.call} glared at the log, and the log, being a log, didn't care at all.`,
            ],
            [`${c.hero.call} sat there, tired and annoyed, and the log sat there too, not moving at all.`],
            [
              `${c.hero.call}'s arms were sore, and ${c.hero.his} face was red, and the log was still in the way.`,
            ],
            [`${c.hero.call} felt cross and tired, staring at the stubborn log.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Some jobs need more hands. Many hands make light work!`,
            `Two can push better than one. Ask your friend.`,
            `Big things need helpers. Let's work together.`,
            `Friends make heavy things light.`,
          ])
        : told(c, 'advice', [
            `Even the strongest person in the world can't do everything alone. Many hands make light work. Asking for help isn't being weak; it's being clever.`,
            `Some things are just too heavy for one person. When we cooperate, we can move mountains, or at least logs!`,
            `Asking for help isn't weak. Working together makes everyone stronger.`,
            `Two people pushing together are much stronger than one. That's the magic of cooperation.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`"${p.call}, can you help?" asked ${h.call}.`, `"One, two, three, PUSH!"`],
            [`"Help me, ${p.call}?" asked ${h.call}.`, `Ready, set, push!`],
            [`${h.call} and ${p.call} pushed together.`, `Heave, ho!`],
            [`"Let's push together," said ${h.call}.`, `Push, push, PUSH!`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} called ${p.call} back. "Will you help? I think it needs both of us."`,
              `They put their hands side by side. "One, two, three, PUSH!"`,
            ],
            [
              `${h.call} called over to ${p.call}. "I was wrong. Can you help me push?"`,
              `They stood side by side. "Ready? One, two, three... push!"`,
            ],
            [
              `"${p.call}, will you help after all?" ${h.call} asked.`,
              `Together they leaned into the log. "One, two, three!"`,
            ],
            [
              `${h.call} waved ${p.call} back over. "Let's do it together."`,
              `Shoulder to shoulder, they counted, "One, two, three, PUSH!"`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`The log rolled away!`, `They cheered.`],
              [`Roll, roll went the log!`, `They clapped.`],
              [`The log moved!`, `Hooray for both!`],
              [`It rolled away.`, `They did it!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `The log rolled over with a great thump, and the two of them cheered so loudly that the birds flew up.`,
              ],
              [`With a creak and a roll, the log moved out of the way, and they both cheered.`],
              [`The log rolled away easily with both of them pushing, and they laughed and high-fived.`],
              [`Thump! The log rolled over, and they danced around in celebration.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that helping hands make jobs easy.`],
            [`${c.hero.call} learned that friends make work easy.`],
            [`${c.hero.call} learned to ask for help.`],
            [`${c.hero.call} learned that together is strong.`],
          ])
        : told(c, 'lesson', [
            [`${c.hero.call} learned that working together can do what one person alone never could.`],
            [`${c.hero.call} learned that together we are stronger than alone.`],
            [`${c.hero.call} learned that cooperation can do what one person can't.`],
            [`${c.hero.call} learned that asking a friend to help makes heavy things light.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} pushes hard against a big heavy log, determined`,
      wrongTurn: (c) =>
        `${c.hero.legend} sits on the ground by the log, upset, while ${c.peer.legend} offers a hand`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} push the heavy log together, happy`,
    },
    titles: (c) => [`Many Hands`, `${c.hero.call} and the Heavy Log`, `One, Two, Three, Push!`],
  },
];
