import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function CreateEnhancedPage() {
  usePageMeta('Avatar Stories');
  return <SimplePage title="Avatar Stories" lead="Pick a look, pick a lesson, and watch a new story grow." />;
}
