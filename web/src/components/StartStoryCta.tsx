import { ButtonLink } from './ui/Button';
import { useAuth } from '../lib/auth';

/** The call to action under articles and sample books: start a story (/create, or /signup signed out). */
export function StartStoryCta() {
  const { user } = useAuth();
  return (
    <aside
      aria-labelledby="cta-heading"
      className="mt-12 flex flex-col items-start gap-4 rounded-card bg-sprout-soft p-6 sm:p-8"
    >
      <h2 id="cta-heading" className="text-2xl font-semibold">
        Make your child the hero of tonight&apos;s story
      </h2>
      <p className="text-lg text-ink-soft">
        Ten pages, ten illustrations, a lesson worth learning, ready in about two minutes. Your first digital
        story is free.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={user ? '/create' : '/signup'} size="lg">
          Start Your Free Story
        </ButtonLink>
        <ButtonLink to="/gallery" variant="secondary" size="lg">
          See Examples
        </ButtonLink>
      </div>
    </aside>
  );
}
