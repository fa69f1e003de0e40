import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function PrintBookPage() {
  usePageMeta('Print your book');
  return (
    <SimplePage
      title="Print your book"
      lead="Turn your digital story into a full-colour paperback to hold and keep."
    />
  );
}
