import { ButtonLink } from './ui/Button';
import { cn } from './ui/cn';
import { useAuth } from '../lib/auth';
import { useT } from '../i18n';
import { HeadedSection } from './ui/HeadedSection';

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
  const t = useT();
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <ButtonLink to={user ? '/create' : signedOutTarget} size="lg">
        {t('cta.start')}
      </ButtonLink>
      <ButtonLink to="/gallery" variant="secondary" size="lg">
        {t('cta.examples')}
      </ButtonLink>
    </div>
  );
}

/** The call to action under articles and sample books: start a story (/create, or /signup signed out). */
export function StartStoryCta() {
  const t = useT();
  return (
    <HeadedSection
      id="cta-heading"
      title={t('cta.title')}
      className="mt-12 flex flex-col items-start gap-4 rounded-card bg-sprout-soft p-6 sm:p-8"
      as="aside"
    >
      <p className="text-lg text-ink-soft">{t('cta.lead')}</p>
      <StartStoryButtons />
    </HeadedSection>
  );
}
