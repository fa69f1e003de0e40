import { ButtonLink } from '../../../components/ui/Button';
import { useT } from '../../../i18n';

const STEPS = [
  { title: 'home.how.step1Title', text: 'home.how.step1Text' },
  { title: 'home.how.step2Title', text: 'home.how.step2Text' },
  { title: 'home.how.step3Title', text: 'home.how.step3Text' },
] as const;

/** Home 2: how it works in 3 steps (spec part 1 §2). */
export function HowItWorks() {
  const t = useT();
  return (
    <section aria-labelledby="how-heading" className="bg-white py-16">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <h2 id="how-heading" className="text-3xl font-semibold sm:text-4xl">
            {t('home.how.title')}
          </h2>
          <p className="max-w-2xl text-lg text-ink-soft">{t('home.how.lead')}</p>
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
      </div>
    </section>
  );
}
