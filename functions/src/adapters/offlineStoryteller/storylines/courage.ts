import type { MoralPlot } from '../moral.js';
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
        ? [
            `${cap(p.intro)} was ${c.activity.ing} nearby.`,
            `${h.call} wanted to play too.`,
            `But ${h.he} felt shy.`,
          ]
        : [
            `Not far away, ${p.intro} was ${c.activity.ing}, and it looked like the best game in the world.`,
            `${h.call} wanted to join in so much that ${h.his} toes wriggled, but when ${h.he} thought about saying hello, ${h.his} voice seemed to shrink.`,
          ];
    },
    problemFillers: (c) =>
      c.young
        ? [`${c.hero.call} hid behind the ${c.prop}.`]
        : [`What if ${c.peer.call} said no? What if ${c.peer.he} laughed?`],
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} looked at ${h.his} feet.`, `${h.He} did not say hello.`, `${h.He} played all alone.`]
        : [
            `So ${h.call} turned away and pretended to be very busy with ${h.his} ${c.prop}.`,
            `"I don't even want to play with ${p.call}," ${h.he} muttered, though ${h.his} eyes kept sliding back to the game.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Playing alone was not much fun.`, `${c.hero.call} felt lonely.`]
        : [
            `Playing alone felt quiet and small, and every happy shout from ${c.peer.call}'s game made it feel smaller.`,
          ],
    advice: (c) =>
      c.young
        ? `Saying hello can feel scary. Just try one little word. Hello!`
        : `Being brave doesn't only mean climbing high or jumping far. Sometimes the bravest thing is one little word: hello. The other child might be hoping for a friend too.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} walked over slowly.`, `"Hello," ${h.he} said. "Can I play?"`, `"Yes!" said ${p.call}.`]
        : [
            `${h.call} walked over, one slow step at a time, and held out ${h.his} ${c.prop}.`,
            `"Hello, I'm ${h.call}," ${h.he} said, a little wobbly. "Can I play too?" ${p.call} grinned. "I was hoping someone would ask!"`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.hero.call} and ${c.peer.call} played and played.`, c.quest.success]
        : [
            `Before long, ${c.hero.call} and ${c.peer.call} were laughing as if they had been friends for years.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`One little hello made a new friend.`, `That was brave!`]
        : [`${c.hero.call} learned that one small, brave hello can open the door to a whole new friendship.`],
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
        ? [
            `The ${c.prop2} was left behind.`,
            `${h.call} went back for it.`,
            `Then came a noise: rustle, rustle!`,
          ]
        : [
            `As the light began to fade, ${h.call} remembered the ${c.prop2}, left behind at the far end.`,
            `${h.He} went back to fetch it, and that was when ${h.he} heard it: a rustle, then a scritch, then a rustle again, somewhere in the shadows.`,
          ];
    },
    problemFillers: (c) => (c.young ? [`What was that?`] : [`The shadows seemed to grow longer and longer.`]),
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? [`${h.call} ran back fast.`, `"A monster!" ${h.he} cried.`, `${h.He} hid ${h.his} face.`]
        : [
            `${h.call} ran all the way back without the ${c.prop2} and hid ${h.his} face.`,
            `"There's a monster over there," ${h.he} whispered, "and I'm never going back."`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`But ${c.hero.call} missed the ${c.prop2}.`, `${c.hero.His} heart went bump, bump.`]
        : [
            `But without the ${c.prop2}, something was missing, and the not-knowing felt even bigger than the noise.`,
          ],
    advice: (c) =>
      c.young
        ? `Scary things get smaller when we look. Let's take a torch and look together.`
        : `Things we cannot see often seem bigger and scarier than they really are. Shall we take a light and find out what made that noise? Courage grows when you go and look.`,
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? [
            `${h.call} held the torch up high.`,
            `${h.He} tiptoed back.`,
            `It was only ${c.setting.critter.who}!`,
          ]
        : [
            `${h.call} held the torch as steady as ${h.he} could and tiptoed back into the shadows.`,
            `The rustling came again, and there, blinking in the light, was ${c.setting.critter.who}.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.hero.call} laughed.`, `The ${c.prop2} was safe.`, c.quest.success]
        : [
            `${c.hero.call} laughed so hard that ${c.hero.he} had to sit down. The ${c.prop2} was right where it had been left.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} was brave in the dark.`, `Looking made the scary go away.`]
        : [
            `${c.hero.call} learned that courage can be as small as a torch and a few slow steps, and that fears shrink when you go and look at them.`,
          ],
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
