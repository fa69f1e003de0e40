/**
 * Test fixtures for the EPUB builder: a book per story language, pictures drawn by the offline
 * illustrator in each art style, narration built from a real MP3, and epubcheck.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArtStyle } from '../../contract/artStyle.js';
import type { Language } from '../../contract/story.js';
import { composeScene, renderStyledPng } from '../../engines/illustrator/index.js';
import type { EpubInput, EpubNarration, PageNarration } from '../types.js';

/**
 * A 600 ms 440 Hz tone, mono MPEG-2 Layer III at 22.05 kHz and 32 kbit/s (2.6 KB), encoded once
 * with @breezystack/lamejs (what the offline narrator uses) and committed.
 */
export const TONE_MP3 = readFileSync(fileURLToPath(new URL('./tone-600ms.mp3', import.meta.url)));
export const TONE_MS = 600;

/** Ten paragraphs per language, with the letters and punctuation of each. */
export const PARAGRAPHS: Record<Language, { title: string; dedication: string; paragraphs: string[] }> = {
  en: {
    title: 'Mia and the Little Green Sprout',
    dedication: 'For Mia, who waters every plant she meets. Love, Grandma',
    paragraphs: [
      'Mia found a tiny green sprout by the garden gate.',
      'She gave it water from her yellow watering can.',
      'The sun smiled down and the sprout stretched up.',
      '"Grow, little sprout, grow!" she whispered.',
      'A bumblebee buzzed by to say hello.',
      "Rain came, and Mia held her umbrella over the sprout's leaves.",
      'By summer the sprout was as tall as Mia.',
      'Then, one morning, a bright sunflower opened.',
      'Mia & her friends danced round it — what a day!',
      'Every year after, Mia planted one more seed.',
    ],
  },
  es: {
    title: 'Núria y la cigüeña',
    dedication: 'Para Núria, con todo el cariño del mundo.',
    paragraphs: [
      '¡Mañana! dijo la niña, y el señor Muñoz sonrió.',
      'Núria vio una cigüeña en el campanario.',
      '¿Adónde vas, cigüeña? preguntó Núria.',
      'La cigüeña movió las alas y señaló el río.',
      'Juntas caminaron por el puente de piedra.',
      'En el río había peces de colores.',
      'Núria bebió chocolate con churros… ¿y tú?',
      'La cigüeña construyó su nido en lo alto.',
      'Por la noche, las estrellas brillaban sobre el pueblo.',
      '¡Qué día tan bonito! pensó Núria antes de dormir.',
    ],
  },
  fr: {
    title: 'François et le cerf-volant',
    dedication: 'Pour François, notre petit cœur.',
    paragraphs: [
      'François a reçu une leçon : « Ça va, garçon ? »',
      'Le vent soufflait fort sur la plage.',
      'Son cerf-volant rouge dansait dans le ciel.',
      'Œuvre, cœur, sœur : l’été était très doux.',
      'Sa sœur Zoé riait en courant derrière lui.',
      'Soudain, le fil s’échappa de ses mains !',
      'Un pêcheur l’attrapa près des rochers.',
      '« Merci, monsieur ! » dit François.',
      'Ils partagèrent une crêpe au sucre.',
      'Le soir, François rêva de nuages.',
    ],
  },
  de: {
    title: 'Jürgen und die große Straße',
    dedication: 'Für Jürgen, in Liebe von Oma und Opa.',
    paragraphs: [
      'Die Straße war groß, und Jürgen aß süße Äpfel.',
      'Ein kleiner Hund wedelte mit dem Schwanz.',
      '„Wie heißt du?“, fragte Jürgen freundlich.',
      'Der Hund bellte fröhlich: Wuff!',
      'Zusammen liefen sie über die grüne Wiese.',
      'Am Bach tranken sie kühles Wasser.',
      'Ein Schmetterling setzte sich auf Jürgens Nase.',
      'Sie lachten, bis die Sonne unterging.',
      '„Gute Nacht“, flüsterte Lukas.',
      'Jürgen schlief glücklich ein.',
    ],
  },
  pt: {
    title: 'João e a canção da avó',
    dedication: 'Para o João, com amor da vovó.',
    paragraphs: [
      'A irmã de João viu as mãos da avó na canção.',
      'A avó tocava violão no quintal.',
      'João batia palmas e cantava junto.',
      'Um passarinho pousou no galho da mangueira.',
      'Até o gato dançou com a música!',
      'Depois, comeram pão de queijo quentinho.',
      'A chuva começou, e todos correram para dentro.',
      'Na varanda, ouviram as gotas no telhado.',
      'A avó contou histórias do seu tempo.',
      'Fim. Até amanhã, coração!',
    ],
  },
  it: {
    title: 'Giulia e la città più bella',
    dedication: 'A Giulia, con tanto amore.',
    paragraphs: [
      'Perché la città è così bella? Così è più facile.',
      'Giulia passeggiava con il nonno in piazza.',
      'Un piccione curioso la seguiva.',
      'Comprarono un gelato al pistacchio.',
      'Il nonno raccontò la storia della fontana.',
      'Giulia lanciò una monetina e espresse un desiderio.',
      'Le campane suonarono mezzogiorno.',
      'Al mercato c’erano pomodori rossi e basilico.',
      'Tornarono a casa cantando.',
      'È stata una giornata perfetta!',
    ],
  },
};

