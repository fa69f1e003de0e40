import { MailUsText } from '../../../components/MailUs';

/** 'Write to us at <our address>.', the address a mail link: the contact and policy pages say it. */
export function WriteToUs({ className }: { className?: string }) {
  return (
    <p className={className}>
      <MailUsText id="contact.writeToUs" />
    </p>
  );
}
