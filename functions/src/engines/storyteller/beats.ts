import type { Person } from './characters.js';
import type { StoryContext } from './context.js';
import { type Item, opt, req } from './fit.js';
import type { MoralPlot } from './moral.js';
import { cap, listNames } from './text.js';
import { phrase } from './vary.js';

export type Beat = (c: StoryContext, m: MoralPlot) => Item[];

/** The next unused sensory sentence of the setting, if any is left. */
function sight(c: StoryContext): string | undefined {
  return c.sightPool.shift();
}

/** 'The waves whooshed in.' -> 'the waves whooshed in' */
function clause(sentence: string | undefined): string | undefined {
  if (!sentence) return undefined;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1).replace(/[.!]$/, '');
}

/** Optional fillers in a seed-shuffled order, so stories pad with different sentences. */
function bank(c: StoryContext, texts: (string | undefined)[], priority: number): Item[] {
  return c.rng
    .shuffle(texts.filter((t): t is string => !!t))
    .map((text, i) => ({ text, opt: priority + i * 0.1 }));
}

/** One optional sentence picked from alternatives that say the same kind of thing. */
function oneOf(c: StoryContext, texts: (string | undefined)[], priority: number): Item[] {
  const options = texts.filter((t): t is string => !!t);
  return options.length > 0 ? opt(c.rng.pick(options), priority) : [];
}

function kidNoun(p: Person): string {
  return p.he === 'she' ? 'girl' : p.he === 'he' ? 'boy' : 'child';
}

/** Companions still to be introduced in the wish beat (the pet is introduced in the opening). */
function companionsToIntroduce(c: StoryContext): Person[] {
  return c.companions.filter((p) => p !== c.pet);
}

/** Family who gather at the end: the helper when family, companions, a family peer. */
function family(c: StoryContext): Person[] {
  const people: Person[] = [];
  if (!c.helperArrivesLate) people.push(c.helper);
  people.push(...c.companions);
  if (c.peer.relationship !== 'peer' && !people.includes(c.peer)) people.push(c.peer);
  return people;
}

/** How the parent's own words are introduced: a fact about the child, or a happy thought. */
function detailLead(c: StoryContext): string {
  const h = c.hero;
  const first = (c.detail ?? '').split(' ')[0]?.toLowerCase() ?? '';
  const aboutChild = [
    h.call.toLowerCase(),
    'she',
    'he',
    'they',
    'loves',
    'likes',
    'is',
    'has',
    'wants',
  ].includes(first);
  if (aboutChild) {
    return c.rng.pick([`Everyone who knew ${h.call} knew this`, `Here is something special about ${h.call}`]);
  }
  return c.young
    ? c.rng.pick([`${h.call} was thinking about something special`, `${h.call} had a happy thought`])
    : c.rng.pick([
        `All week, ${h.call} had been thinking about one special thing`,
        `${h.call} had a happy thought tucked away inside`,
      ]);
}

