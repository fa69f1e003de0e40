import { SHOWCASE_FAMILY, SHOWCASE_LEGEND, SHOWCASE_PICTURES } from '../../../content/showcase';

const PHOTO_HEIGHT = Math.round((SHOWCASE_PICTURES.photoPx * 5) / 4);

/**
 * Home 3: the Photo Stories before/after showcase (spec part 1 §2): sample family photos beside
 * the page our illustrator drew for a Photo Story made with them (both drawn at build time).
 */
export function PhotoShowcase() {
  return (
    <section aria-labelledby="showcase-heading" className="bg-paper py-16">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <h2 id="showcase-heading" className="text-3xl font-semibold sm:text-4xl">
            Photo Stories: your family, in the pictures
          </h2>
          <p className="max-w-2xl text-lg text-ink-soft">
            Upload a photo of each person in the story. Every one of the ten illustrations is drawn with your
            family as its heroes, and your photos hang in the scene like a garland of snapshots.
          </p>
        </div>
        <div className="grid items-center gap-8 lg:grid-cols-[1fr_auto_1fr]">
          <figure className="flex flex-col gap-3">
            <ul className="grid grid-cols-3 gap-3" aria-label="Sample family photos">
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
                    alt={`Sample photo: ${person.who}`}
                    className="h-auto w-full rounded-md"
                  />
                  <span className="text-center font-heading text-sm font-semibold sm:text-base">
                    {person.caption}
                  </span>
                </li>
              ))}
            </ul>
            <figcaption className="text-center text-ink-soft">Before: the photos you upload</figcaption>
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
              alt={SHOWCASE_LEGEND}
              className="h-auto w-full rounded-card shadow-md"
            />
            <figcaption className="text-center text-ink-soft">
              After: a page of their Photo Story, drawn by our illustrator
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
