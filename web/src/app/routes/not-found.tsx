import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { logNotFound } from '@/features/content/api/log-not-found';
import { pageMeta } from '@/features/content/page-meta';
import { usePageMeta } from '@/lib/page-meta';
import { useNoIndex } from '@/lib/use-no-index';

/** The 404 page: links home and to the comparison; the path is logged. */
export function Component() {
  usePageMeta(pageMeta.notFound.title, pageMeta.notFound.description);
  useNoIndex();
  const { pathname } = useLocation();
  useEffect(() => {
    logNotFound(pathname);
  }, [pathname]);
  return (
    <section className="container page">
      <h1>Page not found</h1>
      <p>
        Sorry, we couldn't find that page. It may have moved, or the link may be
        wrong.
      </p>
      <p className="actions">
        <Link to="/" className="button">
          Go to the home page
        </Link>
        <Link to="/compare" className="button button-primary">
          Compare plans
        </Link>
      </p>
    </section>
  );
}
