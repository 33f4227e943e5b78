import { type FormEvent, useState } from 'react';
import type { SubscriptionSource } from '#shared/contracts/subscriptions';
import { subscribe } from '../api/subscribe';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'invalid' | 'failed' | 'done'; message: string };

/** E-mail field state, the same check as the API, and submission. */
export function useNewsletterForm(source: SubscriptionSource) {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // The API's own check, loaded on submit: the footer is on every page,
    // and zod would otherwise join every page's first download.
    const { createSubscriptionSchema } = await import(
      '#shared/contracts/subscriptions'
    );
    const checked = createSubscriptionSchema.safeParse({ email, source });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Check your e-mail';
      return setOutcome({ kind: 'invalid', message });
    }
    setSubmitting(true);
    try {
      const result = await subscribe({ email, source });
      setEmail('');
      setOutcome({
        kind: 'done',
        message: result.alreadySubscribed
          ? "You're already subscribed. Thanks for reading!"
          : 'Thanks for subscribing! Check your inbox for a welcome e-mail.',
      });
    } catch {
      setOutcome({
        kind: 'failed',
        message: "We couldn't subscribe you just now. Please try again.",
      });
    } finally {
      setSubmitting(false);
    }
  };

  const change = (value: string) => {
    setEmail(value);
    if (outcome.kind === 'invalid') setOutcome({ kind: 'idle' });
  };

  return { email, change, submit, submitting, outcome };
}
