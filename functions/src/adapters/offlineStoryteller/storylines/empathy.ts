import type { MoralPlot } from '../moral.js';
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
        ? [`${cap(p.intro)} was new.`, `${h.call} said hello.`, `But ${p.call} said nothing at all.`]
        : [
            `${cap(p.intro)} was new, and stood at the edge of everything, holding on tight to ${p.his} sleeve.`,
            `${h.call} bounced over and said hello, but ${p.call} only looked at the ground and didn't say a single word.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"${p.call} is not nice," said ${h.call}.`, `${h.He} went away.`]
        : [
            `"${p.call} is rude," ${h.call} decided, loud enough for others to hear, and stomped off to play somewhere else.`,
            `${p.call} stayed at the edge, quieter than ever.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.peer.call} looked so small.`, `${c.hero.call} kept looking back.`]
        : [
            `But ${c.hero.call} kept glancing back, and the more ${c.hero.he} looked, the less ${c.peer.call} seemed rude, and the more ${c.peer.he} seemed lost.`,
          ],
    advice: (c) =>
      c.young
        ? `Imagine you were new. How would your tummy feel? Maybe ${c.peer.call} feels shy.`
        : `Try putting yourself in ${c.peer.call}'s shoes. Remember how it felt when everything was new and you didn't know anyone? Quiet doesn't always mean unfriendly. Sometimes it means scared.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [
            `${h.call} went back to ${p.call}.`,
            `"It's okay to be shy," ${h.he} said.`,
            `"You can stay with me."`,
          ]
        : [
            `${h.call} went back and stood beside ${p.call}, not saying anything at first.`,
            `Then ${h.he} said softly, "Being new is scary. I can show you where everything is, if you like."`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.peer.call} smiled a tiny smile.`, `Then a big one!`, c.quest.success]
        : [
            `${c.peer.call} gave a small nod, then a small smile, and by the end of the day, a very big laugh.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to think, 'How does my friend feel?'`]
        : [
            `${c.hero.call} learned that when we imagine how someone else feels, we can see what they really need.`,
          ],
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
        ? [`${cap(p.intro)} was running.`, `Oops! ${p.He} fell over, splat!`, `Some children laughed.`]
        : [
            `${cap(p.intro)} was racing along when ${p.his} foot caught, and down ${p.he} went, splat, right in front of everyone.`,
            `A few children burst out laughing at the funny way ${p.he} had landed.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} laughed too.`, `Ha ha ha!`, `${p.call} got up, red and sad.`]
        : [
            `${h.call} laughed too, louder than anyone. It had looked so funny!`,
            `${p.call} got up slowly, with red cheeks and a scraped knee, and didn't look at anyone.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.hero.call} stopped laughing.`, `${c.peer.call} did not look happy.`]
        : [
            `Then ${c.hero.call} saw ${c.peer.call}'s face, and the laugh got stuck halfway. It didn't look like ${c.peer.call} thought it was funny at all.`,
          ],
    advice: (c) =>
      c.young
        ? `How would you feel if you fell and people laughed? We can help instead.`
        : `Imagine falling over in front of everyone, with a stinging knee, and hearing people laugh. Empathy means feeling a little of what someone else feels, and letting that feeling tell you what to do.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`${h.call} ran to ${p.call}.`, `"Are you okay?" ${h.he} asked.`, `${h.He} held ${p.call}'s hand.`]
        : [
            `${h.call} hurried over. "Are you okay? I'm sorry I laughed. That must have really hurt."`,
            `${h.He} helped ${p.call} brush off and walked with ${p.him} to get a plaster.`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`${c.peer.call} felt better.`, `They played again, slowly.`, c.quest.success]
        : [
            `With a plaster on and a friend beside ${c.peer.him}, ${c.peer.call} was soon smiling again, and the two of them went back to play.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned to help when a friend is hurt.`]
        : [
            `${c.hero.call} learned that when someone is hurting, the kindest thing is to stop, imagine how they feel, and go to them.`,
          ],
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
