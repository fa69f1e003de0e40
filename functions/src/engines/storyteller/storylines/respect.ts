import { told, type MoralPlot } from '../moral.js';

/** Respect: leaving a creature in its home; stopping when a friend says stop. */
export const RESPECT: MoralPlot[] = [
  {
    value: 'respect',
    storyline: 'its-own-home',
    usesPeer: false,
    problem: (c) => {
      const { hero: h, setting: s } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${h.call} found ${s.critter.who}.`,
              `"I want to keep it!" said ${h.call}.`,
              `${h.He} put it in ${h.his} ${c.prop}.`,
            ],
            [`Look! ${s.critter.who}!`, `"Mine!" said ${h.call}.`, `${h.He} took it.`],
            [
              `${h.call} saw ${s.critter.who}.`,
              `"I will keep it," ${h.he} said.`,
              `In the ${c.prop} it went.`,
            ],
            [`${s.critter.who} was so small.`, `${h.call} picked it up.`, `"My pet!" ${h.he} said.`],
          ])
        : told(c, 'problem', [
            [
              `Under a leaf by the path, ${h.call} discovered ${s.critter.who}, the most wonderful little creature ${h.he} had ever seen.`,
              `"I'm going to take it home and keep it forever," ${h.he} decided, and scooped it into ${h.his} ${c.prop}.`,
            ],
            [
              `Something moved in the grass, and ${h.call} bent down to find ${s.critter.who}, small and perfect.`,
              `"You're mine now," ${h.call} said happily, and popped it into ${h.his} ${c.prop} to take home.`,
            ],
            [
              `Peeking out from behind a stone was ${s.critter.who}.`,
              `${h.call} gasped with delight and decided right away to keep it, so ${h.he} scooped it into ${h.his} ${c.prop}.`,
            ],
            [
              `${h.call} crouched down and saw ${s.critter.who} right by ${h.his} foot.`,
              `"I'll keep you as a pet," ${h.he} said, and tucked it into ${h.his} ${c.prop} before it could get away.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `${h.call} shook it to see it move.`,
              `${h.He} carried it everywhere.`,
              `The little creature hid and hid.`,
            ],
            [`${h.call} poked it.`, `${h.He} showed everyone.`, `It hid in the corner.`],
            [`${h.call} shook the ${c.prop}.`, `Shake, shake!`, `The little creature was scared.`],
            [`${h.call} took it all over.`, `${h.He} did not stop.`, `It curled up small.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `All afternoon ${h.call} carried it about, poking and jiggling to make it move, showing it to anyone who came near.`,
              `The little creature curled up smaller and smaller, hiding in the corner.`,
            ],
            [
              `${h.call} took it everywhere, tapping the ${c.prop} and shaking it gently to make the creature do tricks.`,
              `But the little creature only pressed itself into the corner and stayed still.`,
            ],
            [
              `For ages ${h.call} peered in, prodded it and held it up for everyone to see.`,
              `The little creature tucked itself away and wouldn't come out.`,
            ],
            [
              `${h.call} kept lifting it out and putting it back, over and over, to show it off.`,
              `Each time, the little creature trembled and tried to hide.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`It did not want to play.`, `${c.hero.call} felt puzzled.`],
            [`The little creature was scared.`, `${c.hero.call} felt funny.`],
            [`It hid and did not move.`, `${c.hero.call} wondered why.`],
            [`It looked so small.`, `${c.hero.call} felt puzzled.`],
          ])
        : told(c, 'feeling', [
            [`"Why won't it play with me?" ${c.hero.call} wondered, and a puzzled, uneasy feeling crept in.`],
            [`"Don't you like me?" ${c.hero.call} asked it, and a strange, worried feeling started to grow.`],
            [
              `The creature looked so tiny and scared that ${c.hero.call}'s excitement turned into a small, uneasy frown.`,
            ],
            [`${c.hero.call} began to wonder whether the little creature was happy at all.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Little creatures have homes and families too. We look, and then we let them go.`,
            `It wants to go home. Let's put it back, gently.`,
            `Its home is here. We can look, then say goodbye.`,
            `Be gentle. Let it go home to its family.`,
          ])
        : told(c, 'advice', [
            `Every creature has its own home and its own family waiting. Respect means caring about what it needs, not just what we want. We can look gently, and then let it go back where it belongs.`,
            `Little creatures aren't toys. They have homes and families and their own lives. Respecting them means leaving them where they belong.`,
            `It's lovely that you care about it. Caring sometimes means letting go. Its home is here, not in a box.`,
            `Imagine if a giant picked you up and carried you away from your home. You'd want to go back, wouldn't you? So does the little creature.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} went back to the leaf.`,
              `${h.He} let the little creature go.`,
              `"Bye-bye!" ${h.he} said.`,
            ],
            [`${h.call} went back.`, `${h.He} let it go.`, `"Go home," ${h.he} said.`],
            [`${h.call} put it down, so gently.`, `Off it went!`, `"Bye!" said ${h.call}.`],
            [`${h.call} opened the ${c.prop}.`, `Out it came.`, `"Go home now," ${h.he} said.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} carried it carefully back to the very same leaf, knelt down and tipped the ${c.prop} so gently that it hardly noticed.`,
              `"Go home now," ${h.he} whispered. "Your family is waiting."`,
            ],
            [
              `${h.call} walked slowly back to where ${h.he} had found it, set the ${c.prop} down and let the creature crawl out by itself.`,
              `"Sorry," ${h.he} said softly. "Go home."`,
            ],
            [
              `${h.call} carried the ${c.prop} back carefully with both hands and lowered it to the ground.`,
              `"You can go now," ${h.he} whispered. "This is your home."`,
            ],
            [
              `Back at the very same spot, ${h.call} opened the ${c.prop} and waited patiently.`,
              `"Off you go," ${h.he} said kindly, keeping very still.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`The little creature went home.`, `${c.hero.call} waved.`],
              [`Off it went home.`, `Bye-bye!`],
              [`It was home again.`, `${c.hero.call} smiled.`],
              [`Back home it went.`, `${c.hero.call} waved goodbye.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`The little creature paused, almost as if to say thank you, and then hurried home.`],
              [`The little creature hurried away into its home, and ${c.hero.call} felt a warm, happy glow.`],
              [`Slowly it crept out and disappeared, and ${c.hero.call} smiled, knowing it was safe.`],
              [
                `With a wiggle and a scurry it was gone, back where it belonged, and ${c.hero.call} waved goodbye.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to be gentle.`, `Every creature needs its home.`],
            [`${c.hero.call} learned to be gentle.`, `Creatures need their homes.`],
            [`${c.hero.call} learned to let it go.`, `That is kind.`],
            [`${c.hero.call} learned to look, not take.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that respect means being gentle with every living thing, even the smallest, and letting it be what it is.`,
            ],
            [
              `${c.hero.call} learned that respect means caring about what others need, even the tiniest ones.`,
            ],
            [`${c.hero.call} learned that the kindest way to love a little creature is to let it stay free.`],
            [
              `${c.hero.call} learned that every living thing deserves to be treated gently and left in its home.`,
            ],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} kneels and scoops up ${c.setting.critter.who} into a ${c.prop}, surprised and delighted`,
      wrongTurn: (c) => `${c.hero.legend} holds up the ${c.prop} with ${c.setting.critter.who} hiding inside`,
      rightChoice: (c) => `${c.hero.legend} kneels and gently lets ${c.setting.critter.who} go back home`,
    },
    titles: (c) => [
      `${c.hero.call} Lets It Go`,
      `A Home for Every Creature`,
      `${c.hero.call} and the Little Visitor`,
    ],
  },
  {
    value: 'respect',
    storyline: 'stop-means-stop',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${h.call} and ${p.intro} played chase.`,
              `${h.call} grabbed ${p.call}'s arm.`,
              `"Stop, please!" said ${p.call}.`,
            ],
            [
              `${h.call} and ${p.intro} played tag.`,
              `${h.call} held on to ${p.call}.`,
              `"Stop!" said ${p.call}.`,
            ],
            [`Chase, chase, chase!`, `${h.call} grabbed ${p.call}.`, `"Please stop," said ${p.call}.`],
            [
              `${h.call} and ${p.intro} ran and ran.`,
              `${h.call} tickled ${p.call}.`,
              `"Stop, please!" ${p.call} said.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `${h.call} and ${p.intro} were playing a wild, giggly game of tickle-chase.`,
              `It was so much fun that ${h.call} kept going, even when ${p.call} puffed, "Stop, please, I need a break!"`,
            ],
            [
              `${h.call} and ${p.intro} were playing a loud, laughing chasing game.`,
              `${h.call} was having such fun that ${h.he} didn't stop when ${p.call} said, "Stop! That's too much!"`,
            ],
            [
              `A game of tickles and chase had ${h.call} and ${p.intro} shrieking with laughter.`,
              `But when ${p.call} gasped, "Stop, I've had enough!", ${h.call} just kept on.`,
            ],
            [
              `${h.call} and ${p.intro} were racing and grabbing in a rough-and-tumble game.`,
              `${p.call} called, "Stop, please!" but ${h.call} was too excited to listen.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`But ${h.call} did not stop.`, `"It's just a game!" ${h.he} said.`, `${p.call} ran away.`],
            [`${h.call} did not stop.`, `"Just one more!" ${h.he} said.`, `${p.call} went away.`],
            [`${h.call} kept going.`, `"It's fun!" ${h.he} said.`, `${p.call} sat down alone.`],
            [`${h.call} tickled again.`, `"More!" ${h.he} laughed.`, `${p.call} walked off.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"It's just a game!" laughed ${h.call}, and tickled ${p.call} again.`,
              `${p.call} pulled free, walked away and sat down with ${p.his} back to everyone.`,
            ],
            [
              `"Come on, don't be boring!" ${h.call} said, and grabbed ${p.call} again.`,
              `${p.call} wriggled away and stomped off to sit alone.`,
            ],
            [
              `${h.call} laughed and kept chasing. "You can't stop now!"`,
              `${p.call}'s face went red, and ${p.he} walked away without a word.`,
            ],
            [
              `"One more!" ${h.call} giggled, tickling ${p.call} even though ${p.he} had said no.`,
              `${p.call} shoved ${p.his} way free and went to sit on ${p.his} own.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Now there was no game.`, `${c.hero.call} did not understand.`],
            [`The game was over.`, `${c.hero.call} felt mixed up.`],
            [`No more chasing.`, `${c.hero.call} did not know why.`],
            [`${c.peer.call} did not want to play.`, `${c.hero.call} felt sad.`],
          ])
        : told(c, 'feeling', [
            [
              `The game was over, and ${c.hero.call} didn't understand why. ${c.hero.He} had only been having fun, hadn't ${c.hero.he}?`,
            ],
            [
              `Suddenly there was nobody to play with, and ${c.hero.call} felt confused and a bit cross.`,
              `It had been a fun game, hadn't it?`,
            ],
            [
              `${c.hero.call} stood alone, puzzled. Why was ${c.peer.call} upset? ${c.hero.He} had only been playing.`,
            ],
            [`The fun drained away, and ${c.hero.call} was left wondering what had gone wrong.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `A game is only fun if everyone is having fun. When a friend says stop, we stop.`,
            `When a friend says stop, we stop right away.`,
            `Stop means stop. That keeps friends safe and happy.`,
            `Listen to your friend. Stop is an important word.`,
          ])
        : told(c, 'advice', [
            `A game is only a game when everybody is enjoying it. When someone says stop, respect means stopping right away, even in the middle of the fun. Their body, their choice.`,
            `Stop means stop, every single time. Even if you're having fun, if your friend says stop, you stop straight away. That's how friends keep each other feeling safe.`,
            `A game stops being fun the moment someone wants it to end. Listening when someone says stop shows them you care about how they feel.`,
            `Everybody gets to say what happens to their own body. When a friend says stop, the kind and respectful thing is to stop right away.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} went to ${p.call}.`,
              `"I'm sorry I did not stop," ${h.he} said.`,
              `"Next time I will."`,
            ],
            [`${h.call} went to ${p.call}.`, `"Sorry. I will stop next time."`],
            [`"Sorry, ${p.call}," said ${h.call}.`, `"You said stop. I will listen."`],
            [`${h.call} sat by ${p.call}.`, `"I'm sorry. Stop means stop."`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} went over and sat down, not too close. "I'm sorry I didn't stop when you asked," ${h.he} said.`,
              `"Next time you say stop, I'll stop straight away. Promise."`,
            ],
            [
              `${h.call} walked over to ${p.call}. "I'm sorry. You said stop and I didn't listen."`,
              `"From now on, when you say stop, I'll stop. Straight away."`,
            ],
            [
              `${h.call} sat down a little way from ${p.call}. "I should have stopped. I'm sorry."`,
              `"Can we play again? I'll stop whenever you say."`,
            ],
            [
              `"I didn't listen when you said stop," ${h.call} said quietly. "That wasn't fair."`,
              `"I promise I'll listen next time."`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call} smiled.`, `They played a new game.`],
              [`${c.peer.call} smiled.`, `They played gently.`],
              [`They played again, nicely.`],
              [`${c.peer.call} said, "Okay!"`, `They took turns.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${c.peer.call} turned around. "Okay. Let's play something else, and we'll both say when we need a break."`,
              ],
              [`${c.peer.call} thought for a moment, then nodded. "Okay. Let's play, but gently."`],
              [`${c.peer.call} gave a small smile. "Thanks. Let's play a game where we take turns."`],
              [`${c.peer.call} scooted closer. "Okay. Let's do a calmer game this time."`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that stop means stop.`, `That is how friends care.`],
            [`${c.hero.call} learned to stop when a friend says stop.`],
            [`${c.hero.call} learned to listen to stop.`],
            [`${c.hero.call} learned that stop is important.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that listening to 'stop' is one of the most important ways to show a friend respect.`,
            ],
            [
              `${c.hero.call} learned that stop means stop, and listening to it keeps friends happy and safe.`,
            ],
            [
              `${c.hero.call} learned that respecting a friend means listening to their 'stop' straight away.`,
            ],
            [
              `${c.hero.call} learned that the best games are the ones where everyone feels safe to say stop.`,
            ],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} chases ${c.peer.legend}, who holds up a hand, asking to stop`,
      wrongTurn: (c) =>
        `${c.peer.legend} sits alone with ${c.peer.his} back turned, upset, while ${c.hero.legend} stands puzzled`,
      rightChoice: (c) => `${c.hero.legend} sits beside ${c.peer.legend} and says sorry`,
    },
    titles: (c) => [
      `${c.hero.call} Listens to Stop`,
      `When a Friend Says Stop`,
      `${c.hero.call} and ${c.peer.call} Play Fair`,
    ],
  },
];
