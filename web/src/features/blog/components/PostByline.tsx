import { postDate, type BlogPost } from '../posts';

/** 'March 4, 2025 · 5 min read' */
export function PostByline({ post }: { post: BlogPost }) {
  return (
    <p className="text-sm font-semibold text-ink-soft">
      <time dateTime={post.date}>{postDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{post.minutes} min read</span>
    </p>
  );
}
