import { usePageMeta } from '../../../lib/meta';
import { StartStoryButtons } from '../../../components/StartStoryCta';
import { CONTACT_EMAIL } from '../../../content/site';
import { useRegionStatus } from '../api/getCountry';
import { PricingSection } from '../components/PricingSection';

const challenges = [
  'Reluctant readers',
  'Big emotions',
  'Aggressive behaviours',
  'Cleanup time',
  'Sharing',
  'Routines',
  'Toilet training',
];

const benefits = [
  {
    title: 'Tailored to each child',
    text: 'Every story is written around the child who needs it, with their name and their world.',
  },
  {
    title: 'Ready in about 2 minutes',
    text: 'A complete illustrated story, faster than finding the right picture book on the shelf.',
  },
  {
    title: '10 AI illustrations per story',
    text: 'Warm, friendly pictures on every spread keep little eyes on the page.',
  },
  {
    title: 'Read online or download the PDF',
    text: 'Share it on the classroom screen, print it, or send it home to parents.',
  },
];

/** The educators landing page (spec part 1 §2 'Educators landing'). */
export default function EducatorsPage() {
  usePageMeta(
    'For Educators',
    'Personalized, illustrated stories that help every child in your classroom. Your first story is free.',
  );
  const region = useRegionStatus();

  return (
    <div className="pb-16">
      <section
        aria-labelledby="educators-title"
        className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-5 pt-14 pb-10 text-center sm:pt-20"
      >
        <p className="rounded-full bg-sky-soft px-4 py-1 font-heading font-semibold text-leaf">
          For teachers and childcare centers
        </p>
        <h1 id="educators-title" className="text-4xl font-semibold text-balance sm:text-5xl">
          A story for every child in your classroom
        </h1>
        <p className="max-w-2xl text-lg text-ink-soft sm:text-xl">
          Turn everyday classroom challenges into stories children understand, and watch them see themselves
          as the hero who gets it right. Your first story is free.
        </p>
        <StartStoryButtons signedOutTarget="/signupEducators" className="justify-center" />
      </section>

      <section aria-labelledby="challenges-title" className="mx-auto max-w-5xl px-5 py-8">
        <h2 id="challenges-title" className="text-center text-3xl font-semibold">
          Stories for the moments that matter
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {challenges.map((challenge) => (
            <li key={challenge} className="rounded-full bg-sunrise-soft px-4 py-2 font-bold text-ink">
              {challenge}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-title" className="mx-auto max-w-5xl px-5 py-8">
        <h2 id="benefits-title" className="sr-only">
          Why educators choose StorySprout
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
              <h3 className="text-xl font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-ink-soft">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <figure className="mx-auto my-8 flex max-w-3xl flex-col items-center gap-4 rounded-card bg-sprout-soft px-6 py-10 text-center">
        <blockquote className="font-heading text-2xl leading-snug text-leaf">
          &ldquo;Our teachers use StorySprout stories for the children who need them most: the child who is
          new to the country, the one who bites when words won&rsquo;t come, the one who can&rsquo;t face
          tidy-up time. Seeing themselves get it right on the page changes how they walk into the room.&rdquo;
        </blockquote>
        <figcaption className="text-ink-soft">
          <span className="font-semibold text-ink">Rosa M.</span>, program director, Little Readers Early
          Learning Trust (a non-profit)
        </figcaption>
        <p>
          Running an educational program?{' '}
          <a
            href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Educational programs')}`}
            className="font-bold text-leaf underline underline-offset-4"
          >
            Contact us about educational programs
          </a>
          .
        </p>
      </figure>
      {region !== null && (
        <section aria-labelledby="educators-region" className="mx-auto max-w-3xl px-5 py-8 text-center">
          <h2 id="educators-region" className="text-2xl font-semibold">
            {region === 403 ? 'Coming soon to your region' : 'Ready when your class is'}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">
            {region === 403
              ? 'Buying stories is not available where you are yet, but every book in our gallery is free to read with your class today.'
              : 'Make your first classroom story free, then choose a plan that fits your class or center.'}
          </p>
        </section>
      )}
      <PricingSection />
    </div>
  );
}
