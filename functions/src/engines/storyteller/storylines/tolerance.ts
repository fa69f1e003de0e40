import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Tolerance: a lunch that looks different; a friend who plays from a wheelchair. */
export const TOLERANCE: MoralPlot[] = [
  {
    value: 'tolerance',
    storyline: 'different-lunch',
    usesPeer: true,
    strangerPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `At snack time, ${p.intro} opened ${p.his} box.`,
              `The food looked new to ${h.call}.`,
              `"Yuck!" said ${h.call}.`,
            ],
            [
              `${cap(p.intro)} had a new kind of lunch.`,
              `${h.call} had never seen it.`,
              `"Ew!" said ${h.call}.`,
            ],
            [`${p.call} opened ${p.his} lunch.`, `It smelled new.`, `"Gross!" said ${h.call}.`],
            [`${cap(p.intro)}'s food was different.`, `${h.call} made a face.`, `"Yucky!"`],
          ])
        : told(c, 'problem', [
            [
              `At snack time, ${p.intro} opened a box of food ${h.call} had never seen before, full of colours and smells from ${p.his} grandma's kitchen.`,
              `"Eww, what's that? It looks weird," ${h.call} said, wrinkling ${h.his} nose.`,
            ],
            [
              `At snack time, ${p.intro} opened ${p.his} lunch, and it was full of food ${h.call} had never seen before.`,
              `"Ew, that looks disgusting," said ${h.call}.`,
            ],
            [
              `${cap(p.intro)} unpacked a lunch from ${p.his} family's kitchen, bright and spicy-smelling.`,
              `${h.call} pulled a face. "What is that? It's gross."`,
            ],
            [
              `When ${p.intro} opened ${p.his} lunch box, out came a smell ${h.call} didn't know.`,
              `"Yuck, that's weird food," ${h.call} said loudly.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} moved away.`, `${p.call} closed ${p.his} box.`, `${p.He} did not eat.`],
            [`${h.call} sat far away.`, `${p.call} shut the box.`, `${p.call} did not eat.`],
            [`${h.call} went away.`, `${p.call} put the lunch away.`, `${p.call} was sad.`],
            [`${h.call} moved seats.`, `${p.call} closed the lid.`, `No lunch for ${p.call}.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `A few other children giggled, and ${h.call} moved to sit somewhere else.`,
              `${p.call} quietly closed the box and didn't eat another bite.`,
            ],
            [
              `Some others laughed, and ${h.call} scooted away.`,
              `${p.call} closed ${p.his} lunch and didn't eat.`,
            ],
            [
              `${h.call} moved to another seat, and a few children giggled.`,
              `${p.call} put the lid back on and sat quietly.`,
            ],
            [
              `${h.call} turned away, holding ${h.his} nose.`,
              `${p.call} hid ${p.his} lunch box and looked at the ground.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.peer.call} looked sad.`, `${c.hero.call} felt funny inside.`],
            [`${c.peer.call} was sad.`, `${c.hero.call} felt bad.`],
            [`${c.peer.call} was hungry and sad.`, `${c.hero.call} was sorry.`],
            [`${c.hero.call} looked at ${c.peer.call}.`, `${c.hero.call} felt funny.`],
          ])
        : told(c, 'feeling', [
            [
              `${c.peer.call} looked at the closed box the way you look at something you love that somebody laughed at, and ${c.hero.call} saw it.`,
            ],
            [
              `${c.peer.call} looked so sad, and ${c.hero.call} suddenly felt bad for what ${c.hero.he} had said.`,
            ],
            [
              `${c.hero.call} saw ${c.peer.call}'s hurt face and felt a heavy feeling in ${c.hero.his} tummy.`,
            ],
            [`Seeing ${c.peer.call} not eating made ${c.hero.call} feel uncomfortable.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Different is not yucky. Different is new! You could ask about it.`,
            `New food is not yucky. It's just new. Ask about it.`,
            `Families eat different things. Let's be kind.`,
            `You could ask, 'What is it?'`,
          ])
        : told(c, 'advice', [
            `Different isn't the same as bad. Every family has its own food, its own words and its own ways. Tolerance means being curious instead of unkind. You could ask ${c.peer.call} what it is.`,
            `Families eat all kinds of different food, and all of it is special to someone. Tolerance means being curious and respectful, not unkind.`,
            `New food might look strange at first, but it's someone's favourite. Why not ask about it instead?`,
            `Different doesn't mean bad. Let's be curious: ask ${c.peer.call} about it, and maybe even try some.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} sat by ${p.call}.`, `"What is it?" ${h.he} asked.`, `"Can I try?"`],
            [`${h.call} sat with ${p.call}.`, `"What's that?"`, `"Can I have some?"`],
            [`"Sorry," said ${h.call}.`, `"What is it called?"`, `"Can I try?"`],
            [`${h.call} went back.`, `"I want to try," ${h.he} said.`, `"Please?"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} went back and sat down. "Sorry I said it was weird. What is it called? Could I try a little bit?"`,
              `${p.call} opened the box again and told ${h.him} all about it.`,
            ],
            [
              `${h.call} went back and sat next to ${p.call}. "I'm sorry I said that. What is it? Can I try?"`,
              `${p.call} smiled and explained it was ${p.his} grandma's special recipe.`,
            ],
            [
              `${h.call} said, "Sorry, ${p.call}. It smells interesting. What's it called?"`,
              `${p.call} opened the box and offered ${h.call} a taste.`,
            ],
            [
              `"I was mean," ${h.call} said. "Can you tell me about your food?"`,
              `${p.call} happily shared, telling ${h.call} all about it.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`It was yummy!`, `${c.hero.call} shared ${c.hero.his} snack too.`],
              [`Yum! It was good!`, `${c.hero.call} shared too.`],
              [`${c.hero.call} loved it.`, `They swapped snacks.`],
              [`So tasty!`, `${c.hero.call} gave ${c.peer.call} some of ${c.hero.his} snack.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `It was delicious! ${c.hero.call} swapped some of ${c.hero.his} ${c.setting.treat} for more, and they planned a picnic swap for next time.`,
              ],
              [
                `It was delicious! ${c.hero.call} shared ${c.hero.his} ${c.setting.treat} too, and they swapped snacks all week.`,
              ],
              [`${c.hero.call} loved it! They traded snacks and laughed together.`],
              [`It tasted amazing, and ${c.hero.call} asked for the recipe. They became lunch buddies.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that new things can be nice.`],
            [`${c.hero.call} learned that new food can be yummy.`],
            [`${c.hero.call} learned to be kind about different things.`],
            [`${c.hero.call} learned to ask, not say yuck.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that differences are something to be curious about, and that's how you discover new favourite things.`,
            ],
            [
              `${c.hero.call} learned that trying new things and respecting differences leads to wonderful surprises.`,
            ],
            [
              `${c.hero.call} learned that tolerance means being curious, not unkind, about what's different.`,
            ],
            [`${c.hero.call} learned that every family's food is special.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} wrinkles ${c.hero.his} nose at ${c.peer.legend}'s lunch box`,
      wrongTurn: (c) =>
        `${c.peer.legend} sits alone, sad, with a closed lunch box, while ${c.hero.legend} sits with other children`,
      rightChoice: (c) =>
        `${c.hero.legend} sits beside ${c.peer.legend} and tries ${c.peer.his} food, curious`,
    },
    titles: (c) => [`${c.hero.call} Tries Something New`, `${c.peer.call}'s Lunch Box`, `The Picnic Swap`],
  },
  {
    value: 'tolerance',
    storyline: 'everyone-can-play',
    usesPeer: true,
    strangerPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`${cap(p.intro)} rolled over in ${p.his} wheelchair.`, `"Can I play?" ${p.he} asked.`],
            [`${cap(p.intro)} came in a wheelchair.`, `"Can I play too?"`],
            [`Here came ${p.intro}, rolling fast.`, `"May I play?" ${p.he} asked.`],
            [`${cap(p.intro)} had a wheelchair.`, `${p.He} wanted to play.`],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} rolled over in ${p.his} bright wheelchair, with stickers on the wheels. "Can I play too?"`,
              `${h.call} looked at the wheels and then at the game of ${c.activity.ing}.`,
            ],
            [
              `${cap(p.intro)} came over in ${p.his} wheelchair, decorated with colourful ribbons. "Can I join in?"`,
              `${h.call} looked at the wheelchair, then at the game of ${c.activity.ing}.`,
            ],
            [
              `"Can I play?" asked ${p.intro}, wheeling up with a big smile.`,
              `${h.call} wasn't sure how someone in a wheelchair could play ${c.activity.ing}.`,
            ],
            [
              `${cap(p.intro)} rolled up in ${p.his} wheelchair, wanting to play.`,
              `${h.call} hesitated, thinking about the game of ${c.activity.ing}.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"You can't play this," said ${h.call}.`, `${p.call} rolled away.`],
            [`"You can't run," said ${h.call}.`, `${p.call} rolled away, sad.`],
            [`"This game is not for you," said ${h.call}.`, `${p.call} went off alone.`],
            [`${h.call} said no.`, `${p.call} rolled away slowly.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"You can't play this one," ${h.call} said. "You need to run."`,
              `${p.call} didn't argue. ${p.He} just turned ${p.his} wheels and rolled slowly away.`,
            ],
            [`"You can't play, you can't run," ${h.call} said.`, `${p.call} went quiet and wheeled away.`],
            [
              `"This game isn't for wheelchairs," ${h.call} said.`,
              `${p.call}'s smile faded, and ${p.he} rolled off.`,
            ],
            [
              `"Sorry, you can't," said ${h.call}. "It's a running game."`,
              `${p.call} nodded sadly and went away.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt bad.`, `${c.peer.call} wanted to play too.`],
            [`${c.hero.call} felt sorry.`, `Everyone wants to play.`],
            [`${c.peer.call} looked so sad.`, `${c.hero.call} felt bad.`],
            [`${c.hero.call} watched ${c.peer.call} go.`, `That was not fair.`],
          ])
        : told(c, 'feeling', [
            [
              `${c.hero.call} watched ${c.peer.call} go and felt an uncomfortable, tight feeling, because ${c.peer.call} wanted to have fun just like everyone else.`,
            ],
            [`${c.hero.call} felt bad watching ${c.peer.call} go. Everyone should be able to have fun.`],
            [`Seeing ${c.peer.call} alone made ${c.hero.call} feel uneasy and sorry.`],
            [`${c.hero.call} knew that wasn't fair. ${c.peer.call} wanted to play just like everyone else.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Everybody can play. We can change the game so it works for everyone.`,
            `Everyone can play. Let's make a game for everyone.`,
            `We can change the game. Then all friends can play.`,
            `Different is okay. Let's find a way to play together.`,
          ])
        : told(c, 'advice', [
            `Everybody is different: some run, some roll, some hop. Tolerance means welcoming those differences, and sometimes the best way is to change the game so it works for everyone.`,
            `Everyone moves in their own way. Tolerance means including everyone, and sometimes that means changing the game.`,
            `A game can have new rules so everyone can play. Being welcoming is what makes a game truly fun.`,
            `Differences don't have to leave people out. With a little imagination, everyone can join in.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} had an idea.`, `"Let's play a new way!" ${h.he} said to ${p.call}.`],
            [`${h.call} ran to ${p.call}.`, `"Let's make a new game!"`],
            [`"Wait, ${p.call}!" said ${h.call}.`, `"Play with us, a new way!"`],
            [`${h.call} had a good idea.`, `"You can be the leader, ${p.call}!"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} caught up with ${p.call}. "Sorry. Let's change the rules so we can all play. You could be the captain!"`,
              `Together they made up a new game, with new rules that worked for runners and rollers alike.`,
            ],
            [
              `${h.call} ran after ${p.call}. "Sorry! Let's make new rules so you can play. You can be the leader!"`,
              `Together they invented a game that everyone could play.`,
            ],
            [
              `"Wait, ${p.call}!" ${h.call} called. "Let's change the game so we can all play."`,
              `They made up new rules that worked for everyone.`,
            ],
            [
              `${h.call} caught up. "I'm sorry. Let's play a game that works for everyone."`,
              `Together they thought of a brilliant new game.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`The new game was great!`, `${c.peer.call} was very fast!`],
              [`The new game was fun!`, `${c.peer.call} was so quick!`],
              [`Everyone played.`, `${c.peer.call} laughed and laughed.`],
              [`${c.peer.call} zoomed around.`, `What a great game!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `The new game was the best yet, and it turned out ${c.peer.call} was terrifically fast on wheels.`,
              ],
              [`The new game was super fun, and ${c.peer.call} zoomed around faster than anyone.`],
              [`Everyone loved the new rules, and ${c.peer.call} was the star.`],
              [`It was the best game ever, and ${c.peer.call} turned out to be amazing at it.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that everyone can play.`],
            [`${c.hero.call} learned that games are for everybody.`],
            [`${c.hero.call} learned to make room for all.`],
            [`${c.hero.call} learned that friends can be different.`],
          ])
        : told(c, 'lesson', [
            [`${c.hero.call} learned that making room for differences makes the fun bigger for everybody.`],
            [`${c.hero.call} learned that including everyone makes fun better for all.`],
            [`${c.hero.call} learned that tolerance means finding ways for everyone to join in.`],
            [`${c.hero.call} learned that differences make games more creative and fun.`],
          ]),
    legends: {
      problem: (c) => `${c.peer.legend} in a wheelchair asks to join ${c.hero.legend}'s game`,
      wrongTurn: (c) => `${c.peer.legend} rolls away in a wheelchair, sad, as ${c.hero.legend} looks on`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} play a new game together, happy`,
    },
    titles: (c) => [
      `Everyone Can Play`,
      `${c.hero.call} Changes the Rules`,
      `${c.hero.call} and Captain ${c.peer.call}`,
    ],
  },
];
