import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { T, useT } from '../../../i18n';
import { track } from '../../../lib/analytics';
import { usePageMeta } from '../../../lib/meta';

/** The About page: 'Story Behind the product' (spec part 1 §2); records about_page_visited. */
export default function AboutPage() {
  const t = useT();
  usePageMeta(t('about.metaTitle'), t('about.metaDescription'));

  const { pathname } = useLocation();
  useEffect(() => {
    track('about_page_visited', { page_path: pathname });
  }, [pathname]);

  return (
    <article className="pb-16">
      <PageHeader title={t('about.title')} lead={t('site.tagline')} />
      <div className="mx-auto flex max-w-2xl flex-col gap-5 px-5 text-lg">
        <p>{t('about.began')}</p>
        <p>
          <T id="about.wanted" components={{ 0: <em /> }} />
        </p>
        <p>{t('about.everyone')}</p>
        <p>{t('about.thanks')}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <ButtonLink to="/gallery">{t('about.sample')}</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            {t('about.hello')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
