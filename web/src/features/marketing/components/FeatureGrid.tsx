import { Icon, type IconName } from '../../../components/ui/Icon';
import { useT, type MessageId } from '../../../i18n';

/** The six benefits of spec part 1 §1, in its words, each with a small inline icon (no images). */
const FEATURES: { title: MessageId; icon: IconName; text: MessageId }[] = [
  { title: 'home.features.imaginationTitle', icon: 'sparkles', text: 'home.features.imaginationText' },
  { title: 'home.features.valuesTitle', icon: 'heart', text: 'home.features.valuesText' },
  { title: 'home.features.memoriesTitle', icon: 'family', text: 'home.features.memoriesText' },
  { title: 'home.features.editingTitle', icon: 'pencil', text: 'home.features.editingText' },
  { title: 'home.features.readingTitle', icon: 'book', text: 'home.features.readingText' },
  { title: 'home.features.videosTitle', icon: 'noScreen', text: 'home.features.videosText' },
];

/** Home 5: the feature grid (spec part 1 §2: heading, subheading, six items). */
export function FeatureGrid() {
  const t = useT();
  return (
    <section aria-labelledby="features-heading" className="py-16">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <h2 id="features-heading" className="text-3xl font-semibold text-balance sm:text-4xl">
            {t('home.features.title')}
          </h2>
          <p className="max-w-2xl text-lg text-ink-soft">{t('home.features.lead')}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex flex-col gap-2 rounded-card bg-white p-6 shadow-soft">
              <Icon name={feature.icon} className="size-8 text-leaf" />
              <h3 className="text-xl font-semibold">{t(feature.title)}</h3>
              <p className="text-ink-soft">{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
