import { cap } from './text.js';
import { told, type MoralPlot } from './moral.js';

/** self-discipline, perseverance, humility, tolerance, patience, kindness, resilience, forgiveness, integrity */
export const SECOND_MORALS: MoralPlot[] = [
  {
    value: 'self-discipline',
    storyline: 'tidy-up',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [
              `But first, there was a job.`,
              `Everything had to be put away.`,
              `${h.call} did not want to do it.`,
            ],
            [`First, it was tidy-up time.`, `Toys had to go away.`, `${h.call} did not like tidying.`],
            [`"Tidy up first," ${h.call} was told.`, `There was so much mess.`, `${h.call} groaned.`],
            [`Before the fun, a job.`, `Put it all away!`, `${h.call} wanted to play instead.`],
          ])
        : told(c, 'problem', [
            [
              `But first came a job: everything from ${c.activity.ing} had to be put away neatly.`,
              `${h.call} looked at the mess and sighed. The fun part was waiting, and tidying felt like it would take forever.`,
            ],
            [
              `Before anything else, though, all the things from ${c.activity.ing} had to be tidied away.`,
              `${h.call} groaned. It looked like the most boring job in the whole world.`,
            ],
            [
              `"Tidy up first, please," ${h.call} was told, and there was a lot to tidy after ${c.activity.ing}.`,
              `${h.call} wanted to skip straight to the fun.`,
            ],
            [
              `There was a big mess from ${c.activity.ing}, and it all had to be put away first.`,
              `${h.call} flopped down. "Do I have to?"`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`${h.call} threw it all in a heap.`, `Then ${h.he} ran off.`, `Crash! The heap fell down.`],
            [`${h.call} made a big messy pile.`, `Then ${h.he} ran off to play.`, `The pile fell over.`],
            [`${h.call} pushed it all in a heap.`, `${h.He} ran away.`, `Down came the heap.`],
            [`${h.call} threw things in a corner.`, `Off ${h.he} went!`, `The corner spilled over.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `So ${h.call} shoved everything into a messy heap and ran off to ${c.quest.goal}.`,
              `"Done!" ${h.he} called, though it wasn't really.`,
              `Behind ${h.him}, the heap toppled over with a clatter.`,
            ],
            [
              `${h.call} stuffed everything in a pile as fast as ${h.he} could and dashed off to ${c.quest.goal}.`,
              `"All tidy!" ${h.he} shouted, but it wasn't.`,
              `Crash! The pile slid over and spread everywhere.`,
            ],
            [
              `${h.call} pushed everything into a corner without looking and ran away to ${c.quest.goal}.`,
              `"Finished!" ${h.he} called.`,
              `Then, with a rumble, the whole lot toppled over.`,
            ],
            [
              `${h.call} threw things into a heap, not caring where they went, and hurried off to ${c.quest.goal}.`,
              `"Done!" ${h.he} said.`,
              `Behind ${h.him}, everything tumbled down again.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Now the mess was even bigger!`, `${c.hero.call} felt cross.`],
            [`The mess got bigger.`, `${c.hero.call} felt grumpy.`],
            [`Now the mess was worse.`, `${c.hero.call} stamped ${c.hero.his} foot.`],
            [`More mess than before!`, `${c.hero.call} sighed.`],
          ])
        : told(c, 'feeling', [
            [
              `Now the mess was twice as big, and the fun had to wait even longer.`,
              `${c.hero.call} stamped a foot. Rushing had made everything slower.`,
            ],
            [
              `The mess was even worse now, and the fun would have to wait longer.`,
              `${c.hero.call} felt grumpy and silly.`,
            ],
            [
              `Now the tidying would take twice as long.`,
              `${c.hero.call} huffed. Hurrying had made it worse.`,
            ],
            [
              `The mess was bigger than ever, and ${c.hero.call} was crosser than ever.`,
              `Being quick had made it slow.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Job first, then fun. You can tell yourself, 'Not yet.' You can do it.`,
            `First the job, then the fun. Say 'not yet' to playing.`,
            `Tidy first. Then you can play and play.`,
            `Let's do the job well. The fun will wait for you.`,
          ])
        : told(c, 'advice', [
            `Self-discipline means telling yourself, 'Not yet,' and doing the job first, even when the fun is calling. It's like a muscle. Every time you use it, it gets stronger.`,
            `Doing the boring job first isn't easy, but it means the fun can start properly. Self-discipline is saying 'job first' even when you'd rather play.`,
            `Self-discipline is choosing to do the right thing even when something more fun is waiting. Each time you do it, it gets easier.`,
            `If we rush, we often have to do things twice. Let's do it once, properly, and then enjoy the fun.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`"Job first, then fun," said ${h.call}.`, `${h.He} put things away, one by one.`],
            [`"Job first," said ${h.call}.`, `${h.He} put each thing in its place.`],
            [`${h.call} started again.`, `One toy, two toys, all put away.`],
            [`"Okay, tidy time," said ${h.call}.`, `${h.He} sang while ${h.he} tidied.`],
          ])
        : told(c, 'rightChoice', [
            [
              `"Job first, then fun," ${h.call} told ${h.himself}, and started again.`,
              `One by one, ${h.he} put everything neatly away, humming a tidy-up song to make it go faster.`,
            ],
            [
              `"Job first," ${h.call} said firmly, and began again.`,
              `This time ${h.he} put each thing where it belonged, carefully and calmly.`,
            ],
            [
              `${h.call} took a big breath and started over.`,
              `${h.He} tidied slowly and properly, singing to keep ${h.himself} going.`,
            ],
            [
              `"Okay, properly this time," ${h.call} said.`,
              `One thing at a time, ${h.he} put everything neatly back in its place.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`All done!`],
              [`Tidy at last!`],
              [`Everything put away!`],
              [`The mess was gone!`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`When the last thing was put away, ${c.hero.call} felt proud and ready.`],
              [`At last everything was tidy, and ${c.hero.call} felt really proud.`],
              [`Soon the mess was gone, and ${c.hero.call} stood back, pleased with ${c.hero.himself}.`],
              [`Everything was neat and tidy, and ${c.hero.call} smiled from ear to ear.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned: job first, then fun.`, `And the fun felt even better.`],
            [`${c.hero.call} learned to do the job first.`, `Then the fun was even more fun.`],
            [`${c.hero.call} learned: tidy first, play later.`, `${c.hero.He} felt proud.`],
            [`${c.hero.call} learned to finish the job.`, `What a good feeling!`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that self-discipline means doing what needs doing, even when you'd rather not, and that fun tastes sweeter when you've earned it.`,
            ],
            [
              `${c.hero.call} learned that doing the job first, and doing it well, makes the fun even better.`,
            ],
            [
              `${c.hero.call} learned that self-discipline means choosing the job before the fun, and feeling proud afterwards.`,
            ],
            [`${c.hero.call} learned that rushing makes more work, but steady work gets the job done.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} sighs at a pile of things to tidy away`,
      wrongTurn: (c) => `${c.hero.legend} runs off as a messy heap topples behind ${c.hero.him}`,
      rightChoice: (c) => `${c.hero.legend} neatly puts things away, humming`,
    },
    titles: (c) => [
      `${c.hero.call} Says Not Yet`,
      `Job First, Then Fun`,
      `${c.hero.call} and the Tidy-Up Song`,
    ],
  },
  {
    value: 'perseverance',
    storyline: 'try-again',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [
              `${h.call} tried to ${c.quest.goal}.`,
              `It did not work.`,
              `${h.He} tried again. It still did not work.`,
            ],
            [
              `${h.call} tried hard to ${c.quest.goal}.`,
              `${h.He} tried. Oops.`,
              `${h.He} tried more. Oops again.`,
            ],
            [`${h.call} had a go.`, `It went wrong.`, `Another go. Wrong again!`],
            [`${h.call} tried and tried.`, `It did not work.`, `It was so hard!`],
          ])
        : told(c, 'problem', [
            [
              `${h.call} tried to ${c.quest.goal}, but it was much harder than it looked.`,
              `The first try went wrong. The second try went wrong too. By the third try, ${h.his} face was getting hot and red.`,
            ],
            [
              `${h.call} wanted to ${c.quest.goal}, but it turned out to be really hard.`,
              `${h.His} first try didn't work. Nor did the second. By the third, ${h.he} ${h.was} getting cross.`,
            ],
            [
              `${h.call} set out to ${c.quest.goal}, but things kept going wrong.`,
              `Once, twice, three times it failed, and ${h.call} started to feel frustrated.`,
            ],
            [
              `It seemed easy to ${c.quest.goal}, but it wasn't.`,
              `${h.call} tried, and it went wrong. ${h.He} tried again, and it went wrong again.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"I can't do it!" cried ${h.call}.`, `${h.He} threw down the ${c.prop}.`, `"I give up!"`],
            [`"I can't!" said ${h.call}.`, `${h.He} dropped the ${c.prop}.`, `"I quit!"`],
            [`${h.call} stamped ${h.his} feet.`, `${h.He} threw the ${c.prop} down.`, `"No more!"`],
            [`"Too hard!" cried ${h.call}.`, `${h.He} walked away.`, `"I'm done!"`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"I'll never be able to do it!" ${h.call} cried, and threw down ${h.his} ${c.prop}.`,
              `"I give up."`,
              `${h.He} stomped off and sat down with a thump, arms crossed.`,
            ],
            [
              `"This is impossible!" ${h.call} shouted, throwing ${h.his} ${c.prop} down.`,
              `"I'm never trying again."`,
              `${h.He} sat down with a thump and crossed ${h.his} arms.`,
            ],
            [
              `"I can't do it, I'm no good," ${h.call} said, dropping ${h.his} ${c.prop}.`,
              `"I quit!"`,
              `${h.He} turned ${h.his} back on the whole thing.`,
            ],
            [
              `${h.call} kicked the ground. "It's too hard!"`,
              `${h.He} tossed ${h.his} ${c.prop} aside.`,
              `"I don't want to do it anymore."`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt sad and cross.`, `Giving up did not feel good.`],
            [`${c.hero.call} felt cross.`, `Stopping did not help.`],
            [`${c.hero.call} sat down, sad.`, `${c.hero.He} still wanted to do it.`],
            [`${c.hero.call} felt grumpy.`, `Quitting was no fun.`],
          ])
        : told(c, 'feeling', [
            [
              `${c.hero.call} sat with ${c.hero.his} chin in ${c.hero.his} hands.`,
              `Giving up didn't feel better. It felt like a door closing on a wish.`,
            ],
            [
              `${c.hero.call} sat and sulked.`,
              `But quitting didn't make the wish go away; it just made ${c.hero.him} sad.`,
            ],
            [
              `${c.hero.call} stared at the ground.`,
              `Stopping hadn't made ${c.hero.him} feel better at all.`,
            ],
            [`${c.hero.call} felt grumpy and disappointed.`, `${c.hero.He} still wanted to ${c.quest.goal}.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Everyone learns by trying again. Try once more, a little bit at a time.`,
            `Try again, little by little. You can do it.`,
            `Everybody learns by trying. One more go!`,
            `Slow and careful. Let's try once more.`,
          ])
        : told(c, 'advice', [
            `Everyone who is good at something was once a beginner who didn't give up. Each try teaches you something new. Shall we try once more, in tiny steps?`,
            `Nobody gets things right the first time. Every mistake helps you learn. Let's try once more, slowly.`,
            `Perseverance means keeping going even when it's hard. The harder it is, the prouder you'll feel.`,
            `Every expert was once a beginner who kept trying. Let's try again, one little step at a time.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [
              `${h.call} picked up the ${c.prop}.`,
              `"One more try," ${h.he} said.`,
              `${h.He} went slowly and carefully.`,
            ],
            [`${h.call} picked up the ${c.prop}.`, `"Again!" ${h.he} said.`, `Slow, slow, careful.`],
            [`${h.call} took a breath.`, `${h.He} tried once more.`, `Nice and slow.`],
            [`"Let me try again," said ${h.call}.`, `${h.He} went slowly.`, `${h.He} did not stop.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} picked up ${h.his} ${c.prop} again. "One more try," ${h.he} said.`,
              `This time ${h.he} went slowly, remembered what had gone wrong before, and kept going, even when it wobbled.`,
            ],
            [
              `${h.call} picked up ${h.his} ${c.prop}. "Okay, one more time."`,
              `${h.He} went slowly, thinking about what had gone wrong, and didn't stop.`,
            ],
            [
              `${h.call} took a breath and tried again.`,
              `This time ${h.he} ${h.was} patient and careful, and kept going even when it was hard.`,
            ],
            [
              `"I'll try again," ${h.call} said.`,
              `Step by step, ${h.he} kept trying, learning from each mistake.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            c.quest.success,
            ...told(c, 'resolution', [
              [`${c.hero.call} did it!`],
              [`Yes! ${c.hero.call} did it!`],
              [`${c.hero.call} was so proud.`],
              [`Hooray for ${c.hero.call}!`],
            ]),
          ]
        : [
            c.quest.success,
            ...told(c, 'resolution', [
              [`"I did it! I really did it!" ${c.hero.call} shouted, jumping up and down.`],
              [
                `${c.hero.call} grinned so wide ${c.hero.his} cheeks ached. All those tries had been worth it.`,
              ],
              [`"I kept going, and now I can!" ${c.hero.call} cheered, twirling round.`],
              [
                `${c.hero.call} could hardly believe it, and ${c.hero.he} did a little happy dance right there.`,
              ],
            ]),
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to keep on trying.`, `Little steps add up.`],
            [`${c.hero.call} learned to try again.`, `Trying helps.`],
            [`${c.hero.call} learned that slow tries work.`, `Keep going!`],
            [`${c.hero.call} learned not to give up.`, `Yay!`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that trying again, and again, and again, is how hard things become possible.`,
            ],
            [`${c.hero.call} learned that if you keep trying, hard things become possible.`],
            [`${c.hero.call} learned that mistakes are part of learning, and perseverance wins in the end.`],
            [`${c.hero.call} learned that never giving up can turn 'I can't' into 'I did it!'`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} tries hard to ${c.quest.legend}, but it goes wrong`,
      wrongTurn: (c) => `${c.hero.legend} throws down a ${c.prop} in frustration`,
      rightChoice: (c) => `${c.hero.legend} picks up the ${c.prop} to try once more, determined`,
    },
    titles: (c) => [`${c.hero.call} Keeps Trying`, `One More Try`, `${c.hero.call} and ${c.quest.title}`],
  },
  {
    value: 'humility',
    storyline: 'show-off',
    usesPeer: true,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [`${h.call} was very good at ${c.activity.ing}.`, `"I'm the best!" ${h.he} said.`, `"Watch me!"`],
            [
              `${h.call} was so good at ${c.activity.ing}.`,
              `"Look at me!" ${h.he} said.`,
              `"I am the best!"`,
            ],
            [
              `${h.call} was great at ${c.activity.ing}.`,
              `"Nobody is better!" ${h.he} said.`,
              `"Watch this!"`,
            ],
            [`${cap(c.activity.ing)} was easy for ${h.call}.`, `"I'm number one!" ${h.he} said.`, `"See?"`],
          ])
        : told(c, 'problem', [
            [
              `${h.call} was very good at ${c.activity.ing}, and ${h.he} wanted everyone to know it.`,
              `"I'm the best in the whole world," ${h.he} announced. "Nobody can beat me!"`,
            ],
            [
              `${h.call} was brilliant at ${c.activity.ing}, and ${h.he} made sure everyone noticed.`,
              `"Look at me! I'm better than anybody," ${h.he} boasted.`,
            ],
            [
              `${cap(c.activity.ing)} was ${h.call}'s favourite thing, and ${h.he} ${h.was} really good at it.`,
              `"Nobody is as good as me," ${h.he} told everyone. "I'm the champion!"`,
            ],
            [
              `When it came to ${c.activity.ing}, ${h.call} was the best, and ${h.he} knew it.`,
              `"Watch this! I bet nobody else can do it like me," ${h.he} bragged.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `${cap(p.intro)} said, "I know a good trick!"`,
              `"I know everything," said ${h.call}.`,
              `${h.He} did not listen.`,
            ],
            [
              `${cap(p.intro)} said, "I can show you a trick."`,
              `"I don't need it," said ${h.call}.`,
              `${h.He} did not listen.`,
            ],
            [
              `"Try it this way," said ${p.intro}.`,
              `"No, I know best," said ${h.call}.`,
              `${h.He} turned away.`,
            ],
            [
              `${cap(p.intro)} had a good idea.`,
              `"I know it all," said ${h.call}.`,
              `${h.He} did not listen at all.`,
            ],
          ])
        : told(c, 'wrongTurn', [
            [
              `When ${p.intro} offered a helpful tip, ${h.call} didn't even listen.`,
              `"I don't need help. I already know everything," ${h.he} said, showing off. And then, oops! It all went wrong in front of everyone.`,
            ],
            [
              `${cap(p.intro)} said, "I know a trick that might help."`,
              `"I don't need tricks," ${h.call} said, and tried to show off even more, and then, whoops! It went completely wrong.`,
            ],
            [
              `When ${p.intro} tried to share an idea, ${h.call} rolled ${h.his} eyes.`,
              `"I already know," ${h.he} said. Then ${h.he} tried something fancy, and it all fell apart.`,
            ],
            [
              `${cap(p.intro)} offered some advice, but ${h.call} didn't want to hear it.`,
              `"I'm the expert," ${h.he} said, and then made a big, silly mistake in front of everyone.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Then, oops! It all went wrong.`, `${c.hero.call}'s cheeks went pink.`],
            [`Then it went all wrong.`, `${c.hero.call}'s face went red.`],
            [`Wobble, wobble, bump.`, `${c.hero.call} felt silly.`],
            [`Then, whoops, down it went.`, `${c.hero.call} wanted to hide.`],
          ])
        : told(c, 'feeling', [
            [
              `${c.hero.call}'s cheeks went pink.`,
              `Someone giggled, and ${c.hero.call} wished ${c.hero.he} could hide.`,
              `Being "the best" felt very lonely when things went wrong.`,
            ],
            [
              `${c.hero.call}'s face went hot.`,
              `Everyone had seen.`,
              `Being the best didn't feel so good now.`,
            ],
            [
              `${c.hero.call} wanted the ground to swallow ${c.hero.him} up.`,
              `The others were looking.`,
              `Showing off had made the mistake feel even bigger.`,
            ],
            [
              `${c.hero.call} felt embarrassed and small.`,
              `Someone laughed.`,
              `Bragging didn't seem like such a good idea anymore.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Even the best still learn. We can listen to others, too.`,
            `Everyone can learn something new. Let's listen to friends.`,
            `Friends know good things too. We can learn from them.`,
            `Being good is nice. Listening is nice too.`,
          ])
        : told(c, 'advice', [
            `Nobody knows everything, not even grown-ups. Being humble means being proud of what you can do, while still listening and learning from others.`,
            `Everyone is still learning, even people who are very good at something. Being humble means being happy to learn from others.`,
            `It's great to be good at things. But the best learners listen to others, because everyone knows something we don't.`,
            `Humility means not thinking you're better than others. It means being proud of yourself while still being kind and open.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} went to ${p.call}.`, `"Can you show me your trick?" ${h.he} asked.`],
            [`${h.call} went to ${p.call}.`, `"Please show me the trick."`],
            [`"Sorry," said ${h.call} to ${p.call}.`, `"Can you teach me?"`],
            [`${h.call} asked ${p.call} for help.`, `"Show me your way?"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} went over to ${p.call}. "I'm sorry I showed off. Will you show me your tip after all?"`,
              `${p.call} did, and it really was a good one.`,
            ],
            [
              `${h.call} went to ${p.call}. "Sorry for showing off. What was your trick?"`,
              `${p.call} showed ${h.him}, and it really helped.`,
            ],
            [
              `"I should have listened," ${h.call} told ${p.call}. "Will you show me your idea?"`,
              `${p.call}'s idea turned out to be clever.`,
            ],
            [
              `${h.call} said to ${p.call}, "You know things I don't. Can you teach me?"`,
              `${p.call} smiled and showed ${h.him} how.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`They learned from each other.`],
              [`${c.peer.call} showed ${c.hero.call} the trick.`],
              [`They taught each other.`],
              [`They both got better.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`They taught each other tricks all afternoon, and both of them got better.`],
              [`They shared tricks and learned from each other, and had a wonderful time.`],
              [`Together they got even better, and ${c.hero.call} stopped caring about being the best.`],
              [`They spent the afternoon swapping ideas, and both of them improved.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that everyone can teach us something.`],
            [`${c.hero.call} learned to listen to friends.`],
            [`${c.hero.call} learned that friends can teach us.`],
            [`${c.hero.call} learned that nobody knows it all.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that the best way to grow is to stay curious and kind, because everyone has something to teach.`,
            ],
            [
              `${c.hero.call} learned that being humble means listening, because everyone can teach you something.`,
            ],
            [
              `${c.hero.call} learned that you don't have to be the best, and that learning together is more fun.`,
            ],
            [`${c.hero.call} learned that showing off pushes people away, and humility brings them closer.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} shows off proudly, arms up like a champion`,
      wrongTurn: (c) => `${c.hero.legend} ignores ${c.peer.legend}, who is offering a helpful tip`,
      rightChoice: (c) => `${c.peer.legend} shows ${c.hero.legend} a clever trick`,
    },
    titles: (c) => [
      `${c.hero.call} Learns Something New`,
      `${c.hero.call} and ${c.peer.call}'s Clever Trick`,
      `Nobody Knows Everything`,
    ],
  },
  {
    value: 'tolerance',
    storyline: 'new-game',
    usesPeer: true,
    strangerPeer: true,
    problem: (c) => {
      const p = c.peer;
      return c.young
        ? told(c, 'problem', [
            [
              `${cap(p.intro)} was new here.`,
              `${p.He} spoke a different language.`,
              `${p.His} game looked different.`,
            ],
            [`${cap(p.intro)} was new.`, `${p.He} spoke another language.`, `${p.His} game was new too.`],
            [
              `A new child came: ${p.intro}.`,
              `${p.call} spoke a new language.`,
              `${p.call} played a new game.`,
            ],
            [
              `${cap(p.intro)} came from far away.`,
              `${p.call}'s words were different.`,
              `So was ${p.call}'s game.`,
            ],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} had just arrived from far away.`,
              `${p.He} spoke a different language, wore a bright patterned hat and played a game ${c.hero.call} had never seen before.`,
            ],
            [
              `${cap(p.intro)} was new, having come from a faraway country.`,
              `${p.He} spoke another language and was playing a game ${c.hero.call} didn't know at all.`,
            ],
            [
              `A new child, ${p.intro}, had just moved here from a long way away.`,
              `${p.His} clothes were different, ${p.his} words were different, and ${p.his} game was different too.`,
            ],
            [
              `${cap(p.intro)} had arrived from far across the sea.`,
              `${p.He} talked in a language ${c.hero.call} didn't understand and played a game with strange rules.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `"That's weird," said ${h.call}.`,
              `${h.He} did not play with ${p.call}.`,
              `${h.He} played somewhere else.`,
            ],
            [`"That's funny," said ${h.call}.`, `${h.He} went away.`, `${h.He} did not play with ${p.call}.`],
            [`"I don't like it," said ${h.call}.`, `${h.He} walked off.`, `${p.call} played alone.`],
            [`${h.call} laughed at the game.`, `${h.He} ran off.`, `${p.call} was all alone.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"That's a weird game," ${h.call} said, wrinkling ${h.his} nose, and ${h.he} turned away.`,
              `${p.call} played alone, very quietly.`,
            ],
            [
              `"That game is strange," ${h.call} said, and walked away.`,
              `${p.call} kept playing by ${p.himself}, quietly.`,
            ],
            [
              `${h.call} giggled at the funny game and went to play with someone else.`,
              `${p.call} looked down and played on alone.`,
            ],
            [
              `"I don't want to play that," said ${h.call}, and turned away.`,
              `${p.call} sat alone, playing quietly.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.peer.call} looked lonely.`, `${c.hero.call} felt a little bit sorry.`],
            [`${c.peer.call} was all by ${c.peer.himself}.`, `${c.hero.call} felt sorry.`],
            [`${c.hero.call} looked back.`, `${c.peer.call} looked sad.`],
            [`${c.peer.call} had no friends yet.`, `${c.hero.call} felt bad.`],
          ])
        : told(c, 'feeling', [
            [
              `Looking back, ${c.hero.call} saw ${c.peer.call} all alone, and a small, sorry feeling crept in.`,
              `What if ${c.hero.he} were the new one, far from home?`,
            ],
            [
              `${c.hero.call} glanced back and saw ${c.peer.call} all alone.`,
              `How would it feel to be new, far from everything familiar?`,
            ],
            [
              `${c.peer.call} looked lonely, and ${c.hero.call} felt a little guilty.`,
              `Being new must be so hard.`,
            ],
            [
              `${c.hero.call} watched ${c.peer.call} playing alone and felt bad.`,
              `What if ${c.hero.he} had been the new one?`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Different is not bad. Different can be fun! Let's find out.`,
            `New things can be fun. Let's learn the new game.`,
            `Different is okay. Let's say hello.`,
            `Your new friend can teach you something. Let's see.`,
          ])
        : told(c, 'advice', [
            `The world is full of people who look, talk and play differently from us. Being tolerant means being open and kind to them, and often different turns out to be wonderful.`,
            `People from different places have different ways, and that's what makes the world interesting. Tolerance means being open to new things.`,
            `Different isn't wrong, it's just new. If we're curious and kind, we can learn wonderful things from each other.`,
            `Everyone deserves to feel welcome. Tolerance means accepting people as they are, and being friendly.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} walked to ${p.call}.`, `"Can you teach me your game?" ${h.he} asked.`],
            [`${h.call} went to ${p.call}.`, `"Show me your game?"`],
            [`"Hello, ${p.call}!" said ${h.call}.`, `"Can I play?"`],
            [`${h.call} sat with ${p.call}.`, `"Teach me, please!"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} walked over and pointed at the game. "Will you teach me?"`,
              `${p.call} smiled and showed ${h.him} how, and taught ${h.him} a new word too: the word for friend.`,
            ],
            [
              `${h.call} went over and smiled. "Can you show me how to play?"`,
              `${p.call} taught ${h.him} the game, and a word in ${p.his} language: friend.`,
            ],
            [
              `${h.call} sat down with ${p.call}. "I'd like to learn your game."`,
              `${p.call} showed ${h.him}, and ${h.call} learned how to say hello in ${p.call}'s language.`,
            ],
            [
              `${h.call} walked over. "Will you teach me?"`,
              `${p.call} happily explained the rules with gestures and smiles.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`The game was so much fun!`, `${c.hero.call} learned a new word, too.`],
              [`The new game was great!`, `${c.hero.call} learned a new word.`],
              [`They played and played.`, `${c.peer.call} taught ${c.hero.call} to say hello.`],
              [`What a fun game!`, `Now ${c.hero.call} knew a new word.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `The new game was brilliant. Soon ${c.hero.call} was teaching ${c.peer.call} a game too, and they laughed in two languages.`,
              ],
              [
                `The game was so much fun! Then ${c.hero.call} taught ${c.peer.call} a game too, and they laughed together.`,
              ],
              [`They played both games, and had the best time, talking with smiles and hands.`],
              [`Soon they were playing and laughing like they had always been friends.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that different can be wonderful.`],
            [`${c.hero.call} learned that new can be fun.`],
            [`${c.hero.call} learned to be kind to new friends.`],
            [`${c.hero.call} learned that different is great.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that being open to people who are different makes the world bigger, brighter and full of new friends.`,
            ],
            [`${c.hero.call} learned that being open to differences brings new friends and new fun.`],
            [`${c.hero.call} learned that tolerance makes the world bigger and friendlier.`],
            [`${c.hero.call} learned that different can be wonderful.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} watches ${c.peer.legend}, a new child in a bright patterned hat, play an unfamiliar game`,
      wrongTurn: (c) => `${c.hero.legend} turns away from ${c.peer.legend}, who plays alone`,
      rightChoice: (c) => `${c.peer.legend} teaches ${c.hero.legend} a new game`,
    },
    titles: (c) => [
      `${c.hero.call} and the New Game`,
      `${c.hero.call} Makes a New Friend`,
      `Different Is Wonderful`,
    ],
  },
  {
    value: 'patience',
    storyline: 'waiting',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [`But ${c.quest.thing} would take time.`, `Wait, wait, wait!`, `${h.call} did not like waiting.`],
            [`${cap(c.quest.thing)} was not ready yet.`, `${h.call} had to wait.`, `Waiting was hard!`],
            [
              `"Not yet," ${h.call} was told.`,
              `${c.quest.thing} would take time.`,
              `${h.call} did not want to wait.`,
            ],
            [`${h.call} had to wait for ${c.quest.thing}.`, `Wait, wait.`, `"Now?" asked ${h.call}.`],
          ])
        : told(c, 'problem', [
            [
              `But ${c.quest.thing} would take time, and first everyone had to get ready, which took a long, long time.`,
              `${h.call} hopped from foot to foot. "Is it time yet? Is it time NOW?"`,
            ],
            [
              `But ${c.quest.thing} wasn't going to happen straight away; there was a lot of getting ready first.`,
              `${h.call} bounced up and down. "When? When? When?"`,
            ],
            [
              `${h.call} could hardly wait for ${c.quest.thing}, but it was going to be a while.`,
              `"Is it time yet?" ${h.he} asked for the hundredth time.`,
            ],
            [
              `Getting ready for ${c.quest.thing} took ages and ages.`,
              `${h.call} wriggled and fidgeted. "I can't wait any longer!"`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `${h.call} could not wait.`,
              `${h.He} rushed and rushed.`,
              `Oops! Everything went wobbly and wrong.`,
            ],
            [`${h.call} did not wait.`, `${h.He} hurried.`, `Oh no! It all went wrong.`],
            [`${h.call} went too fast.`, `Rush, rush!`, `Oops! Wobble, wobble.`],
            [`${h.call} could not wait.`, `${h.He} rushed ahead.`, `Uh-oh! It went wrong.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} couldn't wait a moment longer.`,
              `${h.He} rushed ahead, hurry, hurry, hurry, and in all the rushing, everything went wobbly and wrong.`,
            ],
            [
              `${h.call} didn't want to wait.`,
              `${h.He} dashed ahead, rushing everything, and it all went wrong.`,
            ],
            [
              `Waiting was too hard for ${h.call}.`,
              `${h.He} hurried and scurried, and everything got muddled up.`,
            ],
            [
              `${h.call} couldn't be patient a second longer.`,
              `${h.He} rushed, and in the rush, things fell apart.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt like crying.`, `Rushing made it worse.`],
            [`${c.hero.call} was sad.`, `Rushing did not help.`],
            [`${c.hero.call} felt cross.`, `Now it would take longer.`],
            [`Boo hoo, said ${c.hero.call}.`, `Hurry made it worse.`],
          ])
        : told(c, 'feeling', [
            [
              `${c.hero.call} felt like crying.`,
              `Rushing had only made everything take even longer, and now ${c.hero.he} would have to start again.`,
            ],
            [`${c.hero.call}'s eyes filled with tears.`, `Now it would take even longer.`],
            [`${c.hero.call} felt frustrated and sad.`, `Rushing had only slowed everything down.`],
            [`${c.hero.call} wanted to stamp ${c.hero.his} feet.`, `Hurrying had made a mess of things.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Good things take time. Let's play a waiting game while we wait.`,
            `Good things come if we wait. Let's sing a song while we wait.`,
            `Waiting is hard. Let's count and play while we wait.`,
            `Let's wait together. We can play a game.`,
          ])
        : told(c, 'advice', [
            `The best things often take time, like seeds growing or bread rising. Patience means waiting calmly, and there are ways to make waiting easier. Shall we play a waiting game?`,
            `Good things come to those who wait. Patience is hard, but there are fun ways to make waiting easier.`,
            `Waiting can feel long, but it doesn't have to be boring. Let's find something fun to do while we wait.`,
            `Patience means staying calm while we wait for good things. Breathing slowly and finding a game can help.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`So ${h.call} waited.`, `${h.He} sang a song and counted to ten.`, `Slowly, slowly.`],
            [`${h.call} waited.`, `${h.He} sang and clapped.`, `Then slow, slow.`],
            [`${h.call} played a game.`, `${h.He} waited and waited.`, `Then, nice and slow.`],
            [`${h.call} counted to ten.`, `And again!`, `Then ${h.he} went slowly.`],
          ])
        : told(c, 'rightChoice', [
            [
              `So ${h.call} waited. ${h.He} sang a song, counted clouds and took slow, balloon-deep breaths.`,
              `When it was time, ${h.he} went slowly and carefully, one step at a time.`,
            ],
            [
              `This time, ${h.call} waited. ${h.He} hummed a tune and counted birds in the sky.`,
              `When it was time, ${h.he} went slowly and carefully.`,
            ],
            [
              `${h.call} found ways to wait: a song, a game, a few deep breaths.`,
              `Then, when the moment came, ${h.he} took it step by step.`,
            ],
            [
              `${h.call} practised waiting, playing a little game to pass the time.`,
              `At the right time, ${h.he} ${h.was} calm and ready.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            c.quest.success,
            ...told(c, 'resolution', [
              [`It was worth the wait!`],
              [`Waiting made it even better.`],
              [`${c.hero.call} was glad ${c.hero.he} waited.`],
              [`All that waiting paid off!`],
            ]),
          ]
        : [
            c.quest.success,
            ...told(c, 'resolution', [
              [`"It was worth waiting for," ${c.hero.call} said with a happy sigh.`],
              [`${c.hero.call} smiled a slow, happy smile. Waiting had made it even better.`],
              [`"I'm glad I waited," ${c.hero.call} said, and ${c.hero.he} really meant it.`],
              [`All that waiting had been worth it, and ${c.hero.call} felt calm and proud.`],
            ]),
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that good things take time.`],
            [`${c.hero.call} learned to wait.`],
            [`${c.hero.call} learned that waiting helps.`],
            [`${c.hero.call} learned that slow is good.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that patience is a kind of superpower: it makes waiting calm, and good things even better.`,
            ],
            [`${c.hero.call} learned that patience makes good things even better.`],
            [`${c.hero.call} learned that waiting calmly is a skill, and it's worth it.`],
            [`${c.hero.call} learned that rushing makes things harder, and patience makes them easier.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} hops impatiently from foot to foot`,
      wrongTurn: (c) => `${c.hero.legend} rushes ahead as things go wrong`,
      rightChoice: (c) => `${c.hero.legend} waits calmly, singing and counting clouds`,
    },
    titles: (c) => [`${c.hero.call} Learns to Wait`, `Worth the Wait`, `${c.hero.call} and ${c.quest.title}`],
  },
  {
    value: 'kindness',
    storyline: 'left-out',
    usesPeer: true,
    problem: (c) => {
      const p = c.peer;
      return c.young
        ? told(c, 'problem', [
            [`Some children were playing.`, `${cap(p.intro)} asked to join.`, `"No!" they said.`],
            [`A big group was playing.`, `${cap(p.intro)} wanted to play too.`, `"Go away!" they said.`],
            [`Lots of kids played ${c.activity.ing}.`, `${p.call} asked, "Can I play?"`, `They said, "No!"`],
            [`The children had a game.`, `${cap(p.intro)} came over.`, `"Not you," they said.`],
          ])
        : told(c, 'problem', [
            [
              `A group of children were ${c.activity.ing} and laughing together.`,
              `When ${p.intro} asked to join, they said, "No, there's no room," and turned their backs.`,
            ],
            [
              `${cap(c.activity.ing)} was the game of the day, and a big group had already started.`,
              `${cap(p.intro)} came over and asked, "Can I play?" but the group said, "We've got enough," and carried on.`,
            ],
            [
              `Some children had started a game of ${c.activity.ing}, with lots of shouting and laughing.`,
              `${cap(p.intro)} hovered nearby, hoping, until one of them said, "You can't play. Go away."`,
            ],
            [
              `A noisy, happy group was busy ${c.activity.ing}, and ${c.hero.call} was right in the middle of it.`,
              `When ${p.intro} shyly asked to join, somebody said, "Not you," and everyone turned away.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `${h.call} said nothing.`,
              `${h.He} kept playing with the others.`,
              `${h.He} pretended not to see.`,
            ],
            [`${h.call} did not say a thing.`, `${h.He} kept on playing.`, `${h.He} did not look.`],
            [`${h.call} looked away.`, `${h.He} played with the group.`, `${h.He} said nothing.`],
            [`${h.call} was quiet.`, `${h.He} did not help ${c.peer.call}.`, `${h.He} just played.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} didn't say anything.`,
              `${h.He} wanted the group to like ${h.him} too, so ${h.he} just kept playing and pretended not to see.`,
            ],
            [
              `${h.call} opened ${h.his} mouth to speak up, then closed it again.`,
              `It felt safer to stay quiet and keep playing, so that is what ${h.he} did.`,
            ],
            [
              `${h.call} looked down at ${h.his} feet.`,
              `If ${h.he} stuck up for the new child, maybe the group would leave ${h.him} out too, so ${h.he} said nothing.`,
            ],
            [
              `${h.call} pretended to be very busy with the game.`,
              `Saying something might spoil the fun, ${h.he} told ${h.himself}, and kept right on playing.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.peer.call} sat all alone.`, `${c.hero.call}'s heart felt heavy.`],
            [`${c.peer.call} was all alone.`, `${c.hero.call} felt sad inside.`],
            [`${c.hero.call} saw ${c.peer.call} sitting.`, `${c.hero.call}'s heart felt heavy.`],
            [`${c.peer.call} looked so lonely.`, `${c.hero.call} felt bad.`],
          ])
        : told(c, 'feeling', [
            [
              `But out of the corner of ${c.hero.his} eye, ${c.hero.call} could see ${c.peer.call} sitting alone, and ${c.hero.his} heart felt as heavy as a wet sponge.`,
            ],
            [
              `Every time ${c.hero.call} glanced over, ${c.peer.call} was still on ${c.peer.his} own, and the game felt less and less fun.`,
            ],
            [
              `${c.peer.call} sat by ${c.peer.himself}, watching, and somehow ${c.hero.call}'s laughing went quiet inside.`,
            ],
            [
              `The game went on, but ${c.hero.call} kept thinking about how lonely it must feel to be told "Not you."`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Being kind means making room for others. Everyone wants to belong.`,
            `Everyone wants to play. Kind friends make room.`,
            `Nobody likes to be left out. You can ask them to play.`,
            `Be the kind one. Say, 'Come and play!'`,
          ])
        : told(c, 'advice', [
            `Kindness isn't only for when it's easy. It means noticing who is left out and making room for them. One kind word can change someone's whole day.`,
            `Everybody knows how it feels to be left out. When you see it happen, you can be the one who says, "Come on, join us."`,
            `A group is only as kind as the people in it. It takes one person to open the circle, and that person could be you.`,
            `Being liked by the group is nice, but being kind is better. Kind people make room, even when it is a little scary.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} walked to ${p.call}.`, `"Come and play with me!" ${h.he} said.`],
            [`${h.call} went to ${p.call}.`, `"Play with me!" ${h.he} said.`],
            [`"Come on, ${p.call}!" said ${h.call}.`, `"There's room for you."`],
            [`${h.call} held out ${h.his} hand.`, `"Let's play together, ${p.call}."`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} left the group and walked over. "Do you want to play with me? There's room for you."`,
              `${p.call}'s face lit up.`,
            ],
            [
              `${h.call} stopped the game. "Wait. ${p.call} can have my turn, and then we'll all go together."`,
              `${p.call} looked up, surprised, and then came running.`,
            ],
            [
              `${h.call} went and sat down next to ${p.call}. "I'm sorry nobody let you play. Will you play with me?"`,
              `${p.call} nodded so hard ${p.his} hair bounced.`,
            ],
            [
              `${h.call} waved ${p.call} over. "Come on, you can be on my side!"`,
              `A big, relieved grin spread across ${p.call}'s face.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`They played together.`, `Soon everyone joined in!`],
              [`They played together.`, `Then the others came too.`],
              [`${c.peer.call} smiled big.`, `Everyone played.`],
              [`Two friends played.`, `Soon there were lots more.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `Soon the two of them were having so much fun that the other children came over too, and suddenly there was room for everyone.`,
              ],
              [
                `The game was even better with one more player, and nobody could remember why they had said no.`,
              ],
              [
                `Before long the whole group had joined the two of them, and ${c.peer.call} was laughing loudest of all.`,
              ],
              [
                `By the end, ${c.peer.call} had a team of new friends, and the game had a brand new rule: everyone plays.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that kind words make room for all.`],
            [`${c.hero.call} learned to make room for friends.`],
            [`${c.hero.call} learned that kind friends share the fun.`],
            [`${c.hero.call} learned to be the kind one.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that kindness sometimes takes a little courage, and that one kind person can change a whole group.`,
            ],
            [`${c.hero.call} learned that the kindest games are the ones with room for everybody.`],
            [`${c.hero.call} learned that when someone is left out, a kind friend makes room.`],
            [`${c.hero.call} learned that it only takes one brave, kind voice to open up a circle.`],
          ]),
    legends: {
      problem: (c) =>
        `${c.hero.legend} plays with a group of children while ${c.peer.legend} stands alone, left out`,
      wrongTurn: (c) =>
        `${c.hero.legend} keeps playing with the group, glancing at ${c.peer.legend} sitting alone`,
      rightChoice: (c) => `${c.hero.legend} invites ${c.peer.legend} to play with a warm smile`,
    },
    titles: (c) => [`${c.hero.call} Makes Room`, `${c.hero.call}'s Kind Words`, `Room for Everyone`],
  },
  {
    value: 'resilience',
    storyline: 'knocked-down',
    suddenStart: true,
    usesPeer: false,
    problem: (c) =>
      c.young
        ? told(c, 'problem', [
            [`It was going so well.`, `Then, oh no!`, `${cap(c.quest.setback)}.`],
            [`It was nearly done.`, `Then, uh-oh!`, `${cap(c.quest.setback)}.`],
            [`${c.hero.call} worked so hard.`, `Then came a big oops.`, `${cap(c.quest.setback)}.`],
            [`All was going well.`, `But then...`, `${cap(c.quest.setback)}.`],
          ])
        : told(c, 'problem', [
            [
              `Everything was going wonderfully.`,
              `${c.hero.call} had been working and hoping and getting closer and closer.`,
              `Then, just when ${c.hero.he} ${c.hero.was} almost there, ${c.quest.setback}.`,
              `For a moment, everything went quiet. ${c.hero.call} stared and stared. It just wasn't fair!`,
            ],
            [
              `It was all going so well.`,
              `${c.hero.call} had worked hard, step by step, and was nearly finished.`,
              `But right at the last moment, ${c.quest.setback}.`,
              `${c.hero.call} couldn't believe it. All that work, gone!`,
            ],
            [
              `Everything had been perfect.`,
              `${c.hero.call} had been trying and trying, and it was almost done.`,
              `Then, out of nowhere, ${c.quest.setback}.`,
              `${c.hero.call} just stood there, stunned and upset.`,
            ],
            [
              `${c.hero.call} was so close, closer than ever.`,
              `${c.hero.He} had put so much into it.`,
              `And then, suddenly, ${c.quest.setback}.`,
              `It felt like the most unfair thing in the world.`,
            ],
          ]),
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"It's all ruined!" cried ${h.call}.`, `${h.He} stamped ${h.his} feet.`, `"I want to go home!"`],
            [`"No, no, no!" cried ${h.call}.`, `${h.He} sat down.`, `"I give up!"`],
            [`"It's broken!" said ${h.call}.`, `${h.He} cried.`, `"I want to stop!"`],
            [`${h.call} stamped and stamped.`, `"It's all gone wrong!"`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"It's ruined! Everything is ruined!" ${h.call} cried, stamping ${h.his} feet. "I want to go home."`,
              `${h.He} turned ${h.his} back on the whole thing.`,
            ],
            [
              `"It's all spoiled!" ${h.call} shouted, kicking the ground. "I give up!"`,
              `${h.He} walked away and wouldn't look back.`,
            ],
            [
              `"I hate this!" ${h.call} cried. "I'm never doing it again."`,
              `${h.He} sat down and buried ${h.his} face in ${h.his} arms.`,
            ],
            [
              `"What's the point?" ${h.call} said, throwing up ${h.his} hands. "It's ruined."`,
              `${h.He} turned away from everything.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`Big tears came.`, `It is hard when plans go wrong.`],
            [`${c.hero.call} cried big tears.`, `Oh, it was hard.`],
            [`${c.hero.call} felt so sad.`, `Plans can go wrong.`],
            [`Tears came down.`, `${c.hero.call} was sad.`],
          ])
        : told(c, 'feeling', [
            [
              `Big, hot tears rolled down ${c.hero.call}'s cheeks.`,
              `It is very hard when something you care about goes wrong.`,
            ],
            [
              `Tears spilled down ${c.hero.call}'s face.`,
              `When something goes wrong after you've tried so hard, it really hurts.`,
            ],
            [`${c.hero.call} sniffed and sobbed.`, `It's so hard when your plans fall apart.`],
            [`${c.hero.call}'s chin wobbled and the tears came.`, `Disappointment is a heavy feeling.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `It's okay to feel sad. Then we get up and try a new way.`,
            `Sad is okay. Let's take a breath. Then we try again.`,
            `Things fall down. We can build them up again.`,
            `Cry a little, then try a little. You can do it.`,
          ])
        : told(c, 'advice', [
            `It's okay to be sad when things go wrong. Feel the feeling, take a breath, and then ask: what can we try now? Being resilient means bouncing back, like a ball.`,
            `It's okay to cry when things go wrong. But afterwards, we can take a breath and try again. That's called resilience, bouncing back.`,
            `Sometimes things fall down. Being resilient means feeling sad for a little while, and then picking yourself up and trying another way.`,
            `Mistakes and accidents happen to everyone. The strong thing is to bounce back and find a new way.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} wiped ${h.his} tears.`, `"Let's try a new way," ${h.he} said.`],
            [`${h.call} stopped crying.`, `"I'll try again," ${h.he} said.`],
            [`${h.call} took a big breath.`, `"Again!" ${h.he} said.`],
            [`${h.call} got up.`, `${h.He} had a new idea.`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} wiped ${h.his} eyes and took a long breath. "Okay," ${h.he} said. "Let's try a new way."`,
              `And then ${h.he} had an idea, an even better one than before.`,
            ],
            [
              `${h.call} dried ${h.his} eyes and breathed slowly. "Okay. I'll try again."`,
              `And as ${h.he} started, ${h.he} thought of a clever new way to do it.`,
            ],
            [
              `${h.call} wiped ${h.his} nose, stood up and said, "Let's start over."`,
              `This time ${h.he} had an even better plan.`,
            ],
            [
              `${h.call} took three deep breaths. "I can fix this," ${h.he} said.`,
              `And an idea popped into ${h.his} head, a really good one.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            c.quest.success,
            ...told(c, 'resolution', [
              [`It was even better than before!`],
              [`The new way was the best way.`],
              [`${c.hero.call} smiled and smiled.`],
              [`Trying again worked!`],
            ]),
          ]
        : [
            c.quest.success,
            ...told(c, 'resolution', [
              [`It was even better than the first time.`],
              [`The new way worked even better, and ${c.hero.call} beamed with pride.`],
              [`${c.hero.call} laughed. Starting again had been the best idea of all.`],
              [`This time it turned out even more wonderful, and ${c.hero.call} felt strong inside.`],
            ]),
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to bounce back, like a ball.`],
            [`${c.hero.call} learned to try again.`],
            [`${c.hero.call} learned to get up and go on.`],
            [`${c.hero.call} learned that trying again works.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that when things fall down, we can build them up again, and sometimes we build them even better.`,
            ],
            [`${c.hero.call} learned that when things go wrong, you can bounce back and try again.`],
            [`${c.hero.call} learned that resilience means not giving up, even after a big setback.`],
            [`${c.hero.call} learned that a fresh start can lead to something even better.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} gasps as things go wrong`,
      wrongTurn: (c) =>
        `${c.hero.legend} stamps ${c.hero.his} feet, upset, with tears on ${c.hero.his} cheeks`,
      rightChoice: (c) => `${c.hero.legend} wipes away tears and smiles with a new idea`,
    },
    titles: (c) => [
      `${c.hero.call} Bounces Back`,
      `${c.hero.call} Tries a New Way`,
      `${c.hero.call} and ${c.quest.title}`,
    ],
  },
  {
    value: 'forgiveness',
    storyline: 'accident',
    usesPeer: true,
    problem: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'problem', [
            [
              `${cap(p.intro)} came running.`,
              `Bump! ${p.He} knocked into everything.`,
              `"I'm sorry!" said ${p.call}.`,
            ],
            [`${cap(p.intro)} ran over fast.`, `Crash went everything.`, `"Sorry!" said ${p.call}.`],
            [
              `${p.call} did not see.`,
              `Bump went ${p.call}, and down it fell.`,
              `"Oops, sorry!" said ${p.call}.`,
            ],
            [`${cap(p.intro)} came zooming.`, `Everything fell down.`, `"I'm so sorry," said ${p.call}.`],
          ])
        : told(c, 'problem', [
            [
              `${cap(p.intro)} came running over to see, too fast to stop.`,
              `Bump! Crash! In one moment, all of ${h.call}'s hard work was spoiled.`,
              `"Oh no, I'm so sorry!" ${p.call} gasped. "It was an accident."`,
            ],
            [
              `${cap(p.intro)} rushed over, too excited to slow down.`,
              `Crash! Everything ${h.call} had worked so hard on was knocked flat.`,
              `"I'm so sorry!" ${p.call} cried. "I didn't mean to!"`,
            ],
            [
              `${cap(p.intro)} came dashing up to have a look and tripped.`,
              `Down went all of ${h.call}'s hard work, in a big jumble.`,
              `"Oh no! Sorry, sorry!" said ${p.call}.`,
            ],
            [
              `${cap(p.intro)} ran over so fast that ${p.he} couldn't stop in time.`,
              `Bump! All of ${h.call}'s careful work was spoiled.`,
              `"It was an accident, I'm really sorry," ${p.call} said.`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'wrongTurn', [
            [`"Go away!" said ${h.call}.`, `"I'm not your friend!"`, `${p.call} walked away, sad.`],
            [`"You broke it!" said ${h.call}.`, `"Go away!"`, `${p.call} walked off, sad.`],
            [`"I'm cross!" said ${h.call}.`, `"Not your friend!"`, `${p.call} cried a little.`],
            [`${h.call} shouted, "No!"`, `"Leave me alone!"`, `${p.call} went away.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `"Go away!" ${h.call} shouted. "I'm never playing with you again!"`,
              `${p.call}'s eyes filled with tears, and ${p.he} walked away slowly.`,
            ],
            [
              `"You ruined it!" ${h.call} yelled. "I don't want to be your friend!"`,
              `${p.call} went away with tears in ${p.his} eyes.`,
            ],
            [
              `"Leave me alone!" shouted ${h.call}. "You always spoil things!"`,
              `${p.call} turned and walked off, sniffling.`,
            ],
            [
              `"Go away and never come back!" ${h.call} said angrily.`,
              `${p.call} walked off, looking very sad.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`${c.hero.call} felt angry.`, `Then ${c.hero.he} felt lonely.`],
            [`${c.hero.call} was cross.`, `Then ${c.hero.he} ${c.hero.was} lonely.`],
            [`${c.hero.call} felt angry.`, `Then ${c.hero.he} missed ${c.peer.call}.`],
            [`Being cross was no fun.`, `${c.hero.call} felt alone.`],
          ])
        : told(c, 'feeling', [
            [
              `For a while ${c.hero.call} felt angry. Then the angry feeling turned into a lonely one.`,
              `Staying cross was hard work.`,
            ],
            [
              `At first ${c.hero.call} was furious. But being angry all by ${c.hero.himself} soon felt lonely.`,
              `Being cross was tiring.`,
            ],
            [
              `${c.hero.call} stayed cross for a while, but the crossness felt heavy and sad.`,
              `${c.hero.He} missed ${c.peer.call}.`,
            ],
            [`The angry feeling slowly turned into a lonely one.`, `${c.hero.call} wasn't having any fun.`],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Everyone makes mistakes. Forgiving means letting the cross feeling go.`,
            `It was an accident. Saying 'I forgive you' helps you both.`,
            `Friends make mistakes. We can forgive them.`,
            `Let the cross go. Then you can be friends again.`,
          ])
        : told(c, 'advice', [
            `Everyone makes mistakes, even you and me. When someone says sorry and means it, forgiving them lets the cross feeling go, and it sets your own heart free too.`,
            `Accidents happen to everyone. When someone says sorry, forgiving them helps both of you feel better.`,
            `Forgiving someone means letting go of angry feelings. It helps your friendship and your own heart.`,
            `${c.peer.call} didn't mean to do it, and ${c.peer.he} said sorry. Forgiveness can turn a bad moment into a better one.`,
          ]),
    rightChoice: (c) => {
      const { hero: h, peer: p } = c;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} went to find ${p.call}.`, `"It's okay. I forgive you," ${h.he} said.`],
            [`${h.call} found ${p.call}.`, `"I forgive you," ${h.he} said.`],
            [`"It's okay, ${p.call}," said ${h.call}.`, `"It was an accident."`],
            [`${h.call} gave ${p.call} a hug.`, `"Friends again?"`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} went to find ${p.call}. "I'm sorry I shouted. I know it was an accident. I forgive you."`,
              `${p.call} gave ${h.him} a big, grateful hug.`,
            ],
            [
              `${h.call} found ${p.call}. "Sorry I shouted. I know it was an accident. I forgive you."`,
              `${p.call} smiled and hugged ${h.call} tight.`,
            ],
            [
              `${h.call} went to ${p.call}. "I was really cross, but I'm not anymore. I forgive you."`,
              `${p.call}'s face lit up with relief.`,
            ],
            [
              `"${p.call}," said ${h.call}, "it's okay. Accidents happen. Friends?"`,
              `"Friends!" said ${p.call}, beaming.`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`They started again, together.`],
              [`They built it again, together.`],
              [`Friends again.`, `They started over.`],
              [`They made a new one, side by side.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [`"Let's start again, together," said ${c.peer.call}. And they did.`],
              [`"Let's build it again together," said ${c.peer.call}, and they made it even better.`],
              [`Together they started again, and this time it was twice as much fun.`],
              [`They rebuilt it side by side, laughing as they went.`],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned that forgiving feels good.`],
            [`${c.hero.call} learned to forgive.`],
            [`${c.hero.call} learned that forgiving feels good.`],
            [`${c.hero.call} learned that friends forgive.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that forgiving doesn't mean the mistake didn't matter. It means the friendship matters more.`,
            ],
            [`${c.hero.call} learned that forgiving a friend makes the friendship stronger.`],
            [`${c.hero.call} learned that letting go of anger feels much better than holding on to it.`],
            [`${c.hero.call} learned that forgiveness is a gift to your friend and to yourself.`],
          ]),
    legends: {
      problem: (c) => `${c.peer.legend} accidentally bumps into ${c.hero.legend}'s work and says sorry`,
      wrongTurn: (c) => `${c.hero.legend} turns away crossly as ${c.peer.legend} walks off, sad`,
      rightChoice: (c) => `${c.hero.legend} and ${c.peer.legend} hug and make up`,
    },
    titles: (c) => [
      `${c.hero.call} Forgives`,
      `${c.hero.call} and ${c.peer.call} Start Again`,
      `The Accident`,
    ],
  },
  {
    value: 'integrity',
    storyline: 'found-treasure',
    usesPeer: false,
    problem: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'problem', [
            [`${h.call} found ${c.setting.found} on the ground.`, `It was so pretty!`, `Nobody saw.`],
            [`${h.call} saw ${c.setting.found}.`, `It was lovely!`, `Nobody was looking.`],
            [`On the ground was ${c.setting.found}.`, `${h.call} picked it up.`, `${h.He} wanted it.`],
            [`${h.call} found ${c.setting.found}.`, `How shiny!`, `Nobody saw ${h.him}.`],
          ])
        : told(c, 'problem', [
            [
              `Half hidden on the ground, ${h.call} found ${c.setting.found}.`,
              `${h.He} turned it over and over. It was the most wonderful thing.`,
              `${h.He} looked around. Nobody had seen. "Finders keepers," whispered a little voice inside.`,
            ],
            [
              `Something glinted on the ground, and ${h.call} bent down to find ${c.setting.found}.`,
              `It was beautiful, and ${h.call} wanted it straight away.`,
              `Nobody else had noticed. "I could just keep it," ${h.he} thought.`,
            ],
            [
              `Lying half-hidden in the grass was ${c.setting.found}.`,
              `${h.call} picked it up and gasped. It was wonderful.`,
              `${h.call} glanced around, and nobody was looking.`,
            ],
            [
              `${h.call}'s eye caught something on the ground: ${c.setting.found}.`,
              `${h.He} held it up. It was so special.`,
              `No one had seen ${h.him} find it, and a little voice said, "Keep it."`,
            ],
          ]);
    },
    wrongTurn: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'wrongTurn', [
            [
              `${h.call} put it in ${h.his} pocket.`,
              `"Finders keepers," ${h.he} said.`,
              `${h.He} went back to playing.`,
            ],
            [
              `${h.call} hid it in ${h.his} pocket.`,
              `"It's mine now," ${h.he} said.`,
              `${h.He} ran off to play.`,
            ],
            [`In the pocket it went.`, `"Nobody will know," said ${h.call}.`, `${h.He} played on.`],
            [`${h.call} kept it.`, `"I found it, so it's mine," ${h.he} said.`, `${h.He} did not tell.`],
          ])
        : told(c, 'wrongTurn', [
            [
              `${h.call} slipped it into ${h.his} pocket and went back to ${c.activity.ing}, pretending nothing had happened.`,
              `"It's mine now," ${h.he} told ${h.himself}, though the words sounded wobbly, even inside ${h.his} head.`,
            ],
            [
              `${h.call} tucked it away in ${h.his} pocket and carried on ${c.activity.ing} as if nothing had happened.`,
              `"I found it, so it's mine," ${h.he} said to ${h.himself}, but it didn't feel quite right.`,
            ],
            [
              `${h.call} hid it in ${h.his} pocket and went back to ${c.activity.ing}.`,
              `"Nobody will ever know," ${h.he} thought, but ${h.his} tummy felt wobbly.`,
            ],
            [
              `${h.call} slipped it quietly into ${h.his} pocket.`,
              `"Finders keepers," ${h.he} whispered, trying to believe it.`,
            ],
          ]);
    },
    feeling: (c) =>
      c.young
        ? told(c, 'feeling', [
            [`But ${c.hero.his} pocket felt heavy.`, `Someone must be sad.`],
            [`The pocket felt heavy.`, `Was someone looking for it?`],
            [`${c.hero.call} felt funny inside.`, `Somebody lost it.`],
            [`${c.hero.call} kept touching the pocket.`, `Someone must miss it.`],
          ])
        : told(c, 'feeling', [
            [
              `But the pocket felt strangely heavy.`,
              `${c.hero.call} kept touching it, as if it might burn a hole right through.`,
              `Somewhere, someone might be searching and worrying right now.`,
            ],
            [
              `But the pocket felt heavier and heavier.`,
              `${c.hero.call} couldn't stop thinking about it.`,
              `Maybe someone was crying right now because they had lost it.`,
            ],
            [
              `But ${c.hero.call} kept touching ${c.hero.his} pocket.`,
              `${c.hero.He} didn't feel happy; ${c.hero.he} felt uneasy.`,
              `What if someone was looking for it?`,
            ],
            [
              `The thing in ${c.hero.call}'s pocket seemed to get heavier with every step.`,
              `${c.hero.call} felt uncomfortable.`,
              `Somebody must be missing it.`,
            ],
          ]),
    advice: (c) =>
      c.young
        ? told(c, 'advice', [
            `Doing the right thing matters, even when nobody sees.`,
            `When we find something, we try to give it back. That is doing right.`,
            `Doing right is good, even when nobody is looking.`,
            `Someone is sad without it. Let's find them.`,
          ])
        : told(c, 'advice', [
            `Integrity means doing the right thing even when nobody is watching. It's the kind of person you are inside, all the time.`,
            `Integrity means being honest and doing the right thing, even if nobody would ever find out. It's about who you really are inside.`,
            `When nobody is watching, we get to choose who we want to be. Integrity means choosing to do what's right.`,
            `A person with integrity does the right thing because it's right, not because someone is looking.`,
          ]),
    rightChoice: (c) => {
      const h = c.hero;
      return c.young
        ? told(c, 'rightChoice', [
            [`${h.call} took it out.`, `"Let's find who lost it," ${h.he} said.`],
            [`${h.call} took it out of ${h.his} pocket.`, `"Let's give it back," ${h.he} said.`],
            [`"I found this," said ${h.call}.`, `"Who lost it?"`],
            [`${h.call} held it up.`, `"This is not mine. Let's find whose it is."`],
          ])
        : told(c, 'rightChoice', [
            [
              `${h.call} pulled it out of ${h.his} pocket.`,
              `"I found this. Someone must be missing it. Can we help find who it belongs to?"`,
            ],
            [
              `${h.call} took it out of ${h.his} pocket.`,
              `"I found this. It isn't mine. Can we find who lost it?"`,
            ],
            [
              `${h.call} pulled it from ${h.his} pocket and held it out.`,
              `"Somebody lost this. Let's find them."`,
            ],
            [
              `${h.call} reached into ${h.his} pocket.`,
              `"I want to give this back to whoever it belongs to."`,
            ],
          ]);
    },
    resolution: (c) =>
      c.young
        ? [
            ...told(c, 'resolution', [
              [`They found the owner.`, `"Thank you!" she said, smiling.`],
              [`A lady was looking for it.`, `"Oh, thank you!" she said.`],
              [`They found the lady who lost it.`, `She smiled and smiled.`],
              [`"My treasure!" said a lady.`, `She was so happy.`],
            ]),
            c.quest.success,
          ]
        : [
            ...told(c, 'resolution', [
              [
                `Before long they found its owner, a lady who had been looking everywhere. "Thank you! That was very honest of you," she said, smiling from ear to ear.`,
              ],
              [
                `Soon a lady came hurrying up, looking worried. When she saw it, she smiled so wide. "Oh, thank you! You're so honest!"`,
              ],
              [
                `A worried lady had been looking everywhere for it. "Thank you, thank you!" she said, hugging it close.`,
              ],
              [
                `They found the owner, a lady who had been searching all day. "You're a very honest child," she said, beaming.`,
              ],
            ]),
            c.quest.success,
          ],
    lesson: (c) =>
      c.young
        ? told(c, 'lesson', [
            [`${c.hero.call} learned to do right, even when no one sees.`],
            [`${c.hero.call} learned to give back what is not ${c.hero.his}.`],
            [`${c.hero.call} learned to do right, all by ${c.hero.himself}.`],
            [`${c.hero.call} learned that honest feels good.`],
          ])
        : told(c, 'lesson', [
            [
              `${c.hero.call} learned that integrity is a quiet kind of strong: doing right even when nobody would ever know.`,
            ],
            [`${c.hero.call} learned that integrity means doing right even when nobody sees.`],
            [`${c.hero.call} learned that being honest, even in secret, makes you feel good inside.`],
            [`${c.hero.call} learned that who you are when nobody is watching is who you really are.`],
          ]),
    legends: {
      problem: (c) => `${c.hero.legend} finds ${c.setting.found} on the ground`,
      wrongTurn: (c) => `${c.hero.legend} slips ${c.setting.found} into ${c.hero.his} pocket, looking around`,
      rightChoice: (c) => `${c.hero.legend} holds out ${c.setting.found} to return it to its owner`,
    },
    titles: (c) => [
      `${c.hero.call} Does the Right Thing`,
      `Finders Keepers`,
      `${c.hero.call} and the Lost Treasure`,
    ],
  },
];
