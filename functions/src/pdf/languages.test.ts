import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildBookPdf } from './bookPdf.js';
import { FONT_FILES, fontData, type FontRole } from './fonts.js';
import { normalise, parsePdf, sampleInput } from './testing/fixtures.js';

// fontkit is what pdfkit embeds fonts with: asking it is asking the PDF's own font reader.
const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as {
  create(data: Buffer): { hasGlyphForCodePoint(codePoint: number): boolean };
};

/** Every letter and mark the offered story languages (issue 28) print, both cases. */
const LETTERS = 'áàâãäçéèêëíìîïñóòôõöœúùûüÿßæ«»¿¡’“”„‚–—…';
// ß upper-cases to 'SS': its letters are in the list already.
const ALL_LETTERS = [...new Set([...LETTERS, ...LETTERS.toLocaleUpperCase()])];

describe('the PDF in every offered language', () => {
  it.each(Object.keys(FONT_FILES) as FontRole[])('the %s font has a glyph for every letter', (role) => {
    const font = fontkit.create(fontData(role));
    const missing = ALL_LETTERS.filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0) as number));
    expect(missing).toEqual([]);
  });

  it('prints Spanish, French, German, Portuguese and Italian text as written', async () => {
    const paragraphs = [
      '¡Mañana! dijo la niña, y el señor Muñoz sonrió.',
      'François a reçu une leçon : « Ça va, garçon ? »',
      'Die Straße war groß, und Jürgen aß süße Äpfel.',
      'A irmã de João viu as mãos da avó na canção.',
      'Perché la città è così bella? Così è più facile.',
      'Œuvre, cœur, sœur: l’été était très doux.',
      'Ñandú, Ü, Ö, Ä, Ç, Ã, Õ, É, È, Ê.',
      '„Gute Nacht“, flüsterte Lukas.',
      'Núria bebió chocolate con churros… ¿y tú?',
      'Fim. Até amanhã, coração!',
    ];
    const { pdf } = await buildBookPdf(
      sampleInput({ title: 'El niño y la cigüeña', childName: 'Núria', paragraphs }),
    );
    const { text } = await parsePdf(pdf);
    expect(text).toContain('El niño y la cigüeña');
    for (const paragraph of paragraphs) expect(text).toContain(normalise(paragraph));
  });
});
