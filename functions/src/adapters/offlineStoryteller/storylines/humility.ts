import type { MoralPlot } from '../moral.js';

/** Humility: a winner who teases; the one who knows the way and does not. */
export const HUMILITY: MoralPlot[] = [
  {
    value: 'humility',
    storyline: 'gloating-winner',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} and ${p.intro} had a race.`, `${h.call} won!`, `"You're slow!" ${h.he} said.`]
        : [
            `${h.call} and ${p.intro} raced to the ${c.prop2}, and ${h.call} won by a mile.`,
            `"I'm the fastest in the whole world," ${h.he} crowed. "You're as slow as a snail, ${p.call}!"`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} boasted and boasted.`, `${p.call} did not want to play now.`]
        : [
            `${h.call} told everyone about the win, again and again, doing a snail impression each time.`,
            `${p.call} stopped wanting to race, or play, or even stand nearby.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Winning was not fun on ${c.hero.his} own.`]
        : [
            `Being the fastest in the world turned out to be very lonely when there was nobody left who wanted to race you.`,
          ],
    advice: (c) =>
      c.young
        ? `Winners can be kind. Say 'good race' and ask what ${c.peer.call} is good at.`
        : `It's fine to be proud of winning. But a real champion is humble: they say 'good race', they remember it could have gone the other way, and they know everyone is good at something.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"Good race," said ${h.call}.`, `"What are you good at?"`, `"Climbing!" said ${p.call}.`]
        : [
            `${h.call} went to ${p.call} and held out a hand. "Good race. I'm sorry I called you a snail."`,
            `"What are you best at? You can show me," ${h.he} added. ${p.call} grinned. "Climbing. Come on!"`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.peer.call} was a great climber!`, `They had fun.`, c.quest.success]
        : [
            `${c.peer.call} was a brilliant climber, much better than ${c.hero.call}, and ${c.hero.call} cheered for ${c.peer.him} at the top.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that everyone is good at something.`]
        : [
            `${c.hero.call} learned that being humble means winning kindly and remembering that everyone has something they're great at.`,
          ],
    legends: {
      problem: (c) =>
        `${c.hero.legend} boasts proudly after winning a race while ${c.peer.legend} looks upset`,
      wrongTurn: (c) => `${c.hero.legend} shows off while ${c.peer.legend} walks away, sad`,
      rightChoice: (c) => `${c.hero.legend} shakes hands with ${c.peer.legend}, smiling`,
    },
    titles: (c) => [`${c.hero.call} Wins Kindly`, `Good Race, ${c.peer.call}!`, `The Snail and the Champion`],
  },
  {
    value: 'humility',
    storyline: 'know-the-way',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"This way!" said ${h.call}.`, `"I think it's that way," said ${p.call}.`, `"No, I know best!"`]
        : [
            `On the way back, the path split in two. "This way," said ${h.call} at once. "I know it is."`,
            `"I think we came the other way," said ${p.intro} quietly. "I remember the ${c.prop2}."`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h } = c;
      return c.young
        ? [`${h.call} went ${h.his} way.`, `The path went on and on.`, `Where were they?`]
        : [
            `"I always know the way," said ${h.call}, and marched off without listening.`,
            `The path wound on and on, past things none of them had ever seen before.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.hero.call} felt silly.`, `${c.hero.His} way was wrong.`]
        : [
            `Slowly, ${c.hero.call} began to feel hot and prickly, because ${c.hero.his} way was clearly the wrong way.`,
          ],
    advice: (c) =>
      c.young
        ? `Nobody is right all the time. Saying 'you were right' is clever.`
        : `Nobody knows everything, not even grown-ups. Being humble means being able to say, 'I was wrong, and you were right.' Those words are small, but they take a big person to say.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"You were right," said ${h.call} to ${p.call}.`, `"Show us the way."`]
        : [
            `${h.call} stopped and turned around. "${p.call}, I think you were right. I'm sorry I didn't listen. Will you show us the way?"`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.peer.call} found the way!`, `There was the ${c.prop2}.`, c.quest.success]
        : [
            `${c.peer.call} led them back, spotting the ${c.prop2} just where ${c.peer.he} remembered, and everyone cheered for the new leader.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to listen to others.`]
        : [
            `${c.hero.call} learned that listening to other people's ideas is smarter than always being sure you're right.`,
          ],
    legends: {
      problem: (c) => `${c.hero.legend} points one way confidently while ${c.peer.legend} points the other`,
      wrongTurn: (c) => `${c.hero.legend} marches ahead on a winding path, looking unsure`,
      rightChoice: (c) => `${c.peer.legend} leads the way while ${c.hero.legend} follows, smiling`,
    },
    titles: (c) => [`${c.hero.call} Was Wrong`, `This Way or That Way?`, `${c.peer.call} Knows the Way`],
  },
];
