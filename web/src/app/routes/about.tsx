import { Link } from 'react-router-dom';
import { pageMeta } from '@/features/content/page-meta';
import { usePageMeta } from '@/lib/page-meta';

const values = [
  ['Independence', 'No retailer owns us or tells us how to rank plans.'],
  [
    'Customer First',
    'We recommend what suits you, even if it pays us nothing.',
  ],
  ['Transparency', 'We show how estimates are made and how we are paid.'],
  ['Sustainability', 'We make green and solar options easy to find.'],
] as const;

const impact = [
  ['50,000+', 'Australians helped'],
  ['25+', 'retailers compared'],
  ['4.8/5', 'average customer rating'],
] as const;

/** /about: story, values, impact, how we're paid, team and awards. */
export function Component() {
  usePageMeta(pageMeta.about.title, pageMeta.about.description);
  return (
    <div className="container page">
      <h1>About Us</h1>
      <section className="prose" aria-labelledby="story">
        <h2 id="story">Our story</h2>
        <p>
          We started because comparing energy plans was harder than it should
          be. Rates, discounts and tariffs are hard to read, and the cheapest
          plan for one household is rarely the cheapest for the next. We built a
          service that prices every plan on your own usage, for free.
        </p>
      </section>
      <section aria-labelledby="values" className="section">
        <h2 id="values">Our values</h2>
        <div className="card-grid">
          {values.map(([name, text]) => (
            <div key={name} className="card">
              <h3>{name}</h3>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="impact" className="section">
        <h2 id="impact">Our impact</h2>
        <dl className="stats">
          {impact.map(([figure, label]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{figure}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="section prose" aria-labelledby="revenue">
        <h2 id="revenue">How we make money</h2>
        <p>
          Our service is free to you. When you switch to some retailers' plans
          through us, the retailer may pay us a referral fee or commission. It
          never changes the price you pay or the order of your results, which
          are ranked by estimated cost.
        </p>
        <h2>Our team</h2>
        <p>
          Our Sydney-based team includes energy analysts, former retail
          customer-service staff and software engineers who keep our plan data
          current.
        </p>
        <h2>Recognition</h2>
        <p>
          Our customers rate us 4.8 out of 5 on average, and we are proud of
          every household and business we have helped pay less for energy.
        </p>
      </section>
      <p className="actions">
        <Link to="/compare" className="button button-primary">
          Compare Plans
        </Link>
        <Link to="/contact" className="button">
          Contact Us
        </Link>
      </p>
    </div>
  );
}
