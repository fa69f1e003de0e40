const FEATURES = [
  {
    title: 'Your child is the hero',
    text: "Their name, their look, their family and friends, their favourite places: every page is about them, so they can't wait to turn it.",
  },
  {
    title: 'A lesson worth learning',
    text: 'Kindness, courage, patience, sharing and more than a dozen other values, woven into a story with a real moment of choice.',
  },
  {
    title: 'Written for their age',
    text: 'Short, rhythmic sentences for ages 2-4; a little more plot and richer feelings for ages 5-7.',
  },
  {
    title: 'Ten illustrations in one style',
    text: 'Every paragraph gets its own picture, with the same characters on every page. Redo any picture until it is just right.',
  },
  {
    title: 'Read it your way',
    text: 'Online with read-aloud, as a PDF, as an image carousel to share with family, or as a printed paperback.',
  },
  {
    title: 'Made for classrooms too',
    text: 'Educators create stories for reluctant readers, big emotions and routines, and share them with parents. Organizations invite colleagues with a join code.',
  },
];

/** Home 5: the feature grid (spec part 1 §2: heading, subheading, six items). */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="py-16">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <h2 id="features-heading" className="text-3xl font-semibold text-balance sm:text-4xl">
            Discover the joy of personalized storytelling
          </h2>
          <p className="max-w-2xl text-lg text-ink-soft">
            Everything you need to make reading time the best part of the day.
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex flex-col gap-2 rounded-card bg-white p-6 shadow-soft">
              <h3 className="text-xl font-semibold">{feature.title}</h3>
              <p className="text-ink-soft">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
