import { usePageMeta } from '../../../lib/meta';
import { useRegionStatus } from '../api/getCountry';
import { Hero } from '../components/Hero';
import { RegionBanner } from '../components/RegionBanner';

/** The landing variant of the home page that sends signed-out visitors to /login. */
export default function PersonalizedStoriesPage() {
  usePageMeta(
    'Personalized stories',
    'Illustrated stories starring your child, ready in about 2 minutes. Your first digital story is free.',
  );
  const region = useRegionStatus();
  return (
    <>
      <RegionBanner status={region} />
      <Hero signedOutTarget="/login" />
    </>
  );
}
