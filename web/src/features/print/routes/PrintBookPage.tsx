import {
  DEFAULT_BINDING,
  editionsOf,
  type Binding,
  type PrintEdition,
  type ShippingOptionAnswer,
} from '@contract/print';
import { printProductOf, type Price } from '@contract/pricing';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { fetchLegends } from '../../../api/legends';
import { LoadingLine } from '../../../components/ui/Spinner';
import { useCheckout } from '../../../api/checkout';
import { RegionUnavailableDialog } from '../../../components/RegionUnavailableDialog';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { usePageMeta } from '../../../lib/meta';
import { PRINT_BOOK_PARAM } from '../../../lib/printPaths';
import { usePrices } from '../../../api/pricing';
import {
  getShippingOptions,
  startPrintCheckout,
  type AddressInput,
  type PrintItemChoice,
} from '../api/print';
import { CopiesStepper } from '../components/CopiesStepper';
import { OrderSummary } from '../components/OrderSummary';
import { ProofStep, type ProofBuilds } from '../components/proof/ProofStep';
import { loadPrintDraft, savePrintDraft } from '../draft';
import { ShippingAddressForm } from '../components/ShippingAddressForm';
import { useFormat, useT, type MessageId } from '../../../i18n';
import { PRINT_TEXT } from '../messages';
import { HeadedSection } from '../../../components/ui/HeadedSection';

/** The two printed books (issue 28): what each is, as the cards say it. */
const EDITIONS: { value: PrintEdition; name: MessageId; about: MessageId }[] = [
  { value: 'colour', name: 'print.edition.colour', about: 'print.edition.colourAbout' },
  { value: 'coloring', name: 'print.edition.coloring', about: 'print.edition.coloringAbout' },
];

/** The two bindings (issue 30): what each is, as the cards say it. */
const BINDING_CHOICES: { value: Binding; name: MessageId; about: MessageId }[] = [
  { value: 'paperback', name: 'print.binding.paperback', about: 'print.binding.paperbackAbout' },
  { value: 'hardcover', name: 'print.binding.hardcover', about: 'print.binding.hardcoverAbout' },
];

/** A card's price line: the price now, and the full price struck through during a sale. */
function PriceLine({ price }: { price: Price | undefined }) {
  const format = useFormat();
  if (!price) return null;
  return (
    <strong>
      {price.isOnSale && (
        <>
          <s className="font-normal text-ink-soft">{format.price(price.originalCents, 'usd')}</s>{' '}
        </>
      )}
      {format.price(price.unitCents, 'usd')}
    </strong>
  );
}

/** One numbered step of the print form: a card headed by its title, and its lead when it has one. */
function PrintStep({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <HeadedSection
      id={id}
      title={title}
      className="rounded-3xl bg-white p-6 shadow-soft"
      headingClassName={lead ? 'mb-2 text-xl font-semibold' : 'mb-4 text-xl font-semibold'}
    >
      {lead && <p className="mb-4 text-ink-soft">{lead}</p>}
      {children}
    </HeadedSection>
  );
}

/** An edition or binding card: its name and price on one line, what it is below. */
function PricedChoice({
  choice,
  price,
}: {
  choice: { name: MessageId; about: MessageId };
  price: Price | undefined;
}) {
  const t = useT();
  return (
    <span className="flex flex-1 flex-col">
      <span className="flex flex-wrap justify-between gap-2">
        <strong>{t(choice.name)}</strong>
        <PriceLine price={price} />
      </span>
      <span className="text-sm text-ink-soft">{t(choice.about)}</span>
    </span>
  );
}

interface PrintState {
  storyId?: unknown;
  storyTitle?: unknown;
}

/** A failure as the red banner says it (spec part 2 §8): the server's words, or the network's. */
function bannerOf(error: unknown, fallback: MessageId, t: (id: MessageId) => string): string {
  if (error instanceof ApiError) return error.status >= 500 ? t(fallback) : error.message || t(fallback);
  return t(error instanceof TypeError ? PRINT_TEXT.network : fallback);
}

/**
 * /print-book?book={storyId}: step 1 the book (edition, binding, copies), step 2 the cover and
 * the proof (the print files are built here and checked before paying), step 3 the shipping
 * address (any country we ship to), step 4 the shipping method and the order summary, then the
 * payment page (spec part 2 §2, §4, §5; issue 30). The book comes from the address (or the
 * navigation state of an older link), its title from the click or the server; the form is kept
 * for the tab (draft.ts), so back from the payment page it is as the parent left it.
 */
