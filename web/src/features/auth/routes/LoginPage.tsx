import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function LoginPage() {
  usePageMeta('Log in to your account');
  return <SimplePage title="Log in to your account" lead="Welcome back! Your stories are waiting for you." />;
}
