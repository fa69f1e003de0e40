import type { GiftSummary } from '@contract/gifts';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchGifts } from '../../../api/gifts';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SimplePage } from '../../../components/ui/PageHeader';
import { Spinner } from '../../../components/ui/Spinner';
import { usePageMeta } from '../../../lib/meta';
import { GiftCode } from '../components/GiftCode';
import { formatDay } from '../sendOn';
import { useLocale, type Locale } from '../../../i18n';

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

function whatHappensNext(gift: GiftSummary, locale: Locale): string {
  if (!gift.recipientEmail)
    return `Give this code to ${gift.recipientName}, by hand or in a card. They type it when they sign up, or on their account page.`;
  if (gift.state === 'sent') return `We have emailed it to ${gift.recipientName}, with how to use it.`;
  if (gift.sendOn) return `We will email it to ${gift.recipientName} on ${formatDay(gift.sendOn, locale)}.`;
  return `We are emailing it to ${gift.recipientName} now.`;
}

/** /gift/thanks, where the payment page returns: the gift's code once the payment is recorded. */
export default function GiftThanksPage() {
  const [params] = useSearchParams();
  const locale = useLocale();
  const { state, retry } = usePaidGift(params.get('gift'));
  usePageMeta(state.status === 'found' ? 'Your gift is ready' : 'Confirming your gift');

  if (state.status === 'checking')
    return (
      <SimplePage
        title="Confirming your gift"
        lead="Your payment is on its way to us. This takes a few seconds."
      >
        <p role="status" className="flex items-center justify-center gap-3 text-ink-soft">
          <Spinner className="size-6" /> Checking…
        </p>
      </SimplePage>
    );
  if (state.status === 'gaveUp')
    return (
      <SimplePage
        title="Your gift is almost ready"
        lead="We have not heard from the payment yet. If you paid, the code will be on your account page and in your email shortly."
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={retry}>Check again</Button>
          <ButtonLink to="/account?section=gifts" variant="secondary">
            Gifts you have given
          </ButtonLink>
        </div>
      </SimplePage>
    );
  const { gift } = state;
  return (
    <SimplePage
      title="Your gift is ready"
      lead={`Thank you! ${gift.quantity === 1 ? 'One story' : `${gift.quantity} stories`} for ${gift.recipientName}.`}
    >
      <div className="mx-auto flex max-w-md flex-col items-center gap-6 text-center">
        {gift.code && <GiftCode code={gift.code} />}
        <p className="text-lg">{whatHappensNext(gift, locale)}</p>
        <p className="text-ink-soft">We sent you a receipt with the code too. Each code works once.</p>
        <ButtonLink to="/account?section=gifts" variant="secondary">
          Gifts you have given
        </ButtonLink>
      </div>
    </SimplePage>
  );
}
