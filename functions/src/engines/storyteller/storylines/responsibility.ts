import { told, type MoralPlot } from '../moral.js';

/** Responsibility: carrying the picnic bag all the way; closing the lid on the treats. */
export const RESPONSIBILITY: MoralPlot[] = [
  {
    value: 'responsibility',
    storyline: 'the-picnic-bag',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [
              `${h.call} had a job.`,
              `${h.He} had to carry the bag with the ${c.setting.treat}.`,
              `It was heavy!`,
            ],
            [`${h.call} had to carry the bag.`, `The ${c.setting.treat} were in it.`, `It got so heavy.`],
            [
              `"Carry the ${c.setting.treat}, please," ${h.call} was told.`,
              `${h.call} said yes.`,
              `Oof, heavy!`,
            ],
            [
              `The ${c.setting.treat} bag was ${h.call}'s job.`,
              `${h.call} carried it.`,
              `It was big and heavy.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `${h.call} was given an important job: carrying the bag with the ${c.setting.treat} all the way to the picnic spot.`,
              `At first it felt easy, but with every step the bag seemed to grow a little heavier.`,
            ],
            [
              `Carrying the bag with the ${c.setting.treat} was ${h.call}'s job, all the way to where everyone would eat.`,
              `It started off light as a feather, but soon it was pulling at ${h.his} arm.`,
            ],
            [
              `${h.call} had been chosen to carry the ${c.setting.treat} in a big bag for the picnic.`,
              `The path was long, and the bag got heavier and heavier.`,
            ],
            [
              `"Can you carry the ${c.setting.treat}?" ${h.call} was asked, and ${h.he} proudly said yes.`,
              `But the bag bumped ${h.his} legs and dragged at ${h.his} fingers with every step.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} put the bag down.`, `${h.He} ran off to play.`, `${h.He} forgot the bag!`],
            [`${h.call} dropped the bag.`, `${h.He} ran off.`, `The bag stayed behind.`],
            [`${h.call} put it down.`, `${h.He} went to play.`, `${h.He} forgot it.`],
            [`"Too heavy," said ${h.call}.`, `${h.He} left it.`, `Off ${h.he} ran.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"Someone else can carry it," ${h.call} decided, and dropped the bag beside the path.`,
              `Then ${h.he} skipped off to ${c.activity2.base}, and didn't look back once.`,
            ],
            [
              `"It's too heavy," ${h.call} grumbled, and left the bag under a bush.`,
              `Then ${h.he} ran off to ${c.activity2.base} without telling anyone.`,
            ],
            [
              `${h.call} put the bag down "just for a second" and forgot all about it.`,
              `${h.He} dashed away to ${c.activity2.base} as fast as ${h.he} could.`,
            ],
            [
              `"Somebody else can take a turn," ${h.call} thought, and set the bag down on the path.`,
              `Then ${h.he} ran ahead to ${c.activity2.base}, leaving it far behind.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Later, it was snack time.`, `But where was the bag?`],
            [`Snack time came.`, `Where were the ${c.setting.treat}?`],
            [`Everyone was hungry.`, `Oh no, the bag!`],
            [`"Snack time!" someone said.`, `${c.hero.call} remembered the bag.`],
          ])
        : told(c, 'feeling', [
            [
              `When snack time came, everyone looked around for the bag, and ${c.hero.call}'s tummy did a flip. It was still lying by the path, far behind.`,
            ],
            [
              `When everyone got hungry and asked for the ${c.setting.treat}, ${c.hero.call}'s cheeks went pink. The bag was nowhere near.`,
            ],
            [
              `Soon everyone was hungry, and ${c.hero.call} remembered the bag, sitting all alone way back down the path.`,
            ],
            [
              `"Who has the ${c.setting.treat}?" someone called, and ${c.hero.call}'s heart sank right into ${c.hero.his} shoes.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `A job is a job, even when it gets heavy. We can rest, but we don't give up.`,
            `It's your job. Rest a bit, then carry it again.`,
            `Jobs can be heavy. We rest, then we finish.`,
            `You can do it. Little by little.`,
          ])
        : told(c, 'advice', [
            `When a job gets heavy, being responsible doesn't mean being superhuman. You can stop, rest, ask for a hand, and then carry on. What you can't do is leave it for someone else to notice.`,
            `Being responsible means finishing the job, even when it gets hard. It's fine to rest, and it's fine to ask for help. It's not fine to just leave it.`,
            `Big jobs can feel heavy. We can take breaks, swap hands, or ask a friend. But a job we said yes to is ours to finish.`,
            `When something is our job, other people are counting on us. Let's go back and finish it, one step at a time.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} ran back.`, `There was the bag!`, `${h.He} carried it all the way.`],
            [`${h.call} ran back.`, `${h.He} got the bag.`, `${h.He} carried it all the way.`],
            [`Back went ${h.call}.`, `${h.He} picked up the bag.`, `Step, step, step.`],
            [`${h.call} went to get it.`, `${h.He} rested a bit.`, `Then ${h.he} carried it.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} ran back down the path, found the bag, and carried it, resting twice, all the way to the picnic spot.`,
              `"It was my job," ${h.he} puffed, "and I finished it."`,
            ],
            [
              `${h.call} raced back, grabbed the bag and carried it all the way, stopping to rest when ${h.he} needed to.`,
              `"My job," ${h.he} said proudly, "all done."`,
            ],
            [
              `${h.call} hurried back along the path, picked up the bag and carried it again, swapping hands when one got tired.`,
              `"I did it," ${h.he} panted.`,
            ],
            [
              `Back down the path went ${h.call}, and back up ${h.he} came with the bag, step after step.`,
              `"Here are the ${c.setting.treat}!" ${h.he} called.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`Everyone cheered for ${c.hero.call}.`, `The ${c.setting.treat} were yummy.`],
              [`"Yay, ${c.hero.call}!" everyone said.`, `Yum, snack time!`],
              [`Everyone clapped.`, `The ${c.setting.treat} were so good.`],
              [`${c.hero.call} did it!`, `Everyone ate.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `The ${c.setting.treat} had never tasted better, maybe because ${c.hero.call} had carried them so far.`,
              ],
              [
                `Everyone cheered, and the ${c.setting.treat} tasted extra good because ${c.hero.call} had worked so hard for them.`,
              ],
              [`The picnic was wonderful, and ${c.hero.call} felt proud every time someone took a bite.`],
              [
                `Everyone thanked ${c.hero.call}, and it felt good to have finished what ${c.hero.he} had started.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} finished ${c.hero.his} job.`, `That felt really good.`],
            [`${c.hero.call} finished the job.`, `${c.hero.He} felt so proud.`],
            [`${c.hero.call} learned to finish a job.`, `It felt great.`],
            [`${c.hero.call} carried it all the way.`, `What a helper!`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that a job finished, even a heavy one, brings a special kind of proud feeling you can't get any other way.`,
            ],
            [`${c.hero.call} learned that finishing a job, even a heavy one, feels better than giving up.`],
            [`${c.hero.call} learned that being responsible means seeing a job through to the end.`],
            [`${c.hero.call} learned that resting is okay, but leaving a job for someone else is not.`],
          ]),
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
        ? told(c, 'problem', [
            [`"Please shut the lid," someone said.`, `"Okay!" said ${h.call}.`, `But ${h.he} left it open.`],
            [`"Close the lid," ${h.call} was told.`, `"Yes!" said ${h.call}.`, `But ${h.he} forgot.`],
            [`${h.call} had to shut the lid.`, `${h.He} ran off to play.`, `The lid was open.`],
            [`"Lid on, please," someone said.`, `${h.call} nodded.`, `The lid stayed off.`],
          ])
        : told(c, 'problem', [
            [
              `"Please close the lid of the box with the ${c.setting.treat}," ${h.call} was told, "or the little visitors will find them."`,
              `"I will," ${h.call} said, but ${h.he} ${h.was} already thinking about ${c.activity.ing}, and the lid stayed wide open.`,
            ],
            [
              `${h.call} had one small job: keep the lid on the box of ${c.setting.treat} closed so no hungry creatures could get in.`,
              `"Okay," said ${h.call}, but ${h.he} ran off to start ${c.activity.ing} and forgot to close it.`,
            ],
            [
              `"Remember to put the lid back on the ${c.setting.treat}," ${h.call} was reminded.`,
              `${h.call} said yes, then got so excited about ${c.activity.ing} that the lid was left wide open.`,
            ],
            [
              `The ${c.setting.treat} needed the lid kept on tight, and that was ${h.call}'s job.`,
              `But ${h.call} was in a hurry to go ${c.activity.ing}, and the lid never got shut.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`Some ants came.`, `Then some birds came too!`, `"Not my fault," said ${h.call}.`],
            [`Ants came in.`, `Birds came too.`, `"The birds did it," said ${h.call}.`],
            [`Ants! Birds!`, `What a mess.`, `"Not me," said ${h.call}.`],
            [`In came ants and birds.`, `They ate and ate.`, `"Not my job," said ${h.call}.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `Soon a line of busy ants marched in, and two cheeky birds hopped in after them.`,
              `When ${h.call} saw the mess, ${h.he} shrugged. "The birds did it. It's not my fault."`,
            ],
            [
              `Before long, ants were marching in and out, and a bird was pecking inside.`,
              `"I didn't leave it open," ${h.call} said when ${h.he} saw. "Somebody else did."`,
            ],
            [
              `A trail of ants found the box first, then a bold little bird.`,
              `"It wasn't me," ${h.call} said quickly, looking away.`,
            ],
            [
              `Hungry ants and a cheeky bird soon discovered the open box.`,
              `"Those birds are so naughty," ${h.call} said, as if ${h.he} had nothing to do with it.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`But ${c.hero.call} knew.`, `${c.hero.He} had left the lid open.`],
            [`But ${c.hero.call} knew.`, `It was ${c.hero.his} job.`],
            [`${c.hero.call} felt funny.`, `${c.hero.He} forgot the lid.`],
            [`${c.hero.call} looked at the lid.`, `${c.hero.He} knew.`],
          ])
        : told(c, 'feeling', [
            [
              `But deep down, ${c.hero.call} knew whose job the lid had been, and the shrug didn't make that feeling go away.`,
            ],
            [
              `But ${c.hero.call} couldn't stop thinking about that lid, and a guilty feeling buzzed inside ${c.hero.him} like a bee.`,
            ],
            [`The excuse didn't feel good at all. ${c.hero.call} knew the lid had been ${c.hero.his} job.`],
            [`Blaming the birds didn't make ${c.hero.call} feel better; it made ${c.hero.him} feel worse.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `We all forget. Being responsible means we help clean up.`,
            `Oops happens. Say 'my job' and help fix it.`,
            `We all forget. Let's help tidy up.`,
            `Saying 'I forgot' is brave. Then we fix it.`,
          ])
        : told(c, 'advice', [
            `We all forget sometimes. Being responsible means saying, 'That was my job,' then helping to put it right, and maybe finding a way to remember next time.`,
            `Everyone forgets things. The responsible thing is to say, 'That was me,' and help fix it. Then think of a way to remember next time.`,
            `When we make a mistake, blaming others doesn't help. Owning up and cleaning up does.`,
            `Responsibility means taking care of our jobs, and owning it when we don't. Then we can fix things together.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`"It was my job," said ${h.call}.`, `${h.He} helped clean up.`, `${h.He} shut the lid tight.`],
            [`"I forgot," said ${h.call}.`, `${h.He} helped tidy.`, `${h.He} shut the lid.`],
            [`"My job," said ${h.call}.`, `${h.He} shooed the birds.`, `Click went the lid.`],
            [`"Sorry," said ${h.call}.`, `${h.He} cleaned up.`, `${h.He} closed the lid tight.`],
          ])
        : told(c, 'rightChoice', [
            [
              `"It was my job to close the lid," ${h.call} said. "I'll help clean up."`,
              `${h.He} shooed the birds, brushed away the ants and clicked the lid shut, then tied a ribbon on it so ${h.he} would remember next time.`,
            ],
            [
              `"It was me. I forgot the lid," ${h.call} said. "I'll help clean up."`,
              `${h.He} brushed away the ants, shooed the bird, and closed the lid tight.`,
            ],
            [
              `"I'm sorry. Closing the lid was my job," ${h.call} said.`,
              `${h.He} cleaned up the mess and made sure the lid was on properly this time.`,
            ],
            [
              `"I forgot to close it," ${h.call} admitted. "Let me fix it."`,
              `${h.He} tidied the mess and pressed the lid down firmly, click.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`There were still some ${c.setting.treat} left!`],
              [`Some ${c.setting.treat} were left.`],
              [`There were still ${c.setting.treat} for all.`],
              [`Phew, the ${c.setting.treat} were okay.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`Underneath the mess, there were still enough ${c.setting.treat} for everyone to have one.`],
              [`There were still some ${c.setting.treat} left, and everyone shared them happily.`],
              [`Luckily most of the ${c.setting.treat} were fine, and everyone had some.`],
              [
                `Enough ${c.setting.treat} were saved for everyone, and ${c.hero.call} felt glad ${c.hero.he} had helped.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to say 'my job'.`, `And to help fix it.`],
            [`${c.hero.call} learned to say 'my job'.`, `And to fix it.`],
            [`${c.hero.call} learned to own up.`, `Then help.`],
            [`${c.hero.call} learned to remember the lid.`, `Good job!`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that being responsible isn't about never forgetting; it's about owning it when you do, and making it right.`,
            ],
            [`${c.hero.call} learned that owning a mistake is the first step to fixing it.`],
            [`${c.hero.call} learned that being responsible means saying 'my job', even when it's hard.`],
            [
              `${c.hero.call} learned that taking care of little jobs matters, and owning up when you forget matters even more.`,
            ],
          ]),
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
