import { Link, useParams } from 'react-router-dom';
import { postBody } from '@/features/blog/post-bodies';
import { findPost, formatPostDate, relatedPosts } from '@/features/blog/posts';
import { Markdown } from '@/features/content/components/markdown';
import { pageMeta } from '@/features/content/page-meta';
import { usePageMeta } from '@/lib/page-meta';

function PostNotFound() {
  return (
    <div className="container page">
      <h1>Blog Post Not Found</h1>
      <p>We couldn't find that article. It may have moved or never existed.</p>
      <Link to="/blog" className="button button-primary">
        Return to Blog
      </Link>
    </div>
  );
}

/** /blog/:id: one article from `web/content/blog`, or Not Found. */
export function Component() {
  const { id } = useParams();
  const post = findPost(id);
  usePageMeta(
    post?.title ?? 'Blog Post Not Found',
    post?.excerpt ?? pageMeta.notFound.description,
  );
  if (!post) return <PostNotFound />;
  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className="meta">
        <Link to="/blog">Energy Tips &amp; News</Link> › {post.category}
      </nav>
      <article className="prose">
        <h1>{post.title}</h1>
        <p className="meta">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{' '}
          {post.readTime}
        </p>
        <Markdown tree={postBody(post.id)} />
      </article>
      <section aria-labelledby="related" className="related">
        <h2 id="related">Related articles</h2>
        <ul>
          {relatedPosts(post.id).map((related) => (
            <li key={related.id}>
              <Link to={`/blog/${related.id}`}>{related.title}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/blog">Back to all articles</Link>
        </p>
      </section>
    </div>
  );
}
