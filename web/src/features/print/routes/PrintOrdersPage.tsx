import { Link, useNavigate } from 'react-router-dom';
import { BookThumbnail } from '../../../components/books/BookThumbnail';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { LoadingLine } from '../../../components/ui/Spinner';
import { usePageMeta } from '../../../lib/meta';
import { useLoad } from '../../../lib/useLoad';
import { printBookPath, printOrderPath } from '../../../lib/printPaths';
import { getPrintOrders } from '../../../api/printOrders';
import { T, useFormat, useT } from '../../../i18n';
import { itemLine, REFUND_LABELS, statusLabel } from '../statusLabels';

/** /print-book-order: the paid print orders (spec part 2 §2 'Your Print Books'). */
export default function PrintOrdersPage() {
  const t = useT();
  const format = useFormat();
  usePageMeta(t('print.orders.title'));
  const navigate = useNavigate();
  const [state] = useLoad(getPrintOrders, 'print orders');

  return (
    <div className="pb-16">
      <PageHeader title={t('print.orders.title')} lead={t('print.orders.lead')} />
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-5">
        {state.status === 'loading' && <LoadingLine label={t('print.orders.loading')} />}
        {state.status === 'failed' && (
          <p role="alert" className="rounded-2xl bg-white p-6 text-center shadow-soft">
            {t('print.orders.failed')}
          </p>
        )}
        {state.status === 'ready' && state.value.length === 0 && (
          <section className="rounded-3xl bg-white p-8 text-center shadow-soft">
            <h2 className="text-2xl font-semibold">{t('print.orders.none')}</h2>
            <p className="mt-2 text-ink-soft">
              <T
                id="print.orders.noneLead"
                components={{
                  0: <Link to="/library" className="font-bold text-leaf underline underline-offset-4" />,
                }}
              />
            </p>
          </section>
        )}
        {state.status === 'ready' && state.value.length > 0 && (
          <ul aria-label={t('print.orders.list')} className="flex flex-col gap-4">
            {state.value.map((order) => (
              <li key={order.orderId}>
                <article
                  aria-label={order.storyTitle}
                  className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-soft sm:flex-row sm:items-center"
                >
                  <BookThumbnail bookId={order.storyId} title={order.storyTitle} />
                  <div className="flex flex-1 flex-col gap-1">
                    <h2 className="text-xl font-semibold">{order.storyTitle}</h2>
                    <p>{t('print.orders.createdOn', { date: format.date(Number(order.storyId)) })}</p>
                    <p>{t('print.orders.orderNumber', { orderId: order.orderId })}</p>
                    <p className="text-ink-soft">{t('print.orders.storyId', { storyId: order.storyId })}</p>
                    <p className="font-semibold">{itemLine(order.binding, order.copies, t)}</p>
                    <p className="text-ink-soft">
                      {t('print.orders.statusPrice', {
                        status: statusLabel(order.status, t),
                        price: format.price(order.totalCents, 'usd'),
                      })}
                    </p>
                    {order.refund && (
                      <p className="font-semibold text-berry-dark">{t(REFUND_LABELS[order.refund])}</p>
                    )}
                    {order.trackingUrl && (
                      <a
                        href={order.trackingUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="font-semibold text-leaf underline"
                      >
                        {t('print.timeline.track')}
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
                      {t('print.orders.viewProgress')}
                    </Button>
                    {/* A reorder is a new order: its own binding, copies, address and payment. */}
                    <ButtonLink
                      to={printBookPath(order.storyId)}
                      state={{ storyId: order.storyId, storyTitle: order.storyTitle }}
                      variant="ghost"
                      aria-label={t('print.orders.againLabel', { title: order.storyTitle })}
                    >
                      {t('print.orders.again')}
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
