import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Kindness: taking back unkind words; helping a friend whose things spill while others laugh. */
export const KINDNESS: MoralPlot[] = [
  {
    value: 'kindness',
    storyline: 'unkind-words',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${cap(p.intro)} showed ${h.call} ${p.his} picture.`,
              `${h.call} was tired and grumpy.`,
              `"It's ugly," ${h.he} said.`,
            ],
            [`${p.call} showed ${h.call} a drawing.`, `${h.call} was grumpy.`, `"Ugly," said ${h.call}.`],
            [
              `"Look at my picture!" said ${p.intro}.`,
              `${h.call} felt cross.`,
              `"I don't like it," ${h.he} said.`,
            ],
            [`${cap(p.intro)} had a picture.`, `${h.call} was in a bad mood.`, `"Yuck," said ${h.call}.`],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} came over, proud as anything, to show ${h.call} a picture of ${c.quest.thing}.`,
              `But ${h.call} was tired and grumpy, and the words came out before ${h.he} could catch them: "That's ugly."`,
            ],
            [
              `${cap(p.intro)} ran up waving a drawing of ${c.quest.thing}. "Look what I made!"`,
              `${h.call} had been grumpy all morning, and ${h.he} hardly looked before saying, "That's ugly."`,
            ],
            [
              `${cap(p.intro)} had spent ages on a drawing of ${c.quest.thing} and held it out for ${h.call} to see.`,
              `${h.call}'s grumpy mood got there first. "Ugh, that's ugly," ${h.he} said.`,
            ],
            [
              `"Do you like it?" asked ${p.intro}, holding up a careful picture of ${c.quest.thing}.`,
              `${h.call} was tired, and the grumpy feeling answered for ${h.him}: "No. It's ugly."`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${p.call}'s face crumpled.`, `${h.call} just turned away.`],
            [`${p.call} looked so sad.`, `${h.call} walked away.`],
            [`${p.call} hid the picture.`, `${h.call} did not say sorry.`],
            [`${p.call}'s smile went away.`, `${h.call} turned around.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${p.call}'s face crumpled, and ${p.he} folded the picture up very small.`,
              `${h.call} saw, but just turned away and kept ${c.activity.ing}, as if nothing had happened.`,
            ],
            [
              `${p.call} went quiet, folded the drawing in half and in half again, and pushed it into ${p.his} pocket.`,
              `${h.call} noticed, but pretended ${h.he} hadn't and went back to ${c.activity.ing}.`,
            ],
            [
              `The smile slid off ${p.call}'s face, and ${p.he} folded the drawing away.`,
              `${h.call} looked the other way and kept ${c.activity.ing}, because saying sorry felt too hard.`,
            ],
            [
              `${p.call}'s chin wobbled as ${p.he} folded the picture up small.`,
              `${h.call} shrugged, turned around and carried on ${c.activity.ing} as if it were nothing.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Unkind words stay for a long time.`, `${c.hero.call} knew it.`],
            [`Mean words hurt.`, `${c.hero.call} felt bad inside.`],
            [`${c.hero.call} thought about it.`, `That was not kind.`],
            [`${c.hero.call} felt a sad feeling.`, `Mean words stay and stay.`],
          ])
        : told(c, 'feeling', [
            [
              `But unkind words don't just disappear. They hung in the air, and ${c.hero.call} could almost see them.`,
            ],
            [
              `But the mean word kept coming back, as if it were stuck to ${c.hero.call} like a burr on a sock.`,
            ],
            [`Somehow the fun had gone out of everything, and "ugly" kept ringing in ${c.hero.call}'s ears.`],
            [`The unkind word sat in ${c.hero.call}'s tummy like a cold pebble that would not warm up.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Grumpy is okay. Unkind words are not. Kind words can fix it.`,
            `Grumpy happens. We can still use kind words.`,
            `Sorry can fix mean words. Let's try.`,
            `Kind words make friends feel good. You can say some now.`,
          ])
        : told(c, 'advice', [
            `Everybody feels grumpy sometimes, and that's okay. But unkind words can hurt long after the grumpy goes away. The good news is that kind words are strong too. You can still choose them.`,
            `A grumpy day is allowed. Hurting someone with words is not. But you can always go back, say sorry, and choose kinder words this time.`,
            `Tired and cross happens to all of us. What matters is what we do next. A sorry and a kind word can mend what a mean one broke.`,
            `Words are like seeds: mean ones grow hurt, kind ones grow friends. It's not too late to plant a kind one.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} went to ${p.call}.`, `"I'm sorry. Your picture is lovely," ${h.he} said.`],
            [`${h.call} went to ${p.call}.`, `"Sorry. I love your picture," ${h.he} said.`],
            [`"Sorry, ${p.call}," said ${h.call}.`, `"Your picture is nice."`],
            [`${h.call} said sorry to ${p.call}.`, `"Can I see it again?"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} found ${p.call} and sat down next to ${p.him}. "I'm sorry. I was grumpy, and I said a mean thing. Can I see your picture again, properly?"`,
              `This time ${h.he} looked at every part of it.`,
            ],
            [
              `${h.call} walked over to ${p.call}. "What I said wasn't true. I was just cross. I'm sorry."`,
              `${p.call} slowly unfolded the drawing, and this time ${h.call} really looked.`,
            ],
            [
              `${h.call} sat down beside ${p.call} and gently unfolded the picture. "I'm sorry, ${p.call}. It isn't ugly at all."`,
              `Together they smoothed out the creases with their hands.`,
            ],
            [
              `${h.call} took a deep breath and went to ${p.call}. "Sorry. My grumpy mouth said that, not me. Will you show me again?"`,
              `${p.call} held it out, a little shyly, and ${h.call} looked at it for a long time.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call} smiled.`, `They drew a picture together.`],
              [`${c.peer.call} smiled again.`, `They drew together.`],
              [`${c.peer.call} was happy.`, `They made a new picture.`],
              [`They were friends again.`, `Draw, draw, draw!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `"I love the colours," ${c.hero.call} said, and meant it. ${c.peer.call} unfolded a small smile, and they drew a new picture together.`,
              ],
              [
                `"You drew the best part so well," ${c.hero.call} said. ${c.peer.call} beamed, and they added a picture of the two of them, side by side.`,
              ],
              [
                `"Can we make another one together?" asked ${c.hero.call}. ${c.peer.call} nodded, and soon the page was full of bright, happy shapes.`,
              ],
              [
                `${c.peer.call}'s smile came back, slowly and then all at once, and the two of them spent the rest of the time drawing side by side.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that kind words can fix hurt.`],
            [`${c.hero.call} learned to say sorry for mean words.`],
            [`${c.hero.call} learned to use kind words.`],
            [`${c.hero.call} learned that sorry helps.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that even when you're grumpy, you can choose kind words, and that a sorry can make unkind ones smaller.`,
            ],
            [
              `${c.hero.call} learned that a grumpy mood is no excuse for mean words, and that sorry is a brave word.`,
            ],
            [
              `${c.hero.call} learned that kind words can mend what unkind words break, if you go back and say them.`,
            ],
            [
              `${c.hero.call} learned to notice the grumpy feeling before it speaks, and to pick kind words instead.`,
            ],
          ]),
    legends: {
      problem: (c) => `${c.peer.legend} proudly shows a picture to ${c.hero.legend}, who frowns, grumpy`,
      wrongTurn: (c) => `${c.peer.legend} folds up a picture, sad, as ${c.hero.legend} turns away`,
      rightChoice: (c) => `${c.hero.legend} sits beside ${c.peer.legend}, looking at the picture, smiling`,
    },
    titles: (c) => [`${c.hero.call}'s Kind Words`, `The Picture`, `${c.hero.call} Takes It Back`],
  },
  {
    value: 'kindness',
    storyline: 'spilled-things',
    usesPeer: true,
    problem: (c) => {
      const { peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`${cap(p.intro)} dropped ${p.his} bag.`, `Everything fell out!`, `Some children laughed.`],
            [`${p.call}'s bag fell.`, `Things went everywhere.`, `Some kids laughed.`],
            [`${cap(p.intro)} tripped.`, `Out came all ${p.his} things.`, `Kids giggled.`],
            [`Whoops, ${p.call}'s bag spilled.`, `Crayons rolled away.`, `Some children laughed.`],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} tripped, and ${p.his} bag burst open, spilling crayons, a sandwich and a ${c.prop2} everywhere.`,
              `Some of the other children pointed and laughed, and nobody moved to help.`,
            ],
            [
              `${cap(p.intro)} was hurrying past when ${p.his} bag split at the seam, and crayons, a sandwich and a ${c.prop2} went rolling in every direction.`,
              `A few children giggled behind their hands, and the rest just stared.`,
            ],
            [
              `Crash! ${cap(p.intro)} stumbled, and out of ${p.his} bag tumbled crayons, a squashed sandwich and a ${c.prop2}.`,
              `Somebody laughed, then somebody else, and soon a whole ring of children was laughing.`,
            ],
            [
              `${cap(p.intro)} caught a foot on something and down went ${p.his} bag, scattering crayons, lunch and a ${c.prop2} all around.`,
              `"Butterfingers!" someone called, and the others laughed instead of helping.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} laughed too.`, `${p.call} picked things up alone.`],
            [`${h.call} giggled too.`, `${p.call} picked it all up, alone.`],
            [`${h.call} laughed with the kids.`, `${p.call} was all alone.`],
            [`${h.call} pointed and laughed.`, `${p.call} looked sad.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} laughed along with them, because everyone else was.`,
              `${p.call} knelt down and began picking everything up alone, one crayon at a time.`,
            ],
            [
              `${h.call} giggled too, because it seemed like the thing to do.`,
              `${p.call} crouched down and gathered the mess by ${p.himself}, without looking up.`,
            ],
            [
              `${h.call} joined in the laughing, though ${h.he} didn't really know why it was funny.`,
              `All by ${p.himself}, ${p.call} started chasing the rolling crayons.`,
            ],
            [
              `${h.call} laughed the loudest, wanting to be part of the group.`,
              `${p.call} said nothing and began to scoop everything back, one thing at a time.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} stopped laughing.`, `It was not funny for ${c.peer.call}.`],
            [`${c.hero.call} saw ${c.peer.call}'s face.`, `${c.peer.call} was not laughing.`],
            [`${c.hero.call} felt bad.`, `That was not kind.`],
            [`${c.peer.call} looked like crying.`, `${c.hero.call} stopped laughing.`],
          ])
        : told(c, 'feeling', [
            [
              `Then ${c.hero.call} saw a tear drop onto one of the crayons, and the laugh turned sour in ${c.hero.his} mouth.`,
            ],
            [
              `Then ${c.hero.call} noticed ${c.peer.call}'s hands were shaking, and suddenly nothing seemed funny at all.`,
            ],
            [
              `But when ${c.hero.call} saw how red ${c.peer.call}'s cheeks had gone, the giggle got stuck halfway out.`,
            ],
            [
              `A moment later ${c.hero.call} heard a small sniff, and ${c.hero.his} own laugh sounded horrible even to ${c.hero.him}.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Be the one who helps. One kind friend is enough.`,
            `Helping is kind. You can be the helper.`,
            `When someone drops things, we help pick them up.`,
            `Kind friends help, not laugh.`,
          ])
        : told(c, 'advice', [
            `When everyone is laughing, it takes courage to be the one who helps. But it only takes one kind person to change how a moment feels. You could be that person.`,
            `Laughing along is easy. Helping is braver. When one person steps in, others often follow.`,
            `Think how it feels to be the one on the floor. A helping hand is worth more than a hundred laughs.`,
            `You don't have to wait for someone else to be kind first. You can be the first, and that is a wonderful thing to be.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} knelt down.`, `${h.He} helped pick things up.`, `"Here you go," ${h.he} said.`],
            [`${h.call} went to help.`, `${h.He} picked up crayons.`, `"Here," ${h.he} said.`],
            [`${h.call} knelt down by ${p.call}.`, `${h.He} helped and helped.`, `"I've got these."`],
            [`"I'll help," said ${h.call}.`, `${h.He} found every crayon.`, `"All done!"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} knelt down beside ${p.call} and started gathering crayons. "Here. I've got the blue ones."`,
              `One by one, a couple of the other children stopped laughing and came to help too.`,
            ],
            [
              `${h.call} stopped laughing and crouched down next to ${p.call}. "I'll get the ones under the bench."`,
              `The laughing faded, and soon two more children were on their knees helping.`,
            ],
            [
              `${h.call} ran after a rolling crayon, caught it and handed it back. "Sorry I laughed. Let me help."`,
              `Seeing that, the others went quiet, and one of them picked up the sandwich.`,
            ],
            [
              `${h.call} sat down on the ground beside ${p.call} and held the bag open while ${p.he} filled it.`,
              `Before long, the children who had laughed were passing things back too.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`Soon the bag was full again.`, `${c.peer.call} smiled.`],
              [`All packed again.`, `${c.peer.call} smiled at ${c.hero.call}.`],
              [`The bag was full.`, `${c.peer.call} said, "Thanks!"`],
              [`Everything was back.`, `${c.peer.call} gave ${c.hero.call} a hug.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `Soon everything was back in the bag, and ${c.peer.call} was smiling through the last of the tears.`,
              ],
              [
                `In no time the bag was packed again, and ${c.peer.call} gave ${c.hero.call} a shaky, grateful smile.`,
              ],
              [
                `When the last crayon was in, ${c.peer.call} laughed too, a real laugh this time, and so did everyone.`,
              ],
              [
                `The bag was soon full, and ${c.peer.call} walked beside ${c.hero.call} for the rest of the day.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to help, not laugh.`],
            [`${c.hero.call} learned to help a friend.`],
            [`${c.hero.call} learned that helping is kind.`],
            [`${c.hero.call} learned to be a helper.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that kindness sometimes means being the first to help, even when everyone else is laughing.`,
            ],
            [`${c.hero.call} learned that one helping hand can stop a whole crowd from laughing.`],
            [`${c.hero.call} learned that being kind is braver than laughing along.`],
            [`${c.hero.call} learned that when someone falls, the kind thing is to kneel down and help.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.peer.legend} looks surprised as a bag spills crayons everywhere, and ${c.hero.legend} watches`,
      wrongTurn: (c) => `${c.peer.legend} kneels, sad, picking up crayons as ${c.hero.legend} laughs`,
      rightChoice: (c) => `${c.hero.legend} kneels beside ${c.peer.legend} and helps pick up crayons`,
    },
    titles: (c) => [`${c.hero.call} Helps Out`, `The Spilled Crayons`, `One Kind Friend`],
  },
];
