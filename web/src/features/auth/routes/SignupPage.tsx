import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function SignupPage() {
  usePageMeta('Sign up');
  return (
    <SimplePage
      title="Sign up"
      lead="Join StorySprout and make your first digital story free, no card needed."
    />
  );
}
