import type { BlobStore } from '../../ports/blobStore.js';
import type { IllustratedCharacter, IllustrationRequest } from '../../ports/illustrator.js';
import type { PageCheckRequest } from '../../ports/pageChecker.js';
import type { BookRecord, RedoState } from '../book.js';
import { imageStateOf } from '../book.js';

/** The book's cast with each character's family photo (Photo Stories), as the illustrator takes it. */
async function castOf(blobs: BlobStore, book: BookRecord): Promise<IllustratedCharacter[]> {
  const cast = book.inputs.characters.length
    ? book.inputs.characters
    : [{ name: book.inputs.mainCharacterName, relationship: 'main' as const, gender: book.inputs.gender }];
  return Promise.all(
    cast.map(async (character, i) => {
      const path = book.photos[i];
      const photo = path ? await blobs.get(path) : null;
      return {
        ...character,
        ...(photo ? { photo: { bytes: photo.bytes, contentType: photo.contentType } } : {}),
      };
    }),
  );
}

/**
 * What the illustrator is asked for one image of a saved book: the same request for the first
 * drawing and for a print-size redraw, so both show the same picture.
 */
export async function illustrationRequestFor(
  blobs: BlobStore,
  bookId: string,
  book: BookRecord,
  page: number,
  variant: number,
): Promise<IllustrationRequest> {
  if (!book.story) throw new Error(`Book ${bookId} has no story to illustrate`);
  const state = imageStateOf(book, page, variant);
  // A picture keeps the style it was drawn in (a restyle's, or the book's before a restyle).
  const style = state?.artStyle ?? book.inputs.artStyle;
  return {
    bookId,
    page,
    legend:
      (variant > 0 ? (state as RedoState | null)?.legend : '') ||
      book.story.legends[page - 1] ||
      book.story.paragraphs[page - 1] ||
      '',
    storyType: book.storyType,
    appearanceValue: book.inputs.appearanceValue,
    readerAgeGroup: book.inputs.readerAgeGroup,
    characters: await castOf(blobs, book),
    // A restyle's picture is drawn as the scene it restyles, not as a new composition.
    variant: (state as RedoState | null)?.composition ?? variant,
    ...(book.story.characterLooks?.length ? { looks: book.story.characterLooks } : {}),
    artStyle: style,
  };
}

/**
 * The page check's request for a drawing made from `request`: the same legend, the cast and
 * the story's other named characters with their fixed looks, and the book's sheet.
 */
export function checkRequestFor(request: IllustrationRequest, png: Buffer): PageCheckRequest {
  const looks = new Map((request.looks ?? []).map((l) => [l.name.trim().toLowerCase(), l.look]));
  const cast = request.characters.map((c) => {
    const look = looks.get(c.name.trim().toLowerCase());
    return look ? { name: c.name, look } : { name: c.name };
  });
  const castNames = new Set(cast.map((c) => c.name.trim().toLowerCase()));
  const others = (request.looks ?? []).filter((l) => !castNames.has(l.name.trim().toLowerCase()));
  return {
    bookId: request.bookId,
    page: request.page,
    variant: request.variant,
    legend: request.legend,
    characters: [...cast, ...others.map((l) => ({ name: l.name, look: l.look }))],
    picture: { bytes: png, contentType: 'image/png' },
    ...(request.reference ? { reference: request.reference } : {}),
  };
}
