import { imageId } from '../../contract/books.js';
import type { Binding, PrintEdition } from '../../contract/print.js';
import {
  buildBookPdf,
  buildCoverPdf,
  COLORS,
  encodeLineArt,
  GREYSCALE_PALETTE,
  lineArtOf,
  TRIM_PT,
  type BookPdf,
  type PreparedImage,
} from '../../pdf/index.js';
import type { Deps } from '../../ports/index.js';
import { bookPdfInputOf, illustrationRequestFor, imageStateOf, type BookRecord } from '../../books/index.js';
import { coverLayout } from './coverGeometry.js';
import { BLEED_PT, MIN_PRINT_PPI, PRINT_IMAGE_PX, PRINT_PAGE_COUNT } from './model.js';
import { effectivePpi, printImage } from './printImages.js';

type BuildDeps = Pick<Deps, 'blobs' | 'illustrator' | 'print'>;

/**
 * One selected picture at its best for print: vector pictures drawn again at print size by the
 * engine that drew them; raster pictures as stored (printImage enlarges them).
 */
async function printSource(
  deps: BuildDeps,
  bookId: string,
  book: BookRecord,
  selected: string,
): Promise<Buffer> {
  const { page, variant } = imageId.parse(selected);
  const state = imageStateOf(book, page, variant);
  if (state?.status !== 'ready' || !state.blob) throw new Error(`Picture ${selected} is not ready`);
  const { illustrator } = deps;
  if (illustrator.redrawAtSize && state.engine === illustrator.description) {
    const request = await illustrationRequestFor(deps.blobs, bookId, book, page, variant);
    return (await illustrator.redrawAtSize(request, PRINT_IMAGE_PX)).png;
  }
  const blob = await deps.blobs.get(state.blob);
  if (!blob) throw new Error(`Picture ${selected} is missing from storage`);
  return blob.bytes;
}

/**
 * A picture for the colouring edition's interior: line art (a `coloring` book's own drawing
 * kept, any other picture traced, pdf/lineArt.ts) as a one-channel print-size JPEG.
 */
async function coloringPrintImage(source: Buffer, alreadyLineArt: boolean): Promise<PreparedImage> {
  return encodeLineArt(await lineArtOf(source, alreadyLineArt), PRINT_IMAGE_PX);
}

/**
 * The interior: the digital book's pages with bleed, print-size pictures, padded to 32 pages.
 * The colouring edition's is the same book in greys on white with line-art pictures: nothing
 * on its pages has colour, as Lulu's black-and-white products ask.
 */
export async function buildInterior(
  deps: BuildDeps,
  bookId: string,
  book: BookRecord,
  edition: PrintEdition = 'colour',
): Promise<BookPdf & { lowResolutionPages: number[] }> {
  if (!book.story) throw new Error('The book has no story');
  const sources = await Promise.all(
    book.selected.map((selected) => printSource(deps, bookId, book, selected)),
  );
  const fullBleedPt = TRIM_PT + 2 * BLEED_PT;
  const ppis = await Promise.all(sources.map((source) => effectivePpi(source, fullBleedPt)));
  // Picture i fills interior page 2 + 2i (the cover page shows the first one small), two pages
  // later after a dedication (issue 29).
  const first = book.dedication ? 4 : 2;
  const lowResolutionPages = ppis.flatMap((ppi, i) => (ppi < MIN_PRINT_PPI ? [first + 2 * i] : []));
  const built = await buildBookPdf(bookPdfInputOf(bookId, book, sources), {
    bleedPt: BLEED_PT,
    minPages: PRINT_PAGE_COUNT,
    // One at a time: ten decoded 2625 px pictures at once would need ~300 MB.
    prepare: async (images, background) => {
      const lineArt = book.inputs.artStyle === 'coloring';
      const prepared = [];
      for (const image of images)
        prepared.push(
          edition === 'coloring'
            ? await coloringPrintImage(image, lineArt)
            : await printImage(image, background),
        );
      return prepared;
    },
    ...(edition === 'coloring' ? { palette: GREYSCALE_PALETTE } : {}),
  });
  return { ...built, lowResolutionPages };
}

/**
 * The binding's cover at the provider's size for the interior's page count, with the chosen
 * picture, and that size (the proof draws its lines on the file as built). The provider's size
 * is the authority; our layout (coverGeometry.ts) places the hinges of a casewrap, which the
 * size alone does not tell.
 */
export async function buildCover(
  deps: BuildDeps,
  bookId: string,
  book: BookRecord,
  coverImageId: string,
  binding: Binding,
): Promise<{ pdf: Buffer; widthPt: number; heightPt: number }> {
  if (!book.story) throw new Error('The book has no story');
  if (!deps.print) throw new Error('Printing is not configured');
  const size = await deps.print.coverDimensions(PRINT_PAGE_COUNT, binding);
  const layout = coverLayout(binding, PRINT_PAGE_COUNT);
  const source = await printSource(deps, bookId, book, coverImageId);
  const pdf = await buildCoverPdf({
    title: book.story.title,
    childName: book.inputs.mainCharacterName,
    image: await printImage(source, COLORS.paper),
    widthPt: size.widthPt,
    heightPt: size.heightPt,
    hingePt: layout.hingeIn * 72,
    createdAt: new Date(Number(bookId)),
    language: book.inputs.language,
  });
  return { pdf, widthPt: size.widthPt, heightPt: size.heightPt };
}
