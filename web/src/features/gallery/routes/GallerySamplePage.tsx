import { Suspense, useEffect, useMemo } from 'react';
import { PAGES_PER_BOOK } from '@contract/story';
import { Link, useLocation, useParams } from 'react-router-dom';
import { StoryBook, type PictureStatus } from '../../../components/book/StoryBook';
import { BookStyleNote } from '../../../components/books/BookStyleNote';
import { NotFound } from '../../../components/NotFound';
import { StartStoryCta } from '../../../components/StartStoryCta';
import { Spinner } from '../../../components/ui/Spinner';
import { useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/meta';
import { useLoaded } from '../../../lib/useLoaded';
import {
  AGE_LABELS,
  loadSampleStory,
  moralLabel,
  pictureUrl,
  sampleArtStyle,
  sampleById,
  sampleBySlug,
  sampleLanguage,
  STORY_TYPE_LABELS,
  type GallerySample,
} from '../samples';

/**
 * /gallery/{slug}: a sample book, read-only, read like a library book (read aloud, page by
 * page). The card passes the sample with the navigation; a direct visit or a reload finds it by
 * its slug.
 */
export default function GallerySamplePage() {
  const { slug = '' } = useParams();
  const state = useLocation().state as { sampleId?: number } | null;
  const fromCard = sampleById(state?.sampleId);
  const sample = fromCard && fromCard === sampleBySlug(slug) ? fromCard : sampleBySlug(slug);
  return sample ? <Sample key={sample.id} sample={sample} /> : <MissingSample slug={slug} />;
}

/** Spec part 1 §2: a sample not found is logged (and the visitor gets the not-found page). */
function MissingSample({ slug }: { slug: string }) {
  useEffect(() => console.warn(`Gallery sample not found: ${slug}`), [slug]);
  return <NotFound />;
}

const READY: PictureStatus[] = Array.from({ length: PAGES_PER_BOOK }, () => 'ready');

function Sample({ sample }: { sample: GallerySample }) {
  const t = useT();
  usePageMeta(sample.title, sample.description || t('gallery.sampleDescription', { theme: sample.theme }));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-5 pt-10 pb-16">
      <Link to="/gallery" className="self-start font-semibold text-sprout-deep underline underline-offset-4">
        {t('gallery.back')}
      </Link>
      <Suspense
        fallback={
          <>
            <h1 lang={sampleLanguage(sample)} className="text-4xl font-semibold">
              {sample.title}
            </h1>
            <p role="status" className="flex items-center gap-3 text-ink-soft">
              <Spinner /> {t('gallery.opening')}
            </p>
          </>
        }
      >
        <SampleBook sample={sample} />
      </Suspense>
      <StartStoryCta />
    </div>
  );
}

function SampleBook({ sample }: { sample: GallerySample }) {
  const t = useT();
  const { value: story } = useLoaded(`gallery:${sample.id}`, () => loadSampleStory(sample));
  const urls = useMemo(
    () => Array.from({ length: PAGES_PER_BOOK }, (_, i) => pictureUrl(sample, i + 1)),
    [sample],
  );
  const moral = moralLabel(sample.moralValue);
  const facts = [
    t(STORY_TYPE_LABELS[sample.storyType]),
    t(AGE_LABELS[sample.readerAgeGroup]),
    moral && t(moral),
  ]
    .filter(Boolean)
    .join(' · ');

  return story ? (
    <StoryBook
      title={sample.title}
      titleLevel="h1"
      paragraphs={story.paragraphs}
      imageUrls={urls}
      imageStatus={READY}
      captions={story.legends}
      lazyPictures
      language={sampleLanguage(sample)}
      secondText={
        sample.secondLanguage && story.secondParagraphs
          ? { language: sample.secondLanguage, paragraphs: story.secondParagraphs }
          : undefined
      }
      details={
        <BookStyleNote
          artStyle={sampleArtStyle(sample)}
          language={sampleLanguage(sample)}
          secondLanguage={sample.secondLanguage}
        />
      }
    >
      <p className="text-center font-semibold text-ink-soft">{t('gallery.sampleFacts', { facts })}</p>
    </StoryBook>
  ) : (
    <>
      <h1 lang={sampleLanguage(sample)} className="text-4xl font-semibold">
        {sample.title}
      </h1>
      <p role="alert" className="text-lg">
        {t('gallery.failed')}
      </p>
    </>
  );
}