export default function PrintBookPage() {
  const t = useT();
  usePageMeta(t('print.title'));
  const state = (useLocation().state ?? {}) as PrintState;
  const [params] = useSearchParams();
  const storyId = params.get(PRINT_BOOK_PARAM) ?? (typeof state.storyId === 'string' ? state.storyId : null);
  const given = typeof state.storyTitle === 'string' && state.storyId === storyId ? state.storyTitle : null;
  const [loaded, setLoaded] = useState<{ storyId: string; title: string } | 'failed' | null>(null);

  useEffect(() => {
    if (!storyId || given !== null) return;
    let live = true;
    fetchLegends(storyId).then(
      (legends) => live && setLoaded({ storyId, title: legends.title }),
      (error: unknown) => {
        console.error('Loading the book to print failed', error);
        if (live) setLoaded('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [storyId, given]);

  if (!storyId || loaded === 'failed') return <Navigate to="/library" replace />;
  const storyTitle = given ?? (loaded?.storyId === storyId ? loaded.title : null);
  if (storyTitle === null) return <LoadingLine label={t('print.gettingBook')} className="py-16" />;
  return <PrintBookForm key={storyId} storyId={storyId} storyTitle={storyTitle} />;
}

function PrintBookForm({ storyId, storyTitle }: { storyId: string; storyTitle: string }) {
  const t = useT();
  const format = useFormat();
  const { user } = useAuth();
  const { price } = usePrices();
  const [draft] = useState(() => loadPrintDraft(storyId));
  const [address, setAddress] = useState<AddressInput | null>(draft?.address ?? null);
  const [options, setOptions] = useState<ShippingOptionAnswer[] | null>(null);
  const [choice, setChoice] = useState(draft?.shipping ?? '');
  const [edition, setEdition] = useState<PrintEdition>(draft?.edition ?? 'colour');
  const [binding, setBinding] = useState<Binding>(draft?.binding ?? DEFAULT_BINDING);
  const [copies, setCopies] = useState(draft?.copies ?? 1);
  const [taxRateBps, setTaxRateBps] = useState(0);
  const [loadingOptions, setLoadingOptions] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  /** 'I have checked my proof' is ticked for the proof now shown: the builds of its files. */
  const [proofCheckedFor, setProofCheckedFor] = useState<ProofBuilds | null>(null);
  const proofChecked = proofCheckedFor !== null;
  const onProofChange = useCallback((builds: ProofBuilds | null) => setProofCheckedFor(builds), []);
  const payment = useCheckout({
    what: 'print checkout',
    onFailure: (error) => setBanner(bannerOf(error, PRINT_TEXT.orderFailed, t)),
  });
  const busy = loadingOptions || payment.busy;

  // Every change is kept for this tab. Until the proof has opened again, the earlier tick stays kept.
  const proofSeen = useRef(draft?.proofCheckedFor == null);
  useEffect(() => {
    if (proofCheckedFor) proofSeen.current = true;
    savePrintDraft(storyId, {
      edition,
      binding,
      copies,
      address,
      shipping: choice,
      proofCheckedFor: proofCheckedFor ?? (proofSeen.current ? null : (draft?.proofCheckedFor ?? null)),
    });
  }, [storyId, edition, binding, copies, address, choice, proofCheckedFor, draft]);

  const book = price(printProductOf(edition, binding));
  const chosen = options?.find((o) => o.name === choice) ?? null;
  const item: PrintItemChoice = { edition, binding, copies };

  /** Shipping is quoted for the product and the copies: asked again whenever either changes. */
  async function loadOptions(next: AddressInput, forItem: PrintItemChoice = item) {
    setLoadingOptions(true);
    setBanner(null);
    try {
      const found = await getShippingOptions(storyId, storyTitle, next, forItem);
      setAddress(next);
      setOptions(found.options);
      setTaxRateBps(found.taxRateBps);
      // The same method stays chosen when it still reaches the address.
      setChoice((current) => (found.options.some((o) => o.name === current) ? current : ''));
    } catch (error) {
      console.error('Loading the shipping options failed', error);
      setBanner(bannerOf(error, PRINT_TEXT.optionsFailed, t));
    } finally {
      setLoadingOptions(false);
    }
  }

  // Back with a kept address: its shipping options again, the kept method still chosen.
  const quoteKept = useRef(draft?.address ?? null);
  useEffect(() => {
    const kept = quoteKept.current;
    quoteKept.current = null;
    if (kept) void loadOptions(kept);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function pay() {
    if (!address || !chosen || !proofChecked) return;
    setBanner(null);
    void payment.checkout(() => startPrintCheckout(storyId, storyTitle, address, chosen.name, item));
  }

  /** Each edition and binding is its own product at the printer: shipping is quoted again. */
  function chooseEdition(next: PrintEdition) {
    setEdition(next);
    // The colouring book comes in paperback only.
    const nextBinding = editionsOf(binding).includes(next) ? binding : 'paperback';
    setBinding(nextBinding);
    if (address) void loadOptions(address, { ...item, edition: next, binding: nextBinding });
  }

  function chooseBinding(next: Binding) {
    setBinding(next);
    if (address) void loadOptions(address, { ...item, binding: next });
  }

  function chooseCopies(next: number) {
    setCopies(next);
    if (address) void loadOptions(address, { ...item, copies: next });
  }

  return (
    <div className="pb-16">
      <PageHeader
        title={t('print.title')}
        lead={
          edition === 'coloring'
            ? t('print.leadColouring', { title: storyTitle })
            : t('print.leadColour', { binding, title: storyTitle })
        }
      >
        <ButtonLink to="/library" variant="secondary" size="sm">
          {t('print.backToLibrary')}
        </ButtonLink>
      </PageHeader>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-5">
        {!user?.emailVerified ? (
          <p role="alert" className="rounded-2xl bg-white p-6 text-center text-lg shadow-soft">
            {t(PRINT_TEXT.verifyFirst)}
          </p>
        ) : (
          <>
            {banner && (
              <p role="alert" className="rounded-xl bg-berry-deep px-4 py-3 font-bold text-white">
                {banner}
              </p>
            )}
            <PrintStep id="step-edition" title={t('print.step1')}>
              <RadioGroup
                legend={t('print.edition')}
                name="edition"
                variant="cards"
                value={edition}
                onChange={chooseEdition}
                hint={t('print.editionHint')}
                options={EDITIONS.map((e) => ({
                  value: e.value,
                  label: <PricedChoice choice={e} price={price(printProductOf(e.value, 'paperback'))} />,
                }))}
              />
              {edition === 'colour' ? (
                <RadioGroup
                  className="mt-5"
                  legend={t('print.binding')}
                  name="binding"
                  variant="cards"
                  value={binding}
                  onChange={chooseBinding}
                  options={BINDING_CHOICES.map((b) => ({
                    value: b.value,
                    label: <PricedChoice choice={b} price={price(printProductOf('colour', b.value))} />,
                  }))}
                />
              ) : (
                <p className="mt-5 text-ink-soft">{t('print.coloringPaperbackOnly')}</p>
              )}
              <div className="mt-5">
                <CopiesStepper value={copies} onChange={chooseCopies} disabled={loadingOptions} />
              </div>
            </PrintStep>
            <PrintStep id="step-proof" title={t('print.step2')} lead={t('print.step2Lead')}>
              <ProofStep
                storyId={storyId}
                storyTitle={storyTitle}
                edition={edition}
                binding={binding}
                onConfirmedChange={onProofChange}
                checkedBefore={draft?.proofCheckedFor ?? null}
              />
            </PrintStep>
            <PrintStep id="step-address" title={t('print.step3')}>
              <ShippingAddressForm
                initial={address}
                busy={busy && !options}
                onSubmit={(a) => void loadOptions(a)}
              />
            </PrintStep>
            {options && book && (
              <>
                <PrintStep id="step-shipping" title={t('print.step4')}>
                  <RadioGroup
                    legend={t('print.shippingMethod')}
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
                          <strong>{format.price(o.cost, 'usd')}</strong>
                        </span>
                      ),
                    }))}
                  />
                </PrintStep>
                <OrderSummary
                  title={storyTitle}
                  edition={edition}
                  binding={binding}
                  copies={copies}
                  bookCents={book.unitCents}
                  shippingCents={chosen?.cost ?? null}
                  taxRateBps={taxRateBps}
                />
                <Button
                  size="lg"
                  disabled={!chosen || !proofChecked}
                  busy={busy}
                  onClick={pay}
                  aria-describedby="pay-waits-for"
                >
                  {t('print.continueToPayment')}
                </Button>
                <p id="pay-waits-for" role="status" className="text-sm font-semibold text-ink-soft">
                  {!proofChecked ? t(PRINT_TEXT.proofFirst) : !chosen ? t(PRINT_TEXT.shippingFirst) : ''}
                </p>
              </>
            )}
          </>
        )}
      </div>
      <RegionUnavailableDialog open={payment.regionOpen} onClose={payment.closeRegion} />
    </div>
  );
}
