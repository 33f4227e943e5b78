import { Link } from 'react-router-dom';
import type { SwitchRequestCreated } from '#shared/contracts/switch-requests';
import { formatDollars } from '#shared/format/money-and-dates';

/** Step 3: what happens next. */
export function Confirmation({ created }: { created: SwitchRequestCreated }) {
  return (
    <section className="card" aria-labelledby="done-title">
      <h2 id="done-title">Switch request submitted successfully!</h2>
      <p>
        Your request to switch to {created.selectedRetailer} —{' '}
        {created.selectedPlanName} is with us (reference {created.id}).
      </p>
      <p>
        Estimated cost: {formatDollars(created.estimatedAnnualCost)} a year,{' '}
        {created.usageBasis}.
      </p>
      <ul>
        <li>You'll receive a confirmation e-mail within 24 hours.</li>
        <li>The retailer will contact you in 2-3 business days.</li>
        <li>Your switch is usually done within 10 business days.</li>
        <li>
          You have a 10 business day cooling-off period to change your mind.
        </li>
      </ul>
      <Link to="/" className="button">
        Back to home
      </Link>
    </section>
  );
}
