import { Link } from 'react-router-dom';
import { type BlogPost, formatPostDate } from '../posts';

/** One article in a list: category, title link, excerpt, date. */
export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className="card blog-card">
      <p className="badge">{post.category}</p>
      <h3>
        <Link to={`/blog/${post.id}`}>{post.title}</Link>
      </h3>
      <p>{post.excerpt}</p>
      <p className="meta">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{' '}
        {post.readTime}
      </p>
    </article>
  );
}
