import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function CartPage() {
  usePageMeta('Your cart');
  return <SimplePage title="Your cart" lead="Stock up on story credits for many more bedtime adventures." />;
}
