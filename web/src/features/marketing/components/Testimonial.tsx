/** Home 5: a customer-success testimonial (spec part 1 §2). */
export function Testimonial() {
  return (
    <section aria-labelledby="testimonial-heading" className="bg-sprout-soft py-16">
      <figure className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-5 text-center">
        <h2 id="testimonial-heading" className="sr-only">
          What parents say
        </h2>
        <blockquote className="font-heading text-2xl leading-snug text-leaf sm:text-3xl">
          &ldquo;My son has asked for &lsquo;his&rsquo; book every single night for three weeks. When he got
          nervous about starting preschool, we made one where he walks in, hangs up his coat and makes a
          friend. On the first morning he said, &lsquo;I already know how this goes.&rsquo;&rdquo;
        </blockquote>
        <figcaption className="text-lg text-ink-soft">
          <span className="font-semibold text-ink">Danielle R.</span>, mother of Eli, 4
        </figcaption>
      </figure>
    </section>
  );
}
