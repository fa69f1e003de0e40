import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function AccountPage() {
  usePageMeta('Your account');
  return (
    <SimplePage
      title="Your account"
      lead="Your credits, your details and your organization, all in one place."
    />
  );
}
