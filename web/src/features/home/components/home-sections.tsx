import { callbackWaitText } from '#shared/domain/site-settings';
import { useSiteSettings } from '@/features/site-settings/use-site-settings';

const savings = [
  ['Couple in an apartment', 'Sydney NSW · 250 kWh/month', '$310'],
  ['Family of four', 'Brisbane QLD · 550 kWh/month', '$480'],
  ['Home with solar', 'Adelaide SA · 400 kWh/month', '$390'],
] as const;

const reasons = [
  [
    'Independent and free',
    'No retailer owns us, and comparing costs you nothing.',
  ],
  [
    'Priced on your usage',
    'Every plan is costed on your usage or bill, not a generic average.',
  ],
  [
    'Prices you can trust',
    'Rates come from published tariffs, are updated regularly and include GST.',
  ],
] as const;

/** Sample savings: illustrative households, clearly labelled as such. */
export function SavingsCards() {
  return (
    <section className="section container" aria-labelledby="savings">
      <h2 id="savings">Sample savings</h2>
      <div className="card-grid">
        {savings.map(([who, where, amount]) => (
          <div key={who} className="card">
            <h3>{who}</h3>
            <p className="meta">{where}</p>
            <p className="figure">
              {amount}
              <span className="meta"> a year</span>
            </p>
          </div>
        ))}
      </div>
      <p className="meta">
        Examples only: savings compare a typical standing offer with the
        cheapest market offer. Your savings depend on your usage and plan.
      </p>
    </section>
  );
}

/** Why visitors choose the service. */
export function Reasons() {
  const { maxCallbackWaitTime } = useSiteSettings();
  const all = [
    ...reasons,
    [
      'Experts on call',
      `Prefer to talk? We call back within ${callbackWaitText(maxCallbackWaitTime)} in business hours.`,
    ],
  ] as const;
  return (
    <section className="section container" aria-labelledby="reasons">
      <h2 id="reasons">Why compare with us</h2>
      <div className="card-grid">
        {all.map(([title, text]) => (
          <div key={title} className="card">
            <h3>{title}</h3>
            <p>{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
