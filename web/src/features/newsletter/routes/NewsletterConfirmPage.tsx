import { confirmNewsletter } from '../api/newsletterLinks';
import { LinkOutcome } from '../components/LinkOutcome';
import { useLinkAction } from '../hooks/useLinkAction';

/** /newsletter/confirm?token=: the confirmation email's link; the address joins the list here. */
export default function NewsletterConfirmPage() {
  const state = useLinkAction(confirmNewsletter);
  return (
    <LinkOutcome
      state={state}
      working="Confirming your sign-up..."
      done={{
        title: 'You are on the list',
        lead: 'Thank you for confirming. Look out for story ideas and bedtime tips in your inbox.',
      }}
    />
  );
}
