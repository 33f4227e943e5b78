import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BlogCard } from '@/features/blog/components/blog-card';
import {
  type BlogCategory,
  blogCategories,
  blogPosts,
  formatPostDate,
} from '@/features/blog/posts';
import { pageMeta } from '@/features/content/page-meta';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { usePageMeta } from '@/lib/page-meta';

/** /blog: the featured article, category filter and every article. */
export function Component() {
  usePageMeta(pageMeta.blog.title, pageMeta.blog.description);
  const [category, setCategory] = useState<BlogCategory>('All');
  const featured = blogPosts.find((post) => post.featured);
  const shown = blogPosts.filter(
    (post) => category === 'All' || post.category === category,
  );
  return (
    <div className="container page">
      <h1>Energy Tips &amp; News</h1>
      <p className="lead">
        Plain-English guides to bills, plans, solar and the energy market.
      </p>
      {featured && (
        <section className="card featured-post" aria-labelledby="featured">
          <p className="badge">Featured · {featured.category}</p>
          <h2 id="featured">
            <Link to={`/blog/${featured.id}`}>{featured.title}</Link>
          </h2>
          <p>{featured.excerpt}</p>
          <p className="meta">
            <time dateTime={featured.date}>
              {formatPostDate(featured.date)}
            </time>{' '}
            · {featured.readTime}
          </p>
        </section>
      )}
      <section aria-labelledby="articles">
        <h2 id="articles">All articles</h2>
        <fieldset className="category-filter">
          <legend>Filter by category</legend>
          {blogCategories.map((name) => (
            <button
              key={name}
              type="button"
              className="button"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
            >
              {name}
            </button>
          ))}
        </fieldset>
        <p role="status" className="meta">
          Showing {shown.length} {shown.length === 1 ? 'article' : 'articles'}
          {category === 'All' ? '' : ` in ${category}`}
        </p>
        <div className="card-grid">
          {shown.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </div>
      </section>
      <section className="card">
        <NewsletterForm source="blog" heading="Get energy tips by e-mail" />
      </section>
    </div>
  );
}
