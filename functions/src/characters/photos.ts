import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from '../contract/books.js';
import { MAX_CHARACTER_PHOTOS, CHARACTER_MESSAGES } from '../contract/characters.js';
import { Invalid } from '../shared/domainErrors.js';
import { readImageSize, tooManyPixelsMessage } from '../shared/imageSize.js';
import { sniffImageType } from '../shared/imageType.js';

export interface UploadedCharacterPhoto {
  bytes: Buffer;
  /** The upload stopped at the size limit, so the photo is over it. */
  truncated: boolean;
}

/**
 * The photos of one save, checked by their bytes and headers alone (nothing is decoded here):
 * at most three, each a known format, at most 5 MB and 40 megapixels. Throws the 400.
 */
export function checkCharacterPhotos(photos: UploadedCharacterPhoto[]): void {
  if (photos.length > MAX_CHARACTER_PHOTOS)
    throw new Invalid(CHARACTER_MESSAGES.tooManyPhotos, 'too_many_photos');
  for (const [i, photo] of photos.entries()) {
    if (photo.truncated || photo.bytes.length > MAX_PHOTO_BYTES)
      throw new Invalid(`Photo ${i + 1} is too large. Please use images under 5MB.`, 'photo_too_large');
    const size = sniffImageType(photo.bytes) && readImageSize(photo.bytes);
    if (!size)
      throw new Invalid(
        `Photo ${i + 1} is not an image. Please upload PNG, JPG, WebP or HEIC photos.`,
        'photo_not_image',
      );
    if (size.width * size.height > MAX_PHOTO_PIXELS)
      throw new Invalid(tooManyPixelsMessage(i + 1, size.width, size.height));
  }
}
