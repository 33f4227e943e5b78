import type { PlanDetailsResponse } from '#shared/contracts/plan-details';

type Props = Pick<PlanDetailsResponse, 'plan' | 'facts' | 'withdrawn'>;

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/** How to sign up, as far as the retailer publishes it. */
export function SignUp({ plan, facts, withdrawn }: Props) {
  const links = [
    ['Apply with the retailer', facts.links.apply ?? plan.retailerUrl],
    ['Plan overview', facts.links.overview],
    ['Terms and conditions', facts.links.terms],
    ['Eligibility', facts.links.eligibility],
    ['Pricing', facts.links.pricing],
  ].filter((link): link is [string, string] => Boolean(link[1]));
  return (
    <section className="plan-section" aria-labelledby="sign-up-heading">
      <h2 id="sign-up-heading">How to sign up</h2>
      {withdrawn ? (
        <p>This plan is no longer offered, so it cannot be signed up to.</p>
      ) : links.length > 0 ? (
        <ul>
          {links.map(([label, href]) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {label}
                {NEW_TAB}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>The retailer publishes no sign-up link; ask us for a call back.</p>
      )}
    </section>
  );
}
