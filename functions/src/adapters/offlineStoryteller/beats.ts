import type { Person } from './characters.js';
import type { StoryContext } from './context.js';
import { type Item, opt, req } from './fit.js';
import type { MoralPlot } from './moral.js';
import { cap, listNames } from './text.js';

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
    if (c.hair) items.push(...opt(`${h.call}'s ${c.hair} hair bounced with every step.`, 3));
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
      req(`${h.He} could hardly keep still, ${h.he} ${h.was} so excited.`),
    );
  if (v === 3)
    items.push(
      req(`${h.call} had been looking forward to this day all week.`),
      req(`${time}, ${h.he} finally ${arrival}.`),
    );
  if (c.pet) items.push(req(`${cap(c.pet.intro)} came along too, of course.`));
  items.push(...opt(sight(c), 1), ...opt(sight(c), 2));
  if (c.favorite) items.push(...opt(`And ${h.his} ${c.favorite} came along as well.`, 1));
  if (v !== 0) items.push(...opt(`${h.He} had brought ${h.his} ${c.prop}, just in case.`, 2));
  if (v !== 1) items.push(...opt(`${h.call} loved ${c.activity.ing} more than almost anything.`, 2.5));
  items.push(...opt(`${h.He} smiled a great big smile, all the way up to ${h.his} eyes.`, 3.5));
  if (c.hair) items.push(...opt(`The light caught ${h.call}'s ${c.hair} hair.`, 3));
  if (c.detail) {
    items.push(req(`${detailLead(c)}: "${cap(c.detail)}."`));
  }
  items.push(
    ...oneOf(
      c,
      [
        `It felt like the kind of day when anything could happen.`,
        `Something told ${h.call} that today would be special.`,
        `The whole day stretched out ahead, full of surprises.`,
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
            `${cap(H.intro)} smiled. "We can do it together," ${H.he} said.`,
            `"What a good plan," said ${H.intro}.`,
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
          `${cap(H.intro)} laughed. "Then we'd better get started," ${H.he} said.`,
          `${cap(H.intro)} smiled. "That sounds like a wonderful plan, and I'll be right here if you need me."`,
          `"What a splendid idea," said ${H.intro}, with a wink.`,
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
    ...opt(`But first, there was time for ${c.activity2.ing}.`, 2),
    ...opt(sight(c), 2),
  );
  items.push(
    ...oneOf(
      c,
      [
        `${h.He} ${h.was} so excited that ${h.he} did a little hop.`,
        `It was the kind of wish that makes your heart beat a little faster.`,
        `${h.He} could hardly wait to begin.`,
      ],
      3,
    ),
  );
  if (late) items.push(...opt(`${h.call} imagined how it would look, and how proud ${h.he} would feel.`, 2));
  items.push(...opt(`It would take a bit of work, but that was part of the fun.`, 3.5));
  return items;
};

const problem: Beat = (c, m) => {
  const items: Item[] = [];
  if (m.value !== 'resilience') {
    items.push(
      ...opt(
        c.young
          ? c.rng.pick([`It was fun, for a while.`, `At first, it was fun.`])
          : c.rng.pick([`For a while, everything was perfect.`, `At first, everything went beautifully.`]),
        1,
      ),
    );
  }
  if (!c.young && m.value !== 'resilience')
    items.push(...opt(`${c.hero.call} spent a happy while ${c.activity2.ing}.`, 1.5));
  items.push(...m.problem(c).map(req), ...opt(sight(c), 3));
  if (c.pet && !c.young) items.push(...opt(`${c.pet.call} pricked up ${c.pet.his} ears.`, 3));
  if (c.young) items.push(...opt(`${c.hero.call}'s eyes went wide.`, 3));
  items.push(
    ...oneOf(
      c,
      m.problemFillers
        ? m.problemFillers(c)
        : c.young
          ? [`What would ${c.hero.call} do?`, `It was a tricky moment.`]
          : [
              `What would ${c.hero.call} do now?`,
              `It was a tricky moment, the kind that makes your tummy flutter.`,
              `${c.hero.call} stood very still, not sure what to do.`,
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
          m.usesPeer ? `${c.peer.call} looked sad.` : undefined,
          c.helperArrivesLate ? undefined : `${c.helper.call} saw it all.`,
        ],
        3,
      ),
    );
    return items;
  }
  if (lead)
    items.push(...opt(`Sometimes, when feelings get big, we make choices that aren't quite right.`, 1));
  items.push(...m.wrongTurn(c).map(req));
  if (!lead)
    items.push(...opt(`It seemed like a good idea at the time, but it didn't feel right for long.`, 1));
  if (pet) items.push(...opt(`${pet.call} tilted ${pet.his} head, as if to ask, "Are you sure?"`, 2));
  items.push(
    ...opt(sight(c), 2),
    ...oneOf(
      c,
      [
        `Somewhere inside, a small voice said, "Hmm."`,
        `For a little while, ${c.hero.call} tried not to think about it.`,
      ],
      3,
    ),
    ...opt(m.usesPeer ? `${c.peer.call} looked down at the ground.` : undefined, 3),
    ...opt(c.helperArrivesLate ? undefined : `${c.helper.call} saw, and waited quietly.`, 3),
    ...opt(`Nobody said anything for a moment.`, 3.5),
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
  items.push(...opt(`Around ${h.call}, ${clause(sight(c))}, but ${h.he} hardly noticed.`, 1));
  if (c.pet) items.push(...opt(`${c.pet.call} nuzzled close, as if ${c.pet.he} understood.`, 1));
  items.push(
    ...opt(`${h.He} didn't feel like ${c.activity.ing} anymore, not one little bit.`, 1.5),
    ...oneOf(
      c,
      [
        `${h.He} pulled ${h.his} knees up to ${h.his} chin and let out a long, wobbly sigh.`,
        `Big feelings can be heavy to carry.`,
      ],
      2,
    ),
    ...oneOf(
      c,
      [`Nothing felt quite right anymore.`, `${h.call} wished ${h.he} could start the whole day again.`],
      2.5,
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
      req(c.young ? `"What's wrong?" ${H.he} asked.` : `"Why such a long face?" ${H.he} asked kindly.`),
    );
  } else {
    items.push(
      req(
        c.rng.pick([
          `${H.call} came and sat beside ${h.call}.`,
          `${H.call} knelt down and gave ${h.call} a gentle hug.`,
          `${H.call} noticed and came over, quiet and kind.`,
        ]),
      ),
    );
  }
  if (c.young) {
    items.push(...opt(`${h.call} told ${H.him} all about it.`, 1));
    items.push(req(`${H.call} said, "${m.advice(c)}"`));
    items.push(...opt(`${h.call} listened.`, 2));
    return items;
  }
  items.push(...opt(`${h.call} told ${H.him} everything, and ${H.call} listened to every word.`, 1));
  items.push(req(`Then ${H.he} said softly, "${m.advice(c)}"`));
  items.push(
    ...opt(`${H.call}'s voice was soft and warm, like a blanket.`, 2.5),
    ...oneOf(c, [`${h.call} sniffed and thought about that.`, `${h.call} leaned in close and listened.`], 2),
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
    );
    return items;
  }
  items.push(
    ...opt(
      c.rng.pick([
        `${h.call} thought about those words for a long moment.`,
        `Slowly, something inside ${h.call} changed.`,
      ]),
      1,
    ),
  );
  items.push(...m.rightChoice(c).map(req));
  items.push(
    ...opt(`${H.call} gave a little nod, as if to say, "I knew you could."`, 2),
    ...oneOf(
      c,
      [
        `It wasn't easy, but ${h.he} did it anyway.`,
        `${h.His} heart was beating fast, but ${h.his} mind was made up.`,
      ],
      2.5,
    ),
    ...opt(`Right away, ${h.call} felt a little lighter.`, 3),
    ...opt(sight(c), 3),
  );
  return items;
};

