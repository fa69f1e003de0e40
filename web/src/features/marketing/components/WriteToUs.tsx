import { CONTACT_EMAIL } from '../../../content/site';

/** 'Write to us at <our address>.', the address a mail link: the contact and policy pages say it. */
export function WriteToUs({ className }: { className?: string }) {
  return (
    <p className={className}>
      Write to us at{' '}
      <a href={`mailto:${CONTACT_EMAIL}`} className="font-bold text-leaf underline underline-offset-4">
        {CONTACT_EMAIL}
      </a>
      .
    </p>
  );
}
