import { SITE_NAME, usePageMeta } from '../../../lib/meta';
import { useRegionStatus } from '../api/getCountry';
import { Hero } from '../components/Hero';
import { PricingSection } from '../components/PricingSection';
import { RegionBanner } from '../components/RegionBanner';

export default function HomePage() {
  usePageMeta(
    SITE_NAME,
    'Create a personalized, illustrated 20-page story for a child aged 2-7 in about 2 minutes. Read it online, download the PDF or order a printed book. Your first digital story is free.',
  );
  const region = useRegionStatus();
  return (
    <>
      <RegionBanner status={region} />
      <Hero />
      <PricingSection />
    </>
  );
}
