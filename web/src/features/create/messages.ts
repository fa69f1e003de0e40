import { SAVE_MESSAGES as SERVER_SAVE_MESSAGES } from '@contract/books';
import { i18n, type MessageId } from '../../i18n';

/**
 * Messages read in the page's language at the moment they are used: the pure checks and the
 * creation flow run outside React, so each property looks its message up when read.
 */
function inPageLanguage<K extends string>(
  ids: Record<K, MessageId | (() => string)>,
): Readonly<Record<K, string>> {
  const messages = {} as Record<K, string>;
  for (const key of Object.keys(ids) as K[]) {
    const id = ids[key];
    Object.defineProperty(messages, key, {
      enumerable: true,
      get: () => (typeof id === 'function' ? id() : i18n._(id)),
    });
  }
  return messages;
}

/** The user-facing texts of spec part 2 (§2, §5, §8), word for word in English, plus our own where it shows none. */
export const CREATE_TEXT = inPageLanguage({
  insufficientCredits: 'create.insufficientCredits',
  confirm: 'create.confirm',
  generating: 'create.generating',
  saved: 'create.saved',
  tryAgainTitle: 'create.tryAgainTitle',
  photoUploadFailed: 'create.photoUploadFailed',
  /** Our wording: the create call did not reach the server. */
  createNetwork: 'create.createNetwork',
  /** Our wording: generation failed for good without a server message. */
  generationFailed: 'create.generationFailed',
});

/** Spec part 2 §5: the Photo Stories checks on Generate, in the order they run. */
export const PHOTO_MESSAGES = inPageLanguage({
  noCharacters: 'create.photo.noCharacters',
  noMainName: 'create.photo.noMainName',
  mainPhoto: 'create.photo.mainPhoto',
  namedPhotos: 'create.photo.namedPhotos',
  photoNames: 'create.photo.photoNames',
  tooLarge: 'create.photo.tooLarge',
  notImage: 'create.photo.notImage',
  noMainCharacter: 'create.photo.noMainCharacter',
});

/** Spec part 2 §5: the photo picker's own checks. */
export const PICKER_MESSAGES = inPageLanguage({
  notImage: 'create.picker.notImage',
  tooLarge: 'create.picker.tooLarge',
});

/** Spec part 2 §8 'Save'; the paragraph length is the server's own limit and words. */
export const SAVE_MESSAGES = inPageLanguage({
  title: 'create.save.title',
  paragraph: 'create.save.paragraph',
  paragraphLength: () => SERVER_SAVE_MESSAGES.paragraphLength,
  tenParagraphs: 'create.save.tenParagraphs',
  noCredit: 'create.save.noCredit',
  server: 'create.save.server',
  other: 'create.save.other',
  network: 'create.save.network',
  noBookId: 'create.save.noBookId',
});
