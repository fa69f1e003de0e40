import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Integrity: the rope nobody is watching; keeping your word when a better game comes along. */
export const INTEGRITY: MoralPlot[] = [
  {
    value: 'integrity',
    storyline: 'nobody-watching',
    usesPeer: true,
    problem: (c) => {
      const { peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `A sign said, "Please stay on the path."`,
              `${cap(p.intro)} said, "Nobody is looking."`,
              `"Let's go over there!"`,
            ],
            [`The sign said, "Stay on the path."`, `"Nobody can see," said ${p.call}.`, `"Let's go!"`],
            [`There was a rope and a sign.`, `"Let's go under," said ${p.call}.`, `"Nobody's looking!"`],
            [`"Stay on the path," said the sign.`, `But ${p.call} said, "Come on!"`, `"Nobody will know."`],
          ])
        : told(c, 'problem', [
            [
              `A rope and a sign said, "Please stay on the path. Little plants are growing here."`,
              `"Nobody's looking," whispered ${p.intro}. "Let's climb under and take a shortcut. Nobody will ever know."`,
            ],
            [
              `There was a rope and a sign: "Keep off. Baby plants growing."`,
              `"Let's go under the rope," said ${p.intro}. "It's quicker, and no one's watching."`,
            ],
            [
              `A little sign said, "Please keep to the path. New plants here."`,
              `${cap(p.intro)} grinned. "Nobody's around. Let's cut across!"`,
            ],
            [
              `"Stay on the path," said a sign by a rope, "tiny plants are growing."`,
              `"Come on," whispered ${p.intro}, "nobody will see us."`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} put one foot under the rope.`, `Then two feet!`],
            [`${h.call} ducked under the rope.`, `In ${h.he} went!`],
            [`${h.call} stepped over.`, `One foot, two feet.`],
            [`${h.call} went under the rope.`, `Off the path!`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} looked left and right. Not a grown-up in sight. ${h.He} lifted the rope and ducked one foot under.`,
              `${p.call} was already giggling on the other side.`,
            ],
            [
              `${h.call} checked that nobody was looking, then ducked under the rope.`,
              `${p.call} was already on the other side, laughing.`,
            ],
            [
              `${h.call} looked around. No grown-ups anywhere. ${h.He} slipped under the rope.`,
              `${p.call} waved from the other side.`,
            ],
            [`"Okay," said ${h.call}, and stepped under the rope.`, `${p.call} was already running ahead.`],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Then ${c.hero.call} saw tiny plants.`, `Right under ${c.hero.his} foot!`],
            [`Then ${c.hero.call} saw little plants.`, `Oh no!`],
            [`Tiny plants were there!`, `${c.hero.call} stopped.`],
            [`${c.hero.call} looked down.`, `Baby plants!`],
          ])
        : told(c, 'feeling', [
            [
              `Then ${c.hero.call} looked down and saw tiny green shoots, right next to ${c.hero.his} shoe, and a squashed one behind it.`,
            ],
            [
              `Then ${c.hero.call} saw tiny green sprouts right by ${c.hero.his} feet, and one was squashed flat.`,
            ],
            [
              `${c.hero.call} looked down and saw little baby plants, and ${c.hero.his} shoe was on one of them.`,
            ],
            [`Under ${c.hero.call}'s feet were tiny shoots, and ${c.hero.he} had already stepped on some.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Doing right when nobody sees is very special. It's called integrity.`,
            `We do the right thing, even when nobody sees.`,
            `The rope helps the little plants. Let's stay on the path.`,
            `Doing right, all by yourself, is very grown-up.`,
          ])
        : told(c, 'advice', [
            `Integrity is doing the right thing even when nobody is watching. Rules like that one are there to protect something. And the person who always knows what you did is you.`,
            `Integrity means following the rules even when nobody is looking, because the rules are there for a good reason.`,
            `The rope protects the little plants. Doing the right thing when nobody sees is what integrity is all about.`,
            `You always know what you did, even if no one else does. Integrity means being someone you can be proud of.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} stepped back.`, `"Let's stay on the path," ${h.he} said.`],
            [`${h.call} went back.`, `"Path only," ${h.he} said.`],
            [`${h.call} stepped back.`, `"Let's go the right way," ${h.he} said.`],
            [`${h.call} said, "No, let's stay on the path."`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} stepped carefully back onto the path. "Let's go the long way," ${h.he} told ${p.call}. "The little plants need us not to."`,
              `${p.call} looked at the shoots, and stepped back too.`,
            ],
            [
              `${h.call} carefully stepped back onto the path. "Come back, ${p.call}. We should go the right way."`,
              `${p.call} looked at the plants, then came back too.`,
            ],
            [
              `${h.call} moved back to the path, carefully. "Let's not hurt the plants, ${p.call}."`,
              `${p.call} nodded and followed.`,
            ],
            [
              `"We shouldn't be here," ${h.call} said, stepping back. "The plants need us to stay off."`,
              `${p.call} agreed and stepped back too.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`The long way was fun!`],
              [`The long way was nice.`],
              [`They found a puddle to jump in!`],
              [`The path was fun after all.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `The long way turned out to have a puddle perfect for jumping, and the two of them arrived happy and muddy.`,
              ],
              [`The long way had a big puddle to splash in, and they had tons of fun.`],
              [`Walking the long way, they found a fallen log to balance on, and laughed all the way.`],
              [`The long path turned out to be full of surprises, and they had a great time.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} did the right thing, with nobody looking.`],
            [`${c.hero.call} did the right thing.`, `Nobody saw, but ${c.hero.call} knew.`],
            [`${c.hero.call} learned to do right, always.`],
            [`${c.hero.call} learned that right is right, even alone.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that integrity means choosing right even when nobody would ever find out.`,
            ],
            [
              `${c.hero.call} learned that integrity means doing the right thing, even when nobody's watching.`,
            ],
            [`${c.hero.call} learned that rules protect things, and following them matters even in secret.`],
            [`${c.hero.call} learned that you can be proud of yourself when you choose right on your own.`],
          ]),
    legends: {
      problem: (c) => `${c.peer.legend} points under a rope while ${c.hero.legend} looks at a sign, unsure`,
      wrongTurn: (c) => `${c.hero.legend} ducks under a rope, looking around, while ${c.peer.legend} giggles`,
      rightChoice: (c) =>
        `${c.hero.legend} steps back onto the path with ${c.peer.legend}, pointing at tiny plants`,
    },
    titles: (c) => [
      `Nobody Was Watching`,
      `${c.hero.call} Stays on the Path`,
      `${c.hero.call} and the Little Plants`,
    ],
  },
  {
    value: 'integrity',
    storyline: 'keep-your-word',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${h.call} said to ${p.intro}, "I'll play with you next!"`,
              `Then some big kids called ${h.call}.`,
            ],
            [`"You and me next!" ${h.call} told ${p.intro}.`, `Then big kids said, "Come play!"`],
            [`${h.call} made a promise to ${p.intro}.`, `Then some big kids waved.`],
            [`"I'll play with you," said ${h.call} to ${p.intro}.`, `But big kids called ${h.call} over.`],
          ])
        : told(c, 'problem', [
            [
              `"I'll play with you next, I promise," ${h.call} told ${p.intro}, who waited happily by the ${c.prop2}.`,
              `Then some bigger children called out, "Come and play with us! Our game is the best!"`,
            ],
            [
              `"I'll play with you next," ${h.call} promised ${p.intro}, who sat down by the ${c.prop2} to wait.`,
              `Just then, some older children shouted, "Come and play our game! It's way more fun!"`,
            ],
            [
              `${h.call} had told ${p.intro}, "You and me next, I promise."`,
              `But then some big kids ran by, calling, "Want to join our game?"`,
            ],
            [
              `"Wait for me by the ${c.prop2}, I'll be right there," ${h.call} said to ${p.intro}.`,
              `Then some bigger children invited ${h.call} to play their exciting game.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} went with the big kids.`, `${p.call} waited and waited.`],
            [`${h.call} ran to the big kids.`, `${p.call} waited alone.`],
            [`${h.call} forgot the promise.`, `${p.call} waited and waited.`],
            [`Off went ${h.call}.`, `${p.call} sat all alone.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} ran off with the bigger children, telling ${h.himself} ${p.call} wouldn't mind.`,
              `Back by the ${c.prop2}, ${p.call} waited, and waited, and waited.`,
            ],
            [
              `${h.call} ran off with the big kids, thinking, "${p.call} won't mind."`,
              `By the ${c.prop2}, ${p.call} kept waiting.`,
            ],
            [`${h.call} forgot the promise and joined the big game.`, `${p.call} sat waiting, all alone.`],
            [
              `${h.call} went with the older children without looking back.`,
              `${p.call} waited, and waited, and waited.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} remembered the promise.`, `${c.hero.His} tummy felt funny.`],
            [`${c.hero.call} thought of ${c.peer.call}.`, `${c.hero.He} had promised.`],
            [`${c.hero.call} felt funny inside.`, `A promise is a promise.`],
            [`${c.hero.call} looked back at ${c.peer.call}.`, `${c.hero.call} felt bad.`],
          ])
        : told(c, 'feeling', [
            [
              `The big children's game was fun, but the promise kept tapping ${c.hero.call} on the shoulder, again and again.`,
            ],
            [`The big game was exciting, but ${c.hero.call} kept remembering ${c.hero.his} promise.`],
            [`Even while playing, ${c.hero.call} felt a little guilty about ${c.peer.call}.`],
            [`Something kept nagging at ${c.hero.call}: ${c.hero.he} had promised.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `A promise is a promise. Keeping it shows you can be trusted.`,
            `Keep your promise. Then friends can trust you.`,
            `You said you would. Let's do what we said.`,
            `Promises are important. Go back to your friend.`,
          ])
        : told(c, 'advice', [
            `Integrity means your words and your actions match. When you make a promise, keeping it, even when something more exciting comes along, shows people they can trust you.`,
            `Integrity means doing what you said you would. Keeping a promise shows people they can count on you.`,
            `A promise is special. When you keep your word, even when it's hard, people learn to trust you.`,
            `Integrity means your words and actions match. If you promised, the right thing is to keep it.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} ran back to ${p.call}.`, `"Sorry! I promised. Let's play!"`],
            [`${h.call} ran back.`, `"I'm here, ${p.call}! Let's play!"`],
            [`"Sorry!" said ${h.call} to ${p.call}.`, `"I promised. Let's go!"`],
            [`${h.call} said bye to the big kids.`, `${h.He} ran to ${p.call}.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} said goodbye to the big children and ran back. "Sorry, ${p.call}. I promised, and I'm keeping it."`,
            ],
            [
              `${h.call} said goodbye to the big children and ran back. "Sorry, ${p.call}! I promised, so here I am."`,
            ],
            [`${h.call} left the big game and hurried back. "I'm here, ${p.call}. A promise is a promise."`],
            [`"Sorry, I have to go," ${h.call} told the big kids, and ran back to ${p.call}. "Let's play!"`],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call} smiled so big!`],
              [`${c.peer.call} was so happy!`],
              [`${c.peer.call} grinned and grinned.`],
              [`${c.peer.call} jumped for joy.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${c.peer.call}'s smile was worth ten games, and later the big children came over to join theirs.`,
              ],
              [
                `${c.peer.call}'s face lit up, and they had a brilliant time. Later, the big kids came to join them.`,
              ],
              [`${c.peer.call} was so happy, and their game was the best of the day.`],
              [`${c.peer.call} beamed, and the two of them played until it was time to go.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to keep ${c.hero.his} promises.`],
            [`${c.hero.call} learned to keep ${c.hero.his} word.`],
            [`${c.hero.call} learned that promises matter.`],
            [`${c.hero.call} learned to do what ${c.hero.he} promised.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that a kept promise is worth more than the most exciting game in the world.`,
            ],
            [`${c.hero.call} learned that keeping your word is what integrity is all about.`],
            [`${c.hero.call} learned that a kept promise makes a friend feel special.`],
            [`${c.hero.call} learned that being someone people can trust is worth more than any game.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} promises to play with ${c.peer.legend} while big kids wave from a game`,
      wrongTurn: (c) =>
        `${c.peer.legend} waits alone by a ${c.prop2}, sad, while ${c.hero.legend} plays with big kids far away`,
      rightChoice: (c) =>
        `${c.hero.legend} runs back to ${c.peer.legend}, happy, keeping ${c.hero.his} promise`,
    },
    titles: (c) => [
      `${c.hero.call} Keeps ${c.hero.His} Word`,
      `A Promise Is a Promise`,
      `${c.hero.call} Comes Back`,
    ],
  },
];
