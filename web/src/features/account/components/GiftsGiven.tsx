import type { GiftState, GiftsResponse } from '@contract/gifts';
import { Link } from 'react-router-dom';
import { fetchGifts } from '../../../api/gifts';
import { LoadedCard } from './LoadedCard';
import { T, useFormat, useT, type MessageId } from '../../../i18n';

const STATE_LABEL: Record<GiftState, MessageId> = {
  pending: 'account.gifts.state.pending',
  ready: 'account.gifts.state.ready',
  sent: 'account.gifts.state.sent',
  redeemed: 'account.gifts.state.redeemed',
  voided: 'account.gifts.state.voided',
};

/** 'Gifts you have given': each gift's code and what became of it. */
export function GiftsGiven() {
  const t = useT();
  const format = useFormat();
  const day = (value: string) => format.date(value);
  return (
    <LoadedCard
      id="gifts"
      title={t('account.gifts.title')}
      load={fetchGifts}
      what="gifts"
      words={{ loading: 'account.loaded.giftsLoading', failed: 'account.loaded.giftsFailed' }}
      after={
        <p>
          <Link to="/gift" className="font-bold text-leaf underline">
            {t('account.gifts.another')}
          </Link>
        </p>
      }
    >
      {(data: GiftsResponse) =>
        data.gifts.length === 0 ? (
          <p className="text-ink-soft">
            <T
              id="account.gifts.none"
              components={{ 0: <Link to="/gift" className="font-bold text-leaf underline" /> }}
            />
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('account.gifts.title')}>
            {data.gifts.map((g) => (
              <li key={g.giftId} className="flex flex-col gap-1 rounded-card border border-sky-soft p-4">
                <p className="font-semibold">
                  {t('account.gifts.line', { count: g.quantity, name: g.recipientName })}
                </p>
                {g.code && (
                  <p>
                    <T
                      id="account.gifts.code"
                      values={{ code: g.code }}
                      components={{ 0: <span className="font-mono font-bold tracking-wider text-leaf" /> }}
                    />
                  </p>
                )}
                <p className="text-ink-soft">
                  {t('account.gifts.bought', {
                    status:
                      g.state === 'ready' && g.recipientEmail && g.sendOn
                        ? t('account.gifts.emailedOn', {
                            state: t(STATE_LABEL[g.state]),
                            date: day(g.sendOn),
                          })
                        : g.state === 'redeemed' && g.redeemedAt
                          ? t('account.gifts.on', { state: t(STATE_LABEL[g.state]), date: day(g.redeemedAt) })
                          : t(STATE_LABEL[g.state]),
                    date: day(g.createdAt),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </LoadedCard>
  );
}
