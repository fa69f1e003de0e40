import { describe, expect, it } from 'vitest';
import { defaultVoice, VOICES, voiceById } from '../../contract/narration.js';
import { LANGUAGES } from '../../contract/story.js';
import type { BookRecord } from '../book.js';
import {
  bookVoice,
  isVoiceOf,
  narratedVoices,
  pageText,
  secondVoice,
  textHashOf,
  textOfVoice,
} from './model.js';

const book = (language: (typeof LANGUAGES)[number], narrationVoice?: string) =>
  ({
    inputs: { language },
    story: { paragraphs: ['One.', 'Two.'] },
    ...(narrationVoice ? { narrationVoice } : {}),
  }) as unknown as BookRecord;

describe('the voice catalogue and a book narration', () => {
  it('has two or more voices per story language, each speaking its language, ids unique', () => {
    const ids = LANGUAGES.flatMap((l) => VOICES[l].map((v) => v.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const language of LANGUAGES) {
      expect(VOICES[language].length).toBeGreaterThanOrEqual(2);
      expect(new Set(VOICES[language].map((v) => v.gender)).size).toBe(2);
      for (const voice of VOICES[language]) {
        expect(voice.language).toBe(language);
        expect(voice.locale.startsWith(`${language}-`)).toBe(true);
        expect(voice.id.startsWith(voice.locale)).toBe(true);
        expect(voiceById(voice.id)).toBe(voice);
      }
    }
    expect(voiceById('xx-XX-Robot')).toBeNull();
  });

  it("reads the book's chosen voice, else its language's default; a voice of another language is not its", () => {
    expect(bookVoice(book('fr'))).toBe(defaultVoice('fr').id);
    expect(bookVoice(book('fr', 'fr-FR-Neural2-B'))).toBe('fr-FR-Neural2-B');
    expect(bookVoice(book('fr', 'en-US-Neural2-D'))).toBe(defaultVoice('fr').id);
    expect(isVoiceOf('es', 'es-ES-Neural2-B')).toBe(true);
    expect(isVoiceOf('es', 'pt-BR-Neural2-B')).toBe(false);
  });

  it('fingerprints a page by its words and the voice', () => {
    expect(pageText(book('en'), 2, 'en-US-Neural2-F')).toBe('Two.');
    expect(pageText(book('en'), 9, 'en-US-Neural2-F')).toBe('');
    const a = textHashOf('Mia ran.', 'en-US-Neural2-F');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(textHashOf('Mia ran.', 'en-US-Neural2-F')).toBe(a);
    expect(textHashOf('Mia ran!', 'en-US-Neural2-F')).not.toBe(a);
    expect(textHashOf('Mia ran.', 'en-US-Neural2-D')).not.toBe(a);
  });
});

describe("a bilingual book's voices (issue 45)", () => {
  const bilingual = {
    inputs: { language: 'en', secondLanguage: 'es' },
    story: {
      paragraphs: Array.from({ length: 10 }, (_, i) => `Page ${i + 1}.`),
      secondTitle: 'Uno',
      secondParagraphs: Array.from({ length: 10 }, (_, i) => `Página ${i + 1}.`),
    },
    narrationVoice: 'en-US-Neural2-D',
  } as unknown as BookRecord;

  it("reads the second text in its language's default voice, the parent's voice reading the first", () => {
    expect(secondVoice(bilingual)).toBe(defaultVoice('es').id);
    expect(narratedVoices(bilingual)).toEqual(['en-US-Neural2-D', defaultVoice('es').id]);
    expect(narratedVoices(book('en'))).toEqual([defaultVoice('en').id]);
    expect(secondVoice(book('en'))).toBeNull();
    // The voice names the text: its language.
    expect(pageText(bilingual, 3, 'es-ES-Neural2-B')).toBe('Página 3.');
    expect(pageText(bilingual, 3, 'en-US-Neural2-F')).toBe('Page 3.');
    expect(textOfVoice(bilingual, 'es-ES-Neural2-A')?.language).toBe('es');
    expect(textOfVoice(bilingual, 'fr-FR-Neural2-A')).toBeNull();
    expect(textOfVoice(book('en'), 'es-ES-Neural2-A')).toBeNull();
  });
});
