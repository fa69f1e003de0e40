import { T, useT } from '../../../i18n';

/** Home 5: a customer-success testimonial (spec part 1 §2). */
export function Testimonial() {
  const t = useT();
  return (
    <section aria-labelledby="testimonial-heading" className="bg-sprout-soft py-16">
      <figure className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-5 text-center">
        <h2 id="testimonial-heading" className="sr-only">
          {t('home.testimonial.heading')}
        </h2>
        <blockquote className="font-heading text-2xl leading-snug text-leaf sm:text-3xl">
          {t('home.testimonial.quote')}
        </blockquote>
        <figcaption className="text-lg text-ink-soft">
          <T id="home.testimonial.by" components={{ 0: <span className="font-semibold text-ink" /> }} />
        </figcaption>
      </figure>
    </section>
  );
}
