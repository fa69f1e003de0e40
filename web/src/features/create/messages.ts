import { SAVE_MESSAGES as SERVER_SAVE_MESSAGES } from '@contract/books';

/** The user-facing texts of spec part 2 (§2, §5, §8), word for word, plus our own where it shows none. */
export const CREATE_TEXT = {
  insufficientCredits: 'You do not have sufficient credits. Please add credits to create a book!',
  confirm: 'Please confirm if you have added all the necessary information.',
  generating: 'Your story is being generated and typically takes around 30s...',
  saved: 'Story has been saved successfully. The story will now proceed for image generation.',
  tryAgainTitle: 'Please Try Again',
  photoUploadFailed: 'Photo upload failed. Please try again.',
  /** Our wording: the create call did not reach the server. */
  createNetwork: "We couldn't reach StorySprout just now. Please check your connection and try again.",
  /** Our wording: generation failed for good without a server message. */
  generationFailed: "We couldn't finish writing this story. Please try again.",
} as const;

/** Spec part 2 §5: the Photo Stories checks on Generate, in the order they run. */
export const PHOTO_MESSAGES = {
  /** Our wording (the spec shows none): no characters at all. */
  noCharacters: 'Please add at least one character, starting with the star of the story.',
  /** Our wording (the spec shows none): the main character has no name. */
  noMainName: 'Please give your main character a name, so we can write them into the story.',
  mainPhoto: 'Please upload a photo for the main character',
  namedPhotos: 'Please upload photos for all named characters',
  photoNames: 'Please provide names for all characters with photos',
  tooLarge: 'Some photos are too large. Please use images under 5MB.',
  notImage: 'Please upload only image files (PNG, JPG, etc.)',
  noMainCharacter: 'No main character found',
} as const;

/** Spec part 2 §5: the photo picker's own checks. */
export const PICKER_MESSAGES = {
  notImage: 'Please upload only image files.',
  tooLarge: 'Image size must be less than 5MB',
} as const;

/** Spec part 2 §8 'Save'; the paragraph length is the server's own limit and words. */
export const SAVE_MESSAGES = {
  title: 'Please provide a story title.',
  paragraph: 'Please ensure all story paragraphs have content.',
  paragraphLength: SERVER_SAVE_MESSAGES.paragraphLength,
  tenParagraphs: 'Your story must contain exactly 10 paragraphs.',
  noCredit: "You don't have enough credits. Please purchase more credits to save your story.",
  server: "We're experiencing technical difficulties. Please try again later.",
  other: 'Failed to save story. Please try again.',
  network: 'Error saving story. Please try again.',
  noBookId: 'No story ID found. Please generate a story first.',
} as const;
