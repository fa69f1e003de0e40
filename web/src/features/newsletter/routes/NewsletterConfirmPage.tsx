import { confirmNewsletter } from '../api/newsletterLinks';
import { LinkOutcome } from '../components/LinkOutcome';
import { useLinkAction } from '../hooks/useLinkAction';

/** /newsletter/confirm?token=: the confirmation email's link; the address joins the list here. */
export default function NewsletterConfirmPage() {
  const state = useLinkAction(confirmNewsletter);
  return (
    <LinkOutcome
      state={state}
      working="newsletter.confirming"
      done={{ title: 'newsletter.confirmedTitle', lead: 'newsletter.confirmedLead' }}
    />
  );
}
