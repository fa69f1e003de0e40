import { Icon, type IconName } from '../../../components/ui/Icon';
import { useT, type MessageId } from '../../../i18n';
import { HomeSection } from './HomeSection';

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
    <HomeSection
      id="features-heading"
      title="home.features.title"
      lead="home.features.lead"
      className="py-16"
      headingClassName="text-balance"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex flex-col gap-2 rounded-card bg-white p-6 shadow-soft">
            <Icon name={feature.icon} className="size-8 text-leaf" />
            <h3 className="text-xl font-semibold">{t(feature.title)}</h3>
            <p className="text-ink-soft">{t(feature.text)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
