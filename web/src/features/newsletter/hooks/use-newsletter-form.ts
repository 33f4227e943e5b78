import { useState } from 'react';
import type { SubscriptionSource } from '#shared/contracts/subscriptions';
import { lazySchema } from '@/lib/lazy-schema';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { subscribe } from '../api/subscribe';

// The footer is on every page: zod loads when the form is first used.
const schema = lazySchema(() =>
  import('#shared/contracts/subscriptions').then(
    (m) => m.createSubscriptionSchema,
  ),
);

type Outcome =
  | { kind: 'idle' }
  | { kind: 'invalid' | 'failed' | 'done'; message: string };

/** E-mail field state, the same check as the API, and submission. */
export function useNewsletterForm(source: SubscriptionSource) {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const submit = useSingleSubmit(async () => {
    const checked = await schema.safeParse({ email, source });
    if (checked && !checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Check your e-mail';
      return setOutcome({ kind: 'invalid', message });
    }
    setSubmitting(true);
    try {
      await subscribe({ email, source });
      setEmail('');
      // The same words whatever the address: the page tells no one who is
      // on the list. True with e-mail verification on or off: a new address
      // gets the welcome or a link to confirm, a listed one nothing
      // (docs/settings.md, E-mail verification).
      setOutcome({
        kind: 'done',
        message:
          'Thanks! Unless this address is already on our list, we have e-mailed it. If that e-mail asks you to confirm, follow its link.',
      });
    } catch {
      setOutcome({
        kind: 'failed',
        message: "We couldn't subscribe you just now. Please try again.",
      });
    } finally {
      setSubmitting(false);
    }
  });

  const change = (value: string) => {
    setEmail(value);
    if (outcome.kind === 'invalid') setOutcome({ kind: 'idle' });
  };

  return {
    email,
    change,
    submit,
    submitting,
    outcome,
    preload: schema.preload,
  };
}
