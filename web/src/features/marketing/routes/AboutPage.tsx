import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useT } from '../../../i18n';
import { track } from '../../../lib/analytics';
import { usePageMeta } from '../../../lib/meta';

/** The About page: 'Story Behind the product' (spec part 1 §2); records about_page_visited. */
export default function AboutPage() {
  const t = useT();
  usePageMeta(
    'About Us',
    'The story behind StorySprout: personalized storybooks created by a mom, loved by families.',
  );

  const { pathname } = useLocation();
  useEffect(() => {
    track('about_page_visited', { page_path: pathname });
  }, [pathname]);

  return (
    <article className="pb-16">
      <PageHeader title="Story Behind StorySprout" lead={t('site.tagline')} />
      <div className="mx-auto flex max-w-2xl flex-col gap-5 px-5 text-lg">
        <p>
          StorySprout began the way many good things do: at bedtime, with a tired mom, a wide-awake child and
          a stack of books that had all been read a hundred times.
        </p>
        <p>
          What my little one really wanted was a story about <em>them</em>: their name, their fears about the
          first day of school, their big feelings after a hard day. So I started making those stories up,
          night after night, and I watched how differently my child listened when they were the hero.
        </p>
        <p>
          StorySprout lets every grown-up do the same, in a few minutes and without being a writer or an
          illustrator. You choose the hero and the lesson; we help you turn it into a warm, illustrated book
          you can read together, print, and keep. The stories you create stay yours.
        </p>
        <p>Thank you for letting us be a small part of your bedtime. Sweet dreams!</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <ButtonLink to="/gallery">Read a free sample story</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Say hello
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
