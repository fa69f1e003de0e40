import type { PrintOrderDetails } from '../api/print';
import { T, useFormat, useT, type MessageId } from '../../../i18n';
import { statusLabel } from '../statusLabels';
import { HeadedSection } from '../../../components/ui/HeadedSection';

/** Our own steps read as events in the timeline; the printer's statuses keep their labels. */
const HISTORY_LABELS: Record<string, MessageId> = {
  UNPAID: 'print.timeline.created',
  PAID: 'print.timeline.paid',
};

/** The order's progress from payment to the door, newest last, with the parcel's tracking. */
export function OrderTimeline({ order }: { order: PrintOrderDetails }) {
  const t = useT();
  const format = useFormat();
  const history = HISTORY_LABELS;
  return (
    <HeadedSection
      id="order-progress"
      title={t('print.timeline.title')}
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-soft"
      headingClassName="text-xl font-semibold"
    >
      <p>
        <T
          id="print.timeline.status"
          values={{ status: statusLabel(order.status, t) }}
          components={{ 0: <strong /> }}
        />
      </p>
      {order.message && order.status === 'REJECTED' && (
        <p role="alert" className="text-berry">
          {/* The printer's own words, in its language (English) inside the parent's sentence. */}
          <T
            id="print.timeline.rejected"
            values={{ message: order.message }}
            components={{ 0: <span lang="en" /> }}
          />
        </p>
      )}
      {order.tracking && (
        <p>
          {order.tracking.carrier
            ? t('print.timeline.trackingCarrier', { id: order.tracking.id, carrier: order.tracking.carrier })
            : t('print.timeline.tracking', { id: order.tracking.id })}
          {order.tracking.url && (
            <>
              {' · '}
              <a
                href={order.tracking.url}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-leaf underline"
              >
                {t('print.timeline.track')}
              </a>
            </>
          )}
        </p>
      )}
      <ol aria-label={t('print.timeline.list')} className="flex flex-col gap-2 border-l-2 border-sprout pl-4">
        {order.history.map((event, i) => (
          <li key={`${event.status}-${i}`}>
            <span className="font-semibold">
              {history[event.status] ? t(history[event.status]!) : statusLabel(event.status, t)}
            </span>
            <span className="text-ink-soft"> · {format.dateTime(event.at)}</span>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
