import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { redeemErrorMessage, redeemGift } from '../../../api/gifts';
import { track } from '../../../lib/analytics';
import { usePageMeta } from '../../../lib/meta';
import { registerUser } from '../api/registerUser';
import { AuthCard, AuthSwitch, FormSubmit, TryAgainDialog } from '../components/AuthCard';
import { AccountFields, EMPTY_ACCOUNT_FIELDS } from '../components/AuthFields';
import { ConsentNote } from '../components/ConsentNote';
import { GiftCodeField } from '../components/GiftCodeField';
import { OrGoogle } from '../components/GoogleButton';
import { useEmailSignup } from '../hooks/useEmailSignup';
import { useGoogleSignIn } from '../hooks/useGoogleSignIn';
import { signupRecordProblem } from '../validation';
import { AFTER_SIGN_IN } from '../../../lib/signInLanding';
import { useT } from '../../../i18n';

/** What /account tells a person who gave a gift code at sign-up: its stories added, or why not. */
interface GiftAtSignup {
  gift: { redeemed: true; credits: number } | { redeemed: false; code: string; error: string };
}

/**
 * Redeems a code given at sign-up once the account is registered. The account exists whatever
 * the code does, so a code that fails is handed to /account to try again, never a failed sign-up.
 */
async function redeemAtSignup(code: string): Promise<GiftAtSignup | null> {
  if (!code) return null;
  try {
    const { credits } = await redeemGift(code);
    return { gift: { redeemed: true, credits } };
  } catch (error) {
    return { gift: { redeemed: false, code, error: redeemErrorMessage(error) } };
  }
}

/** /signup (spec part 1 §2 'Sign-up', §4 'Sign-up', §5, §8). */
export default function SignupPage() {
  const t = useT();
  usePageMeta(t('auth.signup.title'));
  const navigate = useNavigate();
  const google = useGoogleSignIn('sign_up');
  const [fields, setFields] = useState(EMPTY_ACCOUNT_FIELDS);
  // The gift email's link brings its code: /signup?gift=SPRT-...
  const [params] = useSearchParams();
  const [giftCode, setGiftCode] = useState(params.get('gift') ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const { submit, busy, message, tryAgain, closeTryAgain } = useEmailSignup({
    what: 'Sign-up',
    // The record usersInfo will be sent, checked before the account is created.
    validate: (name, email) => {
      const problem = signupRecordProblem(name, email);
      setNameError(problem?.message ?? null);
      return problem === null;
    },
    finish: async (user, name) => {
      await registerUser(user, name);
      track('sign_up', { method: 'Email' });
      navigate('/account', { state: { ...AFTER_SIGN_IN, ...(await redeemAtSignup(giftCode.trim())) } });
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(fields);
  }

  return (
    <AuthCard title={t('auth.signup.title')} lead={t('auth.signup.lead')}>
      <form onSubmit={handleSubmit} aria-label={t('auth.signup.title')} className="flex flex-col gap-4">
        <AccountFields
          value={fields}
          onChange={(next) => {
            setFields(next);
            setNameError(null);
          }}
          nameError={nameError}
        />
        <GiftCodeField value={giftCode} onChange={setGiftCode} />
        <ConsentNote />
        <FormSubmit label={t('auth.signup.submit')} busy={busy} message={message} google={google} />
      </form>
      <AuthSwitch question={t('auth.haveAccount')} to="/login" label={t('auth.logIn')} />
      <OrGoogle label={t('auth.signup.google')} google={google} formBusy={busy} />

      <TryAgainDialog message={tryAgain} onClose={closeTryAgain} />
    </AuthCard>
  );
}
