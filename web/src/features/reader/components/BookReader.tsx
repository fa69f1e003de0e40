import { useMemo, type ComponentType } from 'react';
import { bookNarration } from '../../../api/narration';
import { useReaderImages } from '../../../api/useReaderImages';
import { StoryBook } from '../../../components/book/StoryBook';
import { BookStyleNote } from '../../../components/books/BookStyleNote';
import { AudiobookDownloadButton } from '../../../components/books/AudiobookDownloadButton';
import { EpubDownloadButton } from '../../../components/books/EpubDownloadButton';
import { PdfDownloadButton } from '../../../components/books/PdfDownloadButton';
import { ReadingModePdfButton } from '../../../components/books/ReadingModePdfButton';
import { ReadingModeControl } from '../../../components/readingMode/ReadingModeControl';
import { imageIdsFor, PAGES_PER_BOOK, storyParagraphs } from '../../../lib/story';
import { useDedication } from '../hooks/useDedication';
import { useReaderLegends } from '../hooks/useReaderLegends';
import { ColoringPages } from './ColoringPages';
import { isComplete, type ReaderState } from '../readerState';
import { useT } from '../../../i18n';
import { waitWords } from '../../../components/book/waitWords';

/** One page of a finished book as a share panel gets it: its text, picture and caption. */
export interface SharedPage {
  text: string;
  imageUrl: string | null;
  legend: string;
}

/**
 * What the reader shows under the book to share it. The app passes the share feature's panel
 * (features never import one another); without one the book is read alone.
 */
export type SharePanel = ComponentType<{ title: string; parts: SharedPage[] }>;

/**
 * A finished book (spec part 2 §2 'Book readers'): its text, legends and pictures loaded from the
 * API and read in the shared StoryBook, with the PDF download, the pages to colour and the share
 * panel.
 */
export function BookReader({ book, sharePanel: Share }: { book: ReaderState; sharePanel?: SharePanel }) {
  const t = useT();
  const needsLegends = !isComplete(book);
  const { legends, failed } = useReaderLegends(needsLegends ? book.bookID : null);
  const dedication = useDedication(book.bookID);
  const narration = useMemo(() => bookNarration(book.bookID), [book.bookID]);

  const title = book.storyTitle || legends?.title || t('reader.untitled');
  const formattedStory = book.formattedStory || legends?.formattedStory || '';
  const paragraphs = useMemo(() => storyParagraphs(formattedStory), [formattedStory]);
  const captions = legends?.legends.length ? legends.legends : book.legends;
  const second = book.second ?? legends?.second;

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

  const parts: SharedPage[] = useMemo(
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
      pictureWait={images.wait && images.wait.seconds > 0 ? waitWords(images.wait.seconds) : null}
      language={book.language}
      secondText={
        second && {
          language: second.secondLanguage,
          title: second.secondTitle,
          paragraphs: second.secondParagraphs,
        }
      }
      details={
        <BookStyleNote
          artStyle={book.artStyle}
          language={book.language}
          secondLanguage={second?.secondLanguage}
        />
      }
      dedication={dedication}
      narration={narration}
      actions={
        <>
          <PdfDownloadButton bookId={book.bookID} title={title} />
          <EpubDownloadButton bookId={book.bookID} />
          <ReadingModePdfButton bookId={book.bookID} title={title} />
          <ReadingModeControl />
          <AudiobookDownloadButton bookId={book.bookID} />
        </>
      }
    >
      <ColoringPages bookId={book.bookID} />
      {Share && <Share title={title} parts={parts} />}
    </StoryBook>
  );
}
