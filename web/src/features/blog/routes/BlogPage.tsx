import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useLocale, useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/meta';
import { PostByline } from '../components/PostByline';
import { POSTS } from '../posts';

/** /blog: 'From the blog', the 7 articles newest first (spec part 1 §2). */
export default function BlogPage() {
  const t = useT();
  // The articles are written in English: their titles and summaries say so to the browser.
  const lang = useLocale() === 'en' ? undefined : 'en';
  usePageMeta(t('blog.metaTitle'), t('blog.metaDescription'));
  return (
    <div className="pb-16">
      <PageHeader title={t('blog.title')} lead={t('blog.lead')}>
        {lang && <p className="text-ink-soft">{t('blog.englishOnlyList')}</p>}
      </PageHeader>
      <ul className="mx-auto grid max-w-6xl gap-6 px-5 sm:grid-cols-2 lg:grid-cols-3">
        {POSTS.map((post) => (
          <li key={post.slug}>
            <article className="flex h-full flex-col gap-3 rounded-card bg-white p-6 shadow-soft">
              <PostByline post={post} />
              <h2 lang={lang} className="text-xl font-semibold text-balance">
                <Link to={`/blog/${post.slug}`} className="hover:underline focus-visible:underline">
                  {post.title}
                </Link>
              </h2>
              <p lang={lang} className="grow text-ink-soft">
                {post.description}
              </p>
              <Link
                to={`/blog/${post.slug}`}
                className="self-start font-semibold text-sprout-deep underline underline-offset-4"
              >
                {t('blog.readArticle')}
                <span className="sr-only">
                  : <span lang={lang}>{post.title}</span>
                </span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
