import { told, type MoralPlot } from '../moral.js';
import { cap } from '../text.js';

/** Courage: saying hello to a child you do not know; a strange noise as the light fades. */
export const COURAGE: MoralPlot[] = [
  {
    value: 'courage',
    storyline: 'first-hello',
    usesPeer: true,
    strangerPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${cap(p.intro)} was ${c.activity.ing} nearby.`,
              `${h.call} wanted to play too.`,
              `But ${h.he} felt shy.`,
            ],
            [`${cap(p.intro)} was playing.`, `${h.call} wanted to play too.`, `But ${h.call} was shy.`],
            [`${h.call} saw ${p.intro}.`, `${p.call}'s game looked fun.`, `${h.call} felt shy.`],
            [
              `There was ${p.intro}, ${c.activity.ing}.`,
              `${h.call} wanted to say hi.`,
              `The word got stuck.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `Not far away, ${p.intro} was ${c.activity.ing}, and it looked like the best game in the world.`,
              `${h.call} wanted to join in so much that ${h.his} toes wriggled, but when ${h.he} thought about saying hello, ${h.his} voice seemed to shrink.`,
            ],
            [
              `${cap(p.intro)} was busy ${c.activity.ing} a little way off, and it looked like so much fun.`,
              `${h.call} longed to join in, but every time ${h.he} tried to walk over, ${h.his} feet stayed stuck to the ground.`,
            ],
            [
              `A child ${h.call} had never met, ${p.intro}, was ${c.activity.ing} all alone.`,
              `${h.call} wanted to say hello so badly, but the word hid somewhere deep inside and would not come out.`,
            ],
            [
              `Over by the ${c.prop2}, ${p.intro} was ${c.activity.ing} and humming a happy tune.`,
              `${h.call} edged a little closer, then a little closer still, but when ${p.call} looked up, ${h.call}'s cheeks went hot and ${h.he} froze.`,
            ],
          ]);
    },
    problemFillers: (c) =>
      c.young
        ? told(c, 'problemFillers', [
            [`${c.hero.call} hid behind the ${c.prop}.`],
            [`${c.hero.call} peeked out.`],
            [`${c.hero.call} held ${c.hero.his} ${c.prop} tight.`],
            [`${c.hero.call} stood very still.`],
          ])
        : told(c, 'problemFillers', [
            [`What if ${c.peer.call} said no? What if ${c.peer.he} laughed?`],
            [`What if ${c.peer.call} didn't want a new friend?`],
            [`Maybe ${c.peer.call} would think ${c.hero.call} was silly.`],
            [`${c.hero.call}'s tummy did a nervous flip.`],
          ]),
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} looked at ${h.his} feet.`, `${h.He} did not say hello.`, `${h.He} played all alone.`],
            [`${h.call} did not say hi.`, `${h.He} turned away.`, `${h.He} played by ${h.himself}.`],
            [`${h.call} looked down.`, `${h.He} walked away.`, `${h.He} sat alone.`],
            [`${h.call} hid ${h.his} face.`, `No hello.`, `Just ${h.call}, alone.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `So ${h.call} turned away and pretended to be very busy with ${h.his} ${c.prop}.`,
              `"I don't even want to play with ${p.call}," ${h.he} muttered, though ${h.his} eyes kept sliding back to the game.`,
            ],
            [
              `${h.call} sat down with ${h.his} back to the game and fiddled with ${h.his} ${c.prop}.`,
              `"Playing on my own is better anyway," ${h.he} told ${h.himself}, but it didn't sound true.`,
            ],
            [
              `${h.call} shuffled away and pretended to look for something in the grass.`,
              `Every now and then ${h.he} peeked over at ${p.call}, and then quickly looked away again.`,
            ],
            [
              `${h.call} turned around and walked the other way, as fast as ${h.he} could.`,
              `"${p.call} probably has enough friends," ${h.he} mumbled to ${h.his} ${c.prop}.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Playing alone was not much fun.`, `${c.hero.call} felt lonely.`],
            [`Alone was not fun.`, `${c.hero.call} felt sad.`],
            [`${c.hero.call} was lonely.`, `${c.hero.He} wanted a friend.`],
            [`${c.hero.call} played alone.`, `It was too quiet.`],
          ])
        : told(c, 'feeling', [
            [
              `Playing alone felt quiet and small, and every happy shout from ${c.peer.call}'s game made it feel smaller.`,
            ],
            [
              `The game on ${c.hero.call}'s own was quiet and dull, and the laughter over there only made it duller.`,
            ],
            [`Being alone didn't feel safe after all; it just felt lonely, like a cold spot on a warm day.`],
            [
              `${c.hero.call}'s ${c.prop} was no fun with nobody to share it, and the shy feeling hadn't gone anywhere.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Saying hello can feel scary. Just try one little word. Hello!`,
            `Hello is a small word. You can say it. Try!`,
            `Your new friend might feel shy too. Say hi!`,
            `Wave and say hello. That is brave.`,
          ])
        : told(c, 'advice', [
            `Being brave doesn't only mean climbing high or jumping far. Sometimes the bravest thing is one little word: hello. The other child might be hoping for a friend too.`,
            `Shy feelings are normal, and they don't have to stop you. Take a breath, walk over, and say your name. That's all a hello needs to be.`,
            `Lots of friendships start with one wobbly hello. You don't have to feel brave first. You just have to try, and the brave feeling comes after.`,
            `New friends are just strangers who said hello. Maybe the other child is feeling shy too and waiting for someone to go first.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} walked over slowly.`,
              `"Hello," ${h.he} said. "Can I play?"`,
              `"Yes!" said ${p.call}.`,
            ],
            [`${h.call} went over.`, `"Hi! Can I play?"`, `"Sure!" said ${p.call}.`],
            [`${h.call} waved.`, `"Hello, I'm ${h.call}."`, `${p.call} waved back.`],
            [
              `Step, step, step.`,
              `"Hi," said ${h.call}, very small.`,
              `"Hi!" said ${p.call}, big and happy.`,
            ],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} walked over, one slow step at a time, and held out ${h.his} ${c.prop}.`,
              `"Hello, I'm ${h.call}," ${h.he} said, a little wobbly. "Can I play too?" ${p.call} grinned. "I was hoping someone would ask!"`,
            ],
            [
              `${h.call} took a big breath, walked right up and said, "Hi, I'm ${h.call}. What are you playing?"`,
              `${p.call} smiled. "Want to play? You can go next!"`,
            ],
            [
              `With ${h.his} heart thumping, ${h.call} stepped closer and gave a small wave. "Hello. Can I join you?"`,
              `"Yes, please!" said ${p.call}, and scooted over to make room.`,
            ],
            [
              `${h.call} counted to three in ${h.his} head, then went over holding ${h.his} ${c.prop}. "Hello! Do you want to play with this together?"`,
              `${p.call}'s face lit up. "I was wishing someone would come!"`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.hero.call} and ${c.peer.call} played and played.`],
              [`They played all day.`],
              [`Now they were friends.`],
              [`${c.hero.call} and ${c.peer.call} laughed a lot.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `Before long, ${c.hero.call} and ${c.peer.call} were laughing as if they had been friends for years.`,
              ],
              [
                `Soon the two of them were giggling together, and ${c.hero.call} forgot ${c.hero.he} had ever felt shy.`,
              ],
              [`They played until their cheeks hurt from smiling, and made a plan to meet again.`],
              [
                `By the end of the day, ${c.hero.call} and ${c.peer.call} were swapping secrets like old friends.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`One little hello made a new friend.`, `That was brave!`],
            [`A little hello was brave.`, `Now ${c.hero.call} has a friend.`],
            [`${c.hero.call} said hello.`, `That was so brave!`],
            [`${c.hero.call} learned that hello makes friends.`, `Brave ${c.hero.call}!`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that one small, brave hello can open the door to a whole new friendship.`,
            ],
            [`${c.hero.call} learned that shy feelings get smaller the moment you say hello.`],
            [
              `${c.hero.call} learned that you don't need to feel brave to be brave: you only need to take the first step.`,
            ],
            [`${c.hero.call} learned that a new friend might be just one hello away.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} peeks shyly at ${c.peer.legend}, who is playing nearby`,
      wrongTurn: (c) =>
        `${c.hero.legend} sits alone, holding a ${c.prop}, looking away from ${c.peer.legend}`,
      rightChoice: (c) => `${c.hero.legend} waves hello to ${c.peer.legend} with a shy smile`,
    },
    titles: (c) => [`${c.hero.call} Says Hello`, `${c.hero.call}'s Brave Hello`, `One Little Hello`],
  },
  {
    value: 'courage',
    storyline: 'strange-noise',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [
              `The ${c.prop2} was left behind.`,
              `${h.call} went back for it.`,
              `Then came a noise: rustle, rustle!`,
            ],
            [
              `${h.call} forgot the ${c.prop2}.`,
              `${h.He} went back to get it.`,
              `Then, scritch, scratch, went a noise!`,
            ],
            [
              `Where was the ${c.prop2}?`,
              `${h.call} went back.`,
              `Rustle, crunch, went something in the dark.`,
            ],
            [
              `The ${c.prop2} was far away.`,
              `${h.call} walked back for it.`,
              `Then ${h.he} heard a snuffle, snuffle.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `As the light began to fade, ${h.call} remembered the ${c.prop2}, left behind at the far end.`,
              `${h.He} went back to fetch it, and that was when ${h.he} heard it: a rustle, then a scritch, then a rustle again, somewhere in the shadows.`,
            ],
            [
              `The sky was turning orange and grey when ${h.call} noticed the ${c.prop2} was missing, left behind at the far end.`,
              `${h.He} walked back to get it, and out of the gloom came a noise: scratch, scratch, rustle.`,
            ],
            [
              `Just before going home, ${h.call} realised ${h.he} had forgotten the ${c.prop2}.`,
              `${h.He} hurried back in the dusky light, and suddenly something in the shadows went crunch, then swish.`,
            ],
            [
              `Evening was creeping in, and the ${c.prop2} was still lying far away where ${h.call} had left it.`,
              `Halfway there, ${h.call} heard a strange snuffling and shuffling in the dark.`,
            ],
          ]);
    },
    problemFillers: (c) =>
      c.young
        ? told(c, 'problemFillers', [
            [`What was that?`],
            [`Who was there?`],
            [`${c.hero.call} stood still.`],
            [`What could it be?`],
          ])
        : told(c, 'problemFillers', [
            [`The shadows seemed to grow longer and longer.`],
            [`Everything looked different in the half-dark.`],
            [`The noise stopped, and then started again.`],
            [`${c.hero.call} stood very still and listened hard.`],
          ]),
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} ran back fast.`, `"A monster!" ${h.he} cried.`, `${h.He} hid ${h.his} face.`],
            [
              `${h.call} ran and ran.`,
              `"Something is there!" ${h.he} said.`,
              `${h.He} covered ${h.his} eyes.`,
            ],
            [`${h.call} zoomed back.`, `"A big scary thing!" ${h.he} cried.`, `${h.He} hid.`],
            [`${h.call} ran away fast.`, `"I'm not going back!" ${h.he} said.`, `${h.He} hid ${h.his} face.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} ran all the way back without the ${c.prop2} and hid ${h.his} face.`,
              `"There's a monster over there," ${h.he} whispered, "and I'm never going back."`,
            ],
            [
              `${h.call} spun round and dashed back, leaving the ${c.prop2} behind.`,
              `"Something's out there," ${h.he} said, shivering, "something big."`,
            ],
            [
              `${h.call} didn't wait to see what it was; ${h.he} ran back to the light as fast as ${h.his} legs would go.`,
              `"I'm not getting it," ${h.he} said, "not ever."`,
            ],
            [
              `${h.call} squeezed ${h.his} eyes shut and backed away, one step, two steps, then ran.`,
              `"There's a creature with huge claws," ${h.he} gasped, "I heard it!"`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`But ${c.hero.call} missed the ${c.prop2}.`, `${c.hero.His} heart went bump, bump.`],
            [`${c.hero.call} still wanted the ${c.prop2}.`, `${c.hero.His} heart went thump.`],
            [`The ${c.prop2} was still out there.`, `${c.hero.call} felt shaky.`],
            [`${c.hero.call} missed the ${c.prop2}.`, `${c.hero.He} felt scared and sad.`],
          ])
        : told(c, 'feeling', [
            [
              `But without the ${c.prop2}, something was missing, and the not-knowing felt even bigger than the noise.`,
            ],
            [
              `But the ${c.prop2} was still out there, and ${c.hero.call} couldn't stop imagining what might be hiding near it.`,
            ],
            [
              `Sitting safe in the light, ${c.hero.call} felt a bit better, but the mystery noise kept growing bigger in ${c.hero.his} mind.`,
            ],
            [
              `Without the ${c.prop2}, ${c.hero.call} felt sad, and the scary noise seemed to follow ${c.hero.him} even here.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Scary things get smaller when we look. Let's take a torch and look together.`,
            `Let's take a light and look. Scary gets small when we see it.`,
            `I'll come with you. We can look together with a torch.`,
            `A little light helps a lot. Let's go and see.`,
          ])
        : told(c, 'advice', [
            `Things we cannot see often seem bigger and scarier than they really are. Shall we take a light and find out what made that noise? Courage grows when you go and look.`,
            `Our imagination can turn a little sound into a big monster. A light and a friend make the dark much smaller. Let's go and look together.`,
            `Being brave doesn't mean you aren't scared. It means you go and look anyway, slowly, with someone beside you. Want to try?`,
            `Most noises in the dark are made by small, ordinary things. The only way to find out is to take a light and peek. I'll be right behind you.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} held the torch up high.`,
              `${h.He} tiptoed back.`,
              `It was only ${c.setting.critter.who}!`,
            ],
            [
              `${h.call} took the torch.`,
              `${h.He} went slowly back.`,
              `It was just ${c.setting.critter.who}!`,
            ],
            [`Torch on!`, `${h.call} tiptoed back.`, `It was only ${c.setting.critter.who}.`],
            [`${h.call} shone the light.`, `Step, step, step.`, `Look, it was ${c.setting.critter.who}!`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} held the torch as steady as ${h.he} could and tiptoed back into the shadows.`,
              `The rustling came again, and there, blinking in the light, was ${c.setting.critter.who}.`,
            ],
            [
              `${h.call} took the torch, stepped slowly towards the sound and shone the light into the shadows.`,
              `Two shiny eyes blinked back: it was just ${c.setting.critter.who}.`,
            ],
            [
              `With the torch in one hand, ${h.call} crept back, step by careful step.`,
              `The beam found the noise-maker at last, and it was only ${c.setting.critter.who}.`,
            ],
            [
              `${h.call} held the torch tightly and walked towards the rustling, even though ${h.his} knees were wobbly.`,
              `In the circle of light sat ${c.setting.critter.who}, looking just as surprised as ${h.call}.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`${c.hero.call} laughed.`, `The ${c.prop2} was safe.`],
              [`${c.hero.call} giggled.`, `${c.hero.He} found the ${c.prop2}.`],
              [`${c.hero.call} laughed and laughed.`, `There was the ${c.prop2}.`],
              [`"Hello, little one!" said ${c.hero.call}.`, `${c.hero.He} picked up the ${c.prop2}.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `${c.hero.call} laughed so hard that ${c.hero.he} had to sit down. The ${c.prop2} was right where it had been left.`,
              ],
              [
                `${c.hero.call} giggled with relief, picked up the ${c.prop2} and waved goodnight to the little visitor.`,
              ],
              [
                `"You gave me such a fright!" ${c.hero.call} laughed, tucking the ${c.prop2} under ${c.hero.his} arm.`,
              ],
              [
                `The scary monster had been tiny all along, and ${c.hero.call} carried the ${c.prop2} home feeling ten feet tall.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} was brave in the dark.`, `Looking made the scary go away.`],
            [`${c.hero.call} was brave in the dark.`, `Taking a look helped.`],
            [`${c.hero.call} learned that a light helps.`, `The scary thing was small.`],
            [`${c.hero.call} went and looked.`, `Now ${c.hero.he} felt brave.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that courage can be as small as a torch and a few slow steps, and that fears shrink when you go and look at them.`,
            ],
            [`${c.hero.call} learned that fears shrink when you shine a light on them.`],
            [`${c.hero.call} learned that being brave means looking, even when your knees wobble.`],
            [
              `${c.hero.call} learned that the dark is full of ordinary things, and a brave peek is all it takes to see them.`,
            ],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} looks surprised and scared in the fading light, hearing a rustle in the shadows`,
      wrongTurn: (c) => `${c.hero.legend} hides ${c.hero.his} face, scared, sitting far from the shadows`,
      rightChoice: (c) =>
        `${c.hero.legend} holds up a torch and finds ${c.setting.critter.who} in the shadows, surprised`,
    },
    titles: (c) => [
      `${c.hero.call} and the Noise in the Dark`,
      `${c.hero.call} Goes and Looks`,
      `What Made That Noise?`,
    ],
  },
];