const opening: Beat = (c) => {
  const { hero: h } = c;
  const time = cap(c.time);
  const arrival = c.rng.pick(c.setting.arrivals);
  const items: Item[] = [];
  if (c.young) {
    const v = c.rng.int(4);
    if (v === 0) items.push(req(`${time}, ${h.call} ${arrival}.`));
    if (v === 1) items.push(req(`This is ${h.call}.`), req(`${time}, ${h.he} ${arrival}.`));
    if (v === 2) items.push(req(`${h.call} loved ${c.activity.ing}.`), req(`${time}, ${h.he} ${arrival}.`));
    if (v === 3) items.push(req(`${time}, ${h.call} ${arrival}.`), req(`${h.He} ${h.was} so happy!`));
    items.push(...opt(sight(c), 1));
    if (c.pet) items.push(req(`${cap(c.pet.intro)} came too.`));
    if (c.favorite) items.push(...opt(`${h.He} brought ${h.his} ${c.favorite}.`, 1));
    else items.push(...opt(`${h.He} had ${h.his} ${c.prop}.`, 2));
    if (c.hair)
      items.push(
        ...opt(
          phrase(
            c,
            `${h.call}'s ${c.hair} hair `,
            ['bounced', 'bobbed', 'swung', 'flipped'],
            [' with every step.', ` as ${h.he} went.`, ' up and down.', ' in the breeze.'],
          ),
          3,
        ),
      );
    items.push(...opt(sight(c), 3));
    if (c.detail) items.push(req(`${detailLead(c)}: "${cap(c.detail)}."`));
    items.push(
      ...bank(
        c,
        [`It was going to be a good day.`, `What a day it would be!`, `${h.He} grinned a big grin.`],
        4,
      ),
    );
    return items;
  }
  const v = c.rng.int(c.setting.situation ? 3 : 4);
  if (v === 0) items.push(req(`${time}, ${h.call} ${arrival}, ${h.his} ${c.prop} tucked under one arm.`));
  if (v === 1)
    items.push(
      req(
        `There was once a ${kidNoun(h)} named ${h.call} who loved ${c.activity.ing} more than almost anything.`,
      ),
      req(`${time}, ${h.he} ${arrival}.`),
    );
  if (v === 2)
    items.push(
      req(`${time}, ${h.call} ${arrival}.`),
      req(
        phrase(
          c,
          `${h.He} could hardly `,
          ['keep still', 'sit still', 'stand still', 'stop smiling'],
          `, ${h.he} ${h.was} `,
          ['so excited', 'so happy', 'that excited', 'so full of beans'],
          '.',
        ),
      ),
    );
  if (v === 3)
    items.push(
      req(
        phrase(
          c,
          `${h.call} had been looking forward to `,
          ['this day', 'this trip', 'today'],
          [' all week', ' for days and days', ' for ages', ' since the weekend'],
          '.',
        ),
      ),
      req(`${time}, ${h.he} finally ${arrival}.`),
    );
  if (c.pet) items.push(req(`${cap(c.pet.intro)} came along too, of course.`));
  items.push(...opt(sight(c), 1), ...opt(sight(c), 2));
  if (c.favorite) items.push(...opt(`And ${h.his} ${c.favorite} came along as well.`, 1));
  if (v !== 0)
    items.push(
      ...opt(
        phrase(
          c,
          `${h.He} had brought ${h.his} ${c.prop}`,
          [', just in case', ' along', ', of course', ', because you never know'],
          '.',
        ),
        2,
      ),
    );
  if (v !== 1)
    items.push(
      ...opt(
        phrase(
          c,
          `${h.call} loved ${c.activity.ing} `,
          ['more than almost anything', 'more than ice cream', 'best of all', 'more than anything'],
          '.',
        ),
        2.5,
      ),
    );
  items.push(
    ...opt(
      phrase(
        c,
        ['A great big smile spread', 'A grin crept', 'A happy smile reached', 'A smile spread'],
        ` all the way up to ${h.call}'s `,
        ['eyes', 'ears', 'eyebrows'],
        '.',
      ),
      3.5,
    ),
  );
  if (c.hair)
    items.push(
      ...opt(
        phrase(
          c,
          [
            'The light caught',
            'The breeze played with',
            'A little wind lifted',
            'The light danced on',
            'The sun warmed',
            'A puff of wind ruffled',
            'Sunlight sparkled on',
          ],
          ` ${h.call}'s ${c.hair} hair`,
          [
            '.',
            ` as ${h.he} went.`,
            ', just for a moment.',
            ' and let it go again.',
            ' for a second.',
            ` ${c.setting.at}.`,
            ', making it shine.',
            ' as the day began.',
          ],
        ),
        3,
      ),
    );
  if (c.detail) {
    items.push(req(`${detailLead(c)}: "${cap(c.detail)}."`));
  }
  items.push(
    ...oneOf(
      c,
      [
        phrase(
          c,
          ['It felt like the kind of day', 'It was the sort of day', 'It looked like a day'],
          [
            ' when anything could happen',
            ' made for surprises',
            ` made for ${c.activity.ing}`,
            ' worth remembering',
          ],
          ['.', '!'],
        ),
        phrase(
          c,
          'Something told ',
          [h.call, h.him],
          ' that ',
          ['today', 'this day', 'this morning'],
          ' would be ',
          ['special', 'different', 'a big one', 'wonderful'],
          '.',
        ),
        phrase(
          c,
          ['The whole day stretched out ahead', 'The whole day lay ahead', 'The day ahead stretched out'],
          [', full of surprises', ', bright and new', ' like a long, happy road', ', waiting'],
          '.',
        ),
      ],
      3,
    ),
  );
  return items;
};

