import type { GiftState, GiftsResponse } from '@contract/gifts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchGifts } from '../../../api/gifts';
import { LoadingState } from '../../../components/ui/Spinner';
import { SettingsCard } from './SettingsCard';

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
  const [data, setData] = useState<GiftsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchGifts().then(setData, (cause: unknown) => {
      console.error('Loading the gifts failed', cause);
      setError('We could not load your gifts. Please reload the page.');
    });
  }, []);
  return (
    <SettingsCard id="gifts" title="Gifts you have given">
      {error ? (
        <p role="alert">{error}</p>
      ) : !data ? (
        <LoadingState label="Loading your gifts..." />
      ) : data.gifts.length === 0 ? (
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
      )}
      <p>
        <Link to="/gift" className="font-bold text-leaf underline">
          Give another story
        </Link>
      </p>
    </SettingsCard>
  );
}
