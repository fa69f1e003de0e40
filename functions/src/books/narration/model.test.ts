import { describe, expect, it } from 'vitest';
import { defaultVoice, VOICES, voiceById } from '../../contract/narration.js';
import { LANGUAGES } from '../../contract/story.js';
import type { BookRecord } from '../book.js';
import { bookVoice, isVoiceOf, pageText, textHashOf } from './model.js';

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
    expect(pageText(book('en'), 2)).toBe('Two.');
    expect(pageText(book('en'), 9)).toBe('');
    const a = textHashOf('Mia ran.', 'en-US-Neural2-F');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(textHashOf('Mia ran.', 'en-US-Neural2-F')).toBe(a);
    expect(textHashOf('Mia ran!', 'en-US-Neural2-F')).not.toBe(a);
    expect(textHashOf('Mia ran.', 'en-US-Neural2-D')).not.toBe(a);
  });
});