const resolution: Beat = (c, m) => {
  const h = c.hero;
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
      [`It was even better than ${h.call} had imagined.`, `It was a moment to remember forever.`],
      2,
    ),
    ...opt(sight(c), 3),
    ...oneOf(
      c,
      [
        `${h.call} laughed out loud, a big, bubbly laugh that made everyone else laugh too.`,
        `${h.call} beamed from ear to ear.`,
      ],
      3,
    ),
    ...oneOf(
      c,
      [`${h.call} felt as light and happy as a balloon.`, `Everyone agreed it was a wonderful sight.`],
      3.5,
    ),
    ...opt(`What a day it was turning out to be!`, 4),
  );
  return items;
};

const lesson: Beat = (c, m) => {
  const { hero: h, helper: H } = c;
  const items: Item[] = [];
  if (c.young) {
    items.push(req(c.rng.pick([`Later, it was time to rest.`, `Later, there was a big hug for ${H.call}.`])));
    items.push(...m.lesson(c).map(req));
    items.push(
      ...opt(`"I'm proud of you," said ${H.call}.`, 1),
      ...oneOf(c, [`${h.call} felt proud too.`, `It was a good thing to know.`], 2),
      ...opt(`${h.call} would always remember that.`, 3),
    );
    return items;
  }
  items.push(
    req(
      c.rng.pick([
        `Later, when everything was calm, there was time to think.`,
        `Later, there was a quiet moment to talk it all over.`,
      ]),
    ),
  );
  items.push(...m.lesson(c).map(req));
  items.push(
    ...opt(
      `"I'm so proud of you," said ${H.call}. "Not because it was easy, but because you chose what was right."`,
      1,
    ),
    ...oneOf(
      c,
      [
        `${h.call} felt proud too, a warm, glowing kind of proud.`,
        `It was a lesson worth keeping, like a treasure in a pocket.`,
      ],
      2,
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
        c.rng.pick([
          `That night, ${h.call} was tired and happy.`,
          `At the end of the day, ${h.call} yawned a big yawn.`,
        ]),
      ),
    );
    if (people.length > 0)
      items.push(req(`${listNames(people.map((p) => p.call))} gave ${h.call} a goodnight hug.`));
    items.push(...opt(endings[0], 1));
    if (c.favorite) items.push(...opt(`${h.His} ${c.favorite} was tucked in too.`, 2));
    items.push(
      ...bank(c, [`${h.He} closed ${h.his} eyes and smiled.`, `It had been a big day.`, endings[1]], 2),
    );
    items.push(req(c.rng.pick([`Goodnight, ${h.call}.`, `Sweet dreams, ${h.call}.`])));
    return items;
  }
  items.push(
    req(
      c.rng.pick([
        `That evening, ${h.call} snuggled down, warm and happy and a little bit sleepy.`,
        `As the day came to an end, ${h.call} felt full of happy thoughts.`,
      ]),
    ),
  );
  if (people.length > 1)
    items.push(
      req(`${listNames(people.map((p) => p.call))} gathered close, and it felt like the best kind of hug.`),
    );
  if (people.length === 1)
    items.push(req(`${people[0]?.call} gave ${h.call} a big, warm hug, the best kind of hug.`));
  items.push(...opt(endings[0], 1));
  if (c.favorite) items.push(...opt(`${h.His} ${c.favorite} was tucked in beside ${h.him}.`, 2));
  items.push(
    ...bank(c, [endings[1], `${h.call} yawned a big, happy yawn.`, `It had been a very big day.`], 2.5),
  );
  items.push(
    req(
      c.rng.pick([
        `${h.call} smiled, closed ${h.his} eyes and dreamed of tomorrow's adventures.`,
        `And as ${h.his} eyes grew heavy, ${h.call} whispered, "Today was a good day."`,
        `Tomorrow would bring new adventures, and ${h.call} would be ready.`,
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
