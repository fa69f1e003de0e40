import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES, PICKER_MESSAGES } from './messages';
import { checkPickedPhoto, validatePhotoCharacters, type PhotoCharacter } from './validation';

const image = (name = 'photo.png', size = 10, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const character = (overrides: Partial<PhotoCharacter> = {}): PhotoCharacter => ({
  id: 1,
  name: 'Mia',
  relationship: 'main',
  gender: 'girl',
  photo: image(),
  photoPreview: 'blob:mia',
  ...overrides,
});

describe('validatePhotoCharacters (spec part 2 §5, in order)', () => {
  it('accepts a complete cast', () => {
    expect(
      validatePhotoCharacters([character(), character({ id: 2, name: 'Leo', relationship: 'brother' })]),
    ).toBeNull();
    // An empty extra row is ignored.
    expect(validatePhotoCharacters([character(), character({ id: 2, name: '', photo: null })])).toBeNull();
  });

  it.each([
    ['no characters', [], PHOTO_MESSAGES.noCharacters],
    ['main without a name', [character({ name: ' ' })], PHOTO_MESSAGES.noMainName],
    ['main without a photo', [character({ photo: null })], PHOTO_MESSAGES.mainPhoto],
    [
      'a named character without a photo',
      [character(), character({ id: 2, name: 'Leo', relationship: 'brother', photo: null })],
      PHOTO_MESSAGES.namedPhotos,
    ],
    [
      'a photo without a name',
      [character(), character({ id: 2, name: '', relationship: 'brother' })],
      PHOTO_MESSAGES.photoNames,
    ],
    [
      'a photo over 5 MB',
      [character(), character({ id: 2, name: 'Leo', photo: image('big.png', 5_242_881) })],
      PHOTO_MESSAGES.tooLarge,
    ],
    [
      'a file that is not an image',
      [character(), character({ id: 2, name: 'Leo', photo: image('notes.pdf', 10, 'application/pdf') })],
      PHOTO_MESSAGES.notImage,
    ],
    ['no character marked main', [character({ relationship: 'mother' })], PHOTO_MESSAGES.noMainCharacter],
  ])('refuses %s', (_, cast, message) => {
    expect(validatePhotoCharacters(cast)).toBe(message);
  });

  it('checks the main character (marked main, else the first) before the others', () => {
    const cast = [
      character({ id: 1, name: 'Leo', relationship: 'brother', photo: null }),
      character({ id: 2, name: '' }),
    ];
    expect(validatePhotoCharacters(cast)).toBe(PHOTO_MESSAGES.noMainName);
  });

  it('keeps exactly 5 MB as allowed', () => {
    expect(validatePhotoCharacters([character({ photo: image('ok.png', 5_242_880) })])).toBeNull();
  });
});

describe('checkPickedPhoto', () => {
  it('refuses non-images and photos over 5 MB', () => {
    expect(checkPickedPhoto(image('a.txt', 10, 'text/plain'))).toBe(PICKER_MESSAGES.notImage);
    expect(checkPickedPhoto(image('a.png', 5_242_881))).toBe(PICKER_MESSAGES.tooLarge);
    expect(checkPickedPhoto(image('a.jpg', 5_242_880, 'image/jpeg'))).toBeNull();
  });
});
