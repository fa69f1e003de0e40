import type { GiftState, GiftsResponse } from '@contract/gifts';
import { Link } from 'react-router-dom';
import { fetchGifts } from '../../../api/gifts';
import { LoadedCard } from './LoadedCard';

const STATE_LABEL: Record<GiftState, string> = {
  pending: 'Waiting for the payment',
  ready: 'Ready to give',
  sent: 'Emailed',
  redeemed: 'Redeemed',
  voided: 'Refunded: the code no longer works',
};

const day = (value: string) =>
  new Date(value.length === 10 ? `${value}T12:00:00Z` : value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(value.length === 10 ? { timeZone: 'UTC' } : {}),
  });

/** 'Gifts you have given': each gift's code and what became of it. */
export function GiftsGiven() {
  return (
    <LoadedCard
      id="gifts"
      title="Gifts you have given"
      load={fetchGifts}
      what="gifts"
      after={
        <p>
          <Link to="/gift" className="font-bold text-leaf underline">
            Give another story
          </Link>
        </p>
      }
    >
      {(data: GiftsResponse) =>
        data.gifts.length === 0 ? (
          <p className="text-ink-soft">
            No gifts yet.{' '}
            <Link to="/gift" className="font-bold text-leaf underline">
              Give a story
            </Link>{' '}
            to someone you love: they make it with their little ones.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Gifts you have given">
            {data.gifts.map((g) => (
              <li key={g.giftId} className="flex flex-col gap-1 rounded-card border border-sky-soft p-4">
                <p className="font-semibold">
                  {g.quantity} {g.quantity === 1 ? 'story' : 'stories'} for {g.recipientName}
                </p>
                {g.code && (
                  <p>
                    Code: <span className="font-mono font-bold tracking-wider text-leaf">{g.code}</span>
                  </p>
                )}
                <p className="text-ink-soft">
                  {STATE_LABEL[g.state]}
                  {g.state === 'ready' && g.recipientEmail && g.sendOn ? `, emailed on ${day(g.sendOn)}` : ''}
                  {g.state === 'redeemed' && g.redeemedAt ? ` on ${day(g.redeemedAt)}` : ''} · bought{' '}
                  {day(g.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </LoadedCard>
  );
}
