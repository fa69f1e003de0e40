import { useMemo } from 'react';
import { StoryBook } from '../../../components/book/StoryBook';
import { CarouselSharePanel } from '../carousel/CarouselSharePanel';
import type { SlidePart } from '../carousel/slideLayout';
import { PdfDownloadButton } from '../list/PdfDownloadButton';
import { imageIdsFor, PAGES_PER_BOOK, storyParagraphs } from '../story';
import { isComplete, type ReaderState } from './state';
import { useReaderImages } from '../../../lib/useBookImages';
import { useReaderLegends } from './useReaderLegends';

/**
 * A finished book (spec part 2 §2 'Book readers'): its text, legends and pictures loaded from the
 * API and read in the shared StoryBook, with the PDF download and the Instagram carousel panel.
 */
export function BookReader({ book }: { book: ReaderState }) {
  const needsLegends = !isComplete(book);
  const { legends, failed } = useReaderLegends(needsLegends ? book.bookID : null);

  const title = book.storyTitle || legends?.title || 'Your story';
  const formattedStory = book.formattedStory || legends?.formattedStory || '';
  const paragraphs = useMemo(() => storyParagraphs(formattedStory), [formattedStory]);
  const captions = legends?.legends.length ? legends.legends : book.legends;

  const selected = legends?.imageIds.some(Boolean) ? legends.imageIds.join(',') : null;
  const imageIds = useMemo(() => {
    if (selected) return imageIdsFor(book.bookID, selected);
    // Without legends to wait for (or once they failed) the state's image numbers are used.
    if (!needsLegends || failed || book.imageNum !== 'None') return imageIdsFor(book.bookID, book.imageNum);
    return null;
  }, [selected, needsLegends, failed, book.bookID, book.imageNum]);
  const images = useReaderImages(imageIds);
  const loadingImages =
    !images.urls.some(Boolean) && (imageIds === null || images.status.includes('loading'));

  const parts: SlidePart[] = useMemo(
    () =>
      paragraphs.slice(0, PAGES_PER_BOOK).map((text, index) => ({
        text,
        imageUrl: images.urls[index] ?? null,
        legend: captions[index] ?? '',
      })),
    [paragraphs, images.urls, captions],
  );

  return (
    <StoryBook
      title={title}
      paragraphs={paragraphs}
      imageUrls={images.urls}
      imageStatus={images.status}
      captions={captions}
      loadingImages={loadingImages}
      actions={<PdfDownloadButton bookId={book.bookID} />}
    >
      <CarouselSharePanel title={title} parts={parts} />
    </StoryBook>
  );
}
