import { useT } from '../../../i18n';
import { SITE_NAME, usePageMeta } from '../../../lib/meta';
import { useRegionStatus } from '../api/getCountry';
import { Faq } from '../components/Faq';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { PhotoShowcase } from '../components/PhotoShowcase';
import { PricingSection } from '../components/PricingSection';
import { RegionBanner } from '../components/RegionBanner';
import { RegionBlock } from '../components/RegionBlock';
import { Testimonial } from '../components/Testimonial';

/** / (spec part 1 §2 Home): hero, how it works, Photo Stories showcase, pricing, testimonial, features, FAQ, region block. */
export default function HomePage() {
  const t = useT();
  usePageMeta(SITE_NAME, t('home.meta.description'));
  const region = useRegionStatus();
  return (
    <>
      <RegionBanner status={region} />
      <Hero />
      <HowItWorks />
      <PhotoShowcase />
      <PricingSection />
      <Testimonial />
      <FeatureGrid />
      <Faq />
      <RegionBlock status={region} />
    </>
  );
}
