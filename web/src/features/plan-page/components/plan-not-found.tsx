import { Link } from 'react-router-dom';
import { useNoIndex } from '@/lib/use-no-index';

/** A plan id no plan ever had: where to look instead. */
export function PlanNotFound() {
  useNoIndex();
  return (
    <section className="container page">
      <h1>Plan not found</h1>
      <p>We have no plan with that id. The link may be wrong or cut short.</p>
      <p className="actions">
        <Link to="/compare" className="button button-primary">
          Compare plans
        </Link>
        <Link to="/rates" className="button">
          See all rates
        </Link>
      </p>
    </section>
  );
}
