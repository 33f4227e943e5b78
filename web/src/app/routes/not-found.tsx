import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** The 404 page: links home and to the comparison; the path is logged. */
export function Component() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404: unknown path', pathname);
  }, [pathname]);
  return (
    <section className="container page">
      <h1>Page not found</h1>
      <p>We couldn't find that page.</p>
      <p className="actions">
        <Link to="/" className="button">
          Go home
        </Link>
        <Link to="/compare" className="button button-primary">
          Compare plans
        </Link>
      </p>
    </section>
  );
}
