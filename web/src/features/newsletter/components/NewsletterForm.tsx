import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { subscribeNewsletter } from '../api/subscribeNewsletter';

/**
 * The footer newsletter form (spec part 1 §2 Home 7); a failure is only logged (§8). The field
 * is read from the form itself, so an address typed while a prerendered page is still loading
 * its code is kept.
 */
export function NewsletterForm() {
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setBusy(true);
    try {
      await subscribeNewsletter({ email });
      form.reset();
      setThanked(true);
    } catch (error) {
      console.warn('Newsletter subscription failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={handleSubmit} aria-label="Newsletter" className="flex flex-col gap-3">
        <Field
          tone="dark"
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
        />
        <Button type="submit" variant="sunrise" busy={busy} className="self-start">
          Subscribe
        </Button>
      </form>
      <MessageDialog open={thanked} onClose={() => setThanked(false)} title="Check your inbox">
        <p>
          We sent you an email with a link. Tap it to confirm, and you&apos;re on board for new story ideas
          and sweet surprises.
        </p>
      </MessageDialog>
    </>
  );
}
