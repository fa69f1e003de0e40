import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';
import { PostByline } from '../components/PostByline';
import { POSTS } from '../posts';

/** /blog: 'From the blog', the 7 articles newest first (spec part 1 §2). */
export default function BlogPage() {
  usePageMeta(
    'Blog',
    'Ideas for raising happy little readers: social and emotional learning, big feelings, personalized stories in the classroom and at home.',
  );
  return (
    <div className="pb-16">
      <PageHeader title="From the blog" lead="Ideas and inspiration for raising happy little readers." />
      <ul className="mx-auto grid max-w-6xl gap-6 px-5 sm:grid-cols-2 lg:grid-cols-3">
        {POSTS.map((post) => (
          <li key={post.slug}>
            <article className="flex h-full flex-col gap-3 rounded-card bg-white p-6 shadow-soft">
              <PostByline post={post} />
              <h2 className="text-xl font-semibold text-balance">
                <Link to={`/blog/${post.slug}`} className="hover:underline focus-visible:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="grow text-ink-soft">{post.description}</p>
              <Link
                to={`/blog/${post.slug}`}
                className="self-start font-semibold text-sprout-deep underline underline-offset-4"
              >
                Read article<span className="sr-only">: {post.title}</span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
