import { useEffect, useState } from 'react';
import { PAYMENT_ITEM_NAMES } from '@contract/payments';
import { DIGITAL_STORYBOOK_ID } from '@contract/pricing';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SimplePage } from '../../../components/ui/PageHeader';
import { LoadingLine } from '../../../components/ui/Spinner';
import { track } from '../../../lib/analytics';
import { fetchCredits } from '../../../api/credits';
import { usePageMeta } from '../../../lib/meta';
import { useLatestPayment } from '../hooks/useLatestPayment';
import { useFormat, useT } from '../../../i18n';

const trackedKey = (transactionId: string) => `purchaseTracked:${transactionId}`;

/** The purchase analytics event, once per payment even across reloads (spec part 1 §7). */
function trackPurchaseOnce(payment: {
  transactionId: string;
  price: number;
  quantity: number;
  itemName: string;
}) {
  if (localStorage.getItem(trackedKey(payment.transactionId))) return;
  localStorage.setItem(trackedKey(payment.transactionId), '1');
  track('purchase', {
    transaction_id: payment.transactionId,
    currency: 'USD',
    value: payment.price / 100,
    // Spec part 1 §9: product 1 is the Digital Storybook; any other item is recorded as id 2.
    item_id: payment.itemName === PAYMENT_ITEM_NAMES[DIGITAL_STORYBOOK_ID] ? DIGITAL_STORYBOOK_ID : 2,
    item_name: payment.itemName,
    quantity: payment.quantity,
  });
}

/**
 * /success, where the payment page returns: 'Purchase Confirmed' once the payment is recorded
 * (its credits added by the webhook); until then it says so instead of claiming credits.
 */
export default function PurchaseSuccessPage() {
  const t = useT();
  const format = useFormat();
  const [params] = useSearchParams();
  const { state, retry } = useLatestPayment(params.get('session_id'));
  const [credits, setCredits] = useState<number | null>(null);
  usePageMeta(state.status === 'found' ? t('cart.confirmedTitle') : t('cart.confirmingTitle'));

  useEffect(() => {
    if (state.status !== 'found') return;
    trackPurchaseOnce(state.value);
    let active = true;
    fetchCredits().then(
      (balance) => active && Number.isFinite(balance) && setCredits(balance),
      (error: unknown) => console.error('Loading the credits failed', error),
    );
    return () => {
      active = false;
    };
  }, [state]);

  if (state.status === 'checking') {
    return (
      <SimplePage title={t('cart.confirmingTitle')} lead={t('cart.confirming')}>
        <LoadingLine label={t('cart.checking')} />
      </SimplePage>
    );
  }
  if (state.status === 'gaveUp') {
    return (
      <SimplePage title={t('cart.notYetTitle')} lead={t('cart.notYet')}>
        <div className="flex justify-center">
          <Button onClick={retry}>{t('cart.checkAgain')}</Button>
        </div>
      </SimplePage>
    );
  }
  const payment = state.value;
  return (
    <SimplePage title={t('cart.confirmedTitle')} lead={t('cart.confirmed')}>
      <div className="flex flex-col items-center gap-6">
        <dl className="grid w-full max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-3xl bg-white p-6 text-lg shadow-soft">
          <dt>{t('cart.item')}</dt>
          <dd className="text-right font-bold">
            {payment.itemName === PAYMENT_ITEM_NAMES[DIGITAL_STORYBOOK_ID]
              ? t('pricing.digitalTitle')
              : payment.itemName}
          </dd>
          <dt>{t('cart.line.quantity')}</dt>
          <dd className="text-right font-bold">{payment.quantity}</dd>
          <dt>{t('cart.paid')}</dt>
          <dd className="text-right font-bold">{format.price(payment.price, 'usd')}</dd>
          {credits !== null && (
            <>
              <dt>{t('cart.yourCredits')}</dt>
              <dd className="text-right font-bold">{credits}</dd>
            </>
          )}
        </dl>
        <ButtonLink to="/create" size="lg">
          {t('cart.createStory')}
        </ButtonLink>
      </div>
    </SimplePage>
  );
}
