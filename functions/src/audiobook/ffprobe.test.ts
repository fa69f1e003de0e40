import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeMp3, speak } from '../engines/narrator/index.js';
import { buildAudiobook } from './buildAudiobook.js';
import { ffprobe } from './testing/ffprobe.js';

const PAGES = [
  'Mia woke up early and looked out of the window.',
  'The sun was shining over the purple hills.',
  'She put on her red boots and ran outside.',
  'A little fox was waiting by the garden gate.',
  'Together they followed a path into the woods.',
  'They found a stream full of shiny stones.',
  'Mia picked the smoothest one for Grandma.',
  'The fox showed her a tree with a secret door.',
  'Inside, a family of owls was having tea.',
  'At sunset Mia walked home, happy and tired.',
];

/**
 * The audiobook as a reference tool reads it (issue 44 item 4): FFmpeg's ffprobe and decoder
 * meet no error, and find the ten chapters with their titles and times, the whole length (the
 * pages' own lengths added up, as ffprobe measures each), and the cover as an attached picture.
 */
describe('the audiobook read by ffprobe', () => {
  it('has ten titled chapters at the pages’ times, their total length and the cover', async () => {
    const pages = await Promise.all(
      PAGES.map(async (text) => {
        const speech = await speak(text, { language: 'en', gender: 'female', wordsPerMinute: 220 });
        return encodeMp3(speech.samples, speech.sampleRate);
      }),
    );
    const cover = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#f4a261' } })
      .jpeg()
      .toBuffer();
    const built = buildAudiobook({
      title: 'Mia’s Big Day',
      author: 'Grandma Rose',
      language: 'en',
      narrator: 'Read by Fiona',
      cover: { mimeType: 'image/jpeg', bytes: cover },
      contentsTitle: 'Contents',
      chapters: pages.map((audio, i) => ({ title: `Page ${i + 1}`, audio })),
    });
    const probe = await ffprobe(built.mp3);
    expect(probe.errors).toBe('');
    expect(probe.format.format_name).toBe('mp3');
    expect(probe.format.tags).toMatchObject({
      title: 'Mia’s Big Day',
      artist: 'Grandma Rose',
      album: 'Mia’s Big Day',
    });
    expect(probe.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('mp3');
    const picture = probe.streams.find((s) => s.codec_type === 'video');
    expect(picture).toMatchObject({ codec_name: 'mjpeg', disposition: { attached_pic: 1 } });

    const pageMs = await Promise.all(
      pages.map(async (page) => Number((await ffprobe(page)).format.duration) * 1000),
    );
    const totalMs = Number(probe.format.duration) * 1000;
    expect(Math.abs(totalMs - pageMs.reduce((a, b) => a + b, 0))).toBeLessThan(100);
    expect(Math.abs(totalMs - built.durationMs)).toBeLessThan(2);

    expect(probe.chapters.map((c) => c.tags?.title)).toEqual(PAGES.map((_, i) => `Page ${i + 1}`));
    let startMs = 0;
    probe.chapters.forEach((chapter, i) => {
      expect(Number(chapter.start_time) * 1000).toBeCloseTo(built.chapters[i]!.startMs, 0);
      expect(Number(chapter.end_time) * 1000).toBeCloseTo(built.chapters[i]!.endMs, 0);
      expect(Math.abs(Number(chapter.start_time) * 1000 - startMs)).toBeLessThan(100);
      startMs += pageMs[i]!;
    });
  }, 120_000);
});
