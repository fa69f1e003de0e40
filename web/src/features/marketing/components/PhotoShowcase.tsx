import { SHOWCASE_FAMILY, SHOWCASE_PICTURES } from '../../../content/showcase';
import { useT, type MessageId } from '../../../i18n';
import { HomeSection } from './HomeSection';

const PHOTO_HEIGHT = Math.round((SHOWCASE_PICTURES.photoPx * 5) / 4);

/** Each sample photo's label and description, in the page's language. */
const PEOPLE: Record<(typeof SHOWCASE_FAMILY)[number]['name'], { caption: MessageId; who: MessageId }> = {
  Amara: { caption: 'home.showcase.amaraCaption', who: 'home.showcase.amaraWho' },
  Kofi: { caption: 'home.showcase.kofiCaption', who: 'home.showcase.kofiWho' },
  Nia: { caption: 'home.showcase.niaCaption', who: 'home.showcase.niaWho' },
};

/**
 * Home 3: the Photo Stories before/after showcase (spec part 1 §2): sample family photos beside
 * the page our illustrator drew for a Photo Story made with them (both drawn at build time).
 */
export function PhotoShowcase() {
  const t = useT();
  return (
    <HomeSection
      id="showcase-heading"
      title="home.showcase.title"
      lead="home.showcase.lead"
      className="bg-paper py-16"
    >
      <div className="grid items-center gap-8 lg:grid-cols-[1fr_auto_1fr]">
        <figure className="flex flex-col gap-3">
          <ul className="grid grid-cols-3 gap-3" aria-label={t('home.showcase.photosLabel')}>
            {SHOWCASE_FAMILY.map((person, i) => (
              <li
                key={person.name}
                className={`flex flex-col gap-2 rounded-card bg-white p-2 pb-3 shadow-md ${i % 2 ? 'rotate-2' : '-rotate-2'}`}
              >
                <img
                  src={SHOWCASE_PICTURES.photo(person.name)}
                  width={SHOWCASE_PICTURES.photoPx}
                  height={PHOTO_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  alt={t('home.showcase.photoAlt', { who: t(PEOPLE[person.name].who) })}
                  className="h-auto w-full rounded-md"
                />
                <span className="text-center font-heading text-sm font-semibold sm:text-base">
                  {t(PEOPLE[person.name].caption)}
                </span>
              </li>
            ))}
          </ul>
          <figcaption className="text-center text-ink-soft">{t('home.showcase.before')}</figcaption>
        </figure>
        <span aria-hidden="true" className="justify-self-center font-heading text-5xl text-sprout-deep">
          <span className="lg:hidden">&darr;</span>
          <span className="hidden lg:inline">&rarr;</span>
        </span>
        <figure className="flex flex-col gap-3">
          <img
            src={SHOWCASE_PICTURES.page}
            width={SHOWCASE_PICTURES.pagePx}
            height={SHOWCASE_PICTURES.pagePx}
            loading="lazy"
            decoding="async"
            alt={t('home.showcase.legend')}
            className="h-auto w-full rounded-card shadow-md"
          />
          <figcaption className="text-center text-ink-soft">{t('home.showcase.after')}</figcaption>
        </figure>
      </div>
    </HomeSection>
  );
}
