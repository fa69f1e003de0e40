import { unsubscribeNewsletter } from '../api/newsletterLinks';
import { LinkOutcome } from '../components/LinkOutcome';
import { useLinkAction } from '../hooks/useLinkAction';

/** /newsletter/unsubscribe?token=: the newsletter email's unsubscribe link, in one click. */
export default function NewsletterUnsubscribePage() {
  const state = useLinkAction(unsubscribeNewsletter);
  return (
    <LinkOutcome
      state={state}
      working="Taking you off the list..."
      done={{
        title: 'You are unsubscribed',
        lead: 'We will not send you the newsletter again. Your account, if you have one, is untouched.',
      }}
    />
  );
}
