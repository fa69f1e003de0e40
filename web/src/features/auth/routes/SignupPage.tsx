import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import { track } from '../../../lib/analytics';
import { authErrorCode } from '../../../lib/authErrors';
import { usePageMeta } from '../../../lib/meta';
import { checkPasswordPolicy, createEmailAccount, recheckPasswordPolicy } from '../api/identity';
import { registerUser } from '../api/registerUser';
import { AccountFields, type AccountFieldsValue } from '../components/AccountFields';
import { AuthCard, FormMessage, OrDivider } from '../components/AuthCard';
import { ConsentNote } from '../components/ConsentNote';
import { GoogleButton } from '../components/GoogleButton';
import { useGoogleSignIn } from '../hooks/useGoogleSignIn';
import { useSignupDialog } from '../hooks/useSignupDialog';
import { signupErrorMessage } from '../errors';
import { fullName, passwordPolicyMessage, signupProblem } from '../validation';

const EMPTY: AccountFieldsValue = { firstName: '', lastName: '', email: '', password: '' };

/** /signup (spec part 1 §2 'Sign-up', §4 'Sign-up', §5, §8). */
export default function SignupPage() {
  usePageMeta('Sign up');
  const navigate = useNavigate();
  const google = useGoogleSignIn('sign_up');
  const { dialog, showTryAgain, close } = useSignupDialog();
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = fields.email.trim();
    const problem = signupProblem(fields.password, email);
    if (problem) {
      showTryAgain(problem);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const unmet = await checkPasswordPolicy(fields.password);
      if (unmet.length > 0) {
        showTryAgain(passwordPolicyMessage(unmet));
        return;
      }
      const name = fullName(fields.firstName, fields.lastName);
      const user = await createEmailAccount({ email, password: fields.password, displayName: name });
      await registerUser(user, name);
      track('sign_up', { method: 'Email' });
      navigate('/account');
    } catch (error) {
      if (authErrorCode(error) === 'auth/password-does-not-meet-requirements') {
        showTryAgain(passwordPolicyMessage(await recheckPasswordPolicy(fields.password)));
      } else {
        console.error('Sign-up failed', error);
        setMessage(signupErrorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign up" lead="Join StorySprout and make your first digital story free, no card needed.">
      <form onSubmit={handleSubmit} aria-label="Sign up" className="flex flex-col gap-4">
        <AccountFields value={fields} onChange={setFields} />
        <ConsentNote />
        <Button type="submit" busy={busy} disabled={google.busy} size="lg">
          Sign up
        </Button>
        <FormMessage message={message ?? google.message} />
      </form>
      <p className="text-center">
        Already have an account?{' '}
        <Link to="/login" className="font-bold text-leaf underline underline-offset-4">
          Log in
        </Link>
      </p>
      <OrDivider />
      <GoogleButton label="Sign up with Google" busy={google.busy} disabled={busy} onClick={google.start} />

      <MessageDialog open={dialog !== null} title={dialog?.title ?? ''} onClose={close}>
        <p>{dialog?.message}</p>
      </MessageDialog>
    </AuthCard>
  );
}
