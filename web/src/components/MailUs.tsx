import { CONTACT_EMAIL } from '../content/site';
import { T, type MessageId } from '../i18n';

/** A mail link to our address, with a subject line when the mail is about something. */
export const mailtoUs = (subject?: string): string =>
  `mailto:${CONTACT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

/**
 * A sentence whose tagged part (`<0>…</0>`) is a mail link to us; the message may name the
 * address as `{email}`.
 */
export function MailUsText({
  id,
  subject,
  linkClassName = 'font-bold text-leaf underline underline-offset-4',
}: {
  id: MessageId;
  subject?: string;
  linkClassName?: string;
}) {
  return (
    <T
      id={id}
      values={{ email: CONTACT_EMAIL }}
      components={{ 0: <a href={mailtoUs(subject)} className={linkClassName} /> }}
    />
  );
}
