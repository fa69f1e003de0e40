import { useId, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { usePrices } from '../../../api/pricing';
import {
  DIGITAL_STORYBOOK_ID,
  PRINTED_HARDCOVER_ID,
  PRINTED_STORYBOOK_ID,
  PRODUCTS,
  formatUsd,
} from '@contract/pricing';

interface Question {
  q: string;
  a: string;
}

function useQuestions(): Question[] {
  const { price } = usePrices();
  // Today's price from the one pricing module (the sale price while a sale runs).
  const cost = (id: number) => formatUsd(price(id)?.unitCents ?? PRODUCTS[id]?.baseCents ?? 0);
  const digital = cost(DIGITAL_STORYBOOK_ID);
  const print = cost(PRINTED_STORYBOOK_ID);
  const hardcover = cost(PRINTED_HARDCOVER_ID);
  return [
    {
      q: 'How does StorySprout work?',
      a: 'Choose a story type, tell us about the hero and what the story should be about, and pick a lesson if you like. We write a ten-paragraph story in seconds; you read it, change any words, and save. Then ten illustrations are drawn, one for each paragraph, and your book is ready to read, download or print.',
    },
    {
      q: 'What is the difference between Photo Stories and Avatar Stories?',
      a: "Photo Stories are made from your family's photos: you add each person with a name, a relationship and a photo. Avatar Stories need no photos: you choose a girl or a boy, a name and the ready-made look closest to your child. Both make the same ten-page illustrated book.",
    },
    {
      q: 'How much does it cost?',
      a: `Your first digital story is free, with no card needed. After that, each digital storybook costs ${digital}, and you can buy up to ten at a time. A printed paperback of a finished story costs ${print} a copy and a hardcover ${hardcover}, plus shipping; taxes are calculated at checkout.`,
    },
    {
      q: 'What ages are the stories for?',
      a: 'Children aged 2 to 7. Stories for ages 2-4 use short sentences, repetition and lots of sound; stories for ages 5-7 have longer sentences, a little more plot and richer feelings.',
    },
    {
      q: 'Can I change the story and the pictures?',
      a: 'Yes. Every word of the story can be edited before the pictures are drawn. Afterwards, you can rewrite a picture’s description and draw it again, up to 10 times per book, and choose the version you like best for each page.',
    },
    {
      q: "Are my child's photos and details safe?",
      a: 'Your photos and descriptions are used only to make your stories and are never shared or used for anything else. Books nobody has opened for 18 months are deleted with their photos, and you can delete your account and everything in it at any time.',
    },
    {
      q: 'Can I order a printed book?',
      a: 'Yes. Once a digital story is finished, choose Buy Print Book in your Library, pick the cover picture and a shipping method, and we print a paperback and send it to you, with tracking once it ships.',
    },
  ];
}

/** Home 6: the FAQ accordion of 7 questions; one open at a time, clicking the open one closes it. */
export function Faq() {
  const questions = useQuestions();
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section aria-labelledby="faq-heading" className="bg-white py-16">
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-5">
        <h2 id="faq-heading" className="text-center text-3xl font-semibold sm:text-4xl">
          Frequently asked questions
        </h2>
        <ul className="flex flex-col gap-3">
          {questions.map((item, i) => {
            const expanded = open === i;
            return (
              <li key={item.q} className="rounded-card bg-paper">
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
