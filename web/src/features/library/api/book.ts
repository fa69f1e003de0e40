import { ApiError, userPost, userPostBlob } from '../../../lib/api';

/** What the progress page reads from POST /user/getlegends (spec part 2 §3 'Legends response'). */
export interface BookLegends {
  title: string;
  /** [3]: the 10 image descriptions. */
  legends: string[];
  /** [6]: the story, paragraphs separated by blank lines. */
  formattedStory: string;
  /** [7]: the 10 current image ids. */
  imageIds: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : [];

/** POST /user/getlegends {bookId}, read leniently (a missing entry is simply empty). */
export async function getLegends(bookId: string): Promise<BookLegends> {
  const answer = await userPost<unknown>('/user/getlegends', { bookId });
  if (!Array.isArray(answer)) throw new Error('Unexpected getlegends answer');
  const [, title, , legends, , , formattedStory, imageIds] = answer as unknown[];
  return {
    title: typeof title === 'string' ? title : '',
    legends: strings(legends),
    formattedStory: typeof formattedStory === 'string' ? formattedStory : '',
    imageIds: strings(imageIds),
  };
}

/** POST /user/imageOutput {bookId: '{bookId}_{n}'}: the PNG, or null while it is not ready (404). */
export async function getImage(imageId: string): Promise<Blob | null> {
  try {
    return await userPostBlob('/user/imageOutput', { bookId: imageId });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
