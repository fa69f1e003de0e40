import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function BlogPostPage() {
  usePageMeta('Blog');
  return <SimplePage title="From the blog" lead="Ideas and inspiration for raising happy little readers." />;
}
