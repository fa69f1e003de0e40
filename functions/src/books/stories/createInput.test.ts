import { describe, expect, it } from 'vitest';
import {
  CREATE_MESSAGES,
  checkAvatarInputs,
  checkPhotoInputs,
  freeTexts,
  type PhotoCharacterInput,
} from './createInput.js';

/** A PNG's signature and IHDR chunk: all checkPhotoInputs reads (it decodes nothing). */
const pngHeader = (width: number, height: number) => {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89]), Buffer.from('PNG\r\n\x1a\n', 'latin1'), ihdr]);
};
const png = pngHeader(64, 64);
const pdf = Buffer.from('%PDF-1.7\n...');
const fields = {
  storyType: 'Essential' as const,
  mainChrName: 'Mia',
  description: 'a day at the beach',
  moralValue: '' as const,
  readerAgeGroup: '2-4years' as const,
  gender: 'girl' as const,
  language: 'fr' as const,
  artStyle: 'classic' as const,
  dedication: '',
};
const row = (
  name: string,
  relationship = 'other',
  photo?: Buffer,
  truncated = false,
): PhotoCharacterInput => ({
  data: { name, relationship: relationship as never, gender: 'unknown' },
  ...(photo ? { photo: { bytes: photo, truncated } } : {}),
});
const message = (result: ReturnType<typeof checkPhotoInputs>) => (result.ok ? 'ok' : result.message);

describe('Photo Stories inputs', () => {
  it('accepts a family and puts the main character first', () => {
    const result = checkPhotoInputs(fields, [
      row('Grandma Rose', 'grandmother', png),
      row('Mia', 'main', png),
      row('', 'other'),
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.inputs.characters.map((c) => [c.name, c.relationship])).toEqual([
      ['Mia', 'main'],
      ['Grandma Rose', 'grandmother'],
    ]);
    expect(result.value.photos.map((p) => [p.characterIndex, p.type.contentType])).toEqual([
      [0, 'image/png'],
      [1, 'image/png'],
    ]);
    expect(result.value.inputs.mainCharacterName).toBe('Mia');
    expect(result.value.inputs.language).toBe('fr');
  });

  it('applies the rules of spec §5 in order', () => {
    expect(message(checkPhotoInputs(fields, []))).toBe(CREATE_MESSAGES.noMainName);
    expect(message(checkPhotoInputs(fields, [row('', 'main', png)]))).toBe(CREATE_MESSAGES.noMainName);
    expect(message(checkPhotoInputs(fields, [row('Mia', 'main')]))).toBe(CREATE_MESSAGES.mainPhoto);
    expect(message(checkPhotoInputs(fields, [row('Mia', 'main', png), row('Dad', 'father')]))).toBe(
      CREATE_MESSAGES.namedPhotos,
    );
    expect(message(checkPhotoInputs(fields, [row('Mia', 'main', png), row('', 'father', png)]))).toBe(
      CREATE_MESSAGES.photoNames,
    );
    expect(message(checkPhotoInputs(fields, [row('Mia', 'main', png, true)]))).toBe(CREATE_MESSAGES.tooLarge);
    expect(message(checkPhotoInputs(fields, [row('Mia', 'main', pdf)]))).toBe(CREATE_MESSAGES.notImage);
    expect(message(checkPhotoInputs({ ...fields, description: '' }, [row('Mia', 'main', png)]))).toBe(
      CREATE_MESSAGES.noDescriptionOrMoral,
    );
    expect(message(checkPhotoInputs(fields, [row('Mia', 'main', pngHeader(0, 0))]))).toBe(
      CREATE_MESSAGES.notImage,
    );
    const seven = Array.from({ length: 7 }, (_, i) => row(`C${i}`, i === 0 ? 'main' : 'friend', png));
    expect(message(checkPhotoInputs(fields, seven))).toBe(CREATE_MESSAGES.tooManyCharacters);
  });
});

describe('Avatar Stories inputs', () => {
  const body = {
    storyType: 'Enhanced' as const,
    gender: 'boy' as const,
    mainChrName: 'Leo',
    description: '',
    moralValue: 'courage' as const,
    appearanceValue: 'dark_black' as const,
    readerAgeGroup: '5-7years' as const,
    language: 'es' as const,
    artStyle: 'classic' as const,
    dedication: '',
  };
  it('keeps the story language', () => {
    const result = checkAvatarInputs(body);
    expect(result.ok && result.value.language).toBe('es');
  });
  it('needs a name and a description or a moral', () => {
    expect(checkAvatarInputs(body).ok).toBe(true);
    expect(checkAvatarInputs({ ...body, mainChrName: '' })).toEqual({
      ok: false,
      message: CREATE_MESSAGES.noMainName,
    });
    expect(checkAvatarInputs({ ...body, moralValue: '' })).toEqual({
      ok: false,
      message: CREATE_MESSAGES.noDescriptionOrMoral,
    });
  });
});

describe('the art style (issue 28)', () => {
  it('is kept with the inputs of both kinds of story', () => {
    const photo = checkPhotoInputs({ ...fields, artStyle: 'crayon' }, [row('Mia', 'main', png)]);
    expect(photo.ok && photo.value.inputs.artStyle).toBe('crayon');
    const avatar = checkAvatarInputs({
      storyType: 'Enhanced',
      gender: 'girl',
      mainChrName: 'Ana',
      description: 'a picnic',
      moralValue: '',
      appearanceValue: 'fair_blond',
      readerAgeGroup: '2-4years',
      artStyle: 'coloring',
      language: 'en',
      dedication: '',
    });
    expect(avatar.ok && avatar.value.artStyle).toBe('coloring');
  });
});

describe('the dedication (issue 29)', () => {
  it('is kept with the inputs and read by the moderator with the other free texts', () => {
    const photo = checkPhotoInputs({ ...fields, dedication: 'For Mia, with love from Grandma' }, [
      row('Mia', 'main', png),
    ]);
    expect(photo.ok && photo.value.inputs.dedication).toBe('For Mia, with love from Grandma');
    expect(photo.ok && freeTexts(photo.value.inputs)).toContain('For Mia, with love from Grandma');
    const none = checkPhotoInputs(fields, [row('Mia', 'main', png)]);
    expect(none.ok && freeTexts(none.value.inputs)).not.toContain('');
  });
});

describe('the pixel cap, by the header alone', () => {
  it('refuses a photo over 40 megapixels, naming it in the form order', () => {
    const result = checkPhotoInputs(fields, [
      row('Mia', 'main', png),
      row('', 'other'),
      row('Grandma Rose', 'grandmother', pngHeader(16000, 16000)),
    ]);
    expect(message(result)).toBe(
      'Photo 2 is too large: 256 megapixels (16000 x 16000); the most is 40 megapixels. Please use a smaller photo.',
    );
    expect(message(checkPhotoInputs(fields, [row('Mia', 'main', pngHeader(8000, 5001))]))).toMatch(
      /^Photo 1 is too large: 40\.1 megapixels/,
    );
  });

  it('accepts exactly 40 megapixels', () => {
    expect(checkPhotoInputs(fields, [row('Mia', 'main', pngHeader(8000, 5000))]).ok).toBe(true);
  });
});
