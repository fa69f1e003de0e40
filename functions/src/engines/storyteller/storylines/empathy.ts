import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Empathy: the quiet new child who is only nervous; the friend who falls and everyone laughs. */
export const EMPATHY: MoralPlot[] = [
  {
    value: 'empathy',
    storyline: 'quiet-new-friend',
    usesPeer: true,
    strangerPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`${cap(p.intro)} was new.`, `${h.call} said hello.`, `But ${p.call} said nothing at all.`],
            [`${cap(p.intro)} was new here.`, `${h.call} waved hi.`, `${p.call} did not wave back.`],
            [`A new child came, ${p.intro}.`, `"Hi!" said ${h.call}.`, `${p.call} was very quiet.`],
            [`${p.call} was new and quiet.`, `${h.call} said hello.`, `${p.call} looked down.`],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} was new, and stood at the edge of everything, holding on tight to ${p.his} sleeve.`,
              `${h.call} bounced over and said hello, but ${p.call} only looked at the ground and didn't say a single word.`,
            ],
            [
              `There was a new child, ${p.intro}, who stood very still by the wall, twisting ${p.his} fingers together.`,
              `${h.call} ran up with a big "Hi!" but ${p.call} just stared at ${p.his} shoes and said nothing.`,
            ],
            [
              `${cap(p.intro)} had just arrived and didn't know anybody.`,
              `When ${h.call} said, "Want to play?", ${p.call} shrank back and didn't answer.`,
            ],
            [
              `${h.call} noticed ${p.intro}, new and alone, hanging back from the others.`,
              `${h.call} waved and called hello, but ${p.call} turned away without a word.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"${p.call} is not nice," said ${h.call}.`, `${h.He} went away.`],
            [`"You're not nice," said ${h.call}.`, `${h.He} ran off.`],
            [`${h.call} stamped off.`, `"Rude!" ${h.he} said.`],
            [`${h.call} walked away.`, `${h.He} did not look back.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"${p.call} is rude," ${h.call} decided, loud enough for others to hear, and stomped off to play somewhere else.`,
              `${p.call} stayed at the edge, quieter than ever.`,
            ],
            [
              `"Fine, be like that," ${h.call} said crossly, and marched off.`,
              `${p.call} looked even more alone than before.`,
            ],
            [
              `"${p.call} doesn't want to be friends," ${h.call} told everyone, and went to play somewhere else.`,
              `${p.call} stayed by the wall, all by ${p.himself}.`,
            ],
            [
              `${h.call} shrugged. "Unfriendly," ${h.he} muttered, and ran back to the others.`,
              `${p.call} hugged ${p.himself} and looked at the ground.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.peer.call} looked so small.`, `${c.hero.call} kept looking back.`],
            [`${c.peer.call} stood all alone.`, `${c.hero.call} looked back.`],
            [`${c.peer.call} looked scared.`, `${c.hero.call} wondered why.`],
            [`${c.peer.call} was so small and quiet.`, `${c.hero.call} felt sorry.`],
          ])
        : told(c, 'feeling', [
            [
              `But ${c.hero.call} kept glancing back, and the more ${c.hero.he} looked, the less ${c.peer.call} seemed rude, and the more ${c.peer.he} seemed lost.`,
            ],
            [
              `But as ${c.hero.call} played, ${c.hero.he} kept looking over. ${c.peer.call} didn't look unfriendly. ${c.peer.He} looked scared.`,
            ],
            [
              `Every time ${c.hero.call} glanced back, ${c.peer.call} seemed smaller and more alone, and ${c.hero.call} began to wonder.`,
            ],
            [
              `The longer ${c.hero.call} watched, the more ${c.peer.call}'s silence looked like shyness, not rudeness.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Imagine you were new. How would your tummy feel? Maybe ${c.peer.call} feels shy.`,
            `New places can feel scary. Your friend might be shy.`,
            `Think how you'd feel if you were new. Be gentle.`,
            `Quiet friends need kind smiles.`,
          ])
        : told(c, 'advice', [
            `Try putting yourself in ${c.peer.call}'s shoes. Remember how it felt when everything was new and you didn't know anyone? Quiet doesn't always mean unfriendly. Sometimes it means scared.`,
            `When people are new, they can feel very shy. They might not talk at first, not because they don't like you, but because they're nervous. How would you feel?`,
            `Remember your first day somewhere new? Everything felt big and strange. Maybe ${c.peer.call} feels like that right now.`,
            `Empathy means imagining how someone else feels. A quiet new friend might just need a little more time and a gentle smile.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} went back to ${p.call}.`,
              `"It's okay to be shy," ${h.he} said.`,
              `"You can stay with me."`,
            ],
            [`${h.call} went back.`, `"Are you shy? That's okay."`, `"Stay with me."`],
            [`${h.call} smiled at ${p.call}.`, `"New is hard," ${h.he} said.`, `"I'll help you."`],
            [`${h.call} stood by ${p.call}.`, `"Let's play," ${h.he} said softly.`, `"Only if you want."`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} went back and stood beside ${p.call}, not saying anything at first.`,
              `Then ${h.he} said softly, "Being new is scary. I can show you where everything is, if you like."`,
            ],
            [
              `${h.call} walked back and stood quietly beside ${p.call}.`,
              `"It's okay to be shy," ${h.he} said. "I can stay with you until you feel better."`,
            ],
            [
              `${h.call} went over slowly, smiling gently.`,
              `"Being new is hard, isn't it? You can stick with me if you want."`,
            ],
            [
              `${h.call} went and stood next to ${p.call} without saying anything for a while.`,
              `Then ${h.he} held out ${h.his} ${c.prop}. "Do you want to play with this together?"`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call} smiled a tiny smile.`, `Then a big one!`],
              [`${c.peer.call} smiled a little.`, `Then a lot!`],
              [`${c.peer.call} took ${c.hero.call}'s hand.`, `Now they were friends.`],
              [`${c.peer.call} said, "Okay."`, `They played together.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${c.peer.call} gave a small nod, then a small smile, and by the end of the day, a very big laugh.`,
              ],
              [
                `${c.peer.call} looked up and gave a tiny smile, and soon ${c.peer.he} ${c.peer.was} chatting and laughing.`,
              ],
              [
                `Little by little, ${c.peer.call} began to talk, and by the end of the day they were friends.`,
              ],
              [`${c.peer.call} nodded, and the shy look faded into a happy one.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to think, 'How does my friend feel?'`],
            [`${c.hero.call} learned that quiet friends can be shy.`],
            [`${c.hero.call} learned to think how others feel.`],
            [`${c.hero.call} learned to be gentle with new friends.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that when we imagine how someone else feels, we can see what they really need.`,
            ],
            [
              `${c.hero.call} learned that quiet doesn't mean unfriendly, and that imagining how someone feels can change everything.`,
            ],
            [`${c.hero.call} learned that a little understanding can turn a shy stranger into a friend.`],
            [
              `${c.hero.call} learned that empathy means looking past what someone does to how they feel inside.`,
            ],
          ]),
    legends: {
      problem: (c) => `${c.peer.legend} stands shyly at the edge while ${c.hero.legend} waves hello`,
      wrongTurn: (c) => `${c.hero.legend} stomps away, cross, as ${c.peer.legend} stands alone, sad`,
      rightChoice: (c) =>
        `${c.hero.legend} stands beside ${c.peer.legend} and talks gently with ${c.peer.him}`,
    },
    titles: (c) => [
      `${c.hero.call} in ${c.peer.call}'s Shoes`,
      `The Quiet New Friend`,
      `${c.hero.call} Understands`,
    ],
  },
  {
    value: 'empathy',
    storyline: 'the-fall',
    usesPeer: true,
    problem: (c) => {
      const { peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`${cap(p.intro)} was running.`, `Oops! ${p.He} fell over, splat!`, `Some children laughed.`],
            [`${cap(p.intro)} ran fast.`, `Bump! Down ${p.he} went.`, `Some kids giggled.`],
            [`${p.call} tripped over.`, `Splat on the ground!`, `Some children laughed.`],
            [`${cap(p.intro)} was running.`, `Whoops, a fall!`, `Kids laughed.`],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} was racing along when ${p.his} foot caught, and down ${p.he} went, splat, right in front of everyone.`,
              `A few children burst out laughing at the funny way ${p.he} had landed.`,
            ],
            [
              `${cap(p.intro)} tripped and tumbled down in a heap, right where everyone could see.`,
              `Some of the other children pointed and giggled.`,
            ],
            [
              `Whoops! ${cap(p.intro)} slipped and landed with a bump on the ground.`,
              `A few of the others laughed at how silly it looked.`,
            ],
            [
              `Running fast, ${p.intro} stumbled and went flying, landing flat on ${p.his} tummy.`,
              `Some children couldn't help laughing.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} laughed too.`, `Ha ha ha!`, `${p.call} got up, red and sad.`],
            [`${h.call} laughed too.`, `Hee hee!`, `${p.call} felt sad.`],
            [`${h.call} giggled at ${p.call}.`, `It looked funny.`, `${p.call}'s knee hurt.`],
            [`${h.call} pointed and laughed.`, `${p.call} got up slowly.`, `${p.call} had a sore knee.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} laughed too, louder than anyone. It had looked so funny!`,
              `${p.call} got up slowly, with red cheeks and a scraped knee, and didn't look at anyone.`,
            ],
            [
              `${h.call} laughed along with them, pointing at the funny way ${p.call} had fallen.`,
              `${p.call} stood up slowly, ${p.his} face red and ${p.his} knee scraped.`,
            ],
            [
              `${h.call} giggled the loudest of all.`,
              `${p.call} picked ${p.himself} up, not looking at anyone, and rubbed ${p.his} sore knee.`,
            ],
            [
              `"That was so funny!" ${h.call} laughed.`,
              `${p.call} got up quietly, ${p.his} eyes shiny and ${p.his} knee stinging.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} stopped laughing.`, `${c.peer.call} did not look happy.`],
            [`${c.hero.call} saw ${c.peer.call}'s face.`, `It was not funny.`],
            [`${c.peer.call} was hurt.`, `${c.hero.call} stopped laughing.`],
            [`${c.peer.call} looked sad.`, `${c.hero.call} felt bad.`],
          ])
        : told(c, 'feeling', [
            [
              `Then ${c.hero.call} saw ${c.peer.call}'s face, and the laugh got stuck halfway. It didn't look like ${c.peer.call} thought it was funny at all.`,
            ],
            [
              `But when ${c.hero.call} saw ${c.peer.call}'s shiny eyes, the laughing stopped. ${c.peer.call} wasn't laughing at all.`,
            ],
            [
              `Then ${c.hero.call} noticed the scrape on ${c.peer.call}'s knee, and suddenly it didn't seem funny anymore.`,
            ],
            [
              `${c.hero.call}'s laugh faded when ${c.hero.he} saw how hurt and embarrassed ${c.peer.call} looked.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `How would you feel if you fell and people laughed? We can help instead.`,
            `Falling hurts. Let's help, not laugh.`,
            `If you fell, you'd want a friend to help.`,
            `Friends help friends who fall down.`,
          ])
        : told(c, 'advice', [
            `Imagine falling over in front of everyone, with a stinging knee, and hearing people laugh. Empathy means feeling a little of what someone else feels, and letting that feeling tell you what to do.`,
            `When someone falls, it can hurt their body and their feelings. Empathy means imagining how you'd feel if it were you, and then helping.`,
            `Falling in front of others can feel really embarrassing. What would you want people to do if it were you?`,
            `Laughing at someone who's hurt can make them feel worse. Empathy helps us see when it's time to help, not laugh.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} ran to ${p.call}.`,
              `"Are you okay?" ${h.he} asked.`,
              `${h.He} held ${p.call}'s hand.`,
            ],
            [`${h.call} ran to ${p.call}.`, `"Are you hurt?"`, `${h.He} helped ${p.call} up.`],
            [
              `"Sorry I laughed," said ${h.call}.`,
              `${h.He} held ${p.call}'s hand.`,
              `"Let's get a plaster."`,
            ],
            [`${h.call} knelt down.`, `"Does it hurt?"`, `${h.He} gave ${p.call} a hug.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} hurried over. "Are you okay? I'm sorry I laughed. That must have really hurt."`,
              `${h.He} helped ${p.call} brush off and walked with ${p.him} to get a plaster.`,
            ],
            [
              `${h.call} ran over to ${p.call}. "Are you alright? I'm sorry I laughed."`,
              `${h.He} helped ${p.call} to a bench and found someone with a plaster.`,
            ],
            [
              `${h.call} went straight to ${p.call}. "Sorry for laughing. Does your knee hurt?"`,
              `${h.He} held ${p.call}'s arm and walked ${p.him} over to get it cleaned.`,
            ],
            [
              `${h.call} hurried to ${p.call}'s side. "I shouldn't have laughed. Let me help."`,
              `${h.He} brushed the dirt off and stayed close.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call} felt better.`, `They played again, slowly.`],
              [`${c.peer.call} felt better.`, `They played again.`],
              [`A plaster helped.`, `${c.peer.call} smiled.`],
              [`${c.peer.call} was okay.`, `They held hands.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `With a plaster on and a friend beside ${c.peer.him}, ${c.peer.call} was soon smiling again, and the two of them went back to play.`,
              ],
              [
                `Soon ${c.peer.call} was smiling again, and the two of them went back to playing, more carefully this time.`,
              ],
              [
                `${c.peer.call} felt much better with ${c.hero.call} beside ${c.peer.him}, and the scrape didn't sting so much.`,
              ],
              [
                `Before long ${c.peer.call} was laughing again, and this time ${c.hero.call} was laughing with ${c.peer.him}, not at ${c.peer.him}.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to help when a friend is hurt.`],
            [`${c.hero.call} learned to help, not laugh.`],
            [`${c.hero.call} learned to care when friends are hurt.`],
            [`${c.hero.call} learned that kind friends help.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that when someone is hurting, the kindest thing is to stop, imagine how they feel, and go to them.`,
            ],
            [
              `${c.hero.call} learned that empathy means imagining how someone feels, and helping instead of laughing.`,
            ],
            [`${c.hero.call} learned that when someone is hurt, a kind friend goes to them.`],
            [`${c.hero.call} learned that it's better to laugh with people than at them.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.peer.legend} falls over, surprised, while ${c.hero.legend} and other children laugh`,
      wrongTurn: (c) => `${c.hero.legend} laughs while ${c.peer.legend} gets up, sad, holding a scraped knee`,
      rightChoice: (c) =>
        `${c.hero.legend} kneels beside ${c.peer.legend} and holds ${c.peer.his} hand, worried`,
    },
    titles: (c) => [
      `${c.hero.call} Stops Laughing`,
      `How Would It Feel?`,
      `${c.hero.call} and the Scraped Knee`,
    ],
  },
];
