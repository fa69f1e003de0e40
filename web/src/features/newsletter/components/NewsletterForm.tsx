import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { subscribeNewsletter } from '../api/subscribeNewsletter';

/**
 * The footer newsletter form (spec part 1 §2 Home 7); a failure is only logged (§8). The field
 * is read from the form itself, so an address typed while a prerendered page is still loading
 * its code is kept.
 */
export function NewsletterForm() {
  const t = useT();
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
      <form onSubmit={handleSubmit} aria-label={t('newsletter.form')} className="flex flex-col gap-3">
        <Field
          tone="dark"
          label={t('newsletter.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
        />
        <Button type="submit" variant="sunrise" busy={busy} className="self-start">
          {t('newsletter.subscribe')}
        </Button>
      </form>
      <MessageDialog open={thanked} onClose={() => setThanked(false)} title={t('newsletter.thanksTitle')}>
        <p>{t('newsletter.thanksText')}</p>
      </MessageDialog>
    </>
  );
}
