import { describe, expect, it } from 'vitest';
import type { AppearanceValue } from '../../contract/story.js';
import {
  castTraits,
  composeScene,
  meanPixelDifference,
  renderPixels,
  SETTINGS,
  type HumanTraits,
  type Setting,
} from '../../engines/illustrator/index.js';
import type { IllustratedCharacter, IllustrationRequest } from '../../ports/illustrator.js';
import { OfflineIllustrator } from './illustrator.js';
import { greyJpeg, PNG_SIGNATURE, pngSize, solidPng, tinyWebp } from './testing/images.js';
import { castList } from '../../contract/castList.js';

const family: IllustratedCharacter[] = castList(
  ['Mia', 'main', 'girl'],
  ['Sara', 'mother'],
  ['Tom', 'father'],
  ['Rex', 'pet'],
  ['Nana', 'grandmother'],
  ['Grandpa Joe', 'grandfather'],
);

function request(overrides: Partial<IllustrationRequest> = {}): IllustrationRequest {
  return {
    artStyle: 'classic',
    bookId: '1712345678901',
    page: 1,
    legend: 'Mia, Mom, Dad and Rex the dog build a sandcastle at the beach.',
    storyType: 'Enhanced',
    appearanceValue: 'medium_brown',
    readerAgeGroup: '2-4years',
    characters: family,
    variant: 0,
    ...overrides,
  };
}

/** A Photo Story page of `characters` (each with the family photo it carries). */
const photoPage = (characters: IllustratedCharacter[], legend: string) =>
  request({ storyType: 'Essential', appearanceValue: 'photo_based', characters, legend });

const LEGEND_FOR: Record<Setting, string> = {
  meadow: 'Mia and Rex run through the meadow.',
  beach: 'Mia plays ball at the beach.',
  forest: 'Mia and Dad walk in the forest.',
  school: 'Mia hangs her coat in the classroom.',
  space: 'Mia rides a rocket to outer space.',
  farm: 'Mia feeds the chickens on the farm.',
  snow: 'Mia builds a snowman in the snow.',
  city: 'Mia and Mom walk down the city street.',
  park: 'Mia and Grandpa Joe go to the playground.',
  ocean: 'Mia and her family sail a boat on the ocean.',
  party: "Everyone sings at Mia's birthday party.",
  bathroom: 'Mia tries the potty in the bathroom.',
  bedroom: 'Bedtime: Mom tucks Mia into bed.',
  garden: 'Mia and Nana water the flowers in the garden.',
  kitchen: 'Mia and Dad bake cookies in the kitchen.',
  airport: 'Mia pulls her suitcase through the airport.',
  home: 'Mia and Rex play on the rug in the living room.',
};

const illustrator = new OfflineIllustrator();

