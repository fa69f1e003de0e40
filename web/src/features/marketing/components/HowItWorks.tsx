import { ButtonLink } from '../../../components/ui/Button';
import { useT } from '../../../i18n';
import { HomeSection } from './HomeSection';

const STEPS = [
  { title: 'home.how.step1Title', text: 'home.how.step1Text' },
  { title: 'home.how.step2Title', text: 'home.how.step2Text' },
  { title: 'home.how.step3Title', text: 'home.how.step3Text' },
] as const;

/** Home 2: how it works in 3 steps (spec part 1 §2). */
export function HowItWorks() {
  const t = useT();
  return (
    <HomeSection id="how-heading" title="home.how.title" lead="home.how.lead" className="bg-white py-16">
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
              <span className="sr-only">{t('home.how.step', { number: i + 1 })} </span>
              {t(step.title)}
            </h3>
            <p className="text-ink-soft">{t(step.text)}</p>
          </li>
        ))}
      </ol>
      <ButtonLink to="/gallery" variant="secondary" className="self-center">
        {t('home.how.sample')}
      </ButtonLink>
    </HomeSection>
  );
}
