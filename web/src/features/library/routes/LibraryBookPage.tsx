import { ReaderRoute } from '../reader/ReaderRoute';

/** /library/:slug: the reader of either type; checkStoryType decides which. */
export default function LibraryBookPage() {
  return <ReaderRoute />;
}
