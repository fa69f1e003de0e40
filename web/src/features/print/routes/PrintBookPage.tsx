import type { ShippingOptionAnswer } from '@contract/print';
import { formatUsd, PRINTED_STORYBOOK_ID } from '@contract/pricing';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCheckout } from '../../../api/checkout';
import { RegionUnavailableDialog } from '../../../components/RegionUnavailableDialog';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { usePageMeta } from '../../../lib/meta';
import { usePrices } from '../../../api/pricing';
import { getShippingOptions, startPrintCheckout, type AddressInput } from '../api/print';
import { OrderSummary } from '../components/OrderSummary';
import { ShippingAddressForm } from '../components/ShippingAddressForm';
import { PRINT_TEXT } from '../messages';

interface PrintState {
  storyId?: unknown;
  storyTitle?: unknown;
}

/** A failure as the red banner says it (spec part 2 §8): the server's words, or the network's. */
function bannerOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.status >= 500 ? fallback : error.message || fallback;
  return error instanceof TypeError ? PRINT_TEXT.network : fallback;
}

/**
 * /print-book: step 1 the US shipping address, step 2 the shipping method and the order summary,
 * then the payment page (spec part 2 §2, §4, §5).
 */
export default function PrintBookPage() {
  usePageMeta('Print your book');
  const { user } = useAuth();
  const state = (useLocation().state ?? {}) as PrintState;
  const { price } = usePrices();
  const [address, setAddress] = useState<AddressInput | null>(null);
  const [options, setOptions] = useState<ShippingOptionAnswer[] | null>(null);
  const [choice, setChoice] = useState('');
  const [loadingOptions, setLoadingOptions] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const payment = useCheckout({
    what: 'print checkout',
    onFailure: (error) => setBanner(bannerOf(error, PRINT_TEXT.orderFailed)),
  });
  const busy = loadingOptions || payment.busy;

  if (typeof state.storyId !== 'string' || typeof state.storyTitle !== 'string') {
    return <Navigate to="/library" replace />;
  }
  const storyId = state.storyId;
  const storyTitle = state.storyTitle;
  const book = price(PRINTED_STORYBOOK_ID);
  const chosen = options?.find((o) => o.name === choice) ?? null;

  async function loadOptions(next: AddressInput) {
    setLoadingOptions(true);
    setBanner(null);
    try {
      const found = await getShippingOptions(storyId, storyTitle, next);
      setAddress(next);
      setOptions(found);
      setChoice('');
    } catch (error) {
      console.error('Loading the shipping options failed', error);
      setBanner(bannerOf(error, PRINT_TEXT.optionsFailed));
    } finally {
      setLoadingOptions(false);
    }
  }

  function pay() {
    if (!address || !chosen) return;
    setBanner(null);
    void payment.checkout(() => startPrintCheckout(storyId, storyTitle, address, chosen.name));
  }

  return (
    <div className="pb-16">
      <PageHeader
        title="Print your book"
        lead={`A full-colour paperback of “${storyTitle}”, shipped to you.`}
      >
        <ButtonLink to="/library" variant="secondary" size="sm">
          Back to Library
        </ButtonLink>
      </PageHeader>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-5">
        {!user?.emailVerified ? (
          <p role="alert" className="rounded-2xl bg-white p-6 text-center text-lg shadow-soft">
            {PRINT_TEXT.verifyFirst}
          </p>
        ) : (
          <>
            {banner && (
              <p role="alert" className="rounded-xl bg-berry-deep px-4 py-3 font-bold text-white">
                {banner}
              </p>
            )}
            <section aria-labelledby="step-address" className="rounded-3xl bg-white p-6 shadow-soft">
              <h2 id="step-address" className="mb-4 text-xl font-semibold">
                1. Where should we send it?
              </h2>
              <ShippingAddressForm
                initial={address}
                busy={busy && !options}
                onSubmit={(a) => void loadOptions(a)}
              />
            </section>
            {options && book && (
              <>
                <section aria-labelledby="step-shipping" className="rounded-3xl bg-white p-6 shadow-soft">
                  <h2 id="step-shipping" className="mb-4 text-xl font-semibold">
                    2. Choose a shipping method
                  </h2>
                  <RadioGroup
                    legend="Shipping method"
                    name="shipping"
                    value={choice}
                    onChange={setChoice}
                    options={options.map((o) => ({
                      value: o.name,
                      label: (
                        <span className="flex flex-1 flex-wrap justify-between gap-2">
                          <span>
                            <strong>{o.name}</strong>{' '}
                            <span className="text-ink-soft">({o.delivery_time})</span>
                          </span>
                          <strong>{formatUsd(o.cost)}</strong>
                        </span>
                      ),
                    }))}
                  />
                </section>
                <OrderSummary
                  title={storyTitle}
                  bookCents={book.unitCents}
                  shippingCents={chosen?.cost ?? null}
                />
                <Button size="lg" disabled={!chosen} busy={busy} onClick={pay}>
                  Continue to Payment
                </Button>
              </>
            )}
          </>
        )}
      </div>
      <RegionUnavailableDialog open={payment.regionOpen} onClose={payment.closeRegion} />
    </div>
  );
}
