import {
  CLASSROOM_PACK,
  CLASSROOM_PACK_CENTS,
  DIGITAL_STORYBOOK_ID,
  formatUsd,
  PRINTED_HARDCOVER_ID,
  PRINTED_STORYBOOK_ID,
  type Price,
} from '@contract/pricing';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { CONTACT_EMAIL } from '../../../content/site';
import { useAuth } from '../../../lib/auth';
import { usePrices } from '../../../api/pricing';

function PriceTag({ price }: { price: Price }) {
  return (
    <p className="flex items-baseline gap-2">
      <span className="font-heading text-4xl font-semibold text-leaf">{formatUsd(price.unitCents)}</span>
      {price.isOnSale && (
        <s className="text-lg text-ink-soft" aria-label={`was ${formatUsd(price.originalCents)}`}>
          {formatUsd(price.originalCents)}
        </s>
      )}
    </p>
  );
}

const DIGITAL_FEATURES = [
  '10 paragraphs and 10 illustrations, starring your child',
  'Photo Stories from family photos, or Avatar Stories',
  'Read online, download the PDF, share a carousel',
  'Up to 10 image customizations per story',
];
const PRINT_FEATURES = [
  'Full-colour 8.5 x 8.5 in paperback or hardcover',
  'Made from a digital story you have created',
  'Up to 10 copies an order, and order again any time',
  'Shipped to the US, Canada, Europe and beyond; shipping and taxes at checkout',
];
const CLASSROOM_FEATURES = [
  'Stories for every child in your class',
  'An organization with join codes for your team',
  'One lesson, a personalized book for every child',
];

function Plan({
  title,
  lead,
  features,
  children,
}: {
  title: string;
  lead: string;
  features: string[];
  children: ReactNode;
}) {
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
            {feature}
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
            Your first digital story is free
          </h2>
          <p className="max-w-2xl text-lg text-ink-soft">
            Then pick what fits your family: more digital stories, or a printed book to keep.
          </p>
          {activeSale && (
            <p role="note" className="rounded-full bg-sunrise px-5 py-2 font-bold text-ink">
              {activeSale.label}: {activeSale.digitalPercentOff}% off digital stories and{' '}
              {activeSale.printPercentOff}% off printed books, for a limited time!
            </p>
          )}
        </header>
        <ul className="grid gap-6 md:grid-cols-3">
          <Plan
            title="Digital Storybook"
            lead="One personalized, illustrated story."
            features={DIGITAL_FEATURES}
          >
            <PriceTag price={digital} />
            <Button
              onClick={() =>
                user ? navigate('/cart', { state: { productId: DIGITAL_STORYBOOK_ID } }) : navigate('/login')
              }
            >
              {digital.isOnSale ? `Buy Now - Save ${digital.percentOff}%` : 'Buy Now'}
            </Button>
            <Link
              to="/gift"
              className="text-center font-heading font-semibold text-leaf underline underline-offset-4"
            >
              Or give stories as a gift
            </Link>
          </Plan>
          <Plan
            title="Printed Storybook"
            lead="Your story as a paperback or a hardcover keepsake."
            features={PRINT_FEATURES}
          >
            <PriceTag price={print} />
            {hardcover && (
              <p className="flex flex-wrap items-baseline gap-2 text-ink">
                <span className="font-bold">Hardcover:</span>
                <span className="text-xl font-semibold text-leaf">{formatUsd(hardcover.unitCents)}</span>
                {hardcover.isOnSale && (
                  <s className="text-ink-soft" aria-label={`was ${formatUsd(hardcover.originalCents)}`}>
                    {formatUsd(hardcover.originalCents)}
                  </s>
                )}
              </p>
            )}
            <p className="text-ink-soft">
              Create your digital story first; then choose Buy Print Book in your Library to turn it into
              print.
            </p>
          </Plan>
          <Plan
            title="Classroom Plans"
            lead="For teachers, schools and childcare centers."
            features={CLASSROOM_FEATURES}
          >
            <p className="flex flex-col">
              <span className="font-heading text-3xl font-semibold">
                {formatUsd(CLASSROOM_PACK.perBookCents)}
              </span>
              <span className="text-ink-soft">
                a book, in Classroom Packs of {CLASSROOM_PACK.credits} ({formatUsd(CLASSROOM_PACK_CENTS)})
              </span>
            </p>
            {/* Signed in, the classroom page (an educator without an organization is told how to
                get one there); signed out, the educator sign-up. */}
            <ButtonLink to={user ? '/classroom' : '/signupEducators'} variant="secondary">
              Start a classroom
            </ButtonLink>
            <a
              href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Classroom Plans Inquiry')}`}
              className="text-sm font-bold text-leaf"
            >
              Questions? Contact us
            </a>
          </Plan>
        </ul>
      </div>
    </section>
  );
}
