import { StartStoryButtons } from '../../../components/StartStoryCta';
import { Icon } from '../../../components/ui/Icon';
import { useT, type MessageId } from '../../../i18n';
import { HeroArt } from './HeroArt';

const benefits: MessageId[] = [
  'home.hero.benefitFree',
  'home.hero.benefitHero',
  'home.hero.benefitPages',
  'home.hero.benefitRead',
];

export interface HeroProps {
  /** Where 'Start Your Free Story' sends a signed-out visitor (spec: /signup, one variant /login). */
  signedOutTarget?: '/signup' | '/login';
}

/** The home hero (spec part 1 §2 Home 1). */
export function Hero({ signedOutTarget = '/signup' }: HeroProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid max-w-7xl items-center gap-10 px-5 py-12 sm:px-6 md:grid-cols-2 md:py-20"
    >
      {/* min-w-0: a long word (German) breaks instead of widening the column past the screen. */}
      <div className="flex min-w-0 flex-col gap-6">
        <p className="self-start rounded-full bg-sunrise-soft px-4 py-1 font-heading font-semibold text-leaf">
          {t('home.hero.badge')}
        </p>
        <h1
          id="hero-title"
          className="text-4xl font-semibold text-balance hyphens-auto wrap-break-word sm:text-5xl lg:text-6xl"
        >
          {t('home.hero.title')}
        </h1>
        <p className="text-lg text-ink-soft sm:text-xl">{t('home.hero.lead')}</p>
        <ul className="flex flex-col gap-3">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-lg">
              <Icon name="tick" className="mt-0.5 size-6 shrink-0" />
              <span>{t(benefit)}</span>
            </li>
          ))}
        </ul>
        <StartStoryButtons signedOutTarget={signedOutTarget} className="items-center pt-2" />
      </div>
      <div className="flex justify-center">
        <HeroArt />
      </div>
    </section>
  );
}
