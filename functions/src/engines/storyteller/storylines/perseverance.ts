import { told, type MoralPlot } from '../moral.js';
import { either } from '../vary.js';

/** Perseverance: learning a new little skill; a long steep walk. */
export const PERSEVERANCE: MoralPlot[] = [
  {
    value: 'perseverance',
    storyline: 'new-skill',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      const skill = either(c, 'whistle', 'hop on one foot', 'do a forward roll', 'snap fingers');
      return c.young
        ? told(c, 'problem', [
            [
              `${h.call} wanted to ${skill}.`,
              `${h.He} tried. Nothing!`,
              `${h.He} tried again. Still nothing!`,
            ],
            [`${h.call} wanted to ${skill}.`, `${h.He} tried. Oops.`, `${h.He} tried more. Oops again.`],
            [`Could ${h.call} ${skill}?`, `Not yet.`, `${h.He} tried and tried.`],
            [`${h.call} tried to ${skill}.`, `It did not work.`, `So hard!`],
          ])
        : told(c, 'problem', [
            [
              `Someone nearby could ${skill}, and ${h.call} decided that ${h.he} had to learn it too, right now.`,
              `${h.He} tried once, and twice, and ten times, and each time it came out all wrong.`,
            ],
            [
              `${h.call} watched someone ${skill} and wanted to learn it more than anything.`,
              `But when ${h.he} tried, it didn't work. ${h.He} tried again and again, and still nothing.`,
            ],
            [
              `${h.call} had always wanted to ${skill}, and today ${h.he} ${h.was} going to learn.`,
              `But it was much trickier than it looked, and try after try went wrong.`,
            ],
            [
              `"I'm going to ${skill}," ${h.call} announced.`,
              `${h.He} tried over and over, but it just wouldn't happen.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"I can't do it!" said ${h.call}.`, `"I give up!"`],
            [`"It's too hard!" said ${h.call}.`, `"I quit!"`],
            [`${h.call} stomped ${h.his} foot.`, `"I can't!"`],
            [`"No more," said ${h.call}.`, `${h.He} sat down.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"I'm rubbish at it, and I'll never be able to," ${h.call} announced, and kicked at the ground.`,
              `"I give up. It's a silly thing anyway."`,
            ],
            [`"I'm hopeless," ${h.call} said, stamping ${h.his} foot.`, `"I'm never going to learn it."`],
            [`${h.call} scowled. "It's too hard, I quit."`, `"Who wants to do that anyway?"`],
            [`"I can't do it," ${h.call} grumbled.`, `"I'm not trying ever again."`],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`But ${c.hero.call} still wanted to learn.`, `Just a little bit.`],
            [`But ${c.hero.call} still wanted to.`, `Just a little.`],
            [`${c.hero.call} wished ${c.hero.he} could do it.`, `So much.`],
            [`${c.hero.call} looked at it again.`, `${c.hero.He} still wanted to try.`],
          ])
        : told(c, 'feeling', [
            [`But even after giving up, ${c.hero.call} kept secretly wishing ${c.hero.he} could do it.`],
            [`But secretly, ${c.hero.call} still wished ${c.hero.he} could do it.`],
            [`Even though ${c.hero.he} had quit, ${c.hero.call} kept thinking about it.`],
            [`${c.hero.call} pretended not to care, but ${c.hero.he} really did.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Everyone is a beginner first. Try a tiny bit every day.`,
            `Everybody starts at the start. Try a little every day.`,
            `Practice helps. Try again, bit by bit.`,
            `You are learning. Keep going!`,
          ])
        : told(c, 'advice', [
            `Nobody can do anything the first time. Everyone who can do it once couldn't. The trick is to practise a little bit, rest, and practise again. Every try teaches your body something.`,
            `Learning something new takes lots of practice. Every try helps your body learn. Keep going, a little at a time.`,
            `Nobody is good at something the first time. Perseverance means practising even when it's hard.`,
            `Your brain and body are learning with every try, even the ones that go wrong. Don't give up yet!`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} tried again.`, `And again. And again!`],
            [`${h.call} tried once more.`, `And more, and more!`],
            [`${h.call} practised.`, `A bit, then a rest, then a bit.`],
            [`${h.call} kept going.`, `Try, try, try!`],
          ])
        : told(c, 'rightChoice', [
            [
              `So ${h.call} practised: a little bit, then a rest, then a little bit more, all through the day.`,
              `Each try was a tiny bit less wrong than the one before.`,
            ],
            [
              `${h.call} kept practising: a little, then a rest, then a little more.`,
              `Slowly, it started to get better.`,
            ],
            [
              `${h.call} tried again and again, taking little breaks in between.`,
              `Each time was a tiny bit better than before.`,
            ],
            [`${h.call} didn't give up; ${h.he} practised and practised.`, `Bit by bit, ${h.he} got closer.`],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`Then, at last, ${c.hero.he} did it!`, `Hooray for ${c.hero.call}!`],
              [`Then ${c.hero.he} did it!`, `Yay, ${c.hero.call}!`],
              [`At last it worked!`, `${c.hero.call} jumped up.`],
              [`${c.hero.call} did it!`, `Again and again!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `And then, quite suddenly, it worked! ${c.hero.call} did it once, then again, then five times in a row.`,
              ],
              [`And then, suddenly, ${c.hero.call} did it, and again, and again!`],
              [`Finally it worked, and ${c.hero.call} couldn't stop smiling.`],
              [`At last, ${c.hero.call} got it right, and then did it over and over, just for fun.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to keep trying.`],
            [`${c.hero.call} learned to keep practising.`],
            [`${c.hero.call} learned that trying works.`],
            [`${c.hero.call} learned not to give up.`],
          ])
        : told(c, 'lesson', [
            [`${c.hero.call} learned that 'I can't do it' often just means 'I can't do it yet'.`],
            [`${c.hero.call} learned that practice and patience can teach you anything.`],
            [`${c.hero.call} learned that 'I can't' really means 'I can't yet'.`],
            [`${c.hero.call} learned that perseverance turns hard things into things you can do.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} tries hard to learn something new, concentrating`,
      wrongTurn: (c) => `${c.hero.legend} kicks at the ground, upset, giving up`,
      rightChoice: (c) => `${c.hero.legend} practises again, determined`,
    },
    titles: (c) => [`${c.hero.call} Can't Do It Yet`, `Practice, Practice`, `${c.hero.call} Keeps Trying`],
  },
  {
    value: 'perseverance',
    storyline: 'steep-path',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [`The path went up and up.`, `${h.call}'s legs got tired.`, `"Carry me!" ${h.he} said.`],
            [`Up the big hill they went.`, `${h.call}'s legs hurt.`, `"Pick me up!" ${h.he} said.`],
            [`The path was steep.`, `${h.call} was tired.`, `"Too far!" ${h.he} said.`],
            [`Up, up, up.`, `${h.call} puffed and puffed.`, `"I'm too tired," ${h.he} said.`],
          ])
        : told(c, 'problem', [
            [
              `To get there, the path went up, and up, and then up some more, steeper and steeper.`,
              `Halfway, ${h.call}'s legs felt like jelly. "Carry me," ${h.he} moaned. "I can't walk one more step."`,
            ],
            [
              `The way there was a long, steep path that went up and up and up.`,
              `Before long, ${h.call}'s legs were tired. "I can't go on," ${h.he} groaned.`,
            ],
            [
              `The path climbed higher and higher, and it seemed to never end.`,
              `Halfway up, ${h.call} stopped. "My legs hurt. Carry me!"`,
            ],
            [
              `Up, up, up went the path, steeper and steeper.`,
              `${h.call} puffed and panted. "I'm too tired to walk any more."`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} sat down on the path.`, `"I'm not going!" ${h.he} said.`],
            [`${h.call} sat down.`, `"I'm staying here!" ${h.he} said.`],
            [`${h.call} stopped.`, `"No more walking!" ${h.he} said.`],
            [`${h.call} flopped down.`, `"I won't go!" ${h.he} said.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} plonked down in the middle of the path. "I'm not going any further. It's too far and too steep."`,
            ],
            [`${h.call} sat right down on the path. "I'm staying here. It's too hard."`],
            [`${h.call} stopped and refused to take another step. "I give up."`],
            [`"I'm not walking any more," said ${h.call}, and flopped down.`],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`But the top was so close.`, `${c.hero.call} wanted to see it.`],
            [`But ${c.hero.call} could see the top.`, `${c.hero.He} wanted to get there.`],
            [`The top was near.`, `${c.hero.call} looked up.`],
            [`${c.hero.call} peeked up the hill.`, `So close!`],
          ])
        : told(c, 'feeling', [
            [
              `But from where ${c.hero.he} sat, ${c.hero.call} could just see the top, and ${c.hero.he} really did want to see what was up there.`,
            ],
            [
              `But looking up, ${c.hero.call} could see the top, not so far away, and ${c.hero.he} wondered what was there.`,
            ],
            [`The top was in sight, and ${c.hero.call} really wanted to see the view.`],
            [`${c.hero.call} peeked up the path. The top was closer than ${c.hero.he} had thought.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Let's not think about the top. Just ten steps, then a rest.`,
            `Ten little steps, then a rest. You can do it.`,
            `Just a few steps. Then a few more.`,
            `Let's count steps together. One, two, three.`,
          ])
        : told(c, 'advice', [
            `Big climbs are made of small steps. Don't look at the top. Let's just do ten steps and then rest. Then ten more. Perseverance is lots of little tries, one after the other.`,
            `Don't think about the whole way. Just take ten steps, then rest, then ten more. Little steps add up to big climbs.`,
            `Perseverance means keeping going, even slowly. Every step gets you closer.`,
            `The top isn't as far as it seems. Let's count our steps together, ten at a time.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`"One, two, three..." counted ${h.call}.`, `Ten steps, then a rest.`],
            [`${h.call} got up.`, `Ten steps, rest, ten steps.`],
            [`"One, two, three," counted ${h.call}.`, `Step by step.`],
            [`${h.call} stood up.`, `Little steps, little rests.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} got up. "One, two, three..." ${h.He} counted ten steps, rested, and counted ten more.`,
              `Slowly, ten steps at a time, the top came closer.`,
            ],
            [
              `${h.call} stood up and counted, "One, two, three..." up to ten, then rested, then ten more.`,
              `Step by step, ${h.he} got closer to the top.`,
            ],
            [
              `${h.call} got up and took ten steps, then a rest, then ten more.`,
              `The top got nearer and nearer.`,
            ],
            [
              `${h.call} began again, counting steps out loud.`,
              `Ten steps and a rest, ten steps and a rest, until ${h.he} ${h.was} nearly there.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`At last, the top!`, `What a view!`],
              [`The top!`, `${c.hero.call} could see so far.`],
              [`${c.hero.call} made it!`, `What a view!`],
              [`At the top!`, `${c.hero.call} cheered.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `And then there were no more steps to count. ${c.hero.call} was at the very top, and the whole world spread out below.`,
              ],
              [`Then ${c.hero.call} was at the top, looking out over everything, and it was amazing.`],
              [`Finally, ${c.hero.call} reached the top, and the view took ${c.hero.his} breath away.`],
              [`At the very top, ${c.hero.call} cheered, and the whole world seemed to cheer back.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that little steps go a long way.`],
            [`${c.hero.call} learned that little steps get you there.`],
            [`${c.hero.call} learned to keep going.`],
            [`${c.hero.call} learned that step by step works.`],
          ])
        : told(c, 'lesson', [
            [`${c.hero.call} learned that even the biggest climb can be done ten small steps at a time.`],
            [`${c.hero.call} learned that small steps can take you to big places.`],
            [`${c.hero.call} learned that perseverance means keeping going, one step at a time.`],
            [`${c.hero.call} learned that even the hardest climb is possible if you don't give up.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} walks up a steep path, tired`,
      wrongTurn: (c) => `${c.hero.legend} sits down on the path, upset, refusing to go on`,
      rightChoice: (c) => `${c.hero.legend} climbs on, counting steps, determined`,
    },
    titles: (c) => [
      `${c.hero.call} Reaches the Top`,
      `Ten Steps at a Time`,
      `${c.hero.call} and the Steep Path`,
    ],
  },
];
