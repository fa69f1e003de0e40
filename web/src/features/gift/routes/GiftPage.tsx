import { MAX_CART_QUANTITY } from '@contract/payments';
import { DIGITAL_STORYBOOK_ID, subtotalOf } from '@contract/pricing';
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
import { useFormat, useT, type MessageId } from '../../../i18n';

type When = 'now' | 'later';

const COUNTS = Array.from({ length: MAX_CART_QUANTITY }, (_, i) => i + 1);

/** What the form can say is wrong before asking the server, or null. */
function problemOf(name: string, email: string, when: When, sendOn: string): MessageId | null {
  if (!name.trim()) return 'gift.form.noName';
  if (email.trim() && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) return 'gift.form.badEmail';
  if (when === 'later' && !sendOn) return 'gift.form.noDay';
  return null;
}

/**
 * /gift: give stories to someone else. The buyer picks how many, who for, an optional email and
 * message and when it goes; they pay on the same payment page as credits, and the gift code
 * comes back on /gift/thanks, by email, and on /account.
 */
export default function GiftPage() {
  const t = useT();
  const format = useFormat();
  usePageMeta(t('gift.form.title'));
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
          : t('gift.form.paymentFailed'),
      ),
  });
  const unit = price(DIGITAL_STORYBOOK_ID);
  const range = sendOnRange(new Date());

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = problemOf(recipientName, recipientEmail, when, sendOn);
    setError(problem && t(problem));
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
      <PageHeader title={t('gift.form.title')} lead={t('gift.form.lead')} />
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('gift.form.details')}
        className="mx-auto flex max-w-xl flex-col gap-6 rounded-3xl bg-white p-6 shadow-soft sm:p-8"
      >
        {activeSale && (
          <p className="rounded-2xl bg-sunrise px-5 py-3 text-center font-bold text-ink" role="note">
            {t('gift.form.sale', { label: activeSale.label, percent: activeSale.digitalPercentOff })}
          </p>
        )}
        <SelectField
          label={t('gift.form.quantity')}
          options={COUNTS.map((count) => ({
            value: String(count),
            label: t('gift.form.stories', { count }),
          }))}
          value={String(quantity)}
          onChange={(e) => setQuantity(Number(e.target.value))}
          disabled={busy}
        />
        <Field
          label={t('gift.form.who')}
          hint={t('gift.form.whoHint')}
          value={recipientName}
          maxLength={MAX_RECIPIENT_NAME}
          onChange={(e) => setRecipientName(e.target.value)}
          autoComplete="off"
          required
          disabled={busy}
        />
        <Field
          label={t('gift.form.email')}
          hint={t('gift.form.emailHint')}
          type="email"
          value={recipientEmail}
          onChange={(e) => setRecipientEmail(e.target.value)}
          autoComplete="off"
          disabled={busy}
        />
        <TextAreaField
          label={t('gift.form.message')}
          hint={t('gift.form.messageCount', { count: message.length, max: MAX_GIFT_MESSAGE })}
          value={message}
          maxLength={MAX_GIFT_MESSAGE}
          rows={3}
          onChange={(e) => setMessage(e.target.value)}
          disabled={busy}
        />
        <RadioGroup<When>
          legend={t('gift.form.when')}
          name="when"
          value={when}
          onChange={setWhen}
          options={[
            { value: 'now', label: t('gift.form.now') },
            { value: 'later', label: t('gift.form.later') },
          ]}
          hint={recipientEmail.trim() ? undefined : t('gift.form.noEmailHint')}
        />
        {when === 'later' && (
          <Field
            label={t('gift.form.sendOn')}
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
              <span>{t('gift.form.line', { quantity, price: format.price(unit.unitCents, 'usd') })}</span>
              <strong aria-label={t('gift.form.total')}>
                {format.price(subtotalOf(unit, quantity).totalCents, 'usd')}
              </strong>
            </p>
          )}
          <p className="text-sm text-ink-soft">{t('gift.form.promo')}</p>
          {error && (
            <p role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold text-ink">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" busy={busy}>
            {t('gift.form.pay')}
          </Button>
        </div>
      </form>
      <RegionUnavailableDialog open={regionOpen} onClose={closeRegion} />
    </div>
  );
}
