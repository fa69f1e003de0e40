import { useFormat, useT } from '../../../i18n';
import type { BlogPost } from '../posts';

/** 'March 4, 2025 · 5 min read', in the page's language. */
export function PostByline({ post }: { post: BlogPost }) {
  const t = useT();
  const format = useFormat();
  return (
    <p className="text-sm font-semibold text-ink-soft">
      <time dateTime={post.date}>{format.date(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('blog.minutes', { minutes: post.minutes })}</span>
    </p>
  );
}