const wish: Beat = (c) => {
  const { hero: h, helper: H, quest: q } = c;
  const items: Item[] = [];
  const joiners = companionsToIntroduce(c);
  const late = c.helperArrivesLate;
  if (c.young) {
    const v = c.rng.int(3);
    if (v === 0) items.push(req(`${h.call} had a big wish.`), req(`"I want to ${q.goal}!" ${h.he} said.`));
    if (v === 1) items.push(req(`"Today I will ${q.goal}!" said ${h.call}.`));
    if (v === 2) items.push(req(`${h.call} wanted to ${q.goal}.`), req(`${h.He} wanted it so much!`));
    if (!late) {
      items.push(
        req(
          c.rng.pick([
            `${cap(H.intro)} smiled. ${phrase(c, '"', ['We can do it together', "Let's do it together", 'I will help you', 'We can try'], `," ${H.he} said.`)}`,
            phrase(
              c,
              '"',
              ['What a good plan', 'What a fun idea', 'Good thinking', 'I love that plan'],
              `," said ${H.intro}.`,
            ),
            `${cap(H.intro)} gave ${h.call} a hug. "Let's try!"`,
          ]),
        ),
      );
    }
    if (joiners.length > 0) items.push(req(`${cap(listNames(joiners.map((p) => p.intro)))} came too.`));
    items.push(
      ...opt(`${h.call} clapped ${h.his} hands.`, 1),
      ...opt(`But first, there was time for ${c.activity2.ing}.`, 2),
      ...opt(sight(c), 2),
    );
    items.push(
      ...bank(
        c,
        [`${h.He} could not wait!`, `It was a big, happy wish.`, `${h.call} did a little dance.`],
        3,
      ),
    );
    return items;
  }
  items.push(
    req(
      c.rng.pick([
        `"Today," ${h.call} announced, "I'm going to ${q.goal}!"`,
        `${h.call} had a wish, a big, bright, bubbly wish: to ${q.goal}.`,
        `More than anything in the world, ${h.call} wanted to ${q.goal}.`,
      ]),
    ),
  );
  if (!late) {
    items.push(
      req(
        c.rng.pick([
          `${cap(H.intro)} laughed. ${phrase(c, ['"Then we\'d better get started,"', '"Then let\'s get going,"', '"Well, let\'s not waste a minute,"', '"Off we go, then,"'], ` ${H.he} `, ['said', 'replied', 'agreed'], ['.', ' with a wink.', ', clapping.'])}`,
          `${cap(H.intro)} smiled. ${phrase(c, '"', ['That sounds like a wonderful plan', 'What a lovely idea', 'Now that is a plan', 'I like the sound of that'], ', and ', ["I'll be right here if you need me", "I'll be close by", "I'll help if you need me", 'you can call me any time'], '."')}`,
          phrase(c, '"What a ', ['splendid', 'brilliant', 'wonderful', 'clever'], ' idea," said ', H.intro, [
            ', with a wink.',
            ', clapping.',
            '.',
          ]),
        ]),
      ),
    );
  }
  if (joiners.length > 0)
    items.push(
      req(
        `${cap(listNames(joiners.map((p) => p.intro)))} ${joiners.length > 1 ? 'all ' : ''}came along to help.`,
      ),
    );
  items.push(
    ...opt(`${h.call} could already picture it.`, 1),
    ...opt(
      phrase(
        c,
        ['But first, there was time for', 'First, though, came', 'Before that, there was'],
        ` ${c.activity2.ing}`,
        ['.', ', of course.', ', which was almost as good.'],
      ),
      2,
    ),
    ...opt(sight(c), 2),
  );
  items.push(
    ...oneOf(
      c,
      [
        phrase(
          c,
          [`${h.He} ${h.was} so excited that`, `${h.He} ${h.was} so happy that`, 'Just thinking about it,'],
          [
            ` ${h.he} did a little hop`,
            ` ${h.his} toes wiggled`,
            ` ${h.he} gave a little skip`,
            ` ${h.he} laughed out loud`,
          ],
          ['.', ' on the spot.', ', twice.'],
        ),
        phrase(
          c,
          'It was the kind of ',
          ['wish', 'plan', 'idea'],
          ' that makes your ',
          ['heart beat a little faster', 'toes tingle', 'tummy fizz', 'eyes sparkle', 'feet want to dance'],
          ['.', ', and a very good one.', ` ${c.setting.at}.`, ' just thinking about it.'],
        ),
        phrase(
          c,
          `${h.He} could `,
          ['hardly', 'barely', 'not'],
          ' wait to ',
          ['begin', 'start', 'get going', 'try'],
          ['.', '!'],
        ),
      ],
      3,
    ),
  );
  if (late)
    items.push(
      ...opt(
        phrase(
          c,
          `${h.call} `,
          ['imagined', 'pictured', 'could already see'],
          ' how ',
          ['it would look', `${q.thing} would look`, 'wonderful it would be'],
          [`, and how proud ${h.he} would feel.`, ' when it was done.', ', and smiled.', ', all finished.'],
        ),
        2,
      ),
    );
  items.push(
    ...opt(
      phrase(
        c,
        ['It would take', 'It was going to take', 'That would need'],
        [' a bit of work', ' some doing', ' lots of trying', ' a little patience'],
        [', but that was part of the fun.', ', and that was fine.', `, but ${h.call} didn't mind.`, '.'],
      ),
      3.5,
    ),
  );
  return items;
};

const problem: Beat = (c, m) => {
  const items: Item[] = [];
  if (!m.suddenStart) {
    items.push(
      ...opt(
        c.young
          ? c.rng.pick([`It was fun, for a while.`, `At first, it was fun.`])
          : phrase(
              c,
              ['For a while,', 'At first,', 'For a happy while,', 'To begin with,', 'In the beginning,'],
              [
                ' everything was perfect',
                ' everything went beautifully',
                ' it all went wonderfully',
                ' all was well',
                ' it was pure fun',
                ' everything went to plan',
              ],
              [
                '.',
                ` ${c.setting.at}.`,
                `, just as ${c.hero.call} had hoped.`,
                ', better than anyone had expected.',
                ', and the time flew by.',
                ` for ${c.hero.call} and everyone else.`,
              ],
            ),
        1,
      ),
    );
  }
  if (!c.young && !m.suddenStart)
    items.push(...opt(`${c.hero.call} spent a happy while ${c.activity2.ing}.`, 1.5));
  items.push(...m.problem(c).map(req), ...opt(sight(c), 3));
  if (c.pet && !c.young) items.push(...opt(`${c.pet.call} pricked up ${c.pet.his} ears.`, 3));
  if (c.young) {
    items.push(...opt(`${c.hero.call}'s eyes went wide.`, 3));
    items.push(
      ...bank(
        c,
        [
          `${c.hero.He} stopped.`,
          `Oh, oh, oh!`,
          `${c.hero.His} mouth made an O.`,
          `${c.hero.He} looked and looked.`,
        ],
        4,
      ),
    );
  }
  items.push(
    ...oneOf(
      c,
      m.problemFillers
        ? m.problemFillers(c)
        : c.young
          ? [`What would ${c.hero.call} do?`, `It was a tricky moment.`]
          : [
              `What would ${c.hero.call} do now?`,
              phrase(
                c,
                [
                  'It was a tricky moment',
                  'It was a wobbly moment',
                  'It was one of those moments',
                  'It was a puzzling moment',
                  'This was a hard moment',
                ],
                [
                  ', the kind that makes your tummy flutter',
                  ', the kind that makes you hold your breath',
                  ' with no easy answer',
                  ` ${c.setting.at}`,
                ],
                '.',
              ),
              phrase(
                c,
                `${c.hero.call} `,
                ['stood very still', 'stopped', 'froze'],
                [', not sure what to do', ', thinking hard', ', wondering what to do'],
                ['.', ' next.'],
              ),
            ],
      2,
    ),
  );
  return items;
};

