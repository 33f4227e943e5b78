import { useId } from 'react';
import type { SubscriptionSource } from '#shared/contracts/subscriptions';
import { useNewsletterForm } from '../hooks/use-newsletter-form';

interface NewsletterFormProps {
  readonly source: SubscriptionSource;
  readonly heading: string;
}

/** Sign-up for energy tips by e-mail; every e-mail can be unsubscribed. */
export function NewsletterForm({ source, heading }: NewsletterFormProps) {
  const id = useId();
  const { email, change, submit, submitting, outcome, preload } =
    useNewsletterForm(source);
  const invalid = outcome.kind === 'invalid';
  return (
    <form className="newsletter" onSubmit={submit} onFocus={preload} noValidate>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>Monthly energy-saving tips. Unsubscribe at any time.</p>
      <label htmlFor={`${id}-email`}>E-mail address</label>
      <div className="newsletter-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => change(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={`${id}-status`}
          required
        />
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p
        id={`${id}-status`}
        className={`newsletter-status newsletter-${outcome.kind}`}
        role="status"
      >
        {outcome.kind === 'idle' ? '' : outcome.message}
      </p>
    </form>
  );
}
