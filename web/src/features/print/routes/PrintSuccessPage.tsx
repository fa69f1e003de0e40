import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SimplePage } from '../../../components/ui/PageHeader';
import { Spinner } from '../../../components/ui/Spinner';
import { useAuth } from '../../../lib/auth';
import { usePageMeta } from '../../../lib/meta';
import { printOrderPath } from '../../../lib/printPaths';
import { useWelcomeName } from '../../../api/userName';
import { useLatestPrintPayment, type PrintPaymentState } from '../hooks/useLatestPrintPayment';
import { clearPrintDraft } from '../draft';
import { PRINT_TEXT } from '../messages';

/** Spec part 2 §7: the order-processing page opens by itself 5 s after the payment is shown. */
export const REDIRECT_AFTER_MS = 5_000;

/** Where order processing is, with the navigation state it needs (spec part 2 §2). */
function processingOf(payment: PrintPaymentState) {
  if (payment.status !== 'found') return null;
  const { storyId, storyTitle, orderId } = payment.value;
  return { to: printOrderPath(storyTitle, storyId, orderId), state: { storyId, storyTitle, orderId } };
}

/** /print-success: the payment of the printed book received, then on to order processing. */
export default function PrintSuccessPage() {
  usePageMeta('Thank you for your order!');
  const { user } = useAuth();
  const name = useWelcomeName(user);
  const [params] = useSearchParams();
  const payment = useLatestPrintPayment(params.get('session_id'));
  const navigate = useNavigate();

  const processing = processingOf(payment);

  useEffect(() => {
    const next = processingOf(payment);
    if (!next) return;
    // Paid: the book's print form is done with.
    clearPrintDraft(next.state.storyId);
    const timer = setTimeout(() => navigate(next.to, { state: next.state }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [payment, navigate]);

  if (payment.status === 'checking') {
    return (
      <SimplePage title="Thank you for your order!">
        <p role="status" className="flex items-center justify-center gap-3 text-ink-soft">
          <Spinner className="size-6" /> {PRINT_TEXT.loadingOrder}
        </p>
      </SimplePage>
    );
  }
  if (payment.status === 'gaveUp') {
    return (
      <SimplePage
        title="Payment not confirmed yet"
        lead="We have not received the confirmation of this payment yet. Your order will show under Your Print Books as soon as it arrives."
      >
        <div className="flex justify-center">
          <ButtonLink to="/print-book-order">Your Print Books</ButtonLink>
        </div>
      </SimplePage>
    );
  }
  return (
    <SimplePage
      title={name ? `Thank you, ${name}!` : 'Thank you for your order!'}
      lead={`We have received your payment for “${payment.value.storyTitle}”. Order ID: ${payment.value.orderId}. We are sending your book to the printer: follow it on the next page.`}
    >
      <div className="flex flex-col items-center gap-3">
        <Button onClick={() => processing && navigate(processing.to, { state: processing.state })}>
          Continue to Order Processing
        </Button>
        <p className="text-ink-soft">Opening order processing in 5 seconds…</p>
      </div>
    </SimplePage>
  );
}
