import { unsubscribeNewsletter } from '../api/newsletterLinks';
import { LinkOutcome } from '../components/LinkOutcome';
import { useLinkAction } from '../hooks/useLinkAction';

/** /newsletter/unsubscribe?token=: the newsletter email's unsubscribe link, in one click. */
export default function NewsletterUnsubscribePage() {
  const state = useLinkAction(unsubscribeNewsletter);
  return (
    <LinkOutcome
      state={state}
      working="newsletter.unsubscribing"
      done={{ title: 'newsletter.unsubscribedTitle', lead: 'newsletter.unsubscribedLead' }}
    />
  );
}
