import { ReaderRoute } from '../../features/reader/routes/ReaderRoute';
import { CarouselSharePanel } from '../../features/share/components/CarouselSharePanel';

/** /library/:slug: the reader of either type (checkStoryType decides which), with its carousel. */
export default function LibraryBookPage() {
  return <ReaderRoute sharePanel={CarouselSharePanel} />;
}
