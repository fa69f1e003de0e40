import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { subscribeNewsletter } from '../api/subscribeNewsletter';

/** The footer newsletter form (spec part 1 §2 Home 7); a failure is only logged (§8). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await subscribeNewsletter({ email: email.trim() });
      setEmail('');
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
        />
        <Button type="submit" variant="sunrise" busy={busy} className="self-start">
          Subscribe
        </Button>
      </form>
      <MessageDialog open={thanked} onClose={() => setThanked(false)} title="Thank you!">
        <p>
          You&apos;re on board! Stay tuned for exclusive updates, new story ideas and sweet surprises in your
          inbox.
        </p>
      </MessageDialog>
    </>
  );
}
