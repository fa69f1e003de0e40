import { Icon, type IconName } from '../../../components/ui/Icon';

/** The six benefits of spec part 1 §1, in its words, each with a small inline icon (no images). */
const FEATURES: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'Tailored to imagination',
    icon: 'sparkles',
    text: "Their name, their look, their family and friends, their favourite places: every page is about them, so they can't wait to turn it.",
  },
  {
    title: 'Good habits and moral values',
    icon: 'heart',
    text: 'Kindness, courage, patience, sharing and more than a dozen other values, woven into a story with a real moment of choice.',
  },
  {
    title: 'Memories made together',
    icon: 'family',
    text: 'Read it online with read-aloud, as a PDF, as an image carousel to share with family, or as a printed paperback to keep.',
  },
  {
    title: 'Editing and image refinement tools',
    icon: 'pencil',
    text: 'Change any words you like, and redo a picture from its description until it is just right. The same characters appear on every page.',
  },
  {
    title: 'Fostering a love of reading',
    icon: 'book',
    text: 'Short, rhythmic sentences for ages 2-4; a little more plot and richer feelings for ages 5-7, so every child wants one more page.',
  },
  {
    title: 'An alternative to generic online videos',
    icon: 'noScreen',
    text: 'A story made for your child, with you beside them, instead of another video made for everyone.',
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
              <Icon name={feature.icon} className="size-8 text-leaf" />
              <h3 className="text-xl font-semibold">{feature.title}</h3>
              <p className="text-ink-soft">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
