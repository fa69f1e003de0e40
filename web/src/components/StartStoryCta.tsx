import { ButtonLink } from './ui/Button';
import { cn } from './ui/cn';
import { useAuth } from '../lib/auth';

/**
 * 'Start Your Free Story' (/create when signed in, else `signedOutTarget`) and 'See Examples'
 * (/gallery): the pair under the hero, the educators' hero and every article and sample.
 */
export function StartStoryButtons({
  signedOutTarget = '/signup',
  className,
}: {
  signedOutTarget?: '/signup' | '/login' | '/signupEducators';
  className?: string;
}) {
  const { user } = useAuth();
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <ButtonLink to={user ? '/create' : signedOutTarget} size="lg">
        Start Your Free Story
      </ButtonLink>
      <ButtonLink to="/gallery" variant="secondary" size="lg">
        See Examples
      </ButtonLink>
    </div>
  );
}

/** The call to action under articles and sample books: start a story (/create, or /signup signed out). */
export function StartStoryCta() {
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
      <StartStoryButtons />
    </aside>
  );
}
