import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SimplePage } from '../../../components/ui/PageHeader';
import { LoadingLine } from '../../../components/ui/Spinner';
import { useAuth } from '../../../lib/auth';
import { usePageMeta } from '../../../lib/meta';
import { printOrderPath } from '../../../lib/printPaths';
import { useWelcomeName } from '../../../api/userName';
import { useLatestPrintPayment, type PrintPaymentState } from '../hooks/useLatestPrintPayment';
import { clearPrintDraft } from '../draft';
import { useT } from '../../../i18n';
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
  const t = useT();
  usePageMeta(t('print.thanksTitle'));
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
      <SimplePage title={t('print.thanksTitle')}>
        <LoadingLine label={t(PRINT_TEXT.loadingOrder)} />
      </SimplePage>
    );
  }
  if (payment.status === 'gaveUp') {
    return (
      <SimplePage title={t('print.notYetTitle')} lead={t('print.notYet')}>
        <div className="flex justify-center">
          <ButtonLink to="/print-book-order">{t('print.yourPrintBooks')}</ButtonLink>
        </div>
      </SimplePage>
    );
  }
  return (
    <SimplePage
      title={name ? t('print.thanksName', { name }) : t('print.thanksTitle')}
      lead={t('print.paidLead', { title: payment.value.storyTitle, orderId: payment.value.orderId })}
    >
      <div className="flex flex-col items-center gap-3">
        <Button onClick={() => processing && navigate(processing.to, { state: processing.state })}>
          {t('print.continueToProcessing')}
        </Button>
        <p className="text-ink-soft">{t('print.openingProcessing')}</p>
      </div>
    </SimplePage>
  );
}
