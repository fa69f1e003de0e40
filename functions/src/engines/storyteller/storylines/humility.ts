import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Humility: a winner who teases; the one who knows the way and does not. */
export const HUMILITY: MoralPlot[] = [
  {
    value: 'humility',
    storyline: 'gloating-winner',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`${h.call} and ${p.intro} had a race.`, `${h.call} won!`, `"You're slow!" ${h.he} said.`],
            [`${h.call} and ${p.intro} raced.`, `${h.call} got there first.`, `"Slowpoke!" said ${h.call}.`],
            [`Race time!`, `${h.call} won the race.`, `"You're so slow, ${p.call}!"`],
            [`${h.call} ran faster than ${p.call}.`, `"I'm the best!" ${h.he} said.`, `"You lose!"`],
          ])
        : told(c, 'problem', [
            [
              `${h.call} and ${p.intro} raced to the ${c.prop2}, and ${h.call} won by a mile.`,
              `"I'm the fastest in the whole world," ${h.he} crowed. "You're as slow as a snail, ${p.call}!"`,
            ],
            [
              `${h.call} and ${p.intro} had a race to the ${c.prop2}, and ${h.call} got there way ahead.`,
              `"Ha! I won! You're so slow, ${p.call}!" ${h.he} laughed.`,
            ],
            [
              `When ${h.call} and ${p.intro} raced to the ${c.prop2}, ${h.call} won easily.`,
              `"I'm the fastest ever! You're as slow as a tortoise!" ${h.he} teased.`,
            ],
            [
              `${h.call} beat ${p.intro} in a race to the ${c.prop2}.`,
              `"Beat you by miles!" ${h.call} shouted. "You're a slowpoke, ${p.call}!"`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} boasted and boasted.`, `${p.call} did not want to play now.`],
            [`${h.call} bragged all day.`, `${p.call} went away.`],
            [`"I won, I won!" sang ${h.call}.`, `${p.call} did not want to play.`],
            [`${h.call} teased ${p.call}.`, `${p.call} walked off, sad.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} told everyone about the win, again and again, doing a snail impression each time.`,
              `${p.call} stopped wanting to race, or play, or even stand nearby.`,
            ],
            [
              `${h.call} kept bragging about the race and teasing ${p.call} about being slow.`,
              `${p.call} didn't want to play anymore.`,
            ],
            [
              `${h.call} wouldn't stop talking about winning, and kept calling ${p.call} slow.`,
              `${p.call} walked away, looking sad.`,
            ],
            [
              `All afternoon, ${h.call} boasted and made fun of ${p.call}.`,
              `${p.call} stopped wanting to be around ${h.call}.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Winning was not fun on ${c.hero.his} own.`],
            [`Winning alone was no fun.`],
            [`${c.hero.call} had nobody to play with.`],
            [`${c.hero.call} was the winner, but all alone.`],
          ])
        : told(c, 'feeling', [
            [
              `Being the fastest in the world turned out to be very lonely when there was nobody left who wanted to race you.`,
            ],
            [`Being the winner wasn't fun when nobody wanted to play with ${c.hero.call}.`],
            [`${c.hero.call} was the fastest, but also the loneliest.`],
            [`Winning felt empty without a friend to share it with.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Winners can be kind. Say 'good race' and ask what ${c.peer.call} is good at.`,
            `A kind winner says 'good race.' Everyone is good at something.`,
            `Be a happy winner, not a bragging one. Ask what your friend likes.`,
            `Friends are better than winning. Say something kind.`,
          ])
        : told(c, 'advice', [
            `It's fine to be proud of winning. But a real champion is humble: they say 'good race', they remember it could have gone the other way, and they know everyone is good at something.`,
            `Winning is nice, but being a good winner is even better. Being humble means not making others feel bad.`,
            `A real champion is kind to everyone, win or lose. And remember, everyone has their own special talents.`,
            `When you win, you can be happy without teasing. Humility means remembering that others are good at things too.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`"Good race," said ${h.call}.`, `"What are you good at?"`, `"Climbing!" said ${p.call}.`],
            [`"Good race, ${p.call}," said ${h.call}.`, `"What do you like?"`, `"Climbing!" said ${p.call}.`],
            [`"Sorry I teased," said ${h.call}.`, `"What are you good at?"`, `"Climbing!" said ${p.call}.`],
            [
              `${h.call} shook ${p.call}'s hand.`,
              `"You try something now."`,
              `"Let's climb!" said ${p.call}.`,
            ],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} went to ${p.call} and held out a hand. "Good race. I'm sorry I called you a snail."`,
              `"What are you best at? You can show me," ${h.he} added. ${p.call} grinned. "Climbing. Come on!"`,
            ],
            [
              `${h.call} went to ${p.call}. "Sorry I teased you. That was a good race."`,
              `"What are you good at? Show me!" ${p.call} smiled. "I'm good at climbing."`,
            ],
            [
              `"I'm sorry I called you slow," ${h.call} told ${p.call}.`,
              `"What do you like doing best?" ${p.call} grinned. "Climbing! Let's go."`,
            ],
            [
              `${h.call} said to ${p.call}, "Good race. I shouldn't have teased."`,
              `"What's your best thing?" ${p.call} pointed up high. "Climbing!"`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call} was a great climber!`, `They had fun.`],
              [`${c.peer.call} climbed so high!`, `${c.hero.call} clapped.`],
              [`${c.peer.call} was a super climber.`, `${c.hero.call} cheered.`],
              [`Up went ${c.peer.call}, fast and high.`, `Wow!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${c.peer.call} was a brilliant climber, much better than ${c.hero.call}, and ${c.hero.call} cheered for ${c.peer.him} at the top.`,
              ],
              [
                `${c.peer.call} was an amazing climber, and ${c.hero.call} cheered ${c.peer.him} on all the way to the top.`,
              ],
              [
                `${c.peer.call} climbed like a squirrel, way better than ${c.hero.call}, and ${c.hero.call} clapped for ${c.peer.him}.`,
              ],
              [
                `It turned out ${c.peer.call} was the best climber around, and ${c.hero.call} was happy to say so.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that everyone is good at something.`],
            [`${c.hero.call} learned to be a kind winner.`],
            [`${c.hero.call} learned that friends are good at things too.`],
            [`${c.hero.call} learned not to brag.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that being humble means winning kindly and remembering that everyone has something they're great at.`,
            ],
            [`${c.hero.call} learned that a good winner is kind, and everyone is great at something.`],
            [`${c.hero.call} learned that humility means celebrating others, not just yourself.`],
            [`${c.hero.call} learned that winning kindly keeps friends, and teasing loses them.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} boasts proudly after winning a race while ${c.peer.legend} looks upset`,
      wrongTurn: (c) => `${c.hero.legend} shows off while ${c.peer.legend} walks away, sad`,
      rightChoice: (c) => `${c.hero.legend} shakes hands with ${c.peer.legend}, smiling`,
    },
    titles: (c) => [`${c.hero.call} Wins Kindly`, `Good Race, ${c.peer.call}!`, `The Snail and the Champion`],
  },
  {
    value: 'humility',
    storyline: 'know-the-way',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`"This way!" said ${h.call}.`, `"I think it's that way," said ${p.call}.`, `"No, I know best!"`],
            [`"Follow me!" said ${h.call}.`, `"I think it's over there," said ${p.call}.`, `"No, I know!"`],
            [`Two paths!`, `"This one," said ${h.call}.`, `${p.call} said, "That one."`],
            [
              `"I know the way," said ${h.call}.`,
              `"Are you sure?" asked ${p.call}.`,
              `"Yes!" said ${h.call}.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `On the way back, the path split in two. "This way," said ${h.call} at once. "I know it is."`,
              `"I think we came the other way," said ${p.intro} quietly. "I remember the ${c.prop2}."`,
            ],
            [
              `On the way back, there were two paths. "It's this one," ${h.call} said, very sure.`,
              `"I think it's the other one," said ${p.intro}. "I remember the ${c.prop2} that way."`,
            ],
            [
              `When the path forked, ${h.call} pointed left at once. "This way, I know it."`,
              `${cap(p.intro)} frowned. "I'm sure we passed the ${c.prop2} on the other path."`,
            ],
            [
              `At the fork in the path, ${h.call} didn't even stop to think. "This way!"`,
              `"Are you sure?" asked ${p.intro}. "I saw the ${c.prop2} over there."`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} went ${h.his} way.`, `The path went on and on.`, `Where were they?`],
            [`${h.call} went ${h.his} way.`, `On and on and on.`, `Hmm, where were they?`],
            [`${h.call} did not listen.`, `The path was long.`, `They were lost.`],
            [`${h.call} walked and walked.`, `Nothing looked right.`, `Uh-oh.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"I always know the way," said ${h.call}, and marched off without listening.`,
              `The path wound on and on, past things none of them had ever seen before.`,
            ],
            [
              `"I'm always right," said ${h.call}, and led the way without listening.`,
              `The path went on and on, past things nobody recognised.`,
            ],
            [
              `${h.call} ignored ${c.peer.call} and marched on.`,
              `The path got longer and stranger, with nothing familiar anywhere.`,
            ],
            [
              `"Trust me," said ${h.call}, and off ${h.he} went.`,
              `But the path kept going, and nothing looked right.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt silly.`, `${c.hero.His} way was wrong.`],
            [`${c.hero.call} felt silly.`, `It was the wrong way.`],
            [`${c.hero.call}'s face went pink.`, `${c.peer.call} was right.`],
            [`${c.hero.call} stopped.`, `${c.hero.He} did not know the way.`],
          ])
        : told(c, 'feeling', [
            [
              `Slowly, ${c.hero.call} began to feel hot and prickly, because ${c.hero.his} way was clearly the wrong way.`,
            ],
            [`${c.hero.call} began to feel uncomfortable. ${c.hero.His} way wasn't the right way after all.`],
            [`${c.hero.call}'s cheeks felt warm. It was clear ${c.hero.he} had been wrong.`],
            [`Little by little, ${c.hero.call} realised ${c.hero.he} had made a mistake.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Nobody is right all the time. Saying 'you were right' is clever.`,
            `Everyone gets it wrong sometimes. Listen to your friend.`,
            `It's okay to say, 'You were right.'`,
            `Friends have good ideas too. Let's listen.`,
          ])
        : told(c, 'advice', [
            `Nobody knows everything, not even grown-ups. Being humble means being able to say, 'I was wrong, and you were right.' Those words are small, but they take a big person to say.`,
            `Everyone makes mistakes, even when they're very sure. Being humble means being brave enough to say, 'You were right.'`,
            `Listening to others is a smart thing to do. Nobody knows everything, and sometimes a friend knows best.`,
            `Saying 'I was wrong' is hard, but it shows you're wise. Humble people listen and learn.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`"You were right," said ${h.call} to ${p.call}.`, `"Show us the way."`],
            [`"You were right, ${p.call}," said ${h.call}.`, `"You lead."`],
            [`"Sorry," said ${h.call}.`, `"Show us, ${p.call}."`],
            [`${h.call} turned to ${p.call}.`, `"Which way?"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} stopped and turned around. "${p.call}, I think you were right. I'm sorry I didn't listen. Will you show us the way?"`,
            ],
            [`${h.call} stopped. "${p.call}, you were right. I'm sorry. Can you lead the way?"`],
            [`"I was wrong," ${h.call} said to ${p.call}. "Please show us the way back."`],
            [`${h.call} turned to ${p.call}. "I should have listened to you. Which way now?"`],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call} found the way!`, `There was the ${c.prop2}.`],
              [`${c.peer.call} knew the way.`, `They got back.`],
              [`Back they went.`, `There was the ${c.prop2}!`],
              [`${c.peer.call} led them home.`, `Hooray for ${c.peer.call}!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${c.peer.call} led them back, spotting the ${c.prop2} just where ${c.peer.he} remembered, and everyone cheered for the new leader.`,
              ],
              [
                `${c.peer.call} led them back, and there was the ${c.prop2}, just as ${c.peer.he} had said. Everyone cheered.`,
              ],
              [
                `Following ${c.peer.call}, they soon found the ${c.prop2} and the way home. ${c.hero.call} thanked ${c.peer.call} warmly.`,
              ],
              [`${c.peer.call} knew the way perfectly, and soon they were back by the ${c.prop2}.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to listen to others.`],
            [`${c.hero.call} learned to listen to friends.`],
            [`${c.hero.call} learned that it's okay to be wrong.`],
            [`${c.hero.call} learned that friends know things too.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that listening to other people's ideas is smarter than always being sure you're right.`,
            ],
            [`${c.hero.call} learned that it's okay to be wrong, and wise to listen.`],
            [`${c.hero.call} learned that humility means admitting mistakes and trusting others.`],
            [`${c.hero.call} learned that listening to a friend can save you from getting lost.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} points one way confidently while ${c.peer.legend} points the other`,
      wrongTurn: (c) => `${c.hero.legend} marches ahead on a winding path, looking unsure`,
      rightChoice: (c) => `${c.peer.legend} leads the way while ${c.hero.legend} follows, smiling`,
    },
    titles: (c) => [`${c.hero.call} Was Wrong`, `This Way or That Way?`, `${c.peer.call} Knows the Way`],
  },
];
