import { PageHeader } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';
import { SampleCard } from '../components/SampleCard';
import { LISTED } from '../samples';

/** /gallery: the 12 listed sample books, free to read without an account (spec part 1 §2). */
export default function GalleryPage() {
  usePageMeta(
    'Story Gallery',
    'Read 12 free sample StorySprout books: Photo Stories and Avatar Stories for ages 2-4 and 5-7, about moving, school, bedtime, big feelings, sharing and more.',
  );
  return (
    <div className="pb-16">
      <PageHeader
        title="Story Gallery"
        lead="Free sample stories to read together, no account needed. Every one was written for a child like yours."
      />
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
