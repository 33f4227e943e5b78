import { Link } from 'react-router-dom';
import { Steps } from '@/features/content/components/steps';
import { pageMeta } from '@/features/content/page-meta';
import { usePageMeta } from '@/lib/page-meta';

/** /how-it-works: the three steps and what happens after you switch. */
export function Component() {
  usePageMeta(pageMeta.howItWorks.title, pageMeta.howItWorks.description);
  return (
    <div className="container page">
      <h1>How It Works</h1>
      <p className="lead">
        Compare energy plans in three simple steps. It's free and there's no
        obligation.
      </p>
      <Steps />
      <section className="section prose" aria-labelledby="after">
        <h2 id="after">After you choose a plan</h2>
        <ul>
          <li>
            Your new retailer confirms your plan by e-mail and arranges the
            transfer: you don't need to call your old retailer.
          </li>
          <li>
            Market contracts have a 10 business day cooling-off period, so you
            can change your mind without penalty.
          </li>
          <li>
            The switch takes effect at your next meter read, usually within a
            billing cycle, and your supply is never interrupted.
          </li>
        </ul>
        <h2>Where our prices come from</h2>
        <p>
          Plans and rates come from the tariffs retailers publish and are
          updated regularly. Every price includes GST. We may receive a
          commission from a retailer when you switch, which never changes the
          order of results or the price you pay.
        </p>
      </section>
      <p className="actions">
        <Link to="/compare" className="button button-primary">
          Start Comparison
        </Link>
        <Link to="/faq" className="button">
          Read the FAQ
        </Link>
      </p>
    </div>
  );
}
