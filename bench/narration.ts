/**
 * Narration's figures (issue 44): a book's ten pages read aloud by the offline narrator
 * (eSpeak-NG in the function) and by the Text-to-Speech narrator against its local stand-in,
 * with what Text-to-Speech bills (characters sent). `npx tsx bench/narration.ts [books]`.
 */
import { performance } from 'node:perf_hooks';
import { startTextToSpeechStandIn } from '../emulators/src/textToSpeech/server.js';
import { OfflineNarrator } from '../functions/src/adapters/offlineNarrator/narrator.js';
import { OfflineStoryteller } from '../functions/src/adapters/offlineStoryteller/storyteller.js';
import { TextToSpeechNarrator } from '../functions/src/adapters/textToSpeech/narrator.js';
import { ssmlWithMarks } from '../functions/src/adapters/textToSpeech/ssml.js';
import { defaultVoice } from '../functions/src/contract/narration.js';
import type { Narrator } from '../functions/src/ports/narrator.js';

const BOOKS = Number(process.argv[2] ?? 3);

async function story(seed: number, language: 'en' | 'es') {
  return new OfflineStoryteller().write({
    storyType: 'Enhanced',
    mainCharacterName: 'Mia',
    gender: 'girl',
    description: '',
    moralValue: 'kindness',
    readerAgeGroup: seed % 2 ? '5-7years' : '2-4years',
    appearanceValue: 'medium_brown',
    characters: [],
    language,
    seed,
  });
}

/** Seconds for the ten pages, all asked at once as the ten page tasks are. */
async function narrateBook(narrator: Narrator, paragraphs: string[], language: 'en' | 'es') {
  const started = performance.now();
  const pages = await Promise.all(
    paragraphs.map((text) => narrator.narrate({ text, language, voice: defaultVoice(language).id })),
  );
  return {
    seconds: (performance.now() - started) / 1000,
    audioSeconds: pages.reduce((sum, p) => sum + p.durationMs, 0) / 1000,
    bytes: pages.reduce((sum, p) => sum + p.audio.length, 0),
  };
}

const standIn = await startTextToSpeechStandIn();
const narrators: [string, Narrator][] = [
  ['offline (eSpeak-NG)', new OfflineNarrator()],
  ['Text-to-Speech stand-in', new TextToSpeechNarrator({ timeoutMs: 60_000, standInUrl: standIn.url })],
];
// Loads eSpeak-NG once, as a warm function instance has.
await new OfflineNarrator().narrate({ text: 'Hello.', language: 'en', voice: defaultVoice('en').id });
for (let seed = 1; seed <= BOOKS; seed++) {
  const language = seed % 2 ? 'en' : 'es';
  const { paragraphs } = await story(seed, language);
  const characters = paragraphs.reduce((sum, p) => sum + p.length, 0);
  const ssml = paragraphs.reduce((sum, p) => sum + ssmlWithMarks(p).length, 0);
  for (const [name, narrator] of narrators) {
    const r = await narrateBook(narrator, paragraphs, language);
    console.log(
      `book ${seed} (${language}) ${name}: 10 pages in ${r.seconds.toFixed(2)} s, ${r.audioSeconds.toFixed(0)} s of audio, ${(r.bytes / 1024).toFixed(0)} KB MP3; text ${characters} characters, SSML ${ssml}`,
    );
  }
}
await standIn.close();
