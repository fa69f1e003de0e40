import { ReaderRoute } from '../reader/ReaderRoute';

/** /library/enhanced/:slug: an Avatar Story (spec part 2 §2 'Book readers'). */
export default function EnhancedReaderPage() {
  return <ReaderRoute type="Enhanced" />;
}