const wrongTurn: Beat = (c, m) => {
  const items: Item[] = [];
  const lead = c.rng.chance(0.5);
  const pet = c.pet;
  if (c.young) {
    if (lead) items.push(...opt(`Uh-oh.`, 1));
    items.push(...m.wrongTurn(c).map(req));
    if (!lead) items.push(...opt(`Oh dear.`, 1));
    items.push(...opt(`But that did not help one bit.`, 2));
    if (pet) items.push(...opt(`${pet.call} looked up, puzzled.`, 2));
    items.push(
      ...bank(
        c,
        [
          sight(c),
          m.usesPeer ? `${c.peer.call} went very quiet.` : undefined,
          c.helperArrivesLate ? undefined : `${c.helper.call} saw it all.`,
        ],
        3,
      ),
      ...bank(
        c,
        [
          `That was not a good choice.`,
          `Things felt wrong.`,
          `It was not a happy moment.`,
          `${c.hero.He} did not look back.`,
        ],
        4,
      ),
    );
    return items;
  }
  if (lead)
    items.push(
      ...opt(
        phrase(
          c,
          [
            'Sometimes, when feelings get big,',
            'When feelings get big,',
            'Sometimes, in a wobbly moment,',
            "When we're upset,",
            'On a hard day,',
            'When everything feels muddled,',
          ],
          [
            " we make choices that aren't quite right",
            " we do things we wish we hadn't",
            ' the wrong choice can look like the right one',
            ' it is easy to pick the wrong path',
            ' a grumpy choice can sneak in',
            ' our hands and mouths can run ahead of our hearts',
          ],
          [
            '.',
            ', even for the kindest people.',
            ', and that is how it was today.',
            ', even on a lovely day.',
          ],
        ),
        1,
      ),
    );
  items.push(...m.wrongTurn(c).map(req));
  if (!lead)
    items.push(
      ...opt(
        phrase(
          c,
          [
            'It seemed like a good idea',
            'It felt like the right thing',
            'It looked like an easy answer',
            'It seemed easier',
          ],
          [' at the time', ' just then', ' for a moment', ' right then'],
          [
            ", but it didn't feel right for long.",
            ", but it wasn't.",
            ", but it didn't stay that way.",
            ', but a funny feeling said otherwise.',
            `, there ${c.setting.at}, but only for a moment.`,
          ],
        ),
        1,
      ),
    );
  if (pet) items.push(...opt(`${pet.call} tilted ${pet.his} head, as if to ask, "Are you sure?"`, 2));
  items.push(
    ...opt(sight(c), 2),
    ...oneOf(
      c,
      [
        phrase(
          c,
          ['Somewhere inside,', 'Deep down,', `Inside ${c.hero.call},`, 'In a small corner of a big heart,'],
          [' a small voice said', ' a tiny voice whispered', ' a quiet voice asked'],
          [', "Hmm."', ', "Are you sure?"', ', "Really?"', ', "Is that right?"'],
        ),
        phrase(
          c,
          ['For a little while,', 'For a bit,', 'For a few minutes,', 'For a while,', 'Just for now,'],
          ` ${c.hero.call} tried `,
          [
            'not to think about it',
            'to forget about it',
            'to pretend everything was fine',
            'to think about something else',
            `to keep ${c.activity.ing}`,
          ],
          '.',
        ),
      ],
      3,
    ),
    ...opt(
      m.usesPeer
        ? phrase(
            c,
            `${c.peer.call} `,
            ['looked down at', 'stared at', 'kicked at', 'studied'],
            [' the ground', ' the grass', ` ${c.peer.his} shoes`],
            ['.', ', very quiet.', ' and said nothing.'],
          )
        : undefined,
      3,
    ),
    ...opt(
      c.helperArrivesLate
        ? undefined
        : phrase(
            c,
            `${c.helper.call} `,
            ['saw', 'noticed', 'watched', 'saw it all', 'saw what happened'],
            [
              ', and waited quietly.',
              ' but said nothing yet.',
              ' from a little way off.',
              ' from close by.',
              `, and waited for ${c.hero.call} to be ready.`,
              ', and stayed near.',
            ],
          ),
      3,
    ),
    ...opt(
      phrase(
        c,
        [
          'Nobody said anything',
          'Nobody said a word',
          'Everything went quiet',
          'Nobody spoke',
          'It went quiet',
          'Not a word was spoken',
        ],
        [' for a moment', ' for a while', ' just then', ` ${c.setting.at}`, ' after that'],
        '.',
      ),
      3.5,
    ),
  );
  return items;
};

