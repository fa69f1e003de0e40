import { expect } from 'vitest';
import { bodyOf, type installFetch } from '../../../testing/fetch';

/**
 * What the page asks once picture `picture` of book `story` is chosen as a paperback's cover:
 * the choice kept (setCoverImage), then the cover file built with it (generateCoverPdf).
 */
export function expectCoverChosen(
  fetchMock: ReturnType<typeof installFetch>,
  story: string,
  picture: number,
) {
  expect(bodyOf(fetchMock, '/user/setCoverImage')).toEqual({
    storyID: story,
    selectedImageNum: picture,
    selectedBookId: `${story}_${picture}`,
  });
  expect(bodyOf(fetchMock, '/user/generateCoverPdf')).toEqual({
    bookId: story,
    coverImageNum: picture,
    binding: 'paperback',
  });
}
