import type { PrintOrderDetails } from '../api/print';
import { statusLabel } from '../statusLabels';

/** Our own steps read as events in the timeline; the printer's statuses keep their labels. */
const HISTORY_LABELS: Record<string, string> = { UNPAID: 'Order created', PAID: 'Payment received' };

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The order's progress from payment to the door, newest last, with the parcel's tracking. */
export function OrderTimeline({ order }: { order: PrintOrderDetails }) {
  return (
    <section
      aria-labelledby="order-progress"
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-soft"
    >
      <h2 id="order-progress" className="text-xl font-semibold">
        Order progress
      </h2>
      <p>
        Status: <strong>{statusLabel(order.status)}</strong>
      </p>
      {order.message && order.status === 'REJECTED' && (
        <p role="alert" className="text-berry">
          The printer said: {order.message} Generate the files again, then submit once more.
        </p>
      )}
      {order.tracking && (
        <p>
          Tracking number {order.tracking.id}
          {order.tracking.carrier ? ` (${order.tracking.carrier})` : ''}
          {order.tracking.url && (
            <>
              {' · '}
              <a
                href={order.tracking.url}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-leaf underline"
              >
                Track your parcel
              </a>
            </>
          )}
        </p>
      )}
      <ol aria-label="Order timeline" className="flex flex-col gap-2 border-l-2 border-sprout pl-4">
        {order.history.map((event, i) => (
          <li key={`${event.status}-${i}`}>
            <span className="font-semibold">{HISTORY_LABELS[event.status] ?? statusLabel(event.status)}</span>
            <span className="text-ink-soft"> · {when(event.at)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
