import { ButtonLink } from '../../../components/ui/Button';

const STEPS = [
  {
    title: 'Choose a style and create the story',
    text: "Pick a Photo Story made from your family's photos or an Avatar Story with a made-to-match hero. Add a name, an idea and a lesson worth learning. Read the story, change any words you like, and save.",
  },
  {
    title: 'Read and enjoy online, or download the PDF',
    text: 'Ten illustrations are drawn from your story while you wait. Read it together on any screen, let it read itself aloud, share it as an image carousel or keep the PDF.',
  },
  {
    title: 'Order a printed book, if you like',
    text: 'Turn any finished story into a printed paperback, delivered to your door: a keepsake for the bookshelf, or a present for grandparents.',
  },
];

/** Home 2: how it works in 3 steps (spec part 1 §2). */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="bg-white py-16">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <h2 id="how-heading" className="text-3xl font-semibold sm:text-4xl">
            How it works
          </h2>
          <p className="max-w-2xl text-lg text-ink-soft">
            From an idea to a finished book in about two minutes.
          </p>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex flex-col gap-3 rounded-card bg-paper p-6">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-sprout-deep font-heading text-2xl font-semibold text-white"
              >
                {i + 1}
              </span>
              <h3 className="text-xl font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
        <ButtonLink to="/gallery" variant="secondary" className="self-center">
          Read a sample story
        </ButtonLink>
      </div>
    </section>
  );
}
