import { PageHeader } from '../../../components/ui/PageHeader';
import { useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/meta';
import { SampleCard } from '../components/SampleCard';
import { LISTED } from '../samples';

/**
 * /gallery: the listed sample books, free to read without an account (spec part 1 §2: the
 * twelve; issue 28: then samples in the other art styles and in French and Spanish).
 */
export default function GalleryPage() {
  const t = useT();
  usePageMeta(t('gallery.title'), t('gallery.metaDescription', { count: LISTED.length }));
  return (
    <div className="pb-16">
      <PageHeader title={t('gallery.title')} lead={t('gallery.lead')} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-5 sm:grid-cols-2 lg:grid-cols-3">
        {LISTED.map((sample, i) => (
          <li key={sample.id}>
            <SampleCard sample={sample} eager={i < 3} first={i === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
