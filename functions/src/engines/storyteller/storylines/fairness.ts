import { told, type MoralPlot } from '../moral.js';

/** Fairness: starting the race early; sharing out the treats with the biggest kept back. */
export const FAIRNESS: MoralPlot[] = [
  {
    value: 'fairness',
    storyline: 'head-start',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${h.call} and ${p.intro} had a race.`,
              `"Ready, steady..." said ${p.call}.`,
              `${h.call} ran before "Go!"`,
            ],
            [`"Let's race!" said ${p.intro}.`, `"Ready..."`, `But ${h.call} ran too soon.`],
            [
              `${h.call} and ${p.call} lined up.`,
              `"One, two..." said ${p.call}.`,
              `${h.call} ran before three.`,
            ],
            [`A race!`, `${p.call} said, "Steady..."`, `${h.call} was already running.`],
          ])
        : told(c, 'problem', [
            [
              `${h.call} and ${p.intro} decided to have a race to the ${c.prop2}.`,
              `"Ready... steady..." called ${p.call}, but before ${p.he} could say "Go!", ${h.call} was already running.`,
            ],
            [
              `"Let's race to the ${c.prop2}!" said ${p.intro}, and ${h.call} said yes.`,
              `But while ${p.call} was still saying "Ready...", ${h.call} shot off like a rocket.`,
            ],
            [
              `${h.call} and ${p.intro} lined up for a race to the ${c.prop2}.`,
              `${p.call} began the countdown, and ${h.call} set off before ${p.he} even got to "Go".`,
            ],
            [
              `A race to the ${c.prop2} was ${p.intro}'s idea.`,
              `"On your marks..." said ${p.call}, and ${h.call} was already sprinting away.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"I won!" shouted ${h.call}.`, `"That's not fair," said ${p.call}.`],
            [`"I'm first!" said ${h.call}.`, `"You went early," said ${p.call}.`],
            [`"I beat you!" said ${h.call}.`, `"Not fair!" said ${p.call}.`],
            [`${h.call} jumped up and down.`, `${p.call} said, "You cheated."`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"I won! I won!" ${h.call} shouted, dancing around the ${c.prop2}.`,
              `"You started before Go," ${p.call} said quietly. "That's not fair." ${h.call} pretended not to hear.`,
            ],
            [
              `${h.call} reached the ${c.prop2} first and cheered, "I'm the winner!"`,
              `"That wasn't fair, you went early," said ${p.call}, but ${h.call} just kept cheering.`,
            ],
            [
              `"First!" shouted ${h.call}, slapping the ${c.prop2}.`,
              `${p.call} frowned. "You didn't wait for Go." ${h.call} shrugged and said a win was a win.`,
            ],
            [
              `${h.call} jumped up and down at the finish. "Beat you!"`,
              `"You cheated," ${p.call} said sadly, but ${h.call} pretended not to hear.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`But winning did not feel good.`, `It felt a bit empty.`],
            [`Winning felt funny.`, `Not happy at all.`],
            [`${c.hero.call} did not feel like a winner.`, `It felt wrong.`],
            [`The win felt empty.`, `${c.hero.call} frowned.`],
          ])
        : told(c, 'feeling', [
            [
              `But the winning didn't feel like winning. It felt hollow, like a chocolate egg with nothing inside.`,
            ],
            [`But the win felt strange, like a balloon that floats for a moment and then sinks.`],
            [`Somehow, being first didn't feel as good as ${c.hero.call} had thought it would.`],
            [`${c.hero.call}'s cheer went quiet. The win didn't feel real.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `A race is only fun when it's fair. Everyone starts together.`,
            `Fair races start together. Let's try again.`,
            `A fair race is a fun race. Wait for go.`,
            `Winning is only fun when it's fair.`,
          ])
        : told(c, 'advice', [
            `A win only counts when everyone plays by the same rules. Starting early isn't winning, it's just running. Fair play means that whoever wins, everyone had the same chance.`,
            `Winning only feels good when the race is fair. If someone starts early, nobody really wins, not even them.`,
            `Fairness means everybody follows the same rules. Then, win or lose, you can be proud of how you played.`,
            `A fair race is one where everyone has the same chance. Let's try it again, the fair way.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`"You're right," said ${h.call}.`, `"Let's race again. Fair this time."`],
            [`"Sorry, I went early," said ${h.call}.`, `"Again, fair this time!"`],
            [`"Let's race again," said ${h.call}.`, `"I'll wait for go."`],
            [`${h.call} went back to the start.`, `"Now say go, ${p.call}!"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} stopped dancing. "You're right. I started early. Let's race again, properly this time."`,
              `This time they stood side by side, and ${p.call} got to say "Go!"`,
            ],
            [
              `${h.call} walked back to ${p.call}. "I did start early. Sorry. Let's race again, properly."`,
              `This time they waited for ${p.call} to say "Go!" together.`,
            ],
            [
              `"You're right, that wasn't fair," ${h.call} admitted. "Let's have a real race."`,
              `They lined up side by side, and waited for "Go" together.`,
            ],
            [
              `${h.call} nodded slowly. "I cheated. Let's do it again, and this time I'll wait."`,
              `${p.call} counted down, and they both started on "Go!"`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`They ran and ran.`, `${c.peer.call} won! ${c.hero.call} laughed anyway.`],
              [`Go! They ran fast.`, `${c.peer.call} won, and ${c.hero.call} clapped.`],
              [`They raced again.`, `What fun!`],
              [`Zoom, zoom, zoom!`, `A fair race!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `They ran as fast as their legs would go, and ${c.peer.call} won by a nose, and ${c.hero.call} was surprised to find ${c.hero.he} ${c.hero.was} laughing anyway.`,
              ],
              [
                `They raced with all their might, and ${c.peer.call} won, but ${c.hero.call} didn't mind at all. It had been a proper race.`,
              ],
              [
                `${c.peer.call} crossed the line first, and ${c.hero.call} laughed and laughed, because it was fun being fair.`,
              ],
              [
                `It was a close race, and ${c.peer.call} won it. ${c.hero.call} gave ${c.peer.him} a high five.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`A fair race is the best race.`, `${c.hero.call} knew that now.`],
            [`${c.hero.call} learned to play fair.`],
            [`${c.hero.call} learned to wait for go.`],
            [`${c.hero.call} learned that fair is best.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that a fair game, even a lost one, feels much better than a win that isn't really a win.`,
            ],
            [`${c.hero.call} learned that a fair race is better than an unfair win.`],
            [`${c.hero.call} learned that being fair is more important than being first.`],
            [`${c.hero.call} learned that playing by the rules makes the game fun for everyone.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} runs ahead early while ${c.peer.legend} is still getting ready, surprised`,
      wrongTurn: (c) =>
        `${c.hero.legend} dances proudly by the ${c.prop2} while ${c.peer.legend} looks upset`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} stand side by side, ready to race again`,
    },
    titles: (c) => [`${c.hero.call} Races Fair`, `Ready, Steady, Go!`, `${c.hero.call} and the Fair Race`],
  },
  {
    value: 'fairness',
    storyline: 'fair-shares',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`${h.call} shared out the ${c.setting.treat}.`, `One for ${p.call}. Three for ${h.call}!`],
            [`${h.call} gave out the ${c.setting.treat}.`, `One for ${p.call}, lots for ${h.call}.`],
            [`It was ${h.call}'s job to share.`, `${h.call} kept the most.`],
            [`${h.call} shared the ${c.setting.treat}.`, `Big ones for ${h.call}, small ones for ${p.call}.`],
          ])
        : told(c, 'problem', [
            [
              `${h.call} was asked to share out the ${c.setting.treat} between everyone, ${p.intro} too.`,
              `${h.He} gave everyone one each, but kept the three biggest for ${h.himself}, tucked behind ${h.his} back.`,
            ],
            [
              `${h.call} was put in charge of handing out the ${c.setting.treat} to everyone, including ${p.intro}.`,
              `${h.He} gave one to each person, then secretly kept a big pile for ${h.himself}.`,
            ],
            [
              `"Will you share out the ${c.setting.treat}?" ${h.call} was asked, and ${h.he} said yes.`,
              `But ${h.he} slipped the biggest ones into ${h.his} own pile when ${h.he} thought no one was watching.`,
            ],
            [
              `It was ${h.call}'s job to share the ${c.setting.treat} between everybody, ${p.intro} too.`,
              `${h.call} gave everyone a small one, and saved three big ones for ${h.himself}.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"Why do you have more?" asked ${p.call}.`, `"Because I shared them out!" said ${h.call}.`],
            [`"You have more!" said ${p.call}.`, `"I'm the sharer," said ${h.call}.`],
            [`${p.call} looked at ${h.call}'s pile.`, `"Not fair," said ${p.call}.`],
            [`"Why so many?" asked ${p.call}.`, `"Because!" said ${h.call}.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"Why have you got more?" asked ${p.call}, looking at ${p.his} tiny one.`,
              `"Because I did the sharing out," said ${h.call}, "so I get the most." It sounded fair when ${h.he} said it fast.`,
            ],
            [
              `"Your pile is bigger," said ${p.call}, pointing.`,
              `"That's because I'm the one sharing," said ${h.call}, and popped one in ${h.his} mouth.`,
            ],
            [
              `${p.call} looked at ${h.call}'s pile, then at ${p.his} own. "That's not fair."`,
              `"It's fair if you're the one sharing," ${h.call} said quickly.`,
            ],
            [
              `"Why do you get more?" ${p.call} asked.`,
              `"Sharers get extra," ${h.call} said, making up the rule on the spot.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Nobody looked happy.`, `The ${c.setting.treat} did not taste so good.`],
            [`Nobody smiled.`, `The ${c.setting.treat} did not taste good.`],
            [`${c.peer.call} was sad.`, `${c.hero.call} felt funny.`],
            [`It was not fun.`, `${c.hero.call} felt a bit bad.`],
          ])
        : told(c, 'feeling', [
            [
              `Nobody said anything, but nobody looked very happy either, and somehow the biggest ${c.setting.treat} didn't taste as good as ${c.hero.call} had hoped.`,
            ],
            [
              `Everyone went quiet, and the extra ${c.setting.treat} didn't taste as sweet as ${c.hero.call} had expected.`,
            ],
            [`${c.hero.call} chewed, but ${c.hero.his} tummy didn't feel happy, only heavy.`],
            [`The big pile sat there, but ${c.hero.call} didn't feel like eating it anymore.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Fair means everyone gets the same. The sharer too.`,
            `Fair means the same for everyone. You too.`,
            `Share them out so everyone gets the same.`,
            `Let's count them out fairly.`,
          ])
        : told(c, 'advice', [
            `Being the one who shares things out is a special job, because people trust you to be fair. Fair means everyone gets the same, and the sharer doesn't get extra just for holding the box.`,
            `When you're the sharer, everyone is trusting you. Fair sharing means everyone gets the same amount, including you.`,
            `Fairness means not taking more just because you can. The person sharing should share most fairly of all.`,
            `Being in charge of sharing is a chance to show you're fair. Everyone gets the same, no matter who's handing them out.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} put the big ones back.`, `Now everyone got two.`],
            [`${h.call} shared them again.`, `One for you, one for me.`],
            [`${h.call} gave some back.`, `Now everyone had the same.`],
            [`${h.call} counted: one, one, one.`, `All fair now.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} brought out the hidden ones and started again, counting carefully out loud so everyone could see.`,
              `"One for you, one for you, one for me..." until every pile was exactly the same.`,
            ],
            [
              `${h.call} put all the ${c.setting.treat} back together and shared them again, one each, one each, one each.`,
              `Everyone counted along until every pile matched.`,
            ],
            [
              `"Sorry, I took too many," said ${h.call}, and put the extras back.`,
              `Then ${h.he} shared them out again, slowly, so everyone got the same.`,
            ],
            [
              `${h.call} brought out ${h.his} big ones and counted them into everyone's piles.`,
              `"Now it's fair," ${h.he} said, and it was.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`Everyone smiled.`, `Yum, yum!`],
              [`Everyone munched happily.`],
              [`${c.peer.call} smiled at ${c.hero.call}.`],
              [`Yummy and fair!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`Everyone munched happily, and ${c.peer.call} gave ${c.hero.call} a crumby thumbs-up.`],
              [`Everyone smiled and ate together, and ${c.peer.call} nudged ${c.hero.call} happily.`],
              [`The ${c.setting.treat} tasted better now that everybody had the same.`],
              [`${c.peer.call} said, "Thanks, ${c.hero.call}," and everyone enjoyed their fair share.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to share out fairly.`],
            [`${c.hero.call} learned to share fairly.`],
            [`${c.hero.call} learned that fair sharing is best.`],
            [`${c.hero.call} learned that everyone gets the same.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that being fair means treating everyone the same, especially when you're the one in charge.`,
            ],
            [
              `${c.hero.call} learned that fairness means everyone gets the same, especially when you're the one sharing.`,
            ],
            [`${c.hero.call} learned that people trust you when you share fairly.`],
            [
              `${c.hero.call} learned that taking more than your share feels bad, and sharing fairly feels good.`,
            ],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} shares out ${c.setting.treat}, hiding the biggest ones behind ${c.hero.his} back`,
      wrongTurn: (c) =>
        `${c.peer.legend} looks at a tiny treat, sad, while ${c.hero.legend} holds three big ones`,
      rightChoice: (c) =>
        `${c.hero.legend} counts out ${c.setting.treat} into equal piles for ${c.peer.legend} and everyone`,
    },
    titles: (c) => [`${c.hero.call} Shares Fair and Square`, `One for You, One for Me`, `The Fair Shares`],
  },
];
