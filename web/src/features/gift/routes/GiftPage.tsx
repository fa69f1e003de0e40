import { MAX_CART_QUANTITY } from '@contract/payments';
import { DIGITAL_STORYBOOK_ID, formatUsd, subtotalOf } from '@contract/pricing';
import { MAX_GIFT_MESSAGE, MAX_RECIPIENT_NAME } from '@contract/gifts';
import { useState, type FormEvent } from 'react';
import { useCheckout } from '../../../api/checkout';
import { usePrices } from '../../../api/pricing';
import { RegionUnavailableDialog } from '../../../components/RegionUnavailableDialog';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { PageHeader } from '../../../components/ui/PageHeader';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { ApiError } from '../../../lib/api';
import { usePageMeta } from '../../../lib/meta';
import { startGiftCheckout } from '../api/giftCheckout';
import { sendOnRange } from '../sendOn';

type When = 'now' | 'later';

const QUANTITIES = Array.from({ length: MAX_CART_QUANTITY }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 story' : `${i + 1} stories`,
}));

/** What the form can say is wrong before asking the server, or null. */
function problemOf(name: string, email: string, when: When, sendOn: string): string | null {
  if (!name.trim()) return 'Please tell us who the gift is for.';
  if (email.trim() && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim()))
    return 'That email address does not look right. Check it, or leave it empty to give the code yourself.';
  if (when === 'later' && !sendOn) return 'Please choose the day we should send the gift.';
  return null;
}

/**
 * /gift: give stories to someone else. The buyer picks how many, who for, an optional email and
 * message and when it goes; they pay on the same payment page as credits, and the gift code
 * comes back on /gift/thanks, by email, and on /account.
 */
export default function GiftPage() {
  usePageMeta('Give a story');
  const { price, activeSale } = usePrices();
  const [quantity, setQuantity] = useState(1);
  const [recipientName, setRecipientName] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [when, setWhen] = useState<When>('now');
  const [sendOn, setSendOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { checkout, busy, regionOpen, closeRegion } = useCheckout({
    what: 'gift checkout',
    onFailure: (failure) =>
      setError(
        failure instanceof ApiError && failure.status === 400
          ? failure.message
          : 'We could not open the payment page just now. Please try again in a moment.',
      ),
  });
  const unit = price(DIGITAL_STORYBOOK_ID);
  const range = sendOnRange(new Date());

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = problemOf(recipientName, recipientEmail, when, sendOn);
    setError(problem);
    if (problem) return;
    void checkout(() =>
      startGiftCheckout({
        quantity,
        recipientName: recipientName.trim(),
        ...(recipientEmail.trim() ? { recipientEmail: recipientEmail.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
        ...(when === 'later' && sendOn ? { sendOn } : {}),
      }),
    );
  }

  return (
    <div className="pb-16">
      <PageHeader
        title="Give a story"
        lead="A personalized, illustrated story for a child you love. You choose how many; they make the stories with their own little ones."
      />
      <form
        onSubmit={submit}
        noValidate
        aria-label="Gift details"
        className="mx-auto flex max-w-xl flex-col gap-6 rounded-3xl bg-white p-6 shadow-soft sm:p-8"
      >
        {activeSale && (
          <p className="rounded-2xl bg-sunrise px-5 py-3 text-center font-bold text-ink" role="note">
            {activeSale.label}: {activeSale.digitalPercentOff}% off digital stories, gifts included!
          </p>
        )}
        <SelectField
          label="How many stories?"
          options={QUANTITIES}
          value={String(quantity)}
          onChange={(e) => setQuantity(Number(e.target.value))}
          disabled={busy}
        />
        <Field
          label="Who is it for?"
          hint="Their first name is enough: it goes on the gift email."
          value={recipientName}
          maxLength={MAX_RECIPIENT_NAME}
          onChange={(e) => setRecipientName(e.target.value)}
          autoComplete="off"
          required
          disabled={busy}
        />
        <Field
          label="Their email (optional)"
          hint="We email them the code. Leave it empty to give the code yourself, by hand or in a card."
          type="email"
          value={recipientEmail}
          onChange={(e) => setRecipientEmail(e.target.value)}
          autoComplete="off"
          disabled={busy}
        />
        <TextAreaField
          label="A short message (optional)"
          hint={`${message.length} of ${MAX_GIFT_MESSAGE} characters`}
          value={message}
          maxLength={MAX_GIFT_MESSAGE}
          rows={3}
          onChange={(e) => setMessage(e.target.value)}
          disabled={busy}
        />
        <RadioGroup<When>
          legend="When should we send it?"
          name="when"
          value={when}
          onChange={setWhen}
          options={[
            { value: 'now', label: 'As soon as it is paid' },
            { value: 'later', label: 'On a day I choose' },
          ]}
          hint={
            recipientEmail.trim()
              ? undefined
              : 'Without an email address, you get the code and give it yourself.'
          }
        />
        {when === 'later' && (
          <Field
            label="Send it on"
            type="date"
            min={range.min}
            max={range.max}
            value={sendOn}
            onChange={(e) => setSendOn(e.target.value)}
            required
            disabled={busy}
          />
        )}
        <div className="flex flex-col gap-3 border-t-2 border-dashed border-sky pt-5">
          {unit && (
            <p className="flex items-baseline justify-between text-lg">
              <span>
                {quantity} × {formatUsd(unit.unitCents)}
              </span>
              <strong aria-label="Total">{formatUsd(subtotalOf(unit, quantity).totalCents)}</strong>
            </p>
          )}
          <p className="text-sm text-ink-soft">Have a promotion code? You can add it on the payment page.</p>
          {error && (
            <p role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold text-ink">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" busy={busy}>
            Continue to payment
          </Button>
        </div>
      </form>
      <RegionUnavailableDialog open={regionOpen} onClose={closeRegion} />
    </div>
  );
}
