import {
  CLASSROOM_PACK,
  CLASSROOM_PACK_CENTS,
  DIGITAL_STORYBOOK_ID,
  PRINTED_HARDCOVER_ID,
  PRINTED_STORYBOOK_ID,
  type Price,
} from '@contract/pricing';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth';
import { usePrices } from '../../../api/pricing';
import { useFormat, useT, type MessageId } from '../../../i18n';
import { mailtoUs } from '../../../components/MailUs';

function PriceTag({ price }: { price: Price }) {
  const t = useT();
  const format = useFormat();
  const usd = (cents: number) => format.price(cents, 'usd');
  return (
    <p className="flex items-baseline gap-2">
      <span className="font-heading text-4xl font-semibold text-leaf">{usd(price.unitCents)}</span>
      {price.isOnSale && (
        <s
          className="text-lg text-ink-soft"
          aria-label={t('pricing.was', { price: usd(price.originalCents) })}
        >
          {usd(price.originalCents)}
        </s>
      )}
    </p>
  );
}

const DIGITAL_FEATURES: MessageId[] = [
  'pricing.digitalPages',
  'pricing.digitalTypes',
  'pricing.digitalRead',
  'pricing.digitalRedraws',
];
const PRINT_FEATURES: MessageId[] = [
  'pricing.printFormat',
  'pricing.printFromDigital',
  'pricing.printCopies',
  'pricing.printShipping',
];
const CLASSROOM_FEATURES: MessageId[] = [
  'pricing.classroomEveryChild',
  'pricing.classroomOrganization',
  'pricing.classroomLesson',
];

function Plan({
  title,
  lead,
  features,
  children,
}: {
  title: string;
  lead: string;
  features: MessageId[];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <li className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-soft">
      <h3 className="text-2xl font-semibold">{title}</h3>
      <p className="text-ink-soft">{lead}</p>
      <ul className="flex flex-1 flex-col gap-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-sprout">
              ✓
            </span>
            {t(feature)}
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}

/**
 * Spec part 1 §2 'Pricing section', shared by home and /educators: prices from the one pricing
 * module (the sale and its strike-through only while it runs); `?section=pricing` scrolls here.
 */
export function PricingSection() {
  const t = useT();
  const format = useFormat();
  const usd = (cents: number) => format.price(cents, 'usd');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { price, activeSale } = usePrices();
  const ref = useRef<HTMLElement>(null);
  const digital = price(DIGITAL_STORYBOOK_ID);
  const print = price(PRINTED_STORYBOOK_ID);
  const hardcover = price(PRINTED_HARDCOVER_ID);

  // Prices may arrive after the first render (the pricing module loads lazily): scroll once the
  // section is really there.
  const shown = Boolean(digital && print);
  // On the next frame: the layout's scroll to the top of a new page (an effect that runs after
  // this one when a prerendered page is hydrated) must not undo it.
  useEffect(() => {
    if (!shown || params.get('section') !== 'pricing') return;
    const frame = requestAnimationFrame(() =>
      ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [params, shown]);

  if (!digital || !print) return null;
  return (
    <section
      ref={ref}
      id="pricing"
      aria-labelledby="pricing-heading"
      className="scroll-mt-24 bg-paper px-5 py-16"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <header className="flex flex-col items-center gap-3 text-center">
          <h2 id="pricing-heading" className="text-4xl font-semibold">
            {t('pricing.title')}
          </h2>
          <p className="max-w-2xl text-lg text-ink-soft">{t('pricing.lead')}</p>
          {activeSale && (
            <p role="note" className="rounded-full bg-sunrise px-5 py-2 font-bold text-ink">
              {t('pricing.sale', {
                label: activeSale.label,
                digital: activeSale.digitalPercentOff,
                print: activeSale.printPercentOff,
              })}
            </p>
          )}
        </header>
        <ul className="grid gap-6 md:grid-cols-3">
          <Plan title={t('pricing.digitalTitle')} lead={t('pricing.digitalLead')} features={DIGITAL_FEATURES}>
            <PriceTag price={digital} />
            <Button
              onClick={() =>
                user ? navigate('/cart', { state: { productId: DIGITAL_STORYBOOK_ID } }) : navigate('/login')
              }
            >
              {digital.isOnSale ? t('pricing.buySave', { percent: digital.percentOff }) : t('pricing.buy')}
            </Button>
            <Link
              to="/gift"
              className="text-center font-heading font-semibold text-leaf underline underline-offset-4"
            >
              {t('pricing.gift')}
            </Link>
          </Plan>
          <Plan title={t('pricing.printTitle')} lead={t('pricing.printLead')} features={PRINT_FEATURES}>
            <PriceTag price={print} />
            {hardcover && (
              <p className="flex flex-wrap items-baseline gap-2 text-ink">
                <span className="font-bold">{t('pricing.hardcover')}</span>
                <span className="text-xl font-semibold text-leaf">{usd(hardcover.unitCents)}</span>
                {hardcover.isOnSale && (
                  <s
                    className="text-ink-soft"
                    aria-label={t('pricing.was', { price: usd(hardcover.originalCents) })}
                  >
                    {usd(hardcover.originalCents)}
                  </s>
                )}
              </p>
            )}
            <p className="text-ink-soft">{t('pricing.printHow')}</p>
          </Plan>
          <Plan
            title={t('pricing.classroomTitle')}
            lead={t('pricing.classroomLead')}
            features={CLASSROOM_FEATURES}
          >
            <p className="flex flex-col">
              <span className="font-heading text-3xl font-semibold">{usd(CLASSROOM_PACK.perBookCents)}</span>
              <span className="text-ink-soft">
                {t('pricing.classroomPack', {
                  count: CLASSROOM_PACK.credits,
                  total: usd(CLASSROOM_PACK_CENTS),
                })}
              </span>
            </p>
            {/* Signed in, the classroom page (an educator without an organization is told how to
                get one there); signed out, the educator sign-up. */}
            <ButtonLink to={user ? '/classroom' : '/signupEducators'} variant="secondary">
              {t('pricing.classroomStart')}
            </ButtonLink>
            <a href={mailtoUs('Classroom Plans Inquiry')} className="text-sm font-bold text-leaf">
              {t('pricing.classroomContact')}
            </a>
          </Plan>
        </ul>
      </div>
    </section>
  );
}