const feelings: Beat = (c, m) => {
  const h = c.hero;
  const items: Item[] = m.feeling(c).map(req);
  if (c.young) {
    if (c.pet) items.push(...opt(`${c.pet.call} came close.`, 1));
    items.push(...opt(`${h.He} did not feel like ${c.activity.ing} anymore.`, 1));
    items.push(
      ...bank(
        c,
        [
          `${h.call} sat very still.`,
          `${h.He} hugged ${h.his} knees.`,
          `It was a hard moment.`,
          `${h.He} felt all mixed up.`,
          `${h.He} gave a big sniff.`,
        ],
        2,
      ),
    );
    return items;
  }
  const around = clause(sight(c));
  if (around) items.push(...opt(`Around ${h.call}, ${around}, but ${h.he} hardly noticed.`, 1));
  if (c.pet) items.push(...opt(`${c.pet.call} nuzzled close, as if ${c.pet.he} understood.`, 1));
  items.push(
    ...opt(
      phrase(c, `${h.He} didn't feel like ${c.activity.ing} anymore`, [
        ', not one little bit.',
        ' at all.',
        '.',
        ', not even a tiny bit.',
      ]),
      1.5,
    ),
    ...oneOf(
      c,
      [
        phrase(
          c,
          [
            `${h.He} pulled ${h.his} knees up to ${h.his} chin`,
            `${h.He} hugged ${h.his} knees`,
            `${h.He} rested ${h.his} chin on ${h.his} hands`,
            `${h.He} curled up small`,
          ],
          [
            ' and let out a long, wobbly sigh.',
            ' and sighed.',
            ' and stared at nothing.',
            ' and sniffed.',
            ' and said nothing for a long while.',
            ' and wished the feeling would go away.',
            ` and didn't look at anyone ${c.setting.at}.`,
          ],
        ),
        phrase(
          c,
          ['Big feelings', 'Feelings like that', 'Some feelings', 'Sad, cross feelings', 'Wobbly feelings'],
          [
            ' can be heavy to carry',
            ' are hard to carry',
            ' take up lots of room',
            ' feel bigger than you are',
            ' can feel like a storm inside',
            ' need a little time to settle',
          ],
          ['.', ', even for grown-ups.', ', and this one was very big.', ', and nobody likes them.'],
        ),
      ],
      2,
    ),
    ...oneOf(
      c,
      [
        phrase(
          c,
          ['Nothing felt quite right', 'Nothing seemed fun', 'Everything felt wrong', 'Nothing was fun'],
          [' anymore.', ' now.', ' just then.', ` ${c.setting.at} now.`, ' after that.'],
        ),
        phrase(
          c,
          `${h.call} wished ${h.he} could `,
          [
            'start the whole day again',
            'make it all better with a click',
            'go back to the morning',
            'undo it all',
            'press a magic button',
            'rewind like a film',
          ],
          ['.', ', just like that.', ', if only for a minute.', ', and make everything right again.'],
        ),
      ],
      2.5,
    ),
    ...opt(
      phrase(
        c,
        [
          `${h.call} sat very still`,
          `${h.call} stared at the ground`,
          `${h.call} let out a long breath`,
          `${h.call} traced circles with one finger`,
          `${h.call} picked at ${h.his} sleeve`,
        ],
        [' for a long time', ', thinking', ', not saying anything', ' while the others played'],
        ['.', ', wishing things were different.', ` ${c.setting.at}.`],
      ),
      3,
    ),
    ...opt(
      phrase(
        c,
        ['A heavy feeling', 'A wobbly feeling', 'A tight, hard feeling', 'A knotty feeling'],
        [' settled in', ' grew in', ' sat in', ' swirled in'],
        ` ${h.his} chest`,
        ['.', ' and would not go away.'],
      ),
      3.5,
    ),
  );
  return items;
};

const help: Beat = (c, m) => {
  const { hero: h, helper: H } = c;
  const items: Item[] = [];
  if (c.helperArrivesLate) {
    items.push(req(`Just then, ${H.intro} came by.`));
    items.push(
      req(
        c.young
          ? `"What's wrong?" ${H.he} asked.`
          : phrase(
              c,
              '"',
              [
                'Why such a long face?',
                "What's the matter?",
                'Oh dear, what happened?',
                'Are you all right?',
              ],
              `" ${H.he} asked `,
              ['kindly', 'gently', 'softly'],
              '.',
            ),
      ),
    );
  } else {
    items.push(
      req(
        phrase(
          c,
          `${H.call} `,
          [
            `came and sat beside ${h.call}`,
            `knelt down and gave ${h.call} a gentle hug`,
            'noticed and came over',
            `sat down next to ${h.call}`,
          ],
          ['.', ', quiet and kind.', ' without a word.', `, the way ${H.he} always did.`],
        ),
      ),
    );
  }
  if (c.young) {
    items.push(...opt(`${h.call} told ${H.him} all about it.`, 1));
    items.push(req(`${H.call} said, "${m.advice(c)}"`));
    items.push(...opt(`${h.call} listened.`, 2));
    return items;
  }
  items.push(
    ...opt(
      phrase(
        c,
        `${h.call} told ${H.him} `,
        ['everything', 'the whole story', 'all about it'],
        `, and ${H.call} `,
        ['listened to every word', 'listened without interrupting', 'listened carefully', 'nodded along'],
        ['.', `, ${h.call}'s hand in ${H.his}.`, ' until the very end.', ', very still.'],
      ),
      1,
    ),
  );
  items.push(req(`Then ${H.he} said softly, "${m.advice(c)}"`));
  items.push(
    ...opt(
      phrase(
        c,
        `${H.call}'s voice was `,
        ['soft and warm', 'calm and kind', 'quiet and gentle', 'low and steady'],
        [
          ', like a blanket.',
          ', like a hug.',
          '.',
          ', like cocoa on a cold day.',
          ', like a lullaby.',
          ` over the sounds ${c.setting.at}.`,
        ],
      ),
      2.5,
    ),
    ...opt(
      phrase(
        c,
        `${h.call} `,
        [
          'sniffed',
          'leaned in close',
          `wiped ${h.his} nose`,
          'looked up',
          'sat up a little',
          `hugged ${h.his} knees`,
        ],
        ' and ',
        [
          'thought about that',
          'listened',
          'thought hard',
          'nodded slowly',
          'let the words settle',
          'felt a bit braver',
        ],
        ['.', ', very quietly.', ` while ${H.call} waited.`, ', all at once.'],
      ),
      2,
    ),
  );
  return items;
};

