import { formatUsd } from '@contract/pricing';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BookThumbnail } from '../../../components/books/BookThumbnail';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Spinner } from '../../../components/ui/Spinner';
import { createdOn } from '../../../lib/dates';
import { usePageMeta } from '../../../lib/meta';
import { printBookPath, printOrderPath } from '../../../lib/printPaths';
import { getPrintOrders, type PrintOrderSummary } from '../../../api/printOrders';
import { itemLine, REFUND_LABELS, statusLabel } from '../statusLabels';

type OrdersState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; orders: PrintOrderSummary[] };

/** /print-book-order: the paid print orders (spec part 2 §2 'Your Print Books'). */
export default function PrintOrdersPage() {
  usePageMeta('Your Print Books');
  const navigate = useNavigate();
  const [state, setState] = useState<OrdersState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    getPrintOrders().then(
      (orders) => active && setState({ status: 'ready', orders }),
      (error: unknown) => {
        console.error('Loading the print orders failed', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <div className="pb-16">
      <PageHeader title="Your Print Books" lead="Follow each printed book from payment to your doorstep." />
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-5">
        {state.status === 'loading' && (
          <p role="status" className="flex items-center justify-center gap-3 text-ink-soft">
            <Spinner className="size-6" /> Loading your print orders…
          </p>
        )}
        {state.status === 'failed' && (
          <p role="alert" className="rounded-2xl bg-white p-6 text-center shadow-soft">
            We could not load your print orders. Please refresh the page to try again.
          </p>
        )}
        {state.status === 'ready' && state.orders.length === 0 && (
          <section className="rounded-3xl bg-white p-8 text-center shadow-soft">
            <h2 className="text-2xl font-semibold">No print book orders found</h2>
            <p className="mt-2 text-ink-soft">
              Finished books in your{' '}
              <Link to="/library" className="font-bold text-leaf underline underline-offset-4">
                Library
              </Link>{' '}
              have a Buy Print Book button.
            </p>
          </section>
        )}
        {state.status === 'ready' && state.orders.length > 0 && (
          <ul aria-label="Print orders" className="flex flex-col gap-4">
            {state.orders.map((order) => (
              <li key={order.orderId}>
                <article
                  aria-label={order.storyTitle}
                  className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-soft sm:flex-row sm:items-center"
                >
                  <BookThumbnail bookId={order.storyId} title={order.storyTitle} />
                  <div className="flex flex-1 flex-col gap-1">
                    <h2 className="text-xl font-semibold">{order.storyTitle}</h2>
                    <p>Created On: {createdOn(order.storyId)}</p>
                    <p>Order# {order.orderId}</p>
                    <p className="text-ink-soft">Story ID: {order.storyId}</p>
                    <p className="font-semibold">{itemLine(order.binding, order.copies)}</p>
                    <p className="text-ink-soft">
                      {statusLabel(order.status)} · {formatUsd(order.totalCents)}
                    </p>
                    {order.refund && (
                      <p className="font-semibold text-berry-dark">{REFUND_LABELS[order.refund]}</p>
                    )}
                    {order.trackingUrl && (
                      <a
                        href={order.trackingUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="font-semibold text-leaf underline"
                      >
                        Track your parcel
                      </a>
                    )}
                  </div>
                  <div className="flex flex-col gap-2">
                    <Button
                      variant="secondary"
                      onClick={() =>
                        navigate(printOrderPath(order.storyTitle, order.storyId, order.orderId), {
                          state: {
                            storyId: order.storyId,
                            storyTitle: order.storyTitle,
                            orderId: order.orderId,
                          },
                        })
                      }
                    >
                      View order progress
                    </Button>
                    {/* A reorder is a new order: its own binding, copies, address and payment. */}
                    <ButtonLink
                      to={printBookPath(order.storyId)}
                      state={{ storyId: order.storyId, storyTitle: order.storyTitle }}
                      variant="ghost"
                      aria-label={`Order again: ${order.storyTitle}`}
                    >
                      Order again
                    </ButtonLink>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
