import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contract/languages.js';
import { BOOK_WORDS } from '../shared/bookWords.js';
import { buildBookPdf } from './bookPdf.js';
import { buildColoringPdf } from './coloringPdf.js';
import { buildCoverPdf } from './coverPdf.js';
import { prepareImage, prepareImages } from './images.js';
import { parsePdf, sampleInput } from './testing/fixtures.js';

/** The words each book file writes itself (issue 45), as a Spanish and a German book print them. */
const BOOKS = {
  es: {
    storyFor: 'Un cuento de StorySprout para Mia',
    created: 'Creado por Grandma Rose · 22 de noviembre de 2025',
    theEnd: 'Fin',
    madeFor: 'Un cuento hecho para Mia',
    drawFavourite: '¡Dibuja tu parte favorita del cuento!',
    backCover: 'Un cuento personalizado hecho para Mia, protagonista de cada página.',
    coloring: 'Mia and the Little Green Sprout: páginas para colorear',
  },
  de: {
    storyFor: 'Eine StorySprout-Geschichte für Mia',
    created: 'Erstellt von Grandma Rose · 22. November 2025',
    theEnd: 'Ende',
    madeFor: 'Eine Geschichte für Mia',
    drawFavourite: 'Male deine Lieblingsstelle der Geschichte!',
    backCover: 'Ein persönliches Geschichtenbuch für Mia, die Hauptfigur auf jeder Seite.',
    coloring: 'Mia and the Little Green Sprout: Seiten zum Ausmalen',
  },
} as const;

const ENGLISH = [
  'A StorySprout story for',
  'Created by',
  'The End',
  'A story made for',
  'Draw your favourite',
];

describe("the book files' own words, in the book's language", () => {
  it.each(Object.entries(BOOKS))(
    'a %s book’s PDF: title page, The End and the closing line',
    async (language, words) => {
      const { pdf } = await buildBookPdf(sampleInput({ language: language as 'es' | 'de' }));
      const { text } = await parsePdf(pdf);
      for (const line of [words.storyFor, words.created, words.theEnd, words.madeFor])
        expect(text).toContain(line);
      for (const english of ENGLISH) expect(text).not.toContain(english);
    },
  );

  it.each(Object.entries(BOOKS))(
    'a %s book in print: the padding page and the cover',
    async (language, words) => {
      const lang = language as 'es' | 'de';
      const interior = await buildBookPdf(sampleInput({ language: lang }), {
        bleedPt: 9,
        minPages: 24,
        prepare: prepareImages,
      });
      expect((await parsePdf(interior.pdf)).text).toContain(words.drawFavourite);
      const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#6b9' } })
        .png()
        .toBuffer();
      const cover = await buildCoverPdf({
        title: 'Mia and the Little Green Sprout',
        childName: 'Mia',
        image: await prepareImage(png, '#ffffff'),
        widthPt: 1296,
        heightPt: 648,
        createdAt: new Date(Date.UTC(2025, 10, 22)),
        language: lang,
      });
      const { text } = await parsePdf(cover);
      expect(text).toContain(words.storyFor);
      expect(text).toContain(words.backCover);
      expect(text).not.toMatch(/A personalized storybook|A StorySprout story/);
    },
  );

  it.each(Object.entries(BOOKS))('a %s book’s colouring pages are titled in it', async (language, words) => {
    const { pdf } = await buildColoringPdf({
      ...sampleInput(),
      alreadyLineArt: false,
      paper: 'a4',
      language: language as 'es' | 'de',
    });
    expect((await parsePdf(pdf)).info.Title).toBe(words.coloring);
  });

  it('has every word in every language, and no language borrows another’s', () => {
    const seen = new Map<string, string>();
    for (const language of LANGUAGES) {
      const words = BOOK_WORDS[language];
      const sample = [words.theEnd, words.storyFor('Mia'), words.backCover('Mia'), words.drawFavourite].join(
        '|',
      );
      expect(seen.get(sample), language).toBeUndefined();
      seen.set(sample, language);
    }
  });
});