const rightChoice: Beat = (c, m) => {
  const { hero: h, helper: H } = c;
  const items: Item[] = [];
  if (c.young) {
    items.push(...oneOf(c, [`${h.He} thought and thought.`, `It was not easy.`], 1));
    items.push(...m.rightChoice(c).map(req));
    items.push(
      ...opt(`${H.call} smiled.`, 2),
      ...opt(`${h.call}'s heart felt warm.`, 3),
      ...opt(sight(c), 3),
      ...opt(`Well done, ${h.call}!`, 4),
      ...bank(
        c,
        [`${h.He} stood up tall.`, `That took a big heart.`, `It felt right.`, `${h.call} felt brave.`],
        4.5,
      ),
    );
    return items;
  }
  items.push(
    ...opt(
      c.rng.pick([
        phrase(
          c,
          [`${h.call} thought about`, `${h.call} turned over`, `For a while, ${h.call} chewed on`],
          [' those words', ` what ${H.call} had said`, ' every word'],
          [' for a long moment.', ', very carefully.', ', slowly.'],
        ),
        phrase(
          c,
          ['Slowly,', 'Little by little,', 'Bit by bit,', 'After a while,'],
          [
            ` something inside ${h.call} changed`,
            ` ${h.call}'s frown melted`,
            ` ${h.call} began to feel different`,
            ` the tight feeling inside ${h.call} loosened`,
          ],
          [
            '.',
            ', like snow in the sun.',
            `, the longer ${h.he} thought about it.`,
            ', just a little, and then a lot.',
          ],
        ),
      ]),
      1,
    ),
  );
  items.push(...m.rightChoice(c).map(req));
  items.push(
    ...opt(
      phrase(
        c,
        `${H.call} gave `,
        ['a little nod', 'a big smile', 'a wink', 'a thumbs-up', 'a proud look'],
        [
          ', as if to say, "I knew you could."',
          '.',
          ' from nearby.',
          ', as if to say, "That\'s my brave one."',
          ', full of pride.',
        ],
      ),
      2,
    ),
    ...oneOf(
      c,
      [
        phrase(
          c,
          [
            "It wasn't easy",
            'It was hard',
            `It took all ${h.his} courage`,
            'It was not simple',
            'It felt enormous',
          ],
          [
            `, but ${h.he} did it anyway.`,
            `, but ${h.he} did it.`,
            `, and ${h.he} did it all the same.`,
            `, yet ${h.he} managed it.`,
            `, but ${h.he} took a deep breath and did it.`,
            `, but ${h.he} did it, one small step at a time.`,
          ],
        ),
        phrase(
          c,
          [
            `${h.His} heart was beating fast`,
            `${h.His} knees were wobbly`,
            `${h.His} cheeks were pink`,
            `${h.His} hands were shaking`,
            `${h.His} voice was small`,
          ],
          [
            `, but ${h.his} mind was made up.`,
            `, but ${h.he} kept going.`,
            `, but ${h.he} didn't stop.`,
            `, but ${h.he} kept on.`,
            `, and still ${h.he} went on.`,
            `, but ${h.he} knew what ${h.he} wanted to do.`,
          ],
        ),
      ],
      2.5,
    ),
    ...opt(
      phrase(
        c,
        ['Right away,', 'At once,', 'Straight away,', 'Already,', 'All at once,'],
        ` ${h.call} felt `,
        ['a little lighter', 'lighter', 'better', 'a bit brighter', 'warm inside'],
        [
          '.',
          ', as if a cloud had moved away.',
          ', and the heavy feeling was gone.',
          `, right there ${c.setting.at}.`,
          `, all the way down to ${h.his} toes.`,
        ],
      ),
      3,
    ),
    ...opt(sight(c), 3),
  );
  return items;
};

const resolution: Beat = (c, m) => {
  const { hero: h, helper: H } = c;
  const items: Item[] = m.resolution(c).map(req);
  const cheer = [c.helper, ...c.companions].map((p) => p.call);
  if (c.young) {
    items.push(...opt(`${listNames(cheer)} cheered.`, 1), ...opt(`Hooray!`, 2));
    if (c.pet) items.push(...opt(`${c.pet.call} bounced in happy circles.`, 2));
    items.push(...bank(c, [`${h.call} laughed and laughed.`, sight(c), `What a happy moment!`], 3));
    return items;
  }
  items.push(...opt(`${listNames(cheer)} cheered and clapped.`, 1));
  if (c.pet) items.push(...opt(`${c.pet.call} bounced around in happy circles.`, 2));
  items.push(
    ...oneOf(
      c,
      [
        phrase(
          c,
          [
            'It was even better than',
            'It was better than',
            'It was twice as good as',
            'It was more fun than',
            'It was bigger and better than',
            'It was sillier and happier than',
          ],
          [
            ` ${h.call} had imagined`,
            ` ${h.call} had dreamed`,
            ' anyone had hoped',
            ` ${H.call} had promised`,
            ` anyone ${c.setting.at} had seen`,
          ],
          '.',
        ),
        phrase(
          c,
          [
            'It was a moment',
            'It was a day',
            'That was a moment',
            'It was the kind of moment',
            'That was a day',
            'It was a time',
          ],
          [
            ' to remember forever',
            ' to keep forever',
            ' worth remembering',
            ` to remember ${c.setting.at}`,
            ` for ${h.call} to keep`,
          ],
          '.',
        ),
      ],
      2,
    ),
    ...opt(sight(c), 3),
    ...oneOf(
      c,
      [
        phrase(
          c,
          `${h.call} laughed `,
          [
            'out loud',
            'and laughed',
            'a big, bubbly laugh',
            `till ${h.his} sides hurt`,
            'a happy, hiccupy laugh',
            'like a bell',
          ],
          [', and everyone laughed too.', '.', ', and so did everyone else.', ` ${c.setting.at}.`],
        ),
        phrase(c, `${h.call} `, ['beamed', 'grinned', 'glowed'], [' from ear to ear.', '.', ' all over.']),
      ],
      3,
    ),
    ...oneOf(
      c,
      [
        phrase(
          c,
          `${h.call} felt as `,
          ['light', 'bouncy', 'bright', 'happy', 'fizzy'],
          ' as ',
          ['a balloon', 'a bubble', 'a kite', 'sunshine', 'a spring morning'],
          ['.', ' all the way home.', `, there ${c.setting.at}.`, ', from the inside out.'],
        ),
        phrase(
          c,
          ['Everyone agreed', 'Everybody said', 'All agreed', `${H.call} said`, 'Nobody could deny'],
          [
            ' it was a wonderful sight',
            ' it was just right',
            ' it was the best yet',
            ` it was the best day ${c.setting.at}`,
            ` that ${c.quest.thing} had turned out beautifully`,
          ],
          ['.', ', and it was true.', ', beaming.'],
        ),
      ],
      3.5,
    ),
    ...opt(
      phrase(
        c,
        ['What a day', 'What an afternoon', 'What a time', 'What fun', 'What an adventure'],
        [
          ' it was turning out to be!',
          ' it was!',
          ' this was!',
          ` ${c.setting.at}!`,
          ` for ${h.call}!`,
          ` for everyone ${c.setting.at}!`,
        ],
      ),
      4,
    ),
  );
  return items;
};

