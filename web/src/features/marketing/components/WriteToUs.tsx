import { CONTACT_EMAIL } from '../../../content/site';
import { T } from '../../../i18n';

/** 'Write to us at <our address>.', the address a mail link: the contact and policy pages say it. */
export function WriteToUs({ className }: { className?: string }) {
  return (
    <p className={className}>
      <T
        id="contact.writeToUs"
        values={{ email: CONTACT_EMAIL }}
        components={{
          0: (
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="font-bold text-leaf underline underline-offset-4"
            />
          ),
        }}
      />
    </p>
  );
}
