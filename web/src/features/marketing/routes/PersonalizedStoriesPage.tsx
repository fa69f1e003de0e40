import { useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/meta';
import { useRegionStatus } from '../api/getCountry';
import { Hero } from '../components/Hero';
import { RegionBanner } from '../components/RegionBanner';

/** The landing variant of the home page that sends signed-out visitors to /login. */
export default function PersonalizedStoriesPage() {
  const t = useT();
  usePageMeta(t('personalized.meta.title'), t('personalized.meta.description'));
  const region = useRegionStatus();
  return (
    <>
      <RegionBanner status={region} />
      <Hero signedOutTarget="/login" />
    </>
  );
}
