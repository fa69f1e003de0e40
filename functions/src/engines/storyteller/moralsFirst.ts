import { cap } from './text.js';
import { told, type MoralPlot } from './moral.js';

/** courage, honesty, respect, responsibility, empathy, compassion, fairness, gratitude, cooperation, generosity */
export const FIRST_MORALS: MoralPlot[] = [
  {
    value: 'courage',
    storyline: 'the-big-fear',
    usesPeer: false,
    problem: (c) => {
      const { hero: h, setting: s } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `Then ${h.call} saw ${s.fear.thing}.`,
              `${h.His} tummy went wibble-wobble.`,
              `"I'm too scared," ${h.he} whispered.`,
            ],
            [
              `Oh! There was ${s.fear.thing}.`,
              `${h.call} stood very still.`,
              `"I can't," ${h.he} said in a small voice.`,
            ],
            [
              `${h.call} looked at ${s.fear.thing}.`,
              `${h.His} knees went shaky.`,
              `"It's too big," ${h.he} said.`,
            ],
            [`Then came ${s.fear.thing}.`, `${h.call} froze on the spot.`, `"No, no," ${h.he} whispered.`],
          ])
        : told(c, 'problem', [
            [
              `But on the way, ${h.call} came face to face with ${s.fear.thing}.`,
              `Everyone else seemed ready to ${s.fear.approach}, but ${h.call}'s legs felt like jelly and ${h.his} heart went thump, thump, thump.`,
              `"What if it's too much for me?" ${h.he} whispered.`,
            ],
            [
              `Then ${h.call} saw ${s.fear.thing}, and ${h.his} tummy did a slow, wobbly somersault.`,
              `The others were ready to ${s.fear.approach}, but ${h.call} stood frozen to the spot.`,
              `"I can't," ${h.he} said in a tiny voice.`,
            ],
            [
              `Halfway there, ${h.call} stopped. Ahead was ${s.fear.thing}.`,
              `${h.His} hands went clammy and ${h.his} breath came fast, even though everyone else was getting ready to ${s.fear.approach}.`,
              `"It's too big for me," ${h.he} thought.`,
            ],
            [
              `Everything was going well until ${h.call} spotted ${s.fear.thing}.`,
              `Just looking at it made ${h.his} knees knock together.`,
              `Everyone else seemed to find it easy to ${s.fear.approach}, which only made it worse.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `${h.call} ran back and sat down.`,
              `${h.He} folded ${h.his} arms.`,
              `"I don't want to play anymore," ${h.he} said.`,
            ],
            [`${h.call} went back.`, `${h.He} sat down with a bump.`, `"I'm not playing," ${h.he} said.`],
            [`${h.call} turned around.`, `${h.He} hid ${h.his} face.`, `"I don't want to," ${h.he} said.`],
            [`${h.call} ran away fast.`, `${h.He} sat all alone.`, `"No more," ${h.he} said.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `So ${h.call} turned around, marched back and sat down with ${h.his} arms folded tight.`,
              `"I don't even want to ${c.quest.goal} anymore," ${h.he} mumbled.`,
              `That wasn't really true, and ${h.he} knew it.`,
            ],
            [
              `${h.call} shook ${h.his} head hard and stepped back, behind everybody else.`,
              `"I'll just watch," ${h.he} said, kicking at the ground.`,
              `But watching was not what ${h.he} had come for.`,
            ],
            [
              `${h.call} turned away and sat down, hugging ${h.his} knees.`,
              `"This is a silly game anyway," ${h.he} grumbled.`,
              `Deep down, ${h.he} didn't think it was silly at all.`,
            ],
            [
              `${h.call} said ${h.he} had a tummy ache and went to sit on the side.`,
              `"I don't even want to ${c.quest.goal}," ${h.he} muttered.`,
              `The words tasted wrong as soon as ${h.he} said them.`,
            ],
          ]);
    },
    feeling: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'feeling', [
            [`${h.call} felt sad and small.`, `${h.He} really did want to ${c.quest.goal}.`],
            [`${h.call} felt sad.`, `${h.He} still wished ${h.he} could ${c.quest.goal}.`],
            [`Sitting out was no fun.`, `${h.call} wanted to try.`],
            [`${h.call} felt small and sad.`, `The others were having fun.`],
          ])
        : told(c, 'feeling', [
            [
              `Sitting there, ${h.call} felt two feelings at once: scared of ${c.setting.fear.thing}, and sad about missing all the fun.`,
              `A wish and a worry were pulling in different directions.`,
            ],
            [
              `From the side, ${h.call} watched the others having fun, and wished ${h.he} were with them.`,
              `Part of ${h.him} wanted to hide, and part of ${h.him} wanted to try.`,
            ],
            [
              `The scared feeling was still there, but now there was a sad, left-out feeling too.`,
              `It felt like being stuck between two doors.`,
            ],
            [
              `${h.call}'s heart was still thumping, but missing out was starting to feel even worse than being scared.`,
              `${h.He} wanted to be brave; ${h.he} just didn't know how.`,
            ],
          ]);
    },
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Brave means trying, even when you feel scared. I'll be right here.`,
            `Scared is okay. One small step is brave. I'm right here with you.`,
            `Let's breathe in and out. Then one tiny step. You can do it.`,
            `Hold my hand. Brave is trying, just a little bit.`,
          ])
        : told(c, 'advice', [
            `Do you know a secret? Brave people feel scared too. Being brave just means taking one small step while your knees are still wobbly. I'll be right beside you.`,
            `Everyone gets scared, even grown-ups. Courage is when you feel scared and try anyway, one tiny step at a time. I'll hold your hand.`,
            `You don't have to do it all at once. Just take the first small step, and then the next. Scared and brave can go together.`,
            `Your fear is trying to keep you safe, but you are safe here. Let's take a slow breath together, and then one brave step.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, setting: s } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} took a big, deep breath.`,
              `Then ${h.he} chose to ${s.fear.approach}.`,
              s.fear.outcome,
            ],
            [
              `${h.call} squeezed ${h.his} hands tight.`,
              `${h.He} chose to ${s.fear.approach}.`,
              s.fear.outcome,
            ],
            [`${h.call} breathed in and out.`, `Then ${h.he} chose to ${s.fear.approach}.`, s.fear.outcome],
            [`${h.call} counted to three.`, `${h.call} chose to ${s.fear.approach}.`, s.fear.outcome],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} took a deep breath, counted to three and decided to ${s.fear.approach}.`,
              s.fear.outcome,
              `"I did it!" ${h.he} shouted.`,
            ],
            [
              `${h.call} squeezed ${h.his} hands into fists, breathed in slowly and chose to ${s.fear.approach}.`,
              s.fear.outcome,
              `"I was scared, and I still did it!" ${h.he} cried.`,
            ],
            [
              `Step by small step, ${h.call} went forward, until at last ${h.he} ${h.was} ready to ${s.fear.approach}.`,
              s.fear.outcome,
              `${h.call} grinned from ear to ear.`,
            ],
            [
              `${h.call} whispered, "One, two, three," and bravely decided to ${s.fear.approach}.`,
              s.fear.outcome,
              `"That wasn't so big after all!" ${h.he} laughed.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`After that, nothing felt too big.`],
              [`${c.hero.call} felt big and brave.`],
              [`Now ${c.hero.call} felt so proud!`],
              [`${c.hero.call} smiled a big smile.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`After that, everything felt a little easier, as if ${c.hero.call} had grown an inch inside.`],
              [`The rest of the day felt brighter, and ${c.hero.call} walked a little taller.`],
              [`Now that the scary part was done, everything else felt like an adventure.`],
              [`${c.hero.call} felt a warm, fizzy pride all the way down to ${c.hero.his} toes.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [
              `${c.hero.call} learned something big.`,
              `Brave does not mean not scared.`,
              `Brave means trying anyway.`,
            ],
            [`${c.hero.call} was scared.`, `And ${c.hero.he} tried anyway.`, `That is brave!`],
            [`${c.hero.call} learned a big thing.`, `Scared and brave can go together.`],
            [`${c.hero.call} knows it now.`, `A small step is a brave step.`],
          ])
        : told(c, 'lesson', [
            [
              `That day, ${c.hero.call} learned that courage isn't about never feeling afraid.`,
              `It's about feeling the fear, holding a helping hand, and taking one small step anyway.`,
            ],
            [
              `${c.hero.call} learned that being scared and being brave can happen at the very same time.`,
              `Courage is just one small step, taken with a wobbly heart.`,
            ],
            [
              `${c.hero.call} learned that fear gets smaller when you face it slowly.`,
              `You don't have to stop being scared to be brave.`,
            ],
            [
              `${c.hero.call} learned that brave people are not people who never feel afraid.`,
              `They are people who try anyway, one step at a time.`,
            ],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} looks nervously at ${c.setting.fear.thing}`,
      wrongTurn: (c) => `${c.hero.legend} sits alone with folded arms, looking worried`,
      rightChoice: (c) =>
        `${c.hero.legend} bravely takes a deep breath and chooses to ${c.setting.fear.approach}`,
    },
    titles: (c) => [
      `${c.hero.call} Finds ${c.hero.His} Courage`,
      `${c.hero.call}'s Brave Day`,
      `${c.hero.call} and ${c.quest.title}`,
    ],
  },
  {
    value: 'honesty',
    storyline: 'borrowed-and-lost',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${cap(p.intro)} had a ${c.prop2}.`,
              `${h.call} took it to play, without asking.`,
              `Oh no! Now it was lost.`,
              `"Have you seen my ${c.prop2}?" asked ${p.call}.`,
            ],
            [
              `${p.call} had a ${c.prop2}.`,
              `${h.call} took it. ${h.He} did not ask.`,
              `Then it was gone!`,
              `"Where is my ${c.prop2}?" said ${p.call}.`,
            ],
            [
              `${h.call} liked ${p.call}'s ${c.prop2}.`,
              `${h.He} took it away to play.`,
              `Oops! ${h.He} lost it.`,
              `${p.call} looked all around.`,
            ],
            [
              `The ${c.prop2} was ${p.call}'s.`,
              `${h.call} took it, quiet as a mouse.`,
              `Then ${h.he} could not find it!`,
              `"My ${c.prop2}!" said ${p.call}.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} had brought a ${c.prop2}, and ${h.call} thought it was the most wonderful thing.`,
              `When nobody was looking, ${h.call} borrowed it without asking.`,
              `Then, somehow, it was gone.`,
              `A little later ${p.call} came looking, worried. "Has anyone seen my ${c.prop2}?"`,
            ],
            [
              `${cap(p.intro)} had a shiny new ${c.prop2}, and ${h.call} couldn't stop looking at it.`,
              `While ${p.call} was busy, ${h.call} picked it up to play with, just for a minute, without asking.`,
              `But a minute later, ${h.call} couldn't find it anywhere.`,
              `Soon ${p.call} was searching everywhere. "Where's my ${c.prop2}?"`,
            ],
            [
              `${h.call} had wanted a turn with ${p.intro}'s ${c.prop2} all day.`,
              `So when ${p.call} went off ${c.activity.ing}, ${h.call} slipped it into ${h.his} pocket without a word.`,
              `By the time ${h.he} reached for it again, the pocket was empty.`,
              `"My ${c.prop2}!" ${p.call} called. "Has anybody seen it?"`,
            ],
            [
              `The ${c.prop2} that ${p.intro} had brought was the best thing ${h.call} had ever seen.`,
              `${h.call} took it to look at, quietly, while nobody was watching, and set it down somewhere.`,
              `Now ${h.he} couldn't remember where.`,
              `${p.call} came back, frowning. "My ${c.prop2} is missing!"`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"No," said ${h.call}.`, `But that was not true.`, `${p.call} looked sad and kept searching.`],
            [`"I don't know," said ${h.call}.`, `That was a fib.`, `${p.call} looked and looked.`],
            [`"Not me," said ${h.call}.`, `But it was ${h.call}.`, `${p.call} looked sad.`],
            [`${h.call} shook ${h.his} head.`, `It was not true.`, `${p.call} kept looking, all alone.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call}'s cheeks went hot. "No," ${h.he} said quickly. "I haven't seen it."`,
              `The words slipped out before ${h.he} could stop them.`,
              `${p.call} nodded and kept searching, looking sadder and sadder.`,
            ],
            [
              `${h.call} looked down at ${h.his} shoes. "I don't know where it is," ${h.he} said.`,
              `It wasn't exactly a lie, ${h.he} told ${h.himself}, but it wasn't the truth either.`,
              `${p.call} went off to search alone, eyes shiny with worry.`,
            ],
            [
              `"Not me," ${h.call} said, shaking ${h.his} head a little too fast.`,
              `${h.His} ears went pink, but ${h.he} kept quiet.`,
              `${p.call} looked under everything, getting more and more upset.`,
            ],
            [
              `"Maybe you dropped it," ${h.call} said, not looking at ${p.call}.`,
              `It was a fib, and ${h.call} knew it the moment it came out.`,
              `${p.call} nodded sadly and went back to searching.`,
            ],
          ]);
    },
    feeling: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'feeling', [
            [`${h.call} had a heavy feeling inside.`, `The fib sat in ${h.his} tummy like a stone.`],
            [`${h.call}'s tummy felt funny.`, `The fib was heavy.`],
            [`${h.call} felt bad inside.`, `Fibs feel heavy.`],
            [`${h.call} was not happy.`, `The fib felt like a rock.`],
          ])
        : told(c, 'feeling', [
            [
              `The fib felt like a heavy stone in ${h.call}'s tummy.`,
              `Even ${c.activity.ing} wasn't fun anymore, because every time ${h.he} looked at ${c.peer.call}, the stone got heavier.`,
            ],
            [
              `The fib sat on ${h.call}'s chest like a big wet blanket.`,
              `Nothing felt fun, and every sad look on ${c.peer.call}'s face made it heavier.`,
            ],
            [
              `${h.call} tried to go back to ${c.activity.ing}, but the fib kept tugging at ${h.him}.`,
              `It was like having a pebble in your shoe that you couldn't shake out.`,
            ],
            [
              `Keeping the secret was hard work. ${h.call}'s tummy twisted and ${h.his} smile wouldn't come.`,
              `${h.He} kept thinking about how worried ${c.peer.call} looked.`,
            ],
          ]);
    },
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Telling the truth can feel hard. But it makes the heavy feeling go away.`,
            `The truth is hard to say. But it helps us feel better.`,
            `When we say what really happened, we can fix it.`,
            `Fibs make us feel heavy. The truth makes us feel light.`,
          ])
        : told(c, 'advice', [
            `When we make a mistake, telling the truth is the bravest way to fix it. A fib keeps the heavy feeling in. The truth lets it out.`,
            `A fib feels like it makes a problem smaller, but really it makes it bigger. Telling the truth is hard for a moment, and then it makes you free.`,
            `Everyone makes mistakes. What matters is what we do next. Saying what really happened is the first step to putting things right.`,
            `The truth can feel scary to say, but it's the only thing that can really help. When you tell it, people can help you fix things.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} went to ${p.call}.`,
              `"I took your ${c.prop2}," ${h.he} said. "I'm sorry. Let's look together."`,
            ],
            [`${h.call} went to ${p.call}.`, `"I took it. I'm sorry. I'll help you look."`],
            [`"It was me," said ${h.call}.`, `"I took your ${c.prop2}. Sorry!"`],
            [`${h.call} told the truth.`, `"I lost it. Let's find it."`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} walked over to ${p.call} and took a big breath.`,
              `"I took your ${c.prop2} without asking, and then I lost it. I'm really sorry. Will you let me help you find it?"`,
            ],
            [
              `${h.call} went to ${p.call}, even though ${h.his} heart was pounding.`,
              `"It was me. I took your ${c.prop2} to play with, and now I can't find it. I'm sorry. Let me help look."`,
            ],
            [
              `${h.call} tapped ${p.call} on the shoulder. "I have to tell you something."`,
              `"I took your ${c.prop2} without asking, and I lost it. I'm so sorry. I'll help you find it."`,
            ],
            [
              `${h.call} stood in front of ${p.call} and said it all in one big rush.`,
              `"I borrowed your ${c.prop2} without asking, and then I lost it, and I said I didn't know. I'm sorry."`,
            ],
          ]);
    },
    resolution: (c) => {
      const p = c.peer;
      return c.young
        ? [
            ...told(c, 'resolution', [
              [
                `They looked high and low.`,
                `There it was! ${p.call} smiled.`,
                `"Thank you for telling me," ${p.he} said.`,
              ],
              [`They looked together.`, `There it was!`, `"Thanks for telling me," said ${p.call}.`],
              [`Look! Under there!`, `They found it.`, `${p.call} gave ${c.hero.call} a hug.`],
              [`They looked up and down.`, `Found it!`, `${p.call} was happy.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${p.call} was quiet for a moment. Then ${p.he} smiled. "Thank you for telling me the truth."`,
                `They searched together, high and low, until there it was, safe and sound.`,
              ],
              [
                `${p.call} blinked, then nodded. "Okay. Thanks for being honest."`,
                `Side by side they searched, and at last they found it, tucked away in a corner.`,
              ],
              [
                `${p.call} looked surprised, then gave a small smile. "I'm glad you told me."`,
                `They looked everywhere together, and suddenly ${c.hero.call} spotted it, just where ${c.hero.he} had put it down.`,
              ],
              [
                `For a moment ${p.call} said nothing. Then ${p.he} said, "Next time just ask, okay?"`,
                `They hunted together, and before long the ${c.prop2} was back in ${p.call}'s hands.`,
              ],
            ]),
            c.quest.success,
          ];
    },
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} felt light as a feather.`, `Telling the truth feels good.`],
            [`${c.hero.call} felt so much better.`, `The truth is best.`],
            [`The heavy feeling went away.`, `${c.hero.call} was glad ${c.hero.he} told.`],
            [`${c.hero.call} felt light and happy.`, `Telling the truth helps.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} felt light as a balloon.`,
              `Telling the truth had been hard, but it had made everything right again, and it had made a friendship even stronger.`,
            ],
            [
              `The heavy feeling floated away.`,
              `${c.hero.call} learned that the truth is a little scary to say, but it always feels better than a fib.`,
            ],
            [
              `${c.hero.call}'s tummy stopped twisting.`,
              `${c.hero.He} learned that honesty fixes things that fibs only hide.`,
            ],
            [
              `${c.hero.call} felt lighter than air.`,
              `${c.hero.He} learned that owning up to a mistake can turn a bad day into a good one, and keep a friend.`,
            ],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} secretly holds ${c.peer.legend}'s ${c.prop2}`,
      wrongTurn: (c) => `${c.hero.legend} looks away guiltily while ${c.peer.legend} searches for something`,
      rightChoice: (c) => `${c.hero.legend} tells ${c.peer.legend} the truth and says sorry`,
    },
    titles: (c) => [
      `${c.hero.call} Tells the Truth`,
      `${c.hero.call} and the Missing ${c.prop2.split(' ').slice(-1)[0] ?? 'Toy'}`,
      `The Heavy Little Fib`,
    ],
  },
  {
    value: 'respect',
    storyline: 'their-own-way',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${cap(p.intro)} was ${c.activity.ing} too.`,
              `${p.He} did it slowly, ${p.his} own way.`,
              `${h.call} wanted it done fast, ${h.his} way.`,
            ],
            [`${p.call} was ${c.activity.ing} too.`, `${p.call} went slow.`, `${h.call} wanted to go fast.`],
            [`${p.call} did it ${p.his} way.`, `It was a slow way.`, `${h.call} did not like it.`],
            [`${p.call} was ${c.activity.ing}.`, `Slow and careful.`, `"Too slow!" thought ${h.call}.`],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} was ${c.activity.ing} nearby, slowly and carefully, in ${p.his} very own way.`,
              `${h.call} watched and felt a little prickle of impatience. That wasn't the way ${h.he} would do it at all.`,
            ],
            [
              `Close by, ${p.intro} was ${c.activity.ing} too, taking ${p.his} time over every little bit.`,
              `${h.call} tapped ${h.his} foot. Why was ${p.call} going so slowly? ${h.call}'s way was much quicker.`,
            ],
            [
              `${cap(p.intro)} had a way of ${c.activity.ing} that ${h.call} had never seen before: careful, quiet and slow.`,
              `It made ${h.call} itch to take over and do it properly, the way ${h.he} always did.`,
            ],
            [
              `${h.call} and ${p.intro} were both ${c.activity.ing}, but ${p.call} did everything differently.`,
              `${h.call} frowned. In ${h.his} opinion, there was only one right way, and it wasn't ${p.call}'s.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `"That's wrong!" said ${h.call}.`,
              `${h.He} grabbed the ${c.prop2} and did it ${h.his} way.`,
              `${p.call} looked down at ${p.his} shoes.`,
            ],
            [`"Not like that!" said ${h.call}.`, `${h.He} took the ${c.prop2}.`, `${p.call} was sad.`],
            [`${h.call} grabbed the ${c.prop2}.`, `"My way!" ${h.he} said.`, `${p.call} stepped back.`],
            [`"You're wrong," said ${h.call}.`, `${h.He} did it ${h.his} way.`, `${p.call} looked down.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"You're doing it all wrong!" ${h.call} said, and grabbed the ${c.prop2} without asking.`,
              `${h.He} didn't stop to listen when ${p.call} tried to explain.`,
              `${p.call}'s smile faded, and ${p.he} stepped back quietly.`,
            ],
            [
              `"No, not like that!" ${h.call} said, and snatched the ${c.prop2} right out of ${p.call}'s hands.`,
              `${h.He} talked over ${p.call} and wouldn't let ${p.him} finish a single sentence.`,
              `${p.call} went quiet and let ${p.his} hands drop.`,
            ],
            [
              `"Give it here, I'll do it," ${h.call} said, pulling the ${c.prop2} away.`,
              `When ${p.call} said, "But I was going to...", ${h.call} just carried on.`,
              `${p.call} shrugged and wandered off to stand on ${p.his} own.`,
            ],
            [
              `"That's the silly way," ${h.call} said, and took the ${c.prop2} without even asking.`,
              `${p.call} tried to explain ${p.his} idea, but ${h.call} wasn't listening.`,
              `${p.call}'s shoulders slumped.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Now ${c.peer.call} did not want to play.`, `${c.hero.call} felt funny inside.`],
            [`${c.peer.call} went away.`, `${c.hero.call} felt funny.`],
            [`Now ${c.peer.call} was quiet.`, `It was not fun anymore.`],
            [`${c.peer.call} did not play.`, `${c.hero.call} felt a bit bad.`],
          ])
        : told(c, 'feeling', [
            [
              `Now ${c.peer.call} didn't want to play anymore, and the fun had gone flat, like a balloon with a hole in it.`,
              `${c.hero.call} felt a funny, uncomfortable feeling and wasn't sure why.`,
            ],
            [
              `The game didn't feel like a game anymore.`,
              `${c.hero.call} had done it ${c.hero.his} way, but somehow it felt lonely instead of good.`,
            ],
            [
              `Without ${c.peer.call}, doing it ${c.hero.his} way was boring.`,
              `And ${c.hero.call} had a squirmy feeling, as if ${c.hero.he} had stepped on something that mattered.`,
            ],
            [
              `${c.peer.call} looked so small and quiet now.`,
              `${c.hero.call}'s winning feeling went wobbly, and a sorry feeling started to grow.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Everyone has their own way. We listen, and we ask before we take.`,
            `There are lots of ways to do things. Ask, and listen.`,
            `Your friend's way is good too. Let's ask about it.`,
            `We don't grab. We ask, and we listen to our friends.`,
          ])
        : told(c, 'advice', [
            `Respect means treating other people's ideas, feelings and things with care. Everyone has their own way of doing things, and we can listen before we decide who is right.`,
            `There is usually more than one right way to do something. When we listen to other people's ideas, we often learn something new. And we always ask before we take.`,
            `Respect means remembering that other people's ideas matter as much as ours. Try asking, 'How are you doing it?' and really listening to the answer.`,
            `Grabbing and bossing makes people feel small. Asking and listening makes them feel big. Which would you like your friend to feel?`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} gave back the ${c.prop2}.`, `"Sorry. Can you show me your way?" ${h.he} asked.`],
            [`${h.call} gave it back.`, `"Sorry. Show me your way?"`],
            [`"Sorry," said ${h.call}.`, `"How do you do it?"`],
            [`${h.call} said sorry.`, `${h.He} asked ${p.call} to show ${h.him}.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} gave back the ${c.prop2} and said, "I'm sorry I grabbed. Will you show me how you were doing it?"`,
              `${p.call} brightened and showed ${h.him}, step by careful step, and ${h.call} listened all the way to the end.`,
            ],
            [
              `${h.call} handed the ${c.prop2} back. "Sorry I grabbed it. Can you show me your way?"`,
              `${p.call} smiled and showed ${h.him}, and ${h.call} paid attention to every step.`,
            ],
            [
              `${h.call} went over to ${p.call}. "I was bossy. I'm sorry. What was your idea?"`,
              `${p.call} explained it slowly, and ${h.call} nodded along, really listening this time.`,
            ],
            [
              `"Your turn," ${h.call} said, giving back the ${c.prop2}. "Sorry for taking it. How do you do it?"`,
              `${p.call} showed ${h.him}, and ${h.call} didn't interrupt even once.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call}'s way was fun!`, `They took turns, and they both laughed.`],
              [`${c.peer.call}'s way was good!`, `They did it together.`],
              [`They tried both ways.`, `So much fun!`],
              [`${c.peer.call} showed ${c.hero.call}.`, `They laughed and played.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${c.peer.call}'s way turned out to be clever, and ${c.hero.call}'s way was fun too.`,
                `Taking turns and sharing ideas, they made something better than either could have made alone.`,
              ],
              [
                `${c.peer.call}'s careful way and ${c.hero.call}'s quick way fitted together like puzzle pieces.`,
                `Together they made something neither could have made alone.`,
              ],
              [
                `It turned out ${c.peer.call}'s way had a clever trick in it that ${c.hero.call} had never thought of.`,
                `They mixed both ways, and the result was their best work ever.`,
              ],
              [
                `With ${c.peer.call}'s patience and ${c.hero.call}'s speed, they finished in no time, and it looked wonderful.`,
                `Both of them felt proud.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to listen and to ask first.`, `That is respect.`],
            [`${c.hero.call} learned to ask and listen.`],
            [`${c.hero.call} learned that other ways are good too.`],
            [`${c.hero.call} learned to ask first.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that respect means listening, asking before taking, and remembering that other people's ways matter too.`,
            ],
            [`${c.hero.call} learned that respecting others means asking first and listening to their way.`],
            [
              `${c.hero.call} learned that other people's ideas are worth listening to, even when they're different from our own.`,
            ],
            [
              `${c.hero.call} learned that there's more than one right way, and respect means making room for all of them.`,
            ],
          ]),
    legends: {
      problem: (c) => `${c.peer.legend} carefully works while ${c.hero.legend} watches impatiently`,
      wrongTurn: (c) => `${c.hero.legend} grabs a ${c.prop2} as ${c.peer.legend} steps back, upset`,
      rightChoice: (c) => `${c.hero.legend} listens as ${c.peer.legend} shows how to do it`,
    },
    titles: (c) => [
      `${c.hero.call} Learns to Listen`,
      `${c.hero.call} and ${c.peer.call}'s Way`,
      `Two Ways Are Better`,
    ],
  },
  {
    value: 'responsibility',
    storyline: 'special-job',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [
              `${h.call} had a special job.`,
              `${h.He} had to look after the ${c.prop2}.`,
              `"I can do it!" said ${h.call}.`,
            ],
            [
              `${h.call} got a big job.`,
              `"Please look after the ${c.prop2}," ${h.he} ${h.was} told.`,
              `"I will!" said ${h.call}.`,
            ],
            [`"Can you keep the ${c.prop2} safe?"`, `"Yes!" said ${h.call}.`, `${h.He} felt so big.`],
            [
              `The ${c.prop2} was ${h.call}'s job today.`,
              `"Keep it safe," someone said.`,
              `${h.call} nodded and nodded.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `Before the fun began, ${h.call} was given a special job: to look after the ${c.prop2}.`,
              `"I'll take good care of it," ${h.he} promised, standing up tall.`,
              `It felt grown-up to be trusted.`,
            ],
            [
              `At the start of the day, ${h.call} was asked to be in charge of the ${c.prop2}.`,
              `"You can count on me," ${h.he} said, puffing out ${h.his} chest.`,
              `Nobody had ever given ${h.him} such an important job before.`,
            ],
            [
              `"Will you look after the ${c.prop2} for us today?" ${h.call} was asked.`,
              `${h.call} nodded so hard ${h.his} head nearly wobbled off. "Yes! I'll keep it safe."`,
              `${h.He} felt very proud.`,
            ],
            [
              `${h.call} was chosen to keep the ${c.prop2} safe all day long.`,
              `"I won't let it out of my sight," ${h.he} promised.`,
              `It was the biggest job ${h.he} had ever had.`,
            ],
          ]);
    },
    problemFillers: (c) =>
      c.young
        ? told(c, 'problemFillers', [
            [`${c.hero.call} patted the ${c.prop2} proudly.`, `It was a big job.`],
            [`${c.hero.call} held the ${c.prop2} tight.`, `What an important job.`],
            [`${c.hero.call} gave the ${c.prop2} a pat.`, `A job is a promise.`],
            [`${c.hero.call} smiled at the ${c.prop2}.`, `${c.hero.He} would keep it safe.`],
          ])
        : told(c, 'problemFillers', [
            [
              `${c.hero.call} patted the ${c.prop2} proudly.`,
              `Being trusted with something is a big thing, even when the something is small.`,
            ],
            [
              `${c.hero.call} held the ${c.prop2} carefully in both hands.`,
              `A promise like that felt important.`,
            ],
            [
              `${c.hero.call} checked the ${c.prop2} once, then twice, just to be sure.`,
              `Being in charge made ${c.hero.him} feel tall.`,
            ],
            [`${c.hero.call} kept the ${c.prop2} close.`, `Little jobs can be the most important ones.`],
          ]),
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `But ${h.call} was busy ${c.activity.ing}.`,
              `${h.He} forgot all about the job.`,
              `Where was the ${c.prop2}? It was gone!`,
            ],
            [
              `Then ${h.call} went off ${c.activity.ing}.`,
              `${h.He} forgot the ${c.prop2}.`,
              `Uh-oh, where did it go?`,
            ],
            [
              `${cap(c.activity.ing)} was so much fun.`,
              `${h.call} put the ${c.prop2} down.`,
              `Then it was lost!`,
            ],
            [`${h.call} played and played.`, `${h.He} did not think of the ${c.prop2}.`, `Now it was gone.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `But ${c.activity.ing} was so much fun that ${h.call} forgot all about the job.`,
              `When ${h.he} finally looked around, the ${c.prop2} was nowhere to be seen.`,
              `"Maybe someone else will find it," ${h.he} thought, and went back to playing.`,
            ],
            [
              `Then ${h.call} got so busy ${c.activity.ing} that the ${c.prop2} slipped right out of ${h.his} mind.`,
              `Later, ${h.he} glanced around, and the ${c.prop2} was gone.`,
              `"Oh well, it'll turn up," ${h.he} said, and kept playing.`,
            ],
            [
              `Soon ${c.activity.ing} took up all of ${h.call}'s attention, and ${h.he} set the ${c.prop2} down somewhere.`,
              `When ${h.he} remembered, it had disappeared.`,
              `${h.call} pretended not to notice and carried on having fun.`,
            ],
            [
              `But after a while ${h.call} wanted both hands free for ${c.activity.ing}, so ${h.he} put the ${c.prop2} aside.`,
              `Then ${h.he} forgot all about it, and when ${h.he} looked again, it wasn't there.`,
              `"Someone else probably has it," ${h.he} decided.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt a worried feeling.`, `A promise is a promise.`],
            [`${c.hero.call} felt worried.`, `${c.hero.He} had promised.`],
            [`${c.hero.call}'s tummy felt tight.`, `It was ${c.hero.his} job.`],
            [`${c.hero.call} stopped playing.`, `Oh dear, the ${c.prop2}!`],
          ])
        : told(c, 'feeling', [
            [
              `But the worried feeling followed ${c.hero.call} everywhere.`,
              `${c.hero.He} had made a promise, and a promise doesn't disappear just because you stop thinking about it.`,
            ],
            [
              `Somehow the fun didn't feel like fun anymore.`,
              `${c.hero.call} kept thinking about ${c.hero.his} promise, and it made ${c.hero.his} tummy feel tight.`,
            ],
            [
              `${c.hero.call}'s smile didn't feel quite right.`,
              `Deep down ${c.hero.he} knew the ${c.prop2} had been ${c.hero.his} job, and nobody else's.`,
            ],
            [
              `A nagging little voice kept whispering, "You promised."`,
              `${c.hero.call} tried to ignore it, but it wouldn't go away.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Everyone forgets sometimes. Being responsible means we fix it.`,
            `We all forget. When we do, we try to fix it.`,
            `It was your job. You can fix it now.`,
            `Oops happens. Let's look for it together.`,
          ])
        : told(c, 'advice', [
            `Everybody forgets sometimes. Being responsible doesn't mean never making a mistake. It means saying, 'That was my job,' and doing your best to put it right.`,
            `Mistakes happen to everyone. What makes someone responsible is what they do next: owning up, and trying to fix it.`,
            `When we're given a job, it's ours, even when we forget. The responsible thing is to say, 'I forgot, and I'll fix it.'`,
            `Nobody is perfect. But when we promise something, we try our best, and if we slip, we don't pretend. We put it right.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`"It was my job," said ${h.call}.`, `"I will find it."`, `${h.He} looked everywhere.`],
            [`"I forgot," said ${h.call}.`, `"I'll find it."`, `${h.He} looked up and down.`],
            [`${h.call} went to look.`, `"My job, my fix," ${h.he} said.`, `${h.He} looked all over.`],
            [`"I lost it," said ${h.call}.`, `"I'm going to look."`, `${h.He} searched and searched.`],
          ])
        : told(c, 'rightChoice', [
            [
              `"It was my job," ${h.call} said, "so I'll put it right."`,
              `${h.He} retraced every step, looking under, behind and around, and didn't give up.`,
            ],
            [
              `"I forgot my job," ${h.call} admitted. "But I'm going to find the ${c.prop2}."`,
              `${h.He} searched every corner, every bag and every bush, and didn't stop.`,
            ],
            [
              `${h.call} stood up straight. "The ${c.prop2} was my job. I'll find it."`,
              `${h.He} walked back over every place ${h.he} had been, looking carefully.`,
            ],
            [
              `"I lost the ${c.prop2}," ${h.call} said, "and I'm going to look until I find it."`,
              `${h.He} looked high and low, near and far, without giving up.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`There it was! ${c.hero.call} held it tight.`],
              [`Found it! ${c.hero.call} kept it safe.`],
              [`There! ${c.hero.call} held on tight.`],
              [`${c.hero.call} found the ${c.prop2} and hugged it.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `At last, there it was, just where ${c.hero.call} had left it. ${c.hero.He} held on tight this time.`,
              ],
              [
                `Finally, ${c.hero.call} spotted the ${c.prop2} peeking out from where ${c.hero.he} had left it, and held it close for the rest of the day.`,
              ],
              [
                `There it was at last! ${c.hero.call} didn't let go of it again until it was time to give it back.`,
              ],
              [
                `And there, right where ${c.hero.he} had put it down, was the ${c.prop2}. ${c.hero.call} kept it safe from then on.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that a job is a promise.`, `And promises matter.`],
            [`${c.hero.call} learned to keep ${c.hero.his} promise.`, `Jobs matter.`],
            [`${c.hero.call} learned that a job needs care.`, `${c.hero.He} felt proud.`],
            [`${c.hero.call} learned to fix it when ${c.hero.he} forgets.`, `That is being grown-up.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that being responsible means keeping your promises, and when you slip, owning up and making it right.`,
            ],
            [`${c.hero.call} learned that a promise is important, and when you slip, you own it and fix it.`],
            [
              `${c.hero.call} learned that being responsible means caring for what you're trusted with, and putting things right when you forget.`,
            ],
            [
              `${c.hero.call} learned that people can count on you when you keep your promises and own your mistakes.`,
            ],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} proudly holds a ${c.prop2}, given a special job`,
      wrongTurn: (c) => `${c.hero.legend} plays happily, the ${c.prop2} forgotten behind ${c.hero.him}`,
      rightChoice: (c) => `${c.hero.legend} searches carefully for the lost ${c.prop2}`,
    },
    titles: (c) => [
      `${c.hero.call}'s Special Job`,
      `${c.hero.call} Keeps a Promise`,
      `${c.hero.call} and the Missing ${c.prop2.split(' ').slice(-1)[0] ?? 'Thing'}`,
    ],
  },
  {
    value: 'empathy',
    storyline: 'tears',
    usesPeer: true,
    problem: (c) => {
      const p = c.peer;
      return c.young
        ? told(c, 'problem', [
            [
              `${cap(p.intro)} sat all alone.`,
              `${p.His} ${c.prop2} was broken.`,
              `${p.He} ${p.v('was', 'were')} crying.`,
            ],
            [`${cap(p.intro)} was crying.`, `${p.His} ${c.prop2} was broken.`, `Boo hoo, sniff, sniff.`],
            [`${p.call}'s ${c.prop2} broke in two.`, `${p.call} was so sad.`, `Big tears came.`],
            [
              `${c.hero.call} saw ${p.intro}.`,
              `${p.call} had a broken ${c.prop2}.`,
              `${p.call} cried and cried.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `Nearby sat ${p.intro}, all alone.`,
              `${p.His} ${c.prop2} was broken, and big tears were rolling down ${p.his} cheeks.`,
              `${c.hero.call} could hear the sniffles from where ${c.hero.he} stood.`,
            ],
            [
              `On a bench close by, ${p.intro} was sitting by ${p.himself}.`,
              `${p.His} ${c.prop2} lay in two pieces, and ${p.he} ${p.was} crying into ${p.his} hands.`,
              `${c.hero.call} could see ${p.his} shoulders shaking.`,
            ],
            [
              `${c.hero.call} heard a sob and turned around.`,
              `There was ${p.intro}, holding a broken ${c.prop2}, with tears dripping off ${p.his} chin.`,
              `Nobody else had noticed.`,
            ],
            [
              `A little way off, ${p.intro} was crouched over something.`,
              `It was ${p.his} ${c.prop2}, snapped in half, and ${p.call} was crying as if ${p.his} heart would break.`,
              `${c.hero.call} stopped and stared.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"It's just a ${c.prop2}," said ${h.call}.`, `${h.He} kept playing.`, `${p.call} cried harder.`],
            [`"Don't cry," said ${h.call}.`, `"It's just a ${c.prop2}."`, `${h.He} ran off to play.`],
            [`${h.call} shrugged.`, `"Get a new one," ${h.he} said.`, `${p.call} cried more.`],
            [
              `"It's okay," said ${h.call}, not looking.`,
              `${h.He} went back to play.`,
              `${p.call} was still sad.`,
            ],
          ])
        : told(c, 'wrongTurn', [
            [
              `"It's only a ${c.prop2}," ${h.call} said with a shrug. "Come and play instead."`,
              `But ${p.call} only cried harder, and ${h.call} went back to ${c.activity.ing}, puzzled.`,
            ],
            [
              `"Don't cry, it's just a silly ${c.prop2}," ${h.call} said, and ran back to ${c.activity.ing}.`,
              `${p.call} cried even harder.`,
            ],
            [
              `"You can get another one," ${h.call} said, without even sitting down.`,
              `Then ${h.he} went back to ${c.activity.ing}, and ${p.call} sniffled on alone.`,
            ],
            [
              `"Crying won't fix it," ${h.call} said, a bit impatiently.`,
              `${p.call} turned away, and ${h.call} went off to play, not sure why ${p.call} was so upset.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} kept looking back at ${c.peer.call}.`, `Why was ${c.peer.he} so sad?`],
            [`${c.hero.call} looked back at ${c.peer.call}.`, `${c.peer.call} was still sad.`],
            [`${c.hero.call} stopped playing.`, `Why was ${c.peer.call} crying so much?`],
            [`${c.hero.call} felt funny.`, `${c.peer.call} looked so sad.`],
          ])
        : told(c, 'feeling', [
            [
              `${c.hero.call} kept glancing back. Why was ${c.peer.call} still so sad?`,
              `It was only a ${c.prop2}, wasn't it? Something didn't feel right.`,
            ],
            [
              `But ${c.hero.call} couldn't quite enjoy ${c.activity.ing}.`,
              `${c.hero.His} eyes kept going back to ${c.peer.call}, still sad and alone.`,
            ],
            [
              `Something tugged at ${c.hero.call} inside.`,
              `It was only a ${c.prop2}... but ${c.peer.call} looked so very sad.`,
            ],
            [
              `${c.hero.call} tried to have fun, but ${c.hero.his} mind kept drifting back to the crying.`,
              `Maybe it wasn't just a ${c.prop2} to ${c.peer.call}.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `How would you feel if your favorite thing broke? Try to feel what they feel.`,
            `Think of your best toy. If it broke, how would you feel?`,
            `Your friend is sad. You can sit with them.`,
            `A hug can help a sad friend feel better.`,
          ])
        : told(c, 'advice', [
            `Imagine it was your very favorite thing that broke. How would your heart feel? When we try to feel what someone else feels, we know how to help.`,
            `Sometimes a thing that looks small to us is very big to someone else. Empathy means imagining how they feel, as if it happened to you.`,
            `Think of something you love very much. Now imagine it broke. That feeling is what your friend is feeling right now.`,
            `We can't always fix what's broken, but we can understand. Saying 'I'd be sad too' can help a friend feel less alone.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} sat down next to ${p.call}.`,
              `"I'm sorry your ${c.prop2} broke," ${h.he} said.`,
              `"I would be sad too."`,
            ],
            [`${h.call} went back to ${p.call}.`, `"I'm sorry it broke," ${h.he} said.`, `"I'd be sad too."`],
            [`${h.call} sat by ${p.call}.`, `"Poor ${c.prop2}," ${h.he} said.`, `"Do you want a hug?"`],
            [`${h.call} held ${p.call}'s hand.`, `"That's sad," ${h.he} said.`, `"I'm here."`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} went back and sat down close beside ${p.call}.`,
              `"I'm sorry your ${c.prop2} broke," ${h.he} said gently. "I think I'd feel sad too. Do you want to tell me about it?"`,
            ],
            [
              `${h.call} came back and sat down next to ${p.call}.`,
              `"I'm sorry I said it was silly," ${h.he} said. "If my favourite thing broke, I'd cry too."`,
            ],
            [
              `${h.call} walked back to ${p.call} and sat very close.`,
              `"That must feel awful," ${h.he} said quietly. "Was it special?"`,
            ],
            [
              `${h.call} knelt down beside ${p.call}.`,
              `"I'm sorry," ${h.he} said softly. "I didn't understand. Do you want a hug?"`,
            ],
          ]);
    },
    resolution: (c) => {
      const p = c.peer;
      return c.young
        ? [
            ...told(c, 'resolution', [
              [`${p.call} stopped crying.`, `They fixed it together.`],
              [`${p.call} smiled.`, `They fixed the ${c.prop2}.`],
              [`${p.call} hugged ${c.hero.call}.`, `They mended it.`],
              [`No more tears.`, `They played together.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${p.call} sniffed, and then, slowly, ${p.he} started to smile.`,
                `Together they mended the ${c.prop2} as best they could, and after that they played side by side.`,
              ],
              [
                `${p.call} wiped ${p.his} eyes and nodded.`,
                `They stuck the ${c.prop2} back together as well as they could, and it was almost as good as new.`,
              ],
              [
                `${p.call} told ${c.hero.call} all about the ${c.prop2}, and talking about it seemed to help.`,
                `Soon they were playing together, and ${p.call} was smiling again.`,
              ],
              [
                `${p.call} leaned on ${c.hero.call}'s shoulder for a moment.`,
                `Then the two of them found a way to fix the ${c.prop2}, and ${p.call} gave a watery smile.`,
              ],
            ]),
            c.quest.success,
          ];
    },
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to feel what friends feel.`, `That helps a lot.`],
            [`${c.hero.call} learned to think how friends feel.`],
            [`${c.hero.call} learned to sit with a sad friend.`],
            [`${c.hero.call} learned that feeling with friends helps.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that you can't always fix a sad feeling, but you can sit beside it, and that helps more than you'd think.`,
            ],
            [`${c.hero.call} learned that empathy means trying to feel what someone else is feeling.`],
            [
              `${c.hero.call} learned that understanding a friend's sadness is a gift, even when you can't fix it.`,
            ],
            [`${c.hero.call} learned that what matters to a friend should matter to you too.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} notices ${c.peer.legend} sitting alone, crying over a broken ${c.prop2}`,
      wrongTurn: (c) => `${c.hero.legend} shrugs and keeps playing while ${c.peer.legend} cries`,
      rightChoice: (c) => `${c.hero.legend} sits beside ${c.peer.legend} and comforts ${c.peer.him}`,
    },
    titles: (c) => [
      `${c.hero.call} and the Broken ${c.prop2.split(' ').slice(-1)[0] ?? 'Toy'}`,
      `${c.hero.call} Understands`,
      `A Friend Beside You`,
    ],
  },
  {
    value: 'compassion',
    storyline: 'creature-in-trouble',
    usesPeer: false,
    problem: (c) => {
      const { hero: h, setting: s } = c;
      return c.young
        ? told(c, 'problem', [
            [`Then ${h.call} saw ${s.critter.who}.`, `It ${s.critter.trouble}.`, `It needed help.`],
            [`${h.call} found ${s.critter.who}.`, `It ${s.critter.trouble}.`, `It looked so scared.`],
            [`Look, there was ${s.critter.who}!`, `It ${s.critter.trouble}.`, `Poor little thing.`],
            [`${h.call} stopped. It was ${s.critter.who}.`, `It ${s.critter.trouble}.`, `Who would help it?`],
          ])
        : told(c, 'problem', [
            [
              `Just then, ${h.call} spotted ${s.critter.who}.`,
              `It ${s.critter.trouble}.`,
              `It looked so small and so worried, and nobody else seemed to have noticed.`,
            ],
            [
              `Then ${h.call} noticed ${s.critter.who}.`,
              `It ${s.critter.trouble}.`,
              `It seemed so helpless, and no one else was looking.`,
            ],
            [
              `Suddenly ${h.call} stopped. Close by was ${s.critter.who}.`,
              `It ${s.critter.trouble}.`,
              `Everyone else was too busy to see.`,
            ],
            [
              `Something caught ${h.call}'s eye: ${s.critter.who}.`,
              `It ${s.critter.trouble}.`,
              `It looked tired and frightened.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `But ${h.call} wanted to keep playing.`,
              `${h.He} walked right past.`,
              `"Someone else will help," ${h.he} said.`,
            ],
            [`${h.call} wanted to play some more.`, `${h.He} did not stop.`, `"Not me," ${h.he} said.`],
            [`${h.call} looked away.`, `${h.He} kept on playing.`, `"Somebody will help," ${h.he} said.`],
            [`${h.call} ran past it.`, `${h.He} wanted to play.`, `"Later," ${h.he} said.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `But ${h.call} was in the middle of ${c.activity.ing}, and ${h.he} didn't want to stop.`,
              `"Someone else will help," ${h.he} decided, and walked right past.`,
            ],
            [
              `But ${h.call} was having too much fun ${c.activity.ing} to stop.`,
              `"Somebody else will see it," ${h.he} said, and kept going.`,
            ],
            [
              `${h.call} wanted to keep ${c.activity.ing}, so ${h.he} looked away.`,
              `"It'll be fine," ${h.he} told ${h.himself}, and hurried past.`,
            ],
            [
              `${h.call} hesitated, then shrugged.`,
              `"I'm busy," ${h.he} said, and went back to ${c.activity.ing}.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [
              `${c.hero.call} kept thinking about ${c.setting.critter.who}.`,
              `${c.hero.His} heart felt tight.`,
            ],
            [`${c.hero.call} thought about the little creature.`, `${c.hero.His} tummy felt funny.`],
            [`${c.hero.call} could not stop looking back.`, `Was it okay?`],
            [`${c.hero.call} felt sad inside.`, `The little creature needed a friend.`],
          ])
        : told(c, 'feeling', [
            [
              `But ${c.hero.call} couldn't stop thinking about ${c.setting.critter.who}.`,
              `What if nobody else came? ${c.hero.His} heart felt tight and uneasy.`,
            ],
            [
              `But ${c.hero.call} kept picturing ${c.setting.critter.who}.`,
              `What if it needed help and nobody came?`,
            ],
            [
              `${c.hero.call} couldn't stop thinking about it.`,
              `${c.hero.His} tummy felt fluttery and worried.`,
            ],
            [
              `Even ${c.activity.ing} didn't feel fun now.`,
              `${c.hero.call} kept wondering if the little creature was alright.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `When someone is hurting, we can help. Even small hands can help.`,
            `Little creatures need kind friends. You can help it.`,
            `Helping is what kind hearts do. Let's go back.`,
            `It is small and scared. Gentle hands can help.`,
          ])
        : told(c, 'advice', [
            `Compassion means seeing someone who is hurting and choosing to help, even when we're busy. Small hands can do big, kind things.`,
            `When we see someone in trouble, we can be the one who helps. It doesn't matter how big or small we are.`,
            `Compassion means caring about how others feel, even a tiny creature, and doing something to help.`,
            `Helping is always worth stopping for. Even a little help can make a big difference.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, setting: s } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} ran back.`,
              `${h.He} helped ${s.critter.help}.`,
              `"There you go, little one," ${h.he} whispered.`,
            ],
            [
              `${h.call} went back, slow and quiet.`,
              `${h.He} helped ${s.critter.help}.`,
              `"You're okay now," ${h.he} said.`,
            ],
            [
              `${h.call} turned around.`,
              `${h.He} helped ${s.critter.help}.`,
              `"There, little friend," ${h.he} said.`,
            ],
            [
              `Back went ${h.call}, tiptoe, tiptoe.`,
              `${h.He} helped ${s.critter.help}.`,
              `"All better," ${h.he} whispered.`,
            ],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} hurried back.`,
              `Slowly and softly, ${h.he} helped ${s.critter.help}.`,
              `"There you go, little one," ${h.he} whispered.`,
            ],
            [
              `${h.call} turned around and went back.`,
              `${h.He} helped ${s.critter.help}.`,
              `"You're safe now," ${h.he} said.`,
            ],
            [
              `${h.call} hurried back to the little creature.`,
              `${h.He} knelt down and helped ${s.critter.help}.`,
              `"There, that's better," ${h.he} whispered.`,
            ],
            [
              `${h.call} ran back as fast as ${h.he} could.`,
              `Then ${h.he} helped ${s.critter.help}.`,
              `"It's okay, I've got you," ${h.he} said.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [c.setting.critter.after],
              [c.setting.critter.after, `${c.hero.call} smiled.`],
              [c.setting.critter.after, `${c.hero.call} felt so happy.`],
              [c.setting.critter.after, `What a kind helper!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [c.setting.critter.after],
              [c.setting.critter.after, `${c.hero.call} watched with a big, warm smile.`],
              [c.setting.critter.after, `${c.hero.call} felt happy all the way through.`],
              [c.setting.critter.after, `${c.hero.call}'s heart felt full and glowing.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that helping feels warm inside.`, `Even a small help is big.`],
            [`${c.hero.call} learned to help little creatures.`, `Kind hands are good hands.`],
            [`${c.hero.call} learned that helping feels good.`, `Big or small, helping counts.`],
            [`${c.hero.call} learned to go back and help.`, `It made ${c.hero.his} heart glow.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that a kind heart notices when someone needs help, and that helping makes the whole world feel a little warmer.`,
            ],
            [
              `${c.hero.call} learned that helping those in trouble, even the smallest, makes the world kinder.`,
            ],
            [`${c.hero.call} learned that compassion means stopping to help, even when you're busy.`],
            [
              `${c.hero.call} learned that every creature matters, and that small hands can do big kindnesses.`,
            ],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} spots ${c.setting.critter.who} that needs help`,
      wrongTurn: (c) =>
        `${c.hero.legend} walks past, still playing, glancing back at ${c.setting.critter.who}`,
      rightChoice: (c) => `${c.hero.legend} gently helps ${c.setting.critter.who}`,
    },
    titles: (c) => [
      `${c.hero.call} and the Little Helper's Heart`,
      `${c.hero.call} Lends a Hand`,
      `${c.hero.call}'s Kind Heart`,
    ],
  },
  {
    value: 'fairness',
    storyline: 'taking-turns',
    usesPeer: true,
    problem: (c) => {
      const p = c.peer;
      return c.young
        ? told(c, 'problem', [
            [`${cap(p.intro)} wanted to play too.`, `But there was only one ${c.prop2}.`],
            [`${p.call} came to play.`, `There was just one ${c.prop2}.`],
            [`"Can I have a go?" asked ${p.intro}.`, `Only one ${c.prop2}!`],
            [`${cap(p.intro)} wanted a turn.`, `${c.hero.call} had the only ${c.prop2}.`],
          ])
        : told(c, 'problem', [
            [
              `Soon ${p.intro} came over. "Can I have a turn too?"`,
              `But there was only one ${c.prop2}, and ${c.hero.call} had been having so much fun with it.`,
            ],
            [
              `Before long, ${p.intro} wandered over and watched. "Please may I have a go?"`,
              `There was just one ${c.prop2}, though, and ${c.hero.call} was having the best time with it.`,
            ],
            [
              `${cap(p.intro)} came and stood close by, waiting hopefully. "Can I try?"`,
              `But ${c.hero.call} didn't want to let go of the only ${c.prop2}.`,
            ],
            [
              `"That looks fun! Can I play?" asked ${p.intro}.`,
              `There was only one ${c.prop2}, and ${c.hero.call} was holding on to it tightly.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} had a turn. And another. And one more after that.`, `${p.call} just waited.`],
            [`${h.call} had a go, and a go, and a go.`, `${p.call} waited and waited.`],
            [`"Me again!" said ${h.call}.`, `${p.call} did not get a turn.`],
            [`${h.call} kept the ${c.prop2}.`, `${p.call} sat and waited.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"Just one more turn," said ${h.call}. And then another. And then one more.`,
              `${h.He} even made up a new rule that said ${h.he} got two turns for every one.`,
              `${p.call} waited and waited, looking glum.`,
            ],
            [
              `"After my turn," said ${h.call}, and then took another, and another.`,
              `Every time ${p.call} asked, ${h.call} said, "Nearly done."`,
              `${p.call} sat down and sighed.`,
            ],
            [
              `${h.call} kept going and going, pretending not to notice ${p.call} waiting.`,
              `"My turns are longer because I was here first," ${h.he} said.`,
              `${p.call}'s shoulders drooped.`,
            ],
            [
              `"I just need five more goes," ${h.call} said, and then five more.`,
              `${h.He} said the rules meant whoever held the ${c.prop2} kept it.`,
              `${p.call} waited with a sad, quiet face.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`The game was not fun now.`, `${c.peer.call} looked sad, and ${c.hero.call} did too.`],
            [`${c.peer.call} was sad.`, `The game was not fun.`],
            [`Nobody was smiling.`, `Not even ${c.hero.call}.`],
            [`${c.peer.call} looked down.`, `${c.hero.call} felt bad.`],
          ])
        : told(c, 'feeling', [
            [
              `Somehow the game wasn't fun anymore. ${c.peer.call} looked glum, and ${c.hero.call}'s extra turns didn't feel like winning at all.`,
            ],
            [
              `Strangely, all those turns didn't make ${c.hero.call} any happier. Playing while ${c.peer.call} sat sadly nearby felt wrong.`,
            ],
            [
              `The ${c.prop2} was all ${c.hero.call}'s, but the fun had leaked away, and ${c.peer.call}'s sad face made it worse.`,
            ],
            [`${c.hero.call} had all the turns, yet somehow ${c.hero.he} felt grumpy instead of happy.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Fair means everyone gets a turn. Then everyone has fun.`,
            `Turns are fair. One for you, one for your friend.`,
            `Fair is when everybody gets a go.`,
            `Let's take turns. Then everyone is happy.`,
          ])
        : told(c, 'advice', [
            `Being fair means everyone gets the same chance, even when we want more for ourselves. A game is only fun when it's fun for everyone.`,
            `Fair means giving everyone the same chance. When we take turns, the game becomes fun for everyone, including you.`,
            `Sharing turns can feel hard when you're having fun. But fairness means thinking about the other person waiting, too.`,
            `A game where only one person plays isn't much of a game. Fairness makes room for everyone.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`"Your turn, ${p.call}!" said ${h.call}.`, `They took turns, one for you and one for me.`],
            [`${h.call} gave ${p.call} the ${c.prop2}.`, `"Your go!" ${h.he} said.`],
            [`"Now it's your turn, ${p.call}," said ${h.call}.`, `One for ${p.call}, one for ${h.call}.`],
            [`"Let's take turns," said ${h.call}.`, `${p.call} smiled big.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} held out the ${c.prop2}. "Your turn, ${p.call}. Let's take turns, one each, fair and square."`,
              `${p.call}'s face lit up like a lantern.`,
            ],
            [
              `${h.call} passed the ${c.prop2} over. "Here, ${p.call}, your turn. Then mine, then yours."`,
              `${p.call} grinned from ear to ear.`,
            ],
            [
              `"Sorry, ${p.call}," said ${h.call}. "I've had lots of turns. Now you go."`,
              `${p.call} jumped up, beaming.`,
            ],
            [
              `${h.call} handed over the ${c.prop2}. "Let's take turns properly. You first!"`,
              `${p.call}'s whole face brightened.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`Turn, turn, turn. They laughed and laughed.`],
              [`Your go, my go. What fun!`],
              [`They took turns all day.`],
              [`Turn after turn, they giggled.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`Turn by turn, the game got better and better, and the laughing got louder and louder.`],
              [`Taking turns made the game twice as much fun, and soon they were both laughing.`],
              [`One turn each, round and round, and the fun just kept growing.`],
              [`With fair turns, the game became a happy, giggly adventure for both of them.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that fair is fun.`, `Everyone gets a turn.`],
            [`${c.hero.call} learned to take turns.`],
            [`${c.hero.call} learned that fair is fun for all.`],
            [`${c.hero.call} learned to share the fun.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that being fair makes everyone a winner, because sharing the fun makes more of it.`,
            ],
            [
              `${c.hero.call} learned that fairness means everyone gets a turn, and that makes everyone happier.`,
            ],
            [`${c.hero.call} learned that sharing turns fairly turns a lonely game into a fun one.`],
            [`${c.hero.call} learned that fair play makes friends, and hogging things loses them.`],
          ]),
    legends: {
      problem: (c) => `${c.peer.legend} asks ${c.hero.legend} for a turn with the ${c.prop2}`,
      wrongTurn: (c) => `${c.hero.legend} keeps the ${c.prop2} while ${c.peer.legend} waits glumly`,
      rightChoice: (c) => `${c.hero.legend} hands the ${c.prop2} to a smiling ${c.peer.legend}`,
    },
    titles: (c) => [
      `${c.hero.call} Plays Fair`,
      `Fair and Square`,
      `${c.hero.call} and ${c.peer.call} Take Turns`,
    ],
  },
  {
    value: 'gratitude',
    storyline: 'plain-snack',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [`At snack time there were ${c.setting.treat}.`, `"I wanted cookies!" said ${h.call}.`],
            [`Snack time! It was ${c.setting.treat}.`, `"I don't like these," said ${h.call}.`],
            [`Here came the ${c.setting.treat}.`, `${h.call} made a face.`],
            [`The snack was ${c.setting.treat}.`, `"Not these!" said ${h.call}.`],
          ])
        : told(c, 'problem', [
            [
              `At snack time, out came ${c.setting.treat}, made with care that very morning.`,
              `Everyone else tucked in happily.`,
              `But ${h.call} wrinkled ${h.his} nose. "I wanted something else," ${h.he} grumbled.`,
            ],
            [
              `When it was time for a snack, out came ${c.setting.treat}, made specially that morning.`,
              `The others said "Yum!" and started eating.`,
              `${h.call} crossed ${h.his} arms. "I don't like these," ${h.he} said.`,
            ],
            [
              `Snack time came, and there were ${c.setting.treat}, just for them.`,
              `Everybody else was happy.`,
              `But ${h.call} frowned. "Why couldn't we have something better?"`,
            ],
            [
              `Out of the bag came ${c.setting.treat}, still warm from the morning.`,
              `The others grinned.`,
              `"Boring," said ${h.call}, pulling a face.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `${h.call} pushed the snack away.`,
              `"I don't want it," ${h.he} said.`,
              `${h.He} did not say thank you.`,
            ],
            [`${h.call} said, "No!"`, `${h.He} did not eat.`, `No thank you at all.`],
            [`${h.call} pushed it away.`, `${h.He} said no thank you.`, `${h.He} said no please too.`],
            [`${h.call} would not eat.`, `${h.He} crossed ${h.his} arms.`, `${h.He} did not say thanks.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} pushed the snack away and didn't say thank you.`,
              `${h.He} didn't notice the tired, hopeful smile fade from across the picnic blanket.`,
            ],
            [
              `${h.call} pushed ${h.his} snack to one side and didn't say thank you.`,
              `${h.He} didn't see the disappointed look from the person who had made it.`,
            ],
            [
              `${h.call} wouldn't touch the snack and grumbled loudly.`,
              `${h.He} never noticed how much work had gone into it.`,
            ],
            [
              `${h.call} turned ${h.his} back on the snack without a single thank you.`,
              `The cook's hopeful smile slowly disappeared.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Then ${c.hero.call}'s tummy rumbled.`, `${c.hero.He} felt grumpy and hungry.`],
            [`Then ${c.hero.call} was hungry.`, `${c.hero.He} felt grumpy.`],
            [`${c.hero.call}'s tummy went grrr.`, `${c.hero.He} felt cross.`],
            [`${c.hero.call} was hungry and sad.`, `Nothing was fun.`],
          ])
        : told(c, 'feeling', [
            [
              `Soon ${c.hero.call}'s tummy rumbled, and the grumpy feeling grew bigger.`,
              `Nothing seemed quite good enough today, not even ${c.activity.ing}.`,
            ],
            [
              `Before long, ${c.hero.call} was hungry and cross.`,
              `Everything seemed a bit rubbish, even ${c.activity.ing}.`,
            ],
            [
              `${c.hero.call}'s tummy grumbled, and so did ${c.hero.he}.`,
              `The whole day started to feel gloomy.`,
            ],
            [
              `${c.hero.call} felt hungry and grumpy.`,
              `Nothing was fun anymore, not even ${c.activity.ing}.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Look at all the good things we have. Saying thank you makes hearts happy.`,
            `Let's count happy things. Then say thank you.`,
            `Someone made the snack for you. Thank you is nice.`,
            `Look at all the good things. Let's say thank you for them.`,
          ])
        : told(c, 'advice', [
            `Let's play a game. Let's count the good things we have right now. When we notice them and say thank you, our hearts feel full instead of grumpy.`,
            `When we look for the good things around us, we find more and more. Saying thank you helps us see them.`,
            `Someone made that snack with love. Gratitude means noticing the love behind things, and saying thank you.`,
            `Let's think of three good things right now. Being thankful can turn a grumpy mood into a happy one.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} counted good things.`, `Sun. Snacks. Hugs. Fun.`, `"Thank you!" ${h.he} said.`],
            [`${h.call} counted: sun, snack, friends.`, `"Thank you!" ${h.he} said.`],
            [`"Thank you for my snack," said ${h.call}.`, `${h.He} took a bite.`],
            [`${h.call} thought of good things.`, `"Thanks!" said ${h.call}, smiling.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} counted: the sunshine, the ${c.setting.treat}, the people who loved ${h.him}, a whole day of fun.`,
              `The list got longer and longer. "Thank you for my snack," ${h.he} said, and meant it.`,
            ],
            [
              `${h.call} thought about all the good things: the snack, the sunshine, the people who cared about ${h.him}.`,
              `"Thank you for making this," ${h.he} said.`,
            ],
            [
              `${h.call} started counting happy things: friends, fun, food, and people who love ${h.him}.`,
              `"Thank you for the snack," ${h.he} said with a smile.`,
            ],
            [
              `${h.call} thought of how early someone had got up to make the ${c.setting.treat}.`,
              `"Thank you," ${h.he} said, and took a big bite.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`The snack was yummy after all.`],
              [`Yum, it was tasty!`],
              [`The ${c.setting.treat} were good after all.`],
              [`${c.hero.call} ate it all up.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`The ${c.setting.treat} tasted wonderful after all.`],
              [`And the ${c.setting.treat} tasted lovely after all.`],
              [`To ${c.hero.his} surprise, the ${c.setting.treat} were delicious.`],
              [`${c.hero.call} ate every crumb of the ${c.setting.treat}.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to say thank you.`, `It makes everyone smile.`],
            [`${c.hero.call} learned to say thank you.`],
            [`${c.hero.call} learned that thank you feels good.`],
            [`${c.hero.call} learned to see the good things.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that a thank-you is a little gift you give back, and that noticing good things makes them feel even better.`,
            ],
            [`${c.hero.call} learned that saying thank you helps us notice the good things we have.`],
            [`${c.hero.call} learned that gratitude makes even ordinary things feel special.`],
            [`${c.hero.call} learned that a thankful heart is a happy heart.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} frowns at a snack of ${c.setting.treat}`,
      wrongTurn: (c) => `${c.hero.legend} pushes the snack away, looking grumpy`,
      rightChoice: (c) =>
        `${c.hero.legend} smiles and says thank you, counting good things on ${c.hero.his} fingers`,
    },
    titles: (c) => [
      `${c.hero.call} Says Thank You`,
      `${c.hero.call}'s Thank-You Day`,
      `${c.hero.call} Counts the Good Things`,
    ],
  },
  {
    value: 'cooperation',
    storyline: 'all-alone',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [`It was a big job.`, `${cap(p.intro)} came to help.`, `"I can do it myself!" said ${h.call}.`],
            [
              `The job was very big.`,
              `"Can I help?" asked ${p.intro}.`,
              `"No, I can do it!" said ${h.call}.`,
            ],
            [`There was so much to do.`, `${cap(p.intro)} wanted to help.`, `"Just me!" said ${h.call}.`],
            [
              `It was a giant job.`,
              `${cap(p.intro)} came over to help.`,
              `"I don't need help," said ${h.call}.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `But it was a big job, much bigger than it looked.`,
              `${cap(p.intro)} wandered over. "Can I help?"`,
              `"No thanks," said ${h.call}. "I can do it all by myself."`,
            ],
            [
              `The job turned out to be enormous, with lots of parts to do at once.`,
              `${cap(p.intro)} came along and offered, "Want some help?"`,
              `"I don't need any help," said ${h.call}. "I can manage."`,
            ],
            [
              `It was going to take a lot of work, more than ${h.call} had guessed.`,
              `"I could help you," said ${p.intro}, rolling up ${p.his} sleeves.`,
              `${h.call} shook ${h.his} head. "No, I want to do it on my own."`,
            ],
            [
              `The more ${h.call} looked, the bigger the job seemed.`,
              `${cap(p.intro)} stopped by. "Shall we do it together?"`,
              `"Nope," said ${h.call}. "It's my job, and I'll do it alone."`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `${h.call} tried to do it all alone.`,
              `${h.He} carried and built and fixed.`,
              `Oh no! It all fell down.`,
            ],
            [`${h.call} did it all alone.`, `${h.He} huffed and puffed.`, `Then everything fell over.`],
            [`${h.call} tried and tried, all alone.`, `It was too much.`, `Down it all went.`],
            [
              `${h.call} ran this way and that way.`,
              `${h.He} ${h.was} so tired.`,
              `Then it all tumbled down.`,
            ],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} tried to do everything at once: carrying, building, fixing and planning.`,
              `Then, all at once, ${c.quest.setback}.`,
            ],
            [
              `${h.call} rushed from one thing to the next, trying to do it all.`,
              `And then, suddenly, ${c.quest.setback}.`,
            ],
            [
              `${h.call} carried too much and built too fast, all by ${h.himself}.`,
              `Before long, ${c.quest.setback}.`,
            ],
            [
              `${h.call} ran backwards and forwards, huffing and puffing, doing every part alone.`,
              `Then, with a groan, ${h.he} saw that ${c.quest.setback}.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt cross and tired.`, `It was too big for one.`],
            [`${c.hero.call} sat down, tired and cross.`, `One is not enough for a big job.`],
            [`${c.hero.call} felt grumpy.`, `The job was too big for one.`],
            [`${c.hero.call} was tired out.`, `${c.hero.He} needed help.`],
          ])
        : told(c, 'feeling', [
            [
              `${c.hero.call} felt hot, cross and very tired.`,
              `Doing everything alone was much harder than it had looked.`,
            ],
            [`${c.hero.call} flopped down, tired and frustrated.`, `It was just too much for one person.`],
            [
              `${c.hero.call}'s arms ached and ${c.hero.his} face was hot.`,
              `Doing it alone wasn't working at all.`,
            ],
            [`${c.hero.call} felt grumpy and worn out.`, `The job was bigger than ${c.hero.him}.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Some jobs are too big for one. Together we are stronger.`,
            `Big jobs need many hands. Let's ask a friend.`,
            `Two friends can do more than one. Ask for help.`,
            `Helping each other makes big jobs easy.`,
          ])
        : told(c, 'advice', [
            `Some jobs are too big for one pair of hands. When we work together, everyone does a part, and the big job gets smaller.`,
            `Asking for help is not giving up. When we cooperate, each person does a part, and together we can do so much more.`,
            `Big jobs are easier with friends. Cooperation means sharing the work and sharing the fun.`,
            `You don't have to do everything alone. Working together is how people build the biggest, best things.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`"${p.call}, will you help me?" asked ${h.call}.`, `"Yes!" said ${p.call}.`],
            [`${h.call} went to ${p.call}.`, `"Can you help me, please?"`],
            [`"${p.call}, I need you," said ${h.call}.`, `"Let's do it together!" said ${p.call}.`],
            [`${h.call} called, "${p.call}, please help!"`, `${p.call} came running.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} turned to ${p.call}. "I was wrong. Will you help me? You can do the carrying and I'll do the building."`,
              `"Deal!" said ${p.call}, grinning.`,
            ],
            [
              `${h.call} went to ${p.call}. "Sorry I said no. Will you help me after all? We could split the jobs."`,
              `"Of course!" said ${p.call}.`,
            ],
            [
              `"${p.call}, I think I need you," said ${h.call}. "You do that part, and I'll do this part?"`,
              `${p.call} nodded happily. "Let's go!"`,
            ],
            [
              `${h.call} called out, "${p.call}! Can we do it together? You're good at the tricky bits."`,
              `${p.call} ran right over.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`One carried. One built.`],
              [`${c.peer.call} carried. ${c.hero.call} built.`],
              [`They did it together.`],
              [`One held, one stacked.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`One carried, one built, and everyone cheered each other on.`],
              [
                `Working side by side, they finished it quickly, and it looked even better than ${c.hero.call} had imagined.`,
              ],
              [`Together, the job seemed to shrink, and soon it was done.`],
              [`With two pairs of hands, everything went smoothly, and they cheered when it was finished.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that friends make big jobs small.`],
            [`${c.hero.call} learned that helping hands make work easy.`],
            [`${c.hero.call} learned to ask a friend for help.`],
            [`${c.hero.call} learned that together is better.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that working together isn't giving up. It's how the biggest, best things get done.`,
            ],
            [`${c.hero.call} learned that cooperation makes big jobs small and hard jobs fun.`],
            [`${c.hero.call} learned that asking for help is smart, and working together is strong.`],
            [`${c.hero.call} learned that the best things are often made by many hands, not one.`],
          ]),
    legends: {
      problem: (c) => `${c.peer.legend} offers to help while ${c.hero.legend} insists on working alone`,
      wrongTurn: (c) => `${c.hero.legend} struggles alone as everything tumbles down`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} shake hands and start working together`,
    },
    titles: (c) => [
      `${c.hero.call} and ${c.peer.call} Work Together`,
      `Better Together`,
      `${c.hero.call} and ${c.quest.title}`,
    ],
  },
  {
    value: 'generosity',
    storyline: 'a-pile-of-treats',
    usesPeer: true,
    problem: (c) => {
      const p = c.peer;
      return c.young
        ? told(c, 'problem', [
            [
              `${c.hero.call} had lots of ${c.setting.treat}.`,
              `${cap(p.intro)} had none.`,
              `${p.He} looked hungry.`,
            ],
            [
              `${c.hero.call} had so many ${c.setting.treat}.`,
              `${p.call} had no snack.`,
              `${p.call} was hungry.`,
            ],
            [
              `Lots of ${c.setting.treat} for ${c.hero.call}!`,
              `None for ${p.intro}.`,
              `${p.call} looked at them.`,
            ],
            [
              `${c.hero.call}'s box was full of ${c.setting.treat}.`,
              `${cap(p.intro)} had nothing.`,
              `${p.His} tummy rumbled.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `${c.hero.call} had plenty of ${c.setting.treat}, more than enough for one.`,
              `They were the very best kind, and ${c.hero.call} loved every bite.`,
              `Nearby sat ${p.intro}, who had none at all and kept looking over hungrily.`,
            ],
            [
              `${c.hero.call} had a big bag of ${c.setting.treat}, far too many for one person.`,
              `They were delicious, and ${c.hero.call} was enjoying every one.`,
              `A little way off sat ${p.intro}, with nothing to eat, looking at the ${c.setting.treat}.`,
            ],
            [
              `${c.hero.call}'s lunch box was full to the top with ${c.setting.treat}.`,
              `${c.hero.He} munched happily.`,
              `Close by, ${p.intro} had no snack at all and kept glancing over.`,
            ],
            [
              `There were lots of ${c.setting.treat}, and they were all ${c.hero.call}'s.`,
              `${c.hero.call} loved them more than anything.`,
              `${cap(p.intro)}, sitting nearby, had forgotten ${p.his} snack and looked hungry.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `"Mine!" said ${h.call}.`,
              `${h.He} hid them behind ${h.his} back.`,
              `${h.He} ate them all by ${h.himself}.`,
            ],
            [`"All mine!" said ${h.call}.`, `${h.He} hid them.`, `${h.He} ate them all up.`],
            [`${h.call} turned away.`, `${h.He} did not share.`, `Munch, munch, all gone.`],
            [`${h.call} held them tight.`, `"Not for you," ${h.he} said.`, `${h.He} ate them alone.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"These are mine," ${h.call} said, and hid them behind ${h.his} back.`,
              `${h.He} ate them one by one, all by ${h.himself}.`,
            ],
            [
              `"Mine," said ${h.call}, pulling the bag closer.`,
              `${h.He} ate them all without offering a single one.`,
            ],
            [
              `${h.call} turned away so ${c.peer.call} couldn't see.`,
              `${h.He} gobbled them all up by ${h.himself}.`,
            ],
            [
              `${h.call} held the ${c.setting.treat} tightly.`,
              `"I'm not sharing," ${h.he} said, and kept eating.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`But the snack did not taste so good.`, `${c.hero.call} felt a little bit sorry.`],
            [`The ${c.setting.treat} did not taste good now.`, `${c.hero.call} felt sorry.`],
            [`${c.hero.call} looked at ${c.peer.call}.`, `${c.hero.call} felt a bit bad.`],
            [`Eating alone was not fun.`, `${c.hero.call} felt sad.`],
          ])
        : told(c, 'feeling', [
            [
              `But the funny thing was, they didn't taste as good as usual.`,
              `Every time ${c.hero.call} looked at ${c.peer.call}, the treats felt smaller and smaller.`,
            ],
            [
              `But the ${c.setting.treat} didn't taste as nice as usual.`,
              `Each time ${c.hero.call} looked at ${c.peer.call}, ${c.hero.he} felt a little less happy.`,
            ],
            [
              `Somehow, eating alone didn't feel good.`,
              `${c.hero.call} kept thinking about ${c.peer.call}'s hungry face.`,
            ],
            [
              `The ${c.setting.treat} were yummy, but ${c.hero.call}'s heart felt funny.`,
              `${c.peer.call} looked so left out.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `When we share, there is less in our hands, but more in our hearts.`,
            `Sharing makes two people happy. Let's share.`,
            `When we share, our friends smile. We smile too.`,
            `You have lots. Your friend has none. What can you do?`,
          ])
        : told(c, 'advice', [
            `Sharing is a kind of magic. What's in your hands gets a little smaller, but the happiness gets twice as big, because now two people feel it.`,
            `When we share, we give a little and get a lot back: smiles, friendship and warm hearts.`,
            `Generosity means sharing what you have, especially when you have more than enough. It makes everyone happier, including you.`,
            `Sharing food is one of the kindest things you can do. Your tummy will be a little less full, but your heart will be much fuller.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} walked to ${p.call}.`, `"Do you want some?" ${h.he} asked.`],
            [`${h.call} went to ${p.call}.`, `"Here, have some," ${h.he} said.`],
            [`"Want one?" asked ${h.call}.`, `${h.He} gave ${p.call} some ${c.setting.treat}.`],
            [`${h.call} shared the ${c.setting.treat}.`, `"For you, ${p.call}!"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} walked over and held them out. "Would you like some? There's plenty."`,
              `${p.call}'s eyes went wide and happy.`,
            ],
            [
              `${h.call} went over to ${p.call} and held out the bag. "Want some? There's lots."`,
              `${p.call} smiled a huge smile.`,
            ],
            [
              `${h.call} took out half of the ${c.setting.treat} and gave them to ${p.call}.`,
              `"For you," ${h.he} said, and ${p.call}'s face lit up.`,
            ],
            [
              `"Here," said ${h.call}, offering the ${c.setting.treat}. "Let's share."`,
              `${p.call}'s eyes sparkled.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.peer.call} smiled a big smile.`, `Now they were friends.`],
              [`${c.peer.call} smiled.`, `They ate together.`],
              [`Munch, munch, together.`, `Friends now!`],
              [`${c.peer.call} said thank you.`, `They shared and laughed.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`They munched and chatted, and soon they were laughing like old friends.`],
              [`They sat together and ate, talking and laughing, and it was the best snack time ever.`],
              [`Sharing the ${c.setting.treat} made them both happy, and soon they were best friends.`],
              [`Munching side by side, they laughed and chatted like they had known each other forever.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that sharing makes joy grow.`],
            [`${c.hero.call} learned that sharing feels good.`],
            [`${c.hero.call} learned to share with friends.`],
            [`${c.hero.call} learned that sharing makes happy hearts.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that giving, even a little, makes a heart feel full, and that shared joy is double joy.`,
            ],
            [`${c.hero.call} learned that sharing makes happiness grow.`],
            [
              `${c.hero.call} learned that generosity fills your heart, even when it empties your hands a little.`,
            ],
            [`${c.hero.call} learned that giving to others brings joy to everyone.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} holds a pile of ${c.setting.treat} while ${c.peer.legend} has none`,
      wrongTurn: (c) => `${c.hero.legend} hides ${c.setting.treat} behind ${c.hero.his} back`,
      rightChoice: (c) => `${c.hero.legend} shares ${c.setting.treat} with a happy ${c.peer.legend}`,
    },
    titles: (c) => [`${c.hero.call} Shares`, `${c.hero.call} and the Double Joy`, `The Sharing Day`],
  },
];