describe('OfflineIllustrator', () => {
  it('describes itself', () => {
    expect(illustrator.description).toBe('offline illustrator (SVG scenes)');
  });

  it.each(SETTINGS)('draws a valid 1024x1024 PNG for the %s setting', async (setting) => {
    const legend = LEGEND_FOR[setting];
    expect(composeScene(request({ legend })).scene.setting).toBe(setting);
    const picture = await illustrator.draw(request({ legend }));
    expect(picture.png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(picture.png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(pngSize(picture.png)).toEqual({ width: 1024, height: 1024 });
    expect(picture).toMatchObject({ width: 1024, height: 1024 });
  });

  it.each(['morning', 'afternoon', 'sunset', 'night'] as const)('draws the %s time of day', async (time) => {
    const legend = `Mia and Rex play in the park in the ${time === 'sunset' ? 'evening' : time}.`;
    const composed = composeScene(request({ legend }));
    expect(composed.scene.timeOfDay).toBe(time);
    expect(pngSize((await illustrator.draw(request({ legend }))).png)).toEqual({ width: 1024, height: 1024 });
  });

  it('is deterministic for the same request', async () => {
    const a = await illustrator.draw(request());
    const b = await illustrator.draw(request());
    expect(a.png.equals(b.png)).toBe(true);
    expect(composeScene(request()).svg).toBe(composeScene(request()).svg);
  });

  it('gives a visibly different composition for each redo variant', async () => {
    const [v0, v1, v2] = await Promise.all(
      [0, 1, 2].map((variant) => renderPixels(composeScene(request({ variant })).svg)),
    );
    const d01 = meanPixelDifference(v0!, v1!);
    const d12 = meanPixelDifference(v1!, v2!);
    const d02 = meanPixelDifference(v0!, v2!);
    for (const difference of [d01, d12, d02]) expect(difference).toBeGreaterThan(8);
    const framings = new Set([0, 1, 2].map((variant) => composeScene(request({ variant })).framing));
    expect(framings.size).toBe(3);
  });

  it('draws something else for a different legend', async () => {
    const beach = await renderPixels(composeScene(request()).svg);
    const snow = await renderPixels(
      composeScene(request({ legend: 'Mia and Dad build a snowman on a snowy winter morning.' })).svg,
    );
    const difference = meanPixelDifference(beach, snow);
    expect(difference).toBeGreaterThan(15);
  });

  it('keeps each character the same on every page and redo of a book', () => {
    const legends = Object.values(LEGEND_FOR).map(
      (l) => `${l} Mom, Dad, Nana, Grandpa Joe and Rex are there too.`,
    );
    const looks = new Map<string, Set<string>>();
    legends.slice(0, 10).forEach((legend, i) => {
      for (const variant of [0, 1]) {
        const { svg } = composeScene(request({ legend, page: i + 1, variant }));
        for (const match of svg.matchAll(/<g transform="[^"]*" data-character="([^"]+)"([^>]*)>/g)) {
          const key = match[1]!;
          if (!looks.has(key)) looks.set(key, new Set());
          looks.get(key)!.add(match[2]!);
        }
      }
    });
    expect([...looks.keys()].sort()).toEqual(['Grandpa Joe', 'Mia', 'Nana', 'Rex', 'Sara', 'Tom']);
    for (const [name, variants] of looks) expect(variants.size, name).toBe(1);
    // And the traits themselves are a function of the book only.
    expect(castTraits(request())).toEqual(castTraits(request({ page: 7, variant: 3, legend: 'anything' })));
  });

  it('gives two characters of a book different tops', () => {
    const tops = castTraits(request())
      .filter((t): t is HumanTraits => t.kind === 'human')
      .map((t) => t.top);
    expect(new Set(tops).size).toBe(tops.length);
  });

  it('maps the Avatar appearance values to distinct skin tones and hair', () => {
    const appearances: AppearanceValue[] = ['fair_blond', 'medium_brown', 'dark_black', 'warm_black'];
    const mains = appearances.map(
      (appearanceValue) => castTraits(request({ appearanceValue }))[0] as HumanTraits,
    );
    expect(new Set(mains.map((m) => m.skin)).size).toBe(4);
    expect(mains[0]!.hair).toBe('#F2C45A');
    expect(mains[1]!.hair).toBe('#7A4A2A');
    expect(mains[2]!.hair).toBe('#2A211C');
    expect(mains[3]!.hair).toBe('#2A211C');
    // The skin shows in the picture.
    for (const [i, appearanceValue] of appearances.entries()) {
      expect(composeScene(request({ appearanceValue })).svg).toContain(`data-skin="${mains[i]!.skin}"`);
    }
  });

  it('draws adults taller than children, grandparents grey or white, pets as animals', () => {
    const legend = 'Mia, Mom, Dad, Nana, Grandpa Joe and Rex have a picnic on the hill.';
    const composed = composeScene(request({ legend }));
    const byName = new Map(composed.placed.map((p) => [p.traits.name, p]));
    const mia = byName.get('Mia')!;
    const dad = byName.get('Tom')!;
    const heightOf = (p: typeof mia): number =>
      p.scale *
      (p.traits.kind === 'human'
        ? p.traits.age === 'child'
          ? 300
          : p.traits.age === 'adult'
            ? 450
            : 428
        : 150);
    expect(heightOf(dad)).toBeGreaterThan(heightOf(mia) * 1.3);
    for (const name of ['Nana', 'Grandpa Joe']) {
      const t = byName.get(name)!.traits as HumanTraits;
      expect(t.age).toBe('elder');
      expect(['#B9B9C0', '#ECECF0']).toContain(t.hair);
    }
    const rex = byName.get('Rex')!.traits;
    expect(rex.kind).toBe('pet');
    expect(composed.svg).toMatch(/data-character="Rex" data-coat="[^"]+" data-species="(dog|cat)"/);
    // A legend that says "cat" draws the pet as a cat.
    expect(
      composeScene(request({ legend: 'Mia strokes her cat Rex.' })).placed.find(
        (p) => p.traits.name === 'Rex',
      )?.traits,
    ).toMatchObject({ species: 'cat' });
  });

  it('draws only the characters the legend mentions (and always the main character)', () => {
    const names = (legend: string): string[] =>
      composeScene(request({ legend }))
        .placed.map((p) => p.traits.name)
        .sort();
    expect(names('Mia sleeps.')).toEqual(['Mia']);
    expect(names('Tom reads to Mia.')).toEqual(['Mia', 'Tom']);
    expect(names('Grandpa Joe and Nana wave.')).toEqual(['Grandpa Joe', 'Mia', 'Nana']);
  });

  it('shows a Photo Stories photo in a round frame (PNG and JPEG)', async () => {
    const red = solidPng('#FF0000');
    const characters: IllustratedCharacter[] = [
      { ...family[0]!, photo: { bytes: red, contentType: 'image/png' } },
      { ...family[1]!, photo: { bytes: greyJpeg(), contentType: 'image/jpeg' } },
    ];
    const req = photoPage(characters, 'Mia and Sara at the park.');
    const composed = composeScene(req);
    expect(composed.svg).toContain(`href="data:image/png;base64,${red.toString('base64')}"`);
    expect(composed.svg).toContain('href="data:image/jpeg;base64,');
    expect(composed.svg).toMatch(/<clipPath id="photo0"><circle/);
    expect(
      composed.placed
        .filter((p) => p.hasPhoto)
        .map((p) => p.traits.name)
        .sort(),
    ).toEqual(['Mia', 'Sara']);

    // The photos really are in the picture: the frames' centres show the photo colours.
    const raster = await renderPixels(composed.svg);
    const centres = [
      ...composed.svg.matchAll(/<g transform="translate\((\d+) (\d+)\)[^"]*" data-photo="([^"]+)"/g),
    ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), name: m[3] }));
    expect(centres).toHaveLength(2);
    const pixel = (x: number, y: number): number[] => [
      ...raster.pixels.subarray((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 3),
    ];
    const mia = centres.find((c) => c.name === 'Mia')!;
    const sara = centres.find((c) => c.name === 'Sara')!;
    expect(pixel(mia.x, mia.y)).toEqual([255, 0, 0]);
    for (const channel of pixel(sara.x, sara.y)) expect(Math.abs(channel - 128)).toBeLessThanOrEqual(3);
    // A photo is not drawn on a page where its character is absent.
    expect(composeScene({ ...req, legend: 'Mia alone at the park.' }).svg).not.toContain('data:image/jpeg');
  });

  it('leaves out a photo resvg cannot decode (WebP) and still draws the page', async () => {
    const characters: IllustratedCharacter[] = [
      { ...family[0]!, photo: { bytes: tinyWebp(), contentType: 'image/webp' } },
    ];
    const req = photoPage(characters, 'Mia at the beach.');
    expect(composeScene(req).svg).not.toContain('<image');
    expect(pngSize((await illustrator.draw(req)).png)).toEqual({ width: 1024, height: 1024 });
    // A photo declared as WebP but really a PNG is read by its bytes.
    const png = solidPng('#00FF00');
    const mislabelled = request({
      ...req,
      characters: [{ ...family[0]!, photo: { bytes: png, contentType: 'image/webp' } }],
    });
    expect(composeScene(mislabelled).svg).toContain('data:image/png;base64,');
  });

  it('escapes names in the markup', async () => {
    const characters: IllustratedCharacter[] = [
      { name: "Mia <&\"> 'x'", relationship: 'main', gender: 'girl' },
    ];
    const req = request({ characters, legend: 'A day at the farm.' });
    const { svg } = composeScene(req);
    expect(svg).toContain('data-character="Mia &lt;&amp;&quot;&gt; &#39;x&#39;"');
    expect(pngSize((await illustrator.draw(req)).png).width).toBe(1024);
  });

  it('draws a page without characters', async () => {
    expect(pngSize((await illustrator.draw(request({ characters: [] }))).png).width).toBe(1024);
  });

  it('draws a book of 10 illustrations in well under 10 seconds', async () => {
    const legends = Object.values(LEGEND_FOR).slice(0, 10);
    await illustrator.draw(request()); // warm up
    const started = performance.now();
    const timings: number[] = [];
    for (const [i, legend] of legends.entries()) {
      const t0 = performance.now();
      await illustrator.draw(request({ legend: `${legend} Mom, Dad and Rex too.`, page: i + 1 }));
      timings.push(performance.now() - t0);
    }
    const total = performance.now() - started;
    expect(total).toBeLessThan(10_000);
  });
});
