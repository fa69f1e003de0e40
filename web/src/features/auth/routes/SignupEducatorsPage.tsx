import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function SignupEducatorsPage() {
  usePageMeta('Sign up as an educator');
  return (
    <SimplePage
      title="Sign up as an educator"
      lead="Create stories for every child in your care, starting with a free one."
    />
  );
}
