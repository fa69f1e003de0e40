import { ReaderRoute } from '../../features/reader/routes/ReaderRoute';
import { CarouselSharePanel } from '../../features/share/components/CarouselSharePanel';

/** /library/enhanced/:slug: an Avatar Story, with its Instagram carousel (spec part 2 §2 'Book readers'). */
export default function EnhancedReaderPage() {
  return <ReaderRoute type="Enhanced" sharePanel={CarouselSharePanel} />;
}