const lesson: Beat = (c, m) => {
  const { hero: h, helper: H } = c;
  const items: Item[] = [];
  if (c.young) {
    items.push(
      req(
        c.rng.pick([
          `Later, it was time to rest.`,
          phrase(
            c,
            ['Later,', 'Then', 'After that,'],
            ' there was a ',
            ['big', 'long', 'warm'],
            ` hug for ${H.call}.`,
          ),
        ]),
      ),
    );
    items.push(...m.lesson(c).map(req));
    items.push(
      ...opt(
        phrase(
          c,
          '"',
          ["I'm proud of you", 'Well done', 'You did it', 'Good for you', 'What a star'],
          `," said ${H.call}.`,
        ),
        1,
      ),
      ...oneOf(c, [`${h.call} felt proud too.`, `It was a good thing to know.`], 2),
      ...opt(
        phrase(c, `${h.call} `, ['would remember', 'kept that', 'knew that now', 'will not forget'], '.'),
        3,
      ),
    );
    return items;
  }
  items.push(
    req(
      phrase(
        c,
        [
          'Later,',
          'Afterwards,',
          'When the fun had settled,',
          'Before going home,',
          'At the end of it all,',
          'Later on,',
        ],
        [
          ' when everything was calm, there was time to think',
          ` when the day was quieter, ${h.call} had a think`,
          ` there was time to think it all through ${c.setting.at}`,
          ` there was a quiet moment ${c.setting.at} to talk it all over`,
          ` ${h.call} and ${H.call} talked it over`,
          ` ${H.call} and ${h.call} sat together for a little chat`,
          ` there was time to think about ${c.quest.thing}`,
        ],
        '.',
      ),
    ),
  );
  items.push(...m.lesson(c).map(req));
  items.push(
    ...opt(
      phrase(
        c,
        ['"I\'m ', '"Oh, I\'m ', '"Well, I\'m '],
        ['so ', 'very ', '', 'really '],
        `proud of you," said ${H.call}`,
        [
          '.',
          `, ${c.rng.pick(['smiling', 'with a hug', 'softly', 'beaming', 'with a wink'])}.`,
          `, and ${H.he} meant every word.`,
        ],
      ),
      1,
    ),
    ...oneOf(
      c,
      [
        phrase(
          c,
          `${h.call} `,
          [
            'felt proud too',
            'felt ten feet tall',
            'stood a little taller',
            'felt warm inside',
            'felt bright inside',
          ],
          ['.', ', a warm, glowing kind of proud.', `, all the way to ${h.his} toes.`, ` ${c.setting.at}.`],
        ),
        phrase(
          c,
          [
            `It was a lesson about ${c.moral} worth keeping`,
            `That was ${c.moral}, the real kind`,
            'It was a lesson worth keeping',
            'That was a lesson to keep',
            'It was something worth remembering',
            'That was something to keep',
            `It was a lesson learned ${c.setting.at}`,
          ],
          [
            ', like a treasure in a pocket.',
            ', like a shell in a pocket.',
            '.',
            ', for always.',
            ', like a pebble in a pocket.',
            ', tucked away safe.',
          ],
        ),
      ],
      2,
    ),
    ...opt(
      phrase(
        c,
        [
          `${H.call} squeezed ${h.call}'s hand`,
          `${H.call} smiled at ${h.call}`,
          `${H.call} ruffled ${h.call}'s hair`,
          `${H.call} gave ${h.call} a wink`,
        ],
        ['.', ' and nodded.', ', eyes twinkling.', ` ${c.setting.at}.`, ', without needing to say a thing.'],
      ),
      3,
    ),
    ...opt(
      phrase(
        c,
        [
          `${h.call} nodded`,
          `${h.call} thought about it`,
          `${h.call} smiled a small, sure smile`,
          `${h.call} leaned against ${H.call}`,
          `${h.call} listened`,
        ],
        [
          '.',
          ', and tucked the thought away.',
          ', because it made sense now.',
          ` and thought about ${c.quest.thing}.`,
          ', and kept the words somewhere safe.',
          ` and looked around ${c.setting.at}.`,
          ', slowly, as if trying the idea on for size.',
        ],
      ),
      3.5,
    ),
  );
  return items;
};

