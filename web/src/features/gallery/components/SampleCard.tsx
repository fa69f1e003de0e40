import { LANGUAGE_NAMES } from '@contract/story';
import { BilingualLabel } from '../../../components/books/BilingualLabel';
import { ButtonLink } from '../../../components/ui/Button';
import { useLocale, useT } from '../../../i18n';
import { ART_STYLE_LABELS } from '../../../lib/bookLabels';
import {
  AGE_LABELS,
  moralLabel,
  sampleArtStyle,
  sampleLanguage,
  sampleSlug,
  STORY_TYPE_LABELS,
  THUMBNAIL_PX,
  thumbnailUrl,
  type GallerySample,
} from '../samples';

/**
 * One gallery card: thumbnail, title, story type, age group, moral, art style (and language when
 * not English), description and Read. A sample in another language marks its words with it.
 * `eager`: in the first row; `first`: the first picture a phone shows, fetched before the rest.
 */
export function SampleCard({
  sample,
  eager,
  first = false,
}: {
  sample: GallerySample;
  eager: boolean;
  first?: boolean;
}) {
  const t = useT();
  const moral = moralLabel(sample.moralValue);
  const language = sampleLanguage(sample);
  // The book's own words are in its language, which may not be the page's.
  const lang = language === useLocale() ? undefined : language;
  const foreign = language !== 'en' || Boolean(sample.secondLanguage);
  return (
    <article
      aria-labelledby={`sample-${sample.id}-title`}
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-soft"
    >
      <img
        src={thumbnailUrl(sample)}
        alt={t('gallery.firstPage', { title: sample.title })}
        width={THUMBNAIL_PX}
        height={THUMBNAIL_PX}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'auto' : 'async'}
        className="aspect-square w-full bg-sky-soft object-cover"
      />
      <div className="flex grow flex-col gap-3 p-5">
        <h2 id={`sample-${sample.id}-title`} lang={lang} className="text-xl font-semibold text-balance">
          {sample.title}
        </h2>
        <dl className="flex flex-wrap gap-2 text-sm font-semibold">
          <div className="rounded-full bg-sprout-soft px-3 py-1 text-leaf">
            <dt className="sr-only">{t('gallery.storyType')}</dt>
            <dd>{t(STORY_TYPE_LABELS[sample.storyType])}</dd>
          </div>
          <div className="rounded-full bg-sky-soft px-3 py-1 text-ink">
            <dt className="sr-only">{t('gallery.readerAge')}</dt>
            <dd>{t(AGE_LABELS[sample.readerAgeGroup])}</dd>
          </div>
          {moral && (
            <div className="rounded-full bg-sunrise-soft px-3 py-1 text-ink">
              <dt className="sr-only">{t('gallery.moral')}</dt>
              <dd>{t(moral)}</dd>
            </div>
          )}
          <div className="rounded-full bg-paper px-3 py-1 text-ink ring-1 ring-ink/15">
            <dt className="sr-only">{t('gallery.artStyle')}</dt>
            <dd>{ART_STYLE_LABELS[sampleArtStyle(sample)].label}</dd>
          </div>
          {foreign && (
            <div className="rounded-full bg-white px-3 py-1 text-leaf ring-1 ring-sprout">
              <dt className="sr-only">{t('gallery.language')}</dt>
              {sample.secondLanguage ? (
                <dd>
                  <BilingualLabel first={language} second={sample.secondLanguage} />
                </dd>
              ) : (
                <dd lang={language}>{LANGUAGE_NAMES[language]}</dd>
              )}
            </div>
          )}
        </dl>
        {sample.description && (
          <p lang={lang} className="grow text-ink-soft">
            {sample.description}
          </p>
        )}
        <ButtonLink
          to={`/gallery/${sampleSlug(sample)}`}
          state={{ sampleId: sample.id }}
          className="self-start"
          aria-label={t('gallery.readTitle', { title: sample.title })}
        >
          {t('gallery.read')}
        </ButtonLink>
      </div>
    </article>
  );
}
