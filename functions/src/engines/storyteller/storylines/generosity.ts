import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Generosity: lending a favourite thing; giving your playtime to help a friend finish. */
export const GENEROSITY: MoralPlot[] = [
  {
    value: 'generosity',
    storyline: 'lend-a-favourite',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`${h.call} had a ${c.prop} and a ${c.prop2}.`, `${cap(p.intro)} had nothing to play with.`],
            [`${h.call} had two toys.`, `${cap(p.intro)} had none.`],
            [`${h.call} had a ${c.prop} and a ${c.prop2}.`, `${p.call} had nothing at all.`],
            [`Two toys for ${h.call}.`, `No toys for ${p.call}.`],
          ])
        : told(c, 'problem', [
            [
              `${h.call} had brought both a ${c.prop} and a ${c.prop2}, and was busy switching between them.`,
              `Nearby, ${p.intro} had forgotten ${p.his} things at home and was sitting with nothing to do.`,
            ],
            [
              `${h.call} had two favourite things with ${h.him}: a ${c.prop} and a ${c.prop2}.`,
              `Sitting close by was ${p.intro}, who had nothing to play with at all.`,
            ],
            [
              `${h.call} was playing with ${h.his} ${c.prop}, with ${h.his} ${c.prop2} lying beside ${h.him}.`,
              `${cap(p.intro)} sat on ${p.his} own, empty-handed and bored.`,
            ],
            [
              `Both the ${c.prop} and the ${c.prop2} were ${h.call}'s, and ${h.he} loved them both.`,
              `Not far away, ${p.intro} had nothing to do and looked a bit lonely.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"Can I have one?" asked ${p.call}.`, `"No, they're both mine," said ${h.call}.`],
            [`"May I play with one?" asked ${p.call}.`, `"No, mine," said ${h.call}.`],
            [`${p.call} asked for a turn.`, `${h.call} held them both tight.`],
            [`"Can I?" asked ${p.call}.`, `${h.call} shook ${h.his} head.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"Could I borrow one?" ${p.call} asked. ${h.call} hugged both of them close. "No. They're mine, and I need them both."`,
              `But ${h.he} only had two hands, and couldn't play with both at once anyway.`,
            ],
            [
              `"Can I play with one?" asked ${p.call}. "No, they're both mine," said ${h.call}, holding on tight.`,
              `But ${h.call} could only play with one at a time.`,
            ],
            [
              `${p.call} asked to borrow the ${c.prop2}, but ${h.call} said, "No, I might need it."`,
              `The ${c.prop2} just sat there, not being used.`,
            ],
            [
              `"May I have a turn?" ${p.call} asked. "No," said ${h.call}, and put both things in ${h.his} lap.`,
              `${h.He} couldn't use them both anyway.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.peer.call} sat all alone.`, `The ${c.prop2} just lay there.`],
            [`${c.peer.call} looked sad.`, `The ${c.prop2} sat on the ground.`],
            [`Nobody played with the ${c.prop2}.`, `${c.peer.call} sat alone.`],
            [`${c.hero.call} could only play with one.`, `${c.peer.call} just watched.`],
          ])
        : told(c, 'feeling', [
            [
              `The ${c.prop2} lay unused in the grass while ${c.peer.call} watched it, and ${c.hero.call}'s game started to feel a little lonely.`,
            ],
            [
              `The ${c.prop2} lay there, forgotten, and ${c.hero.call} noticed ${c.peer.call} looking at it sadly.`,
            ],
            [
              `${c.hero.call} played alone, but it felt a bit empty, especially with ${c.peer.call} watching.`,
            ],
            [
              `Having both things didn't feel as good as ${c.hero.call} had thought, with ${c.peer.call} sitting alone.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Sharing what we have makes it more fun. Things are for playing with.`,
            `Toys like to be played with. You can share one.`,
            `Sharing makes two friends happy.`,
            `You have two. Your friend has none. What could you do?`,
          ])
        : told(c, 'advice', [
            `Things are happiest when they're being played with. Being generous means noticing what you have more than enough of, and letting someone else enjoy it too.`,
            `Sharing your things lets someone else have fun too. Generosity makes everyone's day better.`,
            `When you have more than you need, you can share. It's a wonderful way to make a friend.`,
            `Toys are for playing. If you can only use one, why not let a friend use the other?`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} gave ${p.call} the ${c.prop2}.`, `"You can play with this," ${h.he} said.`],
            [`${h.call} gave the ${c.prop2} to ${p.call}.`, `"This one is for you," ${h.he} said.`],
            [`"Here, play with this," said ${h.call}.`, `${p.call} smiled.`],
            [`${h.call} held out the ${c.prop2}.`, `"Let's both play!"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} picked up the ${c.prop2} and held it out. "Here, you have this one. You can keep it till home time."`,
              `${p.call}'s eyes went wide. "Really? Thank you!"`,
            ],
            [
              `${h.call} handed the ${c.prop2} to ${p.call}. "Here, you can play with this."`,
              `"Thanks!" said ${p.call}, beaming.`,
            ],
            [
              `${h.call} thought for a moment, then gave ${p.call} the ${c.prop2}. "Let's both play."`,
              `${p.call}'s face lit up.`,
            ],
            [
              `"You can use my ${c.prop2}," said ${h.call}, passing it over.`,
              `${p.call} grinned. "Really? Thank you!"`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`Now they both could play.`, `What fun!`],
              [`They played together.`, `So much fun!`],
              [`Two friends, two toys.`, `Happy, happy!`],
              [`They made up a game.`, `They laughed a lot.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `With one each, they invented a brand-new game that needed both, and it was the best game of the day.`,
              ],
              [`Now they both had something to play with, and they made up a game together.`],
              [`Together they played and laughed, and it was much more fun than playing alone.`],
              [`Sharing made the game bigger and better, and they played all afternoon.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that giving makes fun grow.`],
            [`${c.hero.call} learned that sharing is fun.`],
            [`${c.hero.call} learned to share with friends.`],
            [`${c.hero.call} learned that giving feels good.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that being generous doesn't leave you with less; it often leaves you with more, like a new friend and a better game.`,
            ],
            [`${c.hero.call} learned that sharing what you love makes it even more special.`],
            [`${c.hero.call} learned that generosity brings friends and fun.`],
            [`${c.hero.call} learned that giving to others often gives you back more than you gave.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} holds a ${c.prop} and a ${c.prop2} while ${c.peer.legend} sits with nothing`,
      wrongTurn: (c) => `${c.hero.legend} hugs both toys close while ${c.peer.legend} looks sad`,
      rightChoice: (c) => `${c.hero.legend} hands the ${c.prop2} to ${c.peer.legend} with a smile`,
    },
    titles: (c) => [`One for ${c.peer.call}`, `One for You`, `${c.hero.call}'s Two Treasures`],
  },
  {
    value: 'generosity',
    storyline: 'gift-of-time',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${cap(p.intro)} was stuck.`,
              `${p.He} could not finish ${p.his} job.`,
              `But ${h.call} wanted to play!`,
            ],
            [
              `${cap(p.intro)} had a big job.`,
              `${p.call} could not finish.`,
              `${h.call} wanted to go and play.`,
            ],
            [`${p.call} was still working.`, `It was slow.`, `${h.call} was all done.`],
            [`${cap(p.intro)} looked tired.`, `${p.His} job was not done.`, `${h.call} wanted to run off.`],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} was trying to finish ${p.his} part of the job before playtime, but it was taking ages, and ${p.he} looked close to tears.`,
              `${h.call} had finished already, and playtime was calling.`,
            ],
            [
              `${cap(p.intro)} was still working on ${p.his} job when playtime began, and it was going very slowly.`,
              `${h.call} was done already and wanted to go and play.`,
            ],
            [
              `Everyone else had finished, but ${p.intro} was still busy, looking worried and tired.`,
              `${h.call} was itching to run off and play.`,
            ],
            [
              `${cap(p.intro)}'s job was taking forever, and ${p.he} looked ready to cry.`,
              `${h.call} had finished ages ago, and playtime was starting.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} ran off to play.`, `${p.call} stayed behind, all alone.`],
            [`${h.call} ran to play.`, `${p.call} was left alone.`],
            [`"Bye!" said ${h.call}.`, `${p.call} worked alone.`],
            [`${h.call} went off.`, `${p.call} kept working, all alone.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"See you later," ${h.call} called, and ran off to be first at ${c.activity2.ing}.`,
              `Behind ${h.him}, ${p.call} kept working, slower and slower, all alone.`,
            ],
            [
              `${h.call} waved and ran off to ${c.activity2.base}.`,
              `${p.call} was left behind, working on alone.`,
            ],
            [
              `"Bye!" said ${h.call}, and dashed off to ${c.activity2.base}.`,
              `${p.call} kept working by ${p.himself}, getting slower and slower.`,
            ],
            [
              `${h.call} didn't look back as ${h.he} hurried off to ${c.activity2.base}.`,
              `${p.call} sighed and kept working, all alone.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Playing was fun, but...`, `${c.hero.call} kept looking back.`],
            [`${c.hero.call} looked back.`, `${c.peer.call} was still working.`],
            [`Play was fun.`, `But ${c.hero.call} kept thinking of ${c.peer.call}.`],
            [`${c.hero.call} felt funny.`, `${c.peer.call} was all alone.`],
          ])
        : told(c, 'feeling', [
            [
              `Playtime was fun, but ${c.hero.call} kept looking back at ${c.peer.call}, still bent over the job, missing everything.`,
            ],
            [
              `But as ${c.hero.call} played, ${c.hero.he} kept thinking about ${c.peer.call}, still stuck, missing all the fun.`,
            ],
            [
              `${c.hero.call} couldn't stop glancing back at ${c.peer.call}, and playtime didn't feel quite right.`,
            ],
            [
              `Playing was fun, but ${c.hero.call} kept seeing ${c.peer.call} working alone, and it bothered ${c.hero.him}.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Giving can mean giving your time. Helping is a present too.`,
            `Helping a friend is a gift. Then you can both play.`,
            `You can give your time. That is kind.`,
            `Two hands help a job go fast.`,
          ])
        : told(c, 'advice', [
            `Generosity isn't only about giving things. Sometimes the most generous thing you can give is your time. A few minutes of your playtime could give ${c.peer.call} all of theirs.`,
            `Sometimes the best thing we can give is our time. Helping a friend finish means you can both play.`,
            `Generosity means giving what someone needs, and sometimes what they need is your help.`,
            `A few minutes of help is a big gift to someone who is stuck. Then you can both enjoy playtime together.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} went back.`, `"Let me help you," ${h.he} said.`, `They worked together.`],
            [`${h.call} went back.`, `"I'll help," ${h.he} said.`, `They worked side by side.`],
            [`${h.call} ran back to ${p.call}.`, `"Let's do it together."`, `Soon it was done.`],
            [`"Can I help?" asked ${h.call}.`, `${p.call} smiled.`, `They finished fast.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} walked back and sat down beside ${p.call}. "I'll help. Two of us will be quicker."`,
              `They worked side by side, and the job that had felt endless was done in no time.`,
            ],
            [
              `${h.call} went back to ${p.call}. "Let me help. We'll finish faster together."`,
              `Side by side, they worked, and it was done before they knew it.`,
            ],
            [
              `${h.call} turned around and sat next to ${p.call}. "Can I help you?"`,
              `With two of them, the job flew by.`,
            ],
            [
              `"I'll help you," said ${h.call}, picking up where ${p.call} was stuck.`,
              `Together they finished in no time at all.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`All done! Now they both could play.`],
              [`Done!`, `Now they both played.`],
              [`All finished.`, `Off to play together!`],
              [`The job was done.`, `Playtime for two!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `Then they raced off to play together, and there was still plenty of playtime left for both of them.`,
              ],
              [`Then they ran off to play together, and there was plenty of fun left for both.`],
              [
                `They both played happily for the rest of the time, and ${c.peer.call} couldn't stop smiling.`,
              ],
              [`Off they went to play, together, and it was even more fun with a friend.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that time is a gift too.`],
            [`${c.hero.call} learned that helping is a gift.`],
            [`${c.hero.call} learned to give ${c.hero.his} time.`],
            [`${c.hero.call} learned that helping a friend feels good.`],
          ])
        : told(c, 'lesson', [
            [`${c.hero.call} learned that giving your time is one of the most generous gifts of all.`],
            [`${c.hero.call} learned that giving your time to help someone is a wonderful gift.`],
            [`${c.hero.call} learned that generosity isn't just about things; it's about helping.`],
            [`${c.hero.call} learned that helping a friend can be the best use of playtime.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.peer.legend} works hard alone, looking worried, while ${c.hero.legend} is ready to play`,
      wrongTurn: (c) => `${c.hero.legend} runs off to play, glancing back at ${c.peer.legend} working alone`,
      rightChoice: (c) => `${c.hero.legend} sits beside ${c.peer.legend} and helps, both smiling`,
    },
    titles: (c) => [
      `The Gift of Time`,
      `${c.hero.call} Comes Back`,
      `${c.hero.call} and ${c.peer.call} Finish Together`,
    ],
  },
];
