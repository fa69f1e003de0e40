import { PageHeader } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';
import { SampleCard } from '../components/SampleCard';
import { LISTED } from '../samples';

/**
 * /gallery: the listed sample books, free to read without an account (spec part 1 §2: the
 * twelve; issue 28: then samples in the other art styles and in French and Spanish).
 */
export default function GalleryPage() {
  usePageMeta(
    'Story Gallery',
    `Read ${LISTED.length} free sample StorySprout books for ages 2-4 and 5-7: Photo and Avatar Stories in watercolour, crayon, collage and more, in English, French and Spanish.`,
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
