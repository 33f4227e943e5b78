import { Link } from 'react-router-dom';
import { CallUsCard } from '@/features/content/components/call-us-card';
import { FaqAccordion } from '@/features/content/components/faq-accordion';
import { pageMeta } from '@/features/content/page-meta';
import { usePageMeta } from '@/lib/page-meta';

/** /faq: 16 questions, one open at a time, and ways to get help. */
export function Component() {
  usePageMeta(pageMeta.faq.title, pageMeta.faq.description);
  return (
    <div className="container page">
      <h1>Frequently Asked Questions</h1>
      <p className="lead">
        Everything you need to know about comparing and switching energy plans.
      </p>
      <FaqAccordion />
      <section aria-labelledby="more-help" className="section">
        <h2 id="more-help">Still have questions?</h2>
        <div className="card-grid">
          <div className="card">
            <h3>Start Comparison</h3>
            <p>See plans for your postcode in a couple of minutes.</p>
            <Link to="/compare" className="button button-primary">
              Compare Plans
            </Link>
          </div>
          <CallUsCard headingLevel={3} />
        </div>
        <p>
          You can also <Link to="/contact">send us a message</Link> or{' '}
          <Link to="/compare">compare plans now</Link>.
        </p>
      </section>
    </div>
  );
}
