import type { MoralPlot } from '../moral.js';

/** Cooperation: two leaders and one plan; a load too heavy for one pair of arms. */
export const COOPERATION: MoralPlot[] = [
  {
    value: 'cooperation',
    storyline: 'two-bosses',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [
            `${h.call} and ${p.intro} made a plan.`,
            `"My way!" said ${h.call}.`,
            `"No, MY way!" said ${p.call}.`,
          ]
        : [
            `${h.call} and ${p.intro} both had a plan for how to ${c.quest.goal}, and both plans were completely different.`,
            `"We'll do it my way," said ${h.call}. "No, my way," said ${p.call}, folding ${p.his} arms.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`They pulled and pushed.`, `They both shouted.`, `Nothing got done at all.`]
        : [
            `They argued and tugged the ${c.prop2} back and forth until it slipped out of both their hands.`,
            `${h.call} went one way, ${p.call} went the other, and nothing got done at all.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`Now nobody was playing.`, `${c.hero.call} felt cross and sad.`]
        : [`Now there were two half-started plans, two cross faces, and no fun anywhere.`],
    advice: (c) =>
      c.young
        ? `Two good ideas can fit together. What if you each do one part?`
        : `When two people both want to be in charge, nobody wins. But two ideas can often fit together like puzzle pieces. What's the best bit of your plan, and the best bit of ${c.peer.call}'s?`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [
            `${h.call} went to ${p.call}.`,
            `"You do the top. I do the bottom," ${h.he} said.`,
            `"Okay!" said ${p.call}.`,
          ]
        : [
            `${h.call} went over to ${p.call}. "Your idea for the start is really good. What if we use yours for that, and mine for the end?"`,
            `${p.call} thought about it, then grinned. "Deal."`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`They worked together.`, `It was the best one ever!`, c.quest.success]
        : [
            `With both ideas working together, it went twice as fast and came out twice as good.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`Two ideas together are better than one.`]
        : [
            `${c.hero.call} learned that working together means mixing the best of everyone's ideas, not just following your own.`,
          ],
    legends: {
      problem: (c) =>
        `${c.hero.legend} and ${c.peer.legend} argue with folded arms, each pointing a different way`,
      wrongTurn: (c) => `${c.hero.legend} and ${c.peer.legend} tug a ${c.prop2} back and forth, upset`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} shake hands and make a plan together`,
    },
    titles: (c) => [
      `${c.hero.call} and ${c.peer.call}'s Big Plan`,
      `Two Ideas Are Better`,
      `${c.hero.call} Makes a Deal`,
    ],
  },
  {
    value: 'cooperation',
    storyline: 'heavy-load',
    usesPeer: true,
    problem: (c) => {
      const { hero: h } = c;
      return c.young
        ? [`There was a big, heavy log.`, `${h.call} wanted to move it.`, `It would not budge!`]
        : [
            `To ${c.quest.goal}, ${h.call} needed to move a big, heavy log out of the way.`,
            `${h.He} pushed and heaved and went red in the face, but the log didn't budge, not even a tiny bit.`,
          ];
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"I can help," said ${p.call}.`, `"No! I can do it!" said ${h.call}.`, `Push, push. Nothing.`]
        : [
            `"Want a hand?" asked ${p.intro}. "No thanks, I'm the strongest," said ${h.call}, and pushed harder than ever.`,
            `${h.His} feet slipped, and ${h.he} landed on ${h.his} bottom with a bump.`,
          ];
    },
    feeling: (c) =>
      c.young
        ? [`${c.hero.call} felt tired and cross.`, `The log was too big.`]
        : [
            `Sitting there with sore hands, ${c.hero.call} glared at the log, and the log, being a log, didn't care at all.`,
          ],
    advice: (c) =>
      c.young
        ? `Some jobs need more hands. Many hands make light work!`
        : `Even the strongest person in the world can't do everything alone. Many hands make light work. Asking for help isn't being weak; it's being clever.`,
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? [`"${p.call}, can you help?" asked ${h.call}.`, `"One, two, three, PUSH!"`]
        : [
            `${h.call} called ${p.call} back. "Will you help? I think it needs both of us."`,
            `They put their hands side by side. "One, two, three, PUSH!"`,
          ];
    },
    resolution: (c) =>
      c.young
        ? [`The log rolled away!`, `They cheered.`, c.quest.success]
        : [
            `The log rolled over with a great thump, and the two of them cheered so loudly that the birds flew up.`,
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? [`${c.hero.call} learned that helping hands make jobs easy.`]
        : [`${c.hero.call} learned that working together can do what one person alone never could.`],
    legends: {
      problem: (c) => `${c.hero.legend} pushes hard against a big heavy log, determined`,
      wrongTurn: (c) =>
        `${c.hero.legend} sits on the ground by the log, upset, while ${c.peer.legend} offers a hand`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} push the heavy log together, happy`,
    },
    titles: (c) => [`Many Hands`, `${c.hero.call} and the Heavy Log`, `One, Two, Three, Push!`],
  },
];
