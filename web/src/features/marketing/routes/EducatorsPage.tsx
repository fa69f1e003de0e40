import { T, useT, type MessageId } from '../../../i18n';
import { usePageMeta } from '../../../lib/meta';
import { StartStoryButtons } from '../../../components/StartStoryCta';
import { useRegionStatus } from '../api/getCountry';
import { PricingSection } from '../components/PricingSection';
import { HeadedSection } from '../../../components/ui/HeadedSection';
import { MailUsText } from '../../../components/MailUs';

const challenges: MessageId[] = [
  'educators.challengeReading',
  'educators.challengeEmotions',
  'educators.challengeAggression',
  'educators.challengeCleanup',
  'educators.challengeSharing',
  'educators.challengeRoutines',
  'educators.challengeToilet',
];

const benefits: Array<{ title: MessageId; text: MessageId }> = [
  { title: 'educators.benefitTailoredTitle', text: 'educators.benefitTailoredText' },
  { title: 'educators.benefitFastTitle', text: 'educators.benefitFastText' },
  { title: 'educators.benefitPicturesTitle', text: 'educators.benefitPicturesText' },
  { title: 'educators.benefitReadTitle', text: 'educators.benefitReadText' },
];

/** The educators landing page (spec part 1 §2 'Educators landing'). */
export default function EducatorsPage() {
  const t = useT();
  usePageMeta(t('educators.metaTitle'), t('educators.metaDescription'));
  const region = useRegionStatus();

  return (
    <div className="pb-16">
      <section
        aria-labelledby="educators-title"
        className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-5 pt-14 pb-10 text-center sm:pt-20"
      >
        <p className="rounded-full bg-sky-soft px-4 py-1 font-heading font-semibold text-leaf">
          {t('educators.badge')}
        </p>
        <h1
          id="educators-title"
          className="max-w-full text-4xl font-semibold text-balance hyphens-auto wrap-break-word sm:text-5xl"
        >
          {t('educators.title')}
        </h1>
        <p className="max-w-2xl text-lg text-ink-soft sm:text-xl">{t('educators.lead')}</p>
        <StartStoryButtons signedOutTarget="/signupEducators" className="justify-center" />
      </section>

      <HeadedSection
        id="challenges-title"
        title={t('educators.challengesTitle')}
        className="mx-auto max-w-5xl px-5 py-8"
        headingClassName="text-center text-3xl font-semibold"
      >
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {challenges.map((challenge) => (
            <li key={challenge} className="rounded-full bg-sunrise-soft px-4 py-2 font-bold text-ink">
              {t(challenge)}
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        id="benefits-title"
        title={t('educators.benefitsTitle')}
        className="mx-auto max-w-5xl px-5 py-8"
        headingClassName="sr-only"
      >
        <ul className="grid gap-5 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
              <h3 className="text-xl font-semibold">{t(benefit.title)}</h3>
              <p className="mt-2 text-ink-soft">{t(benefit.text)}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>
      <figure className="mx-auto my-8 flex max-w-3xl flex-col items-center gap-4 rounded-card bg-sprout-soft px-6 py-10 text-center">
        <blockquote className="font-heading text-2xl leading-snug text-leaf">
          {t('educators.quote')}
        </blockquote>
        <figcaption className="text-ink-soft">
          <T id="educators.quoteBy" components={{ 0: <span className="font-semibold text-ink" /> }} />
        </figcaption>
        <p>
          <MailUsText id="educators.programs" subject="Educational programs" />
        </p>
      </figure>
      {region !== null && (
        <HeadedSection
          id="educators-region"
          title={region === 403 ? t('educators.regionRestrictedTitle') : t('educators.regionTitle')}
          className="mx-auto max-w-3xl px-5 py-8 text-center"
        >
          <p className="mt-3 text-lg text-ink-soft">
            {region === 403 ? t('educators.regionRestrictedLead') : t('educators.regionLead')}
          </p>
        </HeadedSection>
      )}
      <PricingSection />
    </div>
  );
}