const ending: Beat = (c) => {
  const h = c.hero;
  const people = family(c);
  const items: Item[] = [];
  const endings = c.rng.shuffle(c.setting.endings);
  if (c.young) {
    items.push(
      req(
        phrase(
          c,
          ['That night,', 'At bedtime,', 'That evening,', 'At the end of the day,', 'Back home,'],
          ` ${h.call} `,
          ['was tired and happy', 'yawned a big yawn', 'was sleepy', 'felt cosy', 'was full of smiles'],
          '.',
        ),
      ),
    );
    if (people.length > 0)
      items.push(
        req(
          phrase(
            c,
            `${listNames(people.map((p) => p.call))} `,
            [
              `gave ${h.call} a goodnight hug`,
              `hugged ${h.call} tight`,
              `tucked ${h.call} in`,
              `kissed ${h.call} goodnight`,
            ],
            '.',
          ),
        ),
      );
    items.push(...opt(endings[0], 1));
    if (c.favorite) items.push(...opt(`${h.His} ${c.favorite} was tucked in too.`, 2));
    items.push(
      ...bank(
        c,
        [
          phrase(
            c,
            `${h.He} `,
            [`closed ${h.his} eyes`, 'snuggled down', 'curled up', `hugged ${h.his} pillow`],
            ' and ',
            ['smiled', 'sighed', 'yawned'],
            '.',
          ),
          `It had been a big day.`,
          endings[1],
        ],
        2,
      ),
    );
    items.push(req(c.rng.pick([`Goodnight, ${h.call}.`, `Sweet dreams, ${h.call}.`])));
    return items;
  }
  items.push(
    req(
      phrase(
        c,
        [
          'That evening,',
          'That night,',
          'At bedtime,',
          'As the day came to an end,',
          'When the stars came out,',
        ],
        [
          ` ${h.call} snuggled down, warm and happy`,
          ` ${h.call} felt full of happy thoughts`,
          ` ${h.call} curled up, cosy and snug`,
          ` ${h.call} lay in bed, smiling`,
          ` ${h.call} climbed into bed, tired and glad`,
        ],
        [
          '.',
          ' and a little bit sleepy.',
          ', thinking about the day.',
          `, remembering ${c.quest.thing}.`,
          `, remembering every minute ${c.setting.at}.`,
        ],
      ),
    ),
  );
  if (people.length > 1)
    items.push(
      req(`${listNames(people.map((p) => p.call))} gathered close, and it felt like the best kind of hug.`),
    );
  if (people.length === 1)
    items.push(
      req(
        phrase(
          c,
          `${people[0]?.call} gave ${h.call} `,
          ['a big, warm hug', 'a squeezy hug', 'a goodnight cuddle', 'one last hug', 'a bear hug'],
          [
            ', the best kind of hug.',
            '.',
            ' and a kiss on the head.',
            ` after the day ${c.setting.at}.`,
            ' and tucked the blanket in.',
            ', and then one more.',
          ],
        ),
      ),
    );
  items.push(...opt(endings[0], 1));
  if (c.favorite) items.push(...opt(`${h.His} ${c.favorite} was tucked in beside ${h.him}.`, 2));
  items.push(
    ...bank(
      c,
      [
        endings[1],
        phrase(
          c,
          `${h.call} `,
          [
            'yawned a big, happy yawn',
            'gave an enormous yawn',
            'let out a sleepy yawn',
            'yawned and yawned',
            'yawned like a lion',
            'yawned a yawn as wide as a hippo',
          ],
          [
            ' and stretched.',
            '.',
            ` and rubbed ${h.his} eyes.`,
            ', then another.',
            ' and snuggled deeper.',
            ` and thought about ${c.activity.ing}.`,
            ' and pulled the blanket up to the nose.',
          ],
        ),
        `It had been a very big day.`,
      ],
      2.5,
    ),
  );
  items.push(
    req(
      c.rng.pick([
        phrase(
          c,
          [`${h.call} closed ${h.his} eyes`, `${h.call} drifted off`, `Soon ${h.call} was asleep`],
          [' and dreamed of', ', dreaming of'],
          [
            " tomorrow's adventures.",
            ` ${c.activity.ing}.`,
            ` everything ${h.he} had learned.`,
            ' brand-new days.',
          ],
        ),
        phrase(
          c,
          [`And as ${h.his} eyes grew heavy,`, 'Just before sleep,', 'With one last yawn,'],
          ` ${h.call} whispered, "`,
          [
            'Today was a good day.',
            'What a day.',
            'Thank you, today.',
            'I did it.',
            'See you tomorrow, big world.',
            'Can we do it again tomorrow?',
            'Best day ever.',
            'I will remember today.',
          ],
          '"',
        ),
        phrase(
          c,
          ['Tomorrow would bring', 'Tomorrow there would be', 'Soon there would be'],
          [' new adventures', ' more fun', ' new things to try'],
          `, and ${h.call} would be `,
          ['ready', 'ready for it all', 'there'],
          '.',
        ),
      ]),
    ),
  );
  return items;
};

/** The ten beats of the arc, in order. */
export const BEATS: Beat[] = [
  opening,
  wish,
  problem,
  wrongTurn,
  feelings,
  help,
  rightChoice,
  resolution,
  lesson,
  ending,
];
