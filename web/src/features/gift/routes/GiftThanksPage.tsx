import type { GiftSummary } from '@contract/gifts';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchGifts } from '../../../api/gifts';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SimplePage } from '../../../components/ui/PageHeader';
import { LoadingLine } from '../../../components/ui/Spinner';
import { usePageMeta } from '../../../lib/meta';
import { GiftCode } from '../components/GiftCode';
import { formatDay } from '../sendOn';
import { useLocale, useT, type Locale, type MessageId, type MessageValues } from '../../../i18n';

/** How long the page waits for the payment's webhook before offering to check again. */
const WAIT_MS = 30_000;
const EVERY_MS = 1_000;

type Found = { status: 'checking' } | { status: 'gaveUp' } | { status: 'found'; gift: GiftSummary };

/** Polls the buyer's gifts until this one is paid (its code issued by the webhook). */
function usePaidGift(giftId: string | null) {
  const [state, setState] = useState<Found>({ status: 'checking' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    const deadline = Date.now() + WAIT_MS;
    async function check() {
      try {
        const { gifts } = await fetchGifts();
        const gift = gifts.find((g) => g.giftId === giftId);
        if (gift && gift.state !== 'pending') {
          if (active) setState({ status: 'found', gift });
          return;
        }
      } catch (error) {
        console.error('Loading the gifts failed', error);
      }
      if (!active) return;
      if (Date.now() > deadline) setState({ status: 'gaveUp' });
      else setTimeout(() => void check(), EVERY_MS);
    }
    void check();
    return () => {
      active = false;
    };
  }, [giftId, round]);
  const retry = useCallback(() => {
    setState({ status: 'checking' });
    setRound((n) => n + 1);
  }, []);
  return { state, retry };
}

function whatHappensNext(
  gift: GiftSummary,
  locale: Locale,
  t: (id: MessageId, values?: MessageValues) => string,
): string {
  const name = gift.recipientName;
  if (!gift.recipientEmail) return t('gift.thanks.byHand', { name });
  if (gift.state === 'sent') return t('gift.thanks.emailed', { name });
  if (gift.sendOn) return t('gift.thanks.willEmail', { name, date: formatDay(gift.sendOn, locale) });
  return t('gift.thanks.emailing', { name });
}

/** /gift/thanks, where the payment page returns: the gift's code once the payment is recorded. */
export default function GiftThanksPage() {
  const [params] = useSearchParams();
  const locale = useLocale();
  const t = useT();
  const { state, retry } = usePaidGift(params.get('gift'));
  usePageMeta(state.status === 'found' ? t('gift.thanks.readyTitle') : t('gift.thanks.confirmingTitle'));

  if (state.status === 'checking')
    return (
      <SimplePage title={t('gift.thanks.confirmingTitle')} lead={t('gift.thanks.confirming')}>
        <LoadingLine label={t('gift.thanks.checking')} />
      </SimplePage>
    );
  if (state.status === 'gaveUp')
    return (
      <SimplePage title={t('gift.thanks.almostTitle')} lead={t('gift.thanks.almost')}>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={retry}>{t('gift.thanks.checkAgain')}</Button>
          <ButtonLink to="/account?section=gifts" variant="secondary">
            {t('gift.thanks.given')}
          </ButtonLink>
        </div>
      </SimplePage>
    );
  const { gift } = state;
  return (
    <SimplePage
      title={t('gift.thanks.readyTitle')}
      lead={t('gift.thanks.lead', { count: gift.quantity, name: gift.recipientName })}
    >
      <div className="mx-auto flex max-w-md flex-col items-center gap-6 text-center">
        {gift.code && <GiftCode code={gift.code} />}
        <p className="text-lg">{whatHappensNext(gift, locale, t)}</p>
        <p className="text-ink-soft">{t('gift.thanks.receipt')}</p>
        <ButtonLink to="/account?section=gifts" variant="secondary">
          {t('gift.thanks.given')}
        </ButtonLink>
      </div>
    </SimplePage>
  );
}
