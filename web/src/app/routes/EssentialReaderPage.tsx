import { ReaderRoute } from '../../features/reader/routes/ReaderRoute';
import { CarouselSharePanel } from '../../features/share/components/CarouselSharePanel';

/**
 * /library/essential/:slug: a Photo Story (spec part 2 §2 'Book readers'). The reader and the
 * Instagram carousel are two features; the page is where they meet.
 */
export default function EssentialReaderPage() {
  return <ReaderRoute type="Essential" sharePanel={CarouselSharePanel} />;
}
