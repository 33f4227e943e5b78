import { Link } from 'react-router-dom';

/** First version of the home page; the full page follows the spec later. */
export function Component() {
  return (
    <section className="hero">
      <div className="container">
        <h1>
          Compare Australian energy plans by what they would really cost you
        </h1>
        <p className="lead">
          Electricity, gas and solar plans from published tariffs, ranked for
          your postcode and your usage. Free and independent.
        </p>
        <p className="actions">
          <Link to="/compare" className="button button-primary">
            Start Comparison
          </Link>
          <Link to="/rates" className="button">
            See the latest rates
          </Link>
        </p>
      </div>
    </section>
  );
}
