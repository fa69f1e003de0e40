import type { MoralPlot } from '../moral.js';
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
        ? [
            `${cap(p.intro)} showed ${h.call} ${p.his} picture.`,
            `${h.call} was tired and grumpy.`,
            `"It's ugly," ${h.he} said.`,
          ]
        : [
            `${cap(p.intro)} came over, proud as anything, to show ${h.call} a picture of ${c.quest.thing}.`,
            `But ${h.call} was tired and grumpy, and the words came out before ${h.he} could catch them: "That's ugly."`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${p.call}'s face crumpled.`, `${h.call} just turned away.`]
        : [
            `${p.call}'s face crumpled, and ${p.he} folded the picture up very small.`,
            `${h.call} saw, but just turned away and kept ${c.activity.ing}, as if nothing had happened.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Unkind words stay for a long time.`, `${c.hero.call} knew it.`]
        : [
            `But unkind words don't just disappear. They hung in the air, and ${c.hero.call} could almost see them.`,
          ],
    advice: (c) =>
      c.young
        ? `Grumpy is okay. Unkind words are not. Kind words can fix it.`
        : `Everybody feels grumpy sometimes, and that's okay. But unkind words can hurt long after the grumpy goes away. The good news is that kind words are strong too. You can still choose them.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} went to ${p.call}.`, `"I'm sorry. Your picture is lovely," ${h.he} said.`]
        : [
            `${h.call} found ${p.call} and sat down next to ${p.him}. "I'm sorry. I was grumpy, and I said a mean thing. Can I see your picture again, properly?"`,
            `This time ${h.he} looked at every part of it.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.peer.call} smiled.`, `They drew a picture together.`, c.quest.success]
        : [
            `"I love the colours," ${c.hero.call} said, and meant it. ${c.peer.call} unfolded a small smile, and they drew a new picture together.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that kind words can fix hurt.`]
        : [
            `${c.hero.call} learned that even when you're grumpy, you can choose kind words, and that a sorry can make unkind ones smaller.`,
          ],
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
        ? [`${cap(p.intro)} dropped ${p.his} bag.`, `Everything fell out!`, `Some children laughed.`]
        : [
            `${cap(p.intro)} tripped, and ${p.his} bag burst open, spilling crayons, a sandwich and a ${c.prop2} everywhere.`,
            `Some of the other children pointed and laughed, and nobody moved to help.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} laughed too.`, `${p.call} picked things up alone.`]
        : [
            `${h.call} laughed along with them, because everyone else was.`,
            `${p.call} knelt down and began picking everything up alone, one crayon at a time.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.hero.call} stopped laughing.`, `It was not funny for ${c.peer.call}.`]
        : [
            `Then ${c.hero.call} saw a tear drop onto one of the crayons, and the laugh turned sour in ${c.hero.his} mouth.`,
          ],
    advice: (c) =>
      c.young
        ? `Be the one who helps. One kind friend is enough.`
        : `When everyone is laughing, it takes courage to be the one who helps. But it only takes one kind person to change how a moment feels. You could be that person.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} knelt down.`, `${h.He} helped pick things up.`, `"Here you go," ${h.he} said.`]
        : [
            `${h.call} knelt down beside ${p.call} and started gathering crayons. "Here. I've got the blue ones."`,
            `One by one, a couple of the other children stopped laughing and came to help too.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`Soon the bag was full again.`, `${c.peer.call} smiled.`, c.quest.success]
        : [
            `Soon everything was back in the bag, and ${c.peer.call} was smiling through the last of the tears.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to help, not laugh.`]
        : [
            `${c.hero.call} learned that kindness sometimes means being the first to help, even when everyone else is laughing.`,
          ],
    legends: {
      problem: (c) =>
        `${c.peer.legend} looks surprised as a bag spills crayons everywhere, and ${c.hero.legend} watches`,
      wrongTurn: (c) => `${c.peer.legend} kneels, sad, picking up crayons as ${c.hero.legend} laughs`,
      rightChoice: (c) => `${c.hero.legend} kneels beside ${c.peer.legend} and helps pick up crayons`,
    },
    titles: (c) => [`${c.hero.call} Helps Out`, `The Spilled Crayons`, `One Kind Friend`],
  },
];
