import { describe, expect, it } from 'vitest';
import { WordListModerator } from './moderator.js';

const moderator = new WordListModerator();

describe('WordListModerator', () => {
  it('describes itself', () => {
    expect(moderator.description).toBe('word list (obscenity + StorySprout list)');
  });

  it('passes clean story inputs', async () => {
    const result = await moderator.check([
      'Mia loves the beach, building sandcastles with Grandma Rose and her dog Biscuit.',
      'Leo is starting at a new school and feels a little shy.',
      '',
      'Title: Mia and the Brave Little Boat\n\n1. Once upon a time...',
    ]);
    expect(result).toEqual({ ok: true, offending: [] });
  });

  it.each([
    'Scunthorpe',
    'my assistant',
    'art class',
    'the grass is green',
    'her therapist',
    'a cocktail of fruit juice',
    'the cockatoo squawked',
    'Essex and Sussex',
    'a bamboo shoot',
    'a shooting star',
    'the killer whale jumped',
    'a lavender bath bomb',
    'a blue tit in the tree',
    'The Owl and the Pussy-cat went to sea',
    'pussy cat, pussy cat, where have you been',
    'shiitake mushrooms',
    'yellow rapeseed fields',
    'cock-a-doodle-doo went the rooster',
    'she has great skill',
    'it had begun to rain',
    'a new method',
    'the heroine of the story',
    'hello shell',
    'a stable for the horses',
    'a knife and fork',
    'peacock and shuttlecock',
    'analysis of the title',
    'the cucumber and the document',
    'weeding the garden',
    'Dickens wrote books',
    'a gunny sack? no, Gunnar is my friend',
    'the drugstore on the corner',
    'sea bass and glasses',
    'competition and button',
  ])('lets an everyday phrase through: %s', async (text) => {
    expect(await moderator.check([text])).toEqual({ ok: true, offending: [] });
  });

  it.each([
    ['what the fuck', 'fuck'],
    ['fuuuuuck this', 'fuuuuuck'],
    ['sh1t happens', 'sh1t'],
    ['you little b1tch', 'b1tch'],
    ['f*ck', 'f*ck'],
    ['nice a$$', 'a$$'],
    ['PISSED off', 'PISSED'],
    ['ʃṳ𝒸𝗄', 'ʃṳ𝒸𝗄'],
  ])('catches profanity and its disguises: %s', async (text, word) => {
    const result = await moderator.check([text]);
    expect(result.ok).toBe(false);
    expect(result.offending).toEqual([word]);
  });

  it.each([
    ['the hero kills the dragon', 'kills'],
    ['a murderer in the woods', 'murderer'],
    ['daddy has a gun', 'gun'],
    ['guns and bombs', 'guns', 'bombs'],
    ['she looks so sexy', 'sexy'],
    ['selling drugs', 'drugs'],
    ['uncle was drunk', 'drunk'],
    ['a stripper', 'stripper'],
    ['smoking a cigarette', 'cigarette'],
    ['k1ll them all', 'k1ll'],
    ['KILLED', 'KILLED'],
    ['damn it', 'damn'],
    ['what the hell', 'hell'],
    ['a nazi flag', 'nazi'],
    ['cocaine', 'cocaine'],
    ['he was kidnapped', 'kidnapped'],
    ['suicide', 'suicide'],
  ])('catches words unsuitable for children: %s', async (text, ...words) => {
    const result = await moderator.check([text]);
    expect(result.ok).toBe(false);
    expect(result.offending).toEqual(words);
  });

  it('reports every offending word once, as written, across all texts', async () => {
    const result = await moderator.check([
      'Shit, the dragon wants to kill the knight.',
      'No more shit! And a gun.',
      'SHIT',
    ]);
    expect(result.ok).toBe(false);
    expect(result.offending).toEqual(['Shit', 'kill', 'gun']);
  });

  it('checks many texts quickly', async () => {
    const long = 'Mia and Grandma Rose walk along the beach collecting shells. '.repeat(40);
    const started = performance.now();
    for (let i = 0; i < 20; i++) await moderator.check([long]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('WordListModerator in the other offered languages (issue 28)', () => {
  it.each([
    ['fr', 'Mia a dit merde au loup.', 'merde'],
    ['es', 'El perro dijo una palabrota: gilipollas.', 'gilipollas'],
    ['de', 'Der Hund war ein Arschloch.', 'Arschloch'],
    ['pt', 'Que merda de dia!', 'merda'],
    ['it', 'Che stronzo quel gatto.', 'stronzo'],
    ['fr', 'Il a dit « nique ta mère » au chat.', 'nique ta mère'],
    ['es', 'Era un día de MIERDA.', 'MIERDA'],
    ['de', 'So eine Scheiße!', 'Scheiße'],
  ] as const)('refuses in %s: %s', async (language, text, word) => {
    expect(await moderator.check([text], language)).toEqual({ ok: false, offending: [word] });
  });

  it.each([
    ['it', 'Mia e un pesce rosso nuotano con la regina del mare.'],
    ['pt', 'A aranha e o burro foram comer um bolo com a avó.'],
    ['fr', 'Mia reçut un gros baiser; le loup ouvrit sa grande gueule.'],
    ['es', 'Mia encontró una concha en la playa.'],
    ['de', 'Mia bekam eine Rosette für ihr Pferd.'],
    // Whole words only: a listed word inside a longer one is not refused.
    ['fr', 'Le contenu du panier était un concombre.'],
    ['it', 'Il culmine della collina era verde.'],
  ] as const)('passes an ordinary sentence in %s: %s', async (language, text) => {
    expect(await moderator.check([text], language)).toEqual({ ok: true, offending: [] });
  });

  // The children's list in each language (childrensWords.ts): not swear words, but not for a storybook.
  it.each([
    ['es', 'El pirata quería matar al dragón con una pistola.', ['matar', 'pistola']],
    ['es', 'El papá estaba borracho y fumaba cigarrillos.', ['borracho', 'cigarrillos']],
    ['fr', 'Le loup voulait tuer le lapin avec un fusil.', ['tuer', 'fusil']],
    ['fr', "L'oncle était ivre et fumait des cigarettes.", ['ivre', 'cigarettes']],
    ['de', 'Der Räuber wollte den Hund mit dem Maschinengewehr töten.', ['Maschinengewehr', 'töten']],
    ['de', 'Der Onkel war betrunken und rauchte Zigaretten.', ['betrunken', 'Zigaretten']],
    ['pt', 'O pirata queria matar o dragão com uma pistola.', ['matar', 'pistola']],
    ['pt', 'O tio estava bêbado e fumava cigarros.', ['bêbado', 'cigarros']],
    ['it', 'Il pirata voleva uccidere il drago con una pistola.', ['uccidere', 'pistola']],
    ['it', 'Lo zio era ubriaco e fumava sigarette.', ['ubriaco', 'sigarette']],
  ] as const)('refuses the children’s list in %s: %s', async (language, text, words) => {
    const result = await moderator.check([text], language);
    expect(result.ok).toBe(false);
    // English's own list (pistol, cigarette) reports first: the order is not the point.
    expect([...result.offending].sort()).toEqual([...words].sort());
  });

  it.each([
    // A heroine is not heroin, a curse is a fairy tale's, a pump is a pump.
    ['es', 'La heroína rompió la maldición de la bruja con una bomba de agua.'],
    ['es', 'Mia regó la mata de tomates y estudió matemáticas.'],
    ['fr', "L'héroïne mangea des fusilli avec un ami bordelais; son genou était meurtri."],
    ['fr', 'Zut alors ! Le sac était plein de jouets.'],
    ['de', 'Mia köpfte den Ball ins Tor und aß eine Leichtigkeit von Kuchen.'],
    ['pt', 'A heroína quebrou a maldição da bruxa com a bomba de água.'],
    ['it', "L'eroina spezzò la maledizione della strega; il vescovo portava la mitra."],
  ] as const)('passes a fairy tale in %s: %s', async (language, text) => {
    expect(await moderator.check([text], language)).toEqual({ ok: true, offending: [] });
  });

  it('checks a language’s list only for a book in that language, and English always', async () => {
    // 'bite' is French slang and an ordinary English word: each list only for its own language.
    expect(await moderator.check(['The puppy likes to bite his rope toy.'])).toEqual({
      ok: true,
      offending: [],
    });
    expect(await moderator.check(['Mia dit merde.'])).toEqual({ ok: true, offending: [] });
    expect((await moderator.check(['Mia dijo shit.'], 'es')).offending).toEqual(['shit']);
  });
});
