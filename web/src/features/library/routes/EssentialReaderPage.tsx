import { ReaderRoute } from '../reader/ReaderRoute';

/** /library/essential/:slug: a Photo Story (spec part 2 §2 'Book readers'). */
export default function EssentialReaderPage() {
  return <ReaderRoute type="Essential" />;
}
