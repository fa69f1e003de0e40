import { useId, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { usePrices } from '../../../api/pricing';
import {
  DIGITAL_STORYBOOK_ID,
  PRINTED_HARDCOVER_ID,
  PRINTED_STORYBOOK_ID,
  PRODUCTS,
} from '@contract/pricing';
import { useFormat, useT } from '../../../i18n';

interface Question {
  q: string;
  a: string;
}

function useQuestions(): Question[] {
  const t = useT();
  const format = useFormat();
  const { price } = usePrices();
  // Today's price from the one pricing module (the sale price while a sale runs).
  const cost = (id: number) => format.price(price(id)?.unitCents ?? PRODUCTS[id]?.baseCents ?? 0, 'usd');
  const prices = {
    digital: cost(DIGITAL_STORYBOOK_ID),
    print: cost(PRINTED_STORYBOOK_ID),
    hardcover: cost(PRINTED_HARDCOVER_ID),
  };
  return [
    { q: t('faq.howQ'), a: t('faq.howA') },
    { q: t('faq.typesQ'), a: t('faq.typesA') },
    { q: t('faq.costQ'), a: t('faq.costA', prices) },
    { q: t('faq.agesQ'), a: t('faq.agesA') },
    { q: t('faq.changeQ'), a: t('faq.changeA') },
    { q: t('faq.safeQ'), a: t('faq.safeA') },
    { q: t('faq.printQ'), a: t('faq.printA') },
  ];
}

/** Home 6: the FAQ accordion of 7 questions; one open at a time, clicking the open one closes it. */
export function Faq() {
  const t = useT();
  const questions = useQuestions();
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section aria-labelledby="faq-heading" className="bg-white py-16">
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-5">
        <h2 id="faq-heading" className="text-center text-3xl font-semibold sm:text-4xl">
          {t('faq.title')}
        </h2>
        <ul className="flex flex-col gap-3">
          {questions.map((item, i) => {
            const expanded = open === i;
            return (
              <li key={i} className="rounded-card bg-paper">
                <h3>
                  <button
                    type="button"
                    id={`${id}-q${i}`}
                    aria-expanded={expanded}
                    aria-controls={`${id}-a${i}`}
                    onClick={() => setOpen(expanded ? null : i)}
                    className="flex w-full items-center justify-between gap-4 rounded-card px-5 py-4 text-left font-heading text-lg font-semibold text-leaf"
                  >
                    {item.q}
                    <span
                      aria-hidden="true"
                      className={cn(
                        'text-2xl transition-transform motion-reduce:transition-none',
                        expanded && 'rotate-45',
                      )}
                    >
                      +
                    </span>
                  </button>
                </h3>
                <div
                  id={`${id}-a${i}`}
                  role="region"
                  aria-labelledby={`${id}-q${i}`}
                  hidden={!expanded}
                  className="px-5 pb-5 text-ink-soft"
                >
                  <p>{item.a}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
