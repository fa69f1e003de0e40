import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NotFound } from '../../../components/NotFound';
import { Spinner } from '../../../components/ui/Spinner';
import { useLocale, useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/meta';
import { useLoaded } from '../../../lib/useLoaded';
import { PostByline } from '../components/PostByline';
import { StartStoryCta } from '../../../components/StartStoryCta';
import { loadPostHtml, postBySlug, type BlogPost } from '../posts';

/** /blog/{slug}: one article as styled text, with its date, reading time and a call to action. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = postBySlug(slug);
  // Keyed by slug: moving to another article starts from a fresh, loading state.
  return post ? <Article key={post.slug} post={post} /> : <NotFound />;
}

function Article({ post }: { post: BlogPost }) {
  const t = useT();
  // Articles are written in English; in another language the page says so, and marks them.
  const lang = useLocale() === 'en' ? undefined : 'en';
  usePageMeta(post.title, post.description);

  return (
    <article className="mx-auto max-w-3xl px-5 pt-12 pb-16 sm:pt-16">
      <Link to="/blog" className="font-semibold text-sprout-deep underline underline-offset-4">
        {t('blog.title')}
      </Link>
      <h1 lang={lang} className="mt-4 text-4xl font-semibold text-balance sm:text-5xl">
        {post.title}
      </h1>
      <div className="mt-4">
        <PostByline post={post} />
      </div>
      {lang && (
        <p role="note" className="mt-4 rounded-card bg-sky-soft px-4 py-3 font-semibold text-ink">
          {t('blog.englishOnly')}
        </p>
      )}
      <Suspense
        fallback={
          <p role="status" className="mt-8 flex items-center gap-3 text-ink-soft">
            <Spinner /> {t('blog.loading')}
          </p>
        }
      >
        <ArticleText post={post} lang={lang} />
      </Suspense>
      <StartStoryCta />
    </article>
  );
}

function ArticleText({ post, lang }: { post: BlogPost; lang: string | undefined }) {
  const t = useT();
  const { value: html } = useLoaded(`blog:${post.slug}`, () => loadPostHtml(post));
  return html !== null ? (
    // The article's HTML is our own markdown, converted at build time (build/markdown.ts).
    <div lang={lang} className="article mt-8" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p role="alert" className="mt-8 text-lg">
      {t('blog.failed')}
    </p>
  );
}