const LEGENDS = [
  'Mia kneels by the garden gate looking at a tiny green sprout',
  'Mia waters the sprout with a yellow watering can in the garden',
  'Mia smiles at the sprout under a bright sun in the garden',
  'Mia whispers to the sprout in the garden',
  'Mia waves at a bumblebee in the garden',
  'Mia holds an umbrella over the sprout in the rain in the garden',
  'Mia stands beside the tall sprout in the garden',
  'Mia looks at a bright sunflower in the morning in the garden',
  'Mia dances with her friends around the sunflower in the garden',
  'Mia plants a seed in the garden',
];

const drawn = new Map<string, Buffer[]>();

/** Ten pictures by the offline illustrator in this style (cached per style and size). */
export async function pictures(
  style: ArtStyle,
  heroes: readonly string[] = ['Mia'],
  sizePx = 384,
): Promise<Buffer[]> {
  const key = `${style}/${heroes.join('+')}/${sizePx}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const images = await Promise.all(
    LEGENDS.map(async (legend, i) => {
      const { svg } = composeScene({
        bookId: '1763772000000',
        page: i + 1,
        legend: heroes.length > 1 ? legend.replace('Mia', `${heroes[0]} and ${heroes[1]}`) : legend,
        storyType: 'Enhanced',
        appearanceValue: 'medium_brown',
        readerAgeGroup: '2-4years',
        characters: heroes.map((name, h) => ({ name, relationship: 'main', gender: h ? 'boy' : 'girl' })),
        variant: 0,
        artStyle: style,
      });
      return (await renderStyledPng(svg, style, sizePx)).png;
    }),
  );
  drawn.set(key, images);
  return images;
}

/** Every word (a run of letters, digits and the marks inside words) with its offsets. */
export function wordsOf(text: string): { text: string; start: number; end: number }[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** A page's narration as the narrator gives it: the tone, its words spread evenly over it. */
export function pageNarration(text: string, audio = TONE_MP3, durationMs = TONE_MS): PageNarration {
  const words = wordsOf(text);
  const step = durationMs / words.length;
  return {
    audio,
    durationMs,
    words: words.map((w, i) => ({ ...w, startMs: Math.round(i * step), endMs: Math.round((i + 1) * step) })),
  };
}

export const narrationOf = (paragraphs: readonly string[]): EpubNarration => ({
  narrator: 'Fiona (warm)',
  pages: paragraphs.map((p) => pageNarration(p)),
});

export async function sampleEpubInput(
  language: Language,
  style: ArtStyle,
  overrides: Partial<EpubInput> = {},
): Promise<EpubInput> {
  const text = PARAGRAPHS[language];
  const heroes = overrides.heroes ?? ['Mia'];
  return {
    bookId: '1763772000000',
    title: text.title,
    paragraphs: text.paragraphs,
    legends: LEGENDS,
    images: await pictures(style, heroes),
    language,
    heroes,
    creatorName: 'Grandma Rose',
    createdAt: new Date(Date.UTC(2025, 10, 22, 9, 30)),
    modifiedAt: new Date(Date.UTC(2025, 10, 23, 10, 0)),
    dedication: text.dedication,
    ...overrides,
  };
}

/** Debian's epubcheck package puts its jar here. */
export const EPUBCHECK_JAR = process.env.EPUBCHECK_JAR ?? '/usr/share/java/epubcheck.jar';

export interface EpubcheckReport {
  errors: number;
  warnings: number;
  /** Every message line (FATAL, ERROR, WARNING, USAGE, INFO). */
  messages: string[];
  output: string;
}

/** At most two validators at once: each is a JVM, and the machines have two cores. */
let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Runs epubcheck (java -jar) on EPUBs, one java per file, two at a time. Never skips: without java or the jar it
 * throws saying how to install them.
 */
export function epubcheck(epub: Buffer, name = 'book.epub'): Promise<EpubcheckReport> {
  return inTurn(() => runEpubcheck(epub, name));
}

async function runEpubcheck(epub: Buffer, name: string): Promise<EpubcheckReport> {
  if (!existsSync(EPUBCHECK_JAR))
    throw new Error(
      `epubcheck is not installed: ${EPUBCHECK_JAR} is missing (apt-get install -y epubcheck, or set EPUBCHECK_JAR)`,
    );
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-epub-'));
  const file = path.join(dir, name);
  try {
    await writeFile(file, epub);
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        // A short-lived JVM: the quick compiler only, one GC thread (starts ~2x faster).
        ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', EPUBCHECK_JAR, file],
        { timeout: 120_000, maxBuffer: 10 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const text = `${stdout}\n${stderr}`;
          if (error && (error as NodeJS.ErrnoException).code === 'ENOENT')
            return reject(
              new Error(
                'java is not installed: epubcheck needs Java (apt-get install -y default-jre-headless)',
              ),
            );
          if (error && !/Check finished|Messages:/.test(text))
            return reject(new Error(`epubcheck did not run: ${text}`));
          resolve(text);
        },
      );
    });
    const messages = output.split('\n').filter((l) => /^(FATAL|ERROR|WARNING|USAGE|INFO)\b/.test(l));
    const count = (re: RegExp) => Number(re.exec(output)?.[1] ?? NaN);
    const fatals = count(/(\d+) fatals?/);
    const errors = count(/(\d+) errors?/);
    const warnings = count(/(\d+) warnings?/);
    const clean = /No errors or warnings detected/.test(output);
    return {
      errors: clean
        ? 0
        : (Number.isNaN(errors) ? messages.filter((m) => /^(FATAL|ERROR)/.test(m)).length : errors) +
          (Number.isNaN(fatals) ? 0 : fatals),
      warnings: clean
        ? 0
        : Number.isNaN(warnings)
          ? messages.filter((m) => /^WARNING/.test(m)).length
          : warnings,
      messages,
      output,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
