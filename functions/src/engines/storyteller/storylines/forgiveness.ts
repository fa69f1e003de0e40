import { told, type MoralPlot } from '../moral.js';

/** Forgiveness: forgiving yourself for a mistake; accepting a friend's sorry for a taken turn. */
export const FORGIVENESS: MoralPlot[] = [
  {
    value: 'forgiveness',
    storyline: 'forgive-yourself',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [
              `${h.call} was carrying a cup of juice.`,
              `Oops! It spilled everywhere.`,
              `Right on the picnic blanket!`,
            ],
            [`${h.call} carried the juice.`, `Splash! It went all over.`, `The blanket was wet.`],
            [`${h.call} had a big cup of juice.`, `Then ${h.he} tripped.`, `Juice everywhere!`],
            [`${h.call} held the juice.`, `Whoops, it spilled.`, `What a mess!`],
          ])
        : told(c, 'problem', [
            [
              `${h.call} was carrying the juice very carefully, but ${h.he} ${h.was} looking at ${c.activity.ing} instead of ${h.his} feet.`,
              `Splosh! Juice went all over the picnic blanket and all over the ${c.setting.treat}.`,
            ],
            [
              `${h.call} was carrying the juice, but ${h.he} got distracted watching the others ${c.activity.ing}.`,
              `Splash! The juice spilled everywhere, all over the blanket and the ${c.setting.treat}.`,
            ],
            [
              `${h.call} was holding a full cup of juice when ${h.he} turned to look at something.`,
              `Whoops! Juice poured all over the picnic and the ${c.setting.treat}.`,
            ],
            [
              `Carrying the juice, ${h.call} didn't look where ${h.he} ${h.was} going.`,
              `Down it went, soaking the blanket and the ${c.setting.treat}.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"I'm bad," said ${h.call}.`, `${h.He} would not play anymore.`],
            [`"I always spill," said ${h.call}.`, `${h.He} sat all alone.`],
            [`"I'm so silly," said ${h.call}.`, `${h.He} did not want to play.`],
            [`"I ruin everything," said ${h.call}.`, `${h.He} hid ${h.his} face.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"I ruin everything," ${h.call} said. "I'm the worst." And ${h.he} wouldn't play, or smile, or even look up.`,
            ],
            [`"I always mess things up," ${h.call} said, and sat apart from everyone, looking miserable.`],
            [`"I'm so clumsy, I'm useless," ${h.call} muttered, and wouldn't join in anything.`],
            [`"Everything's my fault," ${h.call} sighed, hiding ${h.his} face.`],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Everyone else had forgotten.`, `But ${c.hero.call} still felt bad.`],
            [`Everyone else was playing.`, `${c.hero.call} still felt sad.`],
            [`The mess was gone.`, `But ${c.hero.call} still felt bad.`],
            [`Nobody minded anymore.`, `${c.hero.call} still did.`],
          ])
        : told(c, 'feeling', [
            [
              `Everyone else had mopped up and forgotten all about it. But ${c.hero.call} kept thinking about it, over and over, like a song stuck on repeat.`,
            ],
            [`The others had cleaned up and moved on, but ${c.hero.call} couldn't stop thinking about it.`],
            [`Everyone else was happy again, but ${c.hero.call} still felt bad inside.`],
            [`The spill was long gone, but ${c.hero.call}'s sad feeling wasn't.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Everyone spills. You are not bad. You can forgive yourself too.`,
            `A spill is just a spill. Be kind to yourself.`,
            `Oops happens to everyone. You can let it go.`,
            `We all make mistakes. You are still a good helper.`,
          ])
        : told(c, 'advice', [
            `You know how we forgive our friends when they make mistakes? You're allowed to forgive yourself too. A spill is just a spill. It doesn't make you bad. Say sorry once, help tidy up, and then let it go.`,
            `Everyone makes mistakes, even grown-ups. You can forgive yourself, just like you'd forgive a friend. It was an accident, and it's over now.`,
            `Being kind to yourself is important. A mistake doesn't make you bad. Let it go, and come and have fun.`,
            `You said sorry and helped clean up. That's all anyone can do. Now it's time to forgive yourself.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} took a big breath.`, `"It was just a spill," ${h.he} said.`, `${h.He} smiled again.`],
            [`${h.call} breathed in and out.`, `"Just a spill," ${h.he} said.`],
            [`"It's okay," ${h.call} said to ${h.himself}.`, `${h.He} felt better.`],
            [`${h.call} said, "Oops is okay."`, `${h.He} smiled a little.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} took a big breath and said it out loud: "It was just a spill. I'm still me."`,
              `It felt strange, and then it felt better, like putting down a heavy bag.`,
            ],
            [
              `${h.call} took a deep breath. "It was only a spill. It's okay."`,
              `Saying it made ${h.him} feel lighter, like a balloon floating up.`,
            ],
            [
              `"Mistakes happen," ${h.call} said to ${h.himself}. "I'm still a good helper."`,
              `The heavy feeling started to melt away.`,
            ],
            [
              `${h.call} said, "I forgive myself. It was just an accident."`,
              `And just like that, ${h.he} felt better.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`Then ${c.hero.call} played again.`],
              [`${c.hero.call} ran off to play.`],
              [`Soon ${c.hero.call} was laughing.`],
              [`${c.hero.call} played and played.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`Then ${c.hero.call} jumped up, ready for fun again, with the stuck song finally gone.`],
              [`${c.hero.call} jumped up and joined the fun again, smiling.`],
              [`Soon ${c.hero.call} was laughing and playing like nothing had happened.`],
              [`${c.hero.call} ran off to play, feeling free and happy.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to be kind to ${c.hero.himself}.`],
            [`${c.hero.call} learned to be kind to ${c.hero.himself} too.`],
            [`${c.hero.call} learned that mistakes are okay.`],
            [`${c.hero.call} learned to let a mistake go.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that forgiveness isn't only for other people. Sometimes the person who needs it most is you.`,
            ],
            [`${c.hero.call} learned that forgiving yourself is just as important as forgiving others.`],
            [`${c.hero.call} learned that everyone makes mistakes, and that's okay.`],
            [
              `${c.hero.call} learned to be as kind to ${c.hero.himself} as ${c.hero.he} ${c.hero.is} to others.`,
            ],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} looks surprised as juice spills across the picnic blanket`,
      wrongTurn: (c) => `${c.hero.legend} sits alone, sad, head down`,
      rightChoice: (c) => `${c.hero.legend} takes a deep breath and smiles again`,
    },
    titles: (c) => [`Just a Spill`, `${c.hero.call} Lets It Go`, `${c.hero.call} Is Still ${c.hero.call}`],
  },
  {
    value: 'forgiveness',
    storyline: 'took-my-turn',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`It was ${h.call}'s turn.`, `But ${p.intro} jumped in first!`, `"Hey!" said ${h.call}.`],
            [`${h.call} waited for a turn.`, `Then ${p.intro} jumped in.`, `"That's mine!" said ${h.call}.`],
            [`It was ${h.call}'s go.`, `${p.call} pushed in front.`, `"Hey!" ${h.call} shouted.`],
            [`${h.call} was next.`, `But ${p.intro} went first.`, `"No fair!" said ${h.call}.`],
          ])
        : told(c, 'problem', [
            [
              `${h.call} had waited and waited for a turn at ${c.activity.ing}, and just as it came, ${p.intro} jumped in ahead.`,
              `"Hey! That was MY turn!" ${h.call} shouted.`,
            ],
            [
              `${h.call} had been waiting a long time for a go at ${c.activity.ing}, but right when it was ${h.his} turn, ${p.intro} pushed in.`,
              `"That's not fair, it was my turn!" ${h.call} cried.`,
            ],
            [
              `Just as ${h.call}'s turn at ${c.activity.ing} came, ${p.intro} jumped in front.`,
              `"Hey! I was next!" ${h.call} yelled.`,
            ],
            [
              `${h.call} had waited so patiently to try ${c.activity.ing}, and then ${p.intro} took the turn.`,
              `"That was mine!" ${h.call} shouted.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`Later, ${p.call} said sorry.`, `"Go away," said ${h.call}.`],
            [`${p.call} said, "Sorry."`, `"Go away," said ${h.call}.`],
            [`${p.call} came back. "I'm sorry."`, `${h.call} turned away.`],
            [`"Sorry, ${h.call}," said ${p.call}.`, `"No!" said ${h.call}.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `A little later, ${p.call} came back with ${p.his} head down. "Sorry I pushed in. You can have two turns."`,
              `"I don't care," ${h.call} snapped. "Go away. I'm not your friend anymore."`,
            ],
            [
              `Later ${p.call} came over looking sorry. "I shouldn't have pushed in. Sorry. You can go twice."`,
              `"No! Go away," said ${h.call}, turning ${h.his} back.`,
            ],
            [
              `${p.call} came back and said, "Sorry for taking your turn. Do you want mine?"`,
              `"I don't want anything from you," ${h.call} said crossly.`,
            ],
            [
              `After a while, ${p.call} said quietly, "I'm sorry. That wasn't fair."`,
              `"I don't care," said ${h.call}. "You're not my friend."`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.peer.call} went away, sad.`, `Now ${c.hero.call} was alone.`],
            [`${c.peer.call} walked off.`, `${c.hero.call} was all alone.`],
            [`${c.hero.call} felt cross.`, `And lonely too.`],
            [`No friend now.`, `${c.hero.call} felt sad.`],
          ])
        : told(c, 'feeling', [
            [
              `${c.peer.call} walked off, and ${c.hero.call} was left holding onto being cross, which turned out to be a very heavy thing to hold.`,
            ],
            [
              `${c.peer.call} walked away, and ${c.hero.call} was left alone with a big, heavy cross feeling.`,
            ],
            [`${c.hero.call} was alone now, and staying angry felt worse than the lost turn.`],
            [`Being cross was lonely, and ${c.hero.call} didn't feel better at all.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `${c.peer.call} said sorry. Forgiving means letting the cross feeling go.`,
            `${c.peer.call} is sorry. You can forgive ${c.peer.him}.`,
            `Saying 'I forgive you' makes friends again.`,
            `${c.peer.call} said sorry. Let the cross go away.`,
          ])
        : told(c, 'advice', [
            `${c.peer.call} made a mistake, and then did the hard part: said sorry. Forgiving doesn't mean it was okay. It means you let the cross feeling go, so you can both be happy again.`,
            `${c.peer.call} said sorry, and that took courage. Forgiving means letting the anger go, so you can both be friends again.`,
            `When someone says sorry and means it, forgiving them is a kind and brave thing to do.`,
            `Holding on to anger is like carrying a heavy rock. Forgiving ${c.peer.call} lets you put it down.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} went to ${p.call}.`, `"I forgive you," ${h.he} said.`, `"Let's play!"`],
            [`${h.call} found ${p.call}.`, `"I forgive you," ${h.he} said.`],
            [`"It's okay, ${p.call}," said ${h.call}.`, `"Let's play."`],
            [`${h.call} went to ${p.call}.`, `"Friends again?"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} went to find ${p.call}. "I forgive you. I'm sorry I said I wasn't your friend. That wasn't true."`,
            ],
            [`${h.call} went to ${p.call}. "I forgive you. And I'm sorry I said you weren't my friend."`],
            [`"${p.call}," said ${h.call}, "I'm not cross anymore. I forgive you."`],
            [`${h.call} walked over to ${p.call}. "It's okay. Let's be friends again."`],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`They took turns.`, `One for you, one for me!`],
              [`They took turns.`, `Fair and fun!`],
              [`One go each.`, `Happy friends!`],
              [`They played together.`, `Turn, turn, turn!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${c.peer.call} grinned, and they took turns all afternoon, counting them out so they were fair.`,
              ],
              [`${c.peer.call} grinned, and they took turns happily for the rest of the day.`],
              [`They played together again, taking turns fairly, and had a great time.`],
              [`${c.peer.call} smiled with relief, and the two friends played on together.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that forgiving makes friends again.`],
            [`${c.hero.call} learned to forgive a friend.`],
            [`${c.hero.call} learned that sorry and forgive go together.`],
            [`${c.hero.call} learned that forgiving brings friends back.`],
          ])
        : told(c, 'lesson', [
            [`${c.hero.call} learned that when someone says sorry, forgiving them sets both of you free.`],
            [`${c.hero.call} learned that forgiving someone who says sorry makes everyone happier.`],
            [`${c.hero.call} learned that letting go of anger brings friends back together.`],
            [`${c.hero.call} learned that forgiveness is stronger than being cross.`],
          ]),
    legends: {
      problem: (c) => `${c.peer.legend} jumps in ahead while ${c.hero.legend} looks upset`,
      wrongTurn: (c) => `${c.hero.legend} turns away crossly as ${c.peer.legend} says sorry, sad`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} hug and make up, happy`,
    },
    titles: (c) => [`${c.hero.call} Forgives`, `Two Turns for ${c.hero.call}`, `Friends Again`],
  },
];
