import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function CreateEssentialPage() {
  usePageMeta('Photo Stories');
  return <SimplePage title="Photo Stories" lead="Your family, drawn into an adventure of their very own." />;
}
