import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NotFound } from '../../../components/NotFound';
import { Spinner } from '../../../components/ui/Spinner';
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
  usePageMeta(post.title, post.description);

  return (
    <article className="mx-auto max-w-3xl px-5 pt-12 pb-16 sm:pt-16">
      <Link to="/blog" className="font-semibold text-sprout-deep underline underline-offset-4">
        From the blog
      </Link>
      <h1 className="mt-4 text-4xl font-semibold text-balance sm:text-5xl">{post.title}</h1>
      <div className="mt-4">
        <PostByline post={post} />
      </div>
      <Suspense
        fallback={
          <p role="status" className="mt-8 flex items-center gap-3 text-ink-soft">
            <Spinner /> Loading the article...
          </p>
        }
      >
        <ArticleText post={post} />
      </Suspense>
      <StartStoryCta />
    </article>
  );
}

function ArticleText({ post }: { post: BlogPost }) {
  const { value: html } = useLoaded(`blog:${post.slug}`, () => loadPostHtml(post));
  return html !== null ? (
    // The article's HTML is our own markdown, converted at build time (build/markdown.ts).
    <div className="article mt-8" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p role="alert" className="mt-8 text-lg">
      This article did not load. Please check your connection and reload the page.
    </p>
  );
}
