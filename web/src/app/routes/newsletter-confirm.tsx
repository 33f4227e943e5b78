import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pageMeta } from '@/features/content/page-meta';
import { confirmSubscription } from '@/features/newsletter/api/subscribe';
import { lazySchema } from '@/lib/lazy-schema';
import { usePageMeta } from '@/lib/page-meta';
import { useSingleSubmit } from '@/lib/use-single-submit';

const schema = lazySchema(() =>
  import('#shared/contracts/subscriptions').then(
    (m) => m.confirmSubscriptionSchema,
  ),
);

type State = 'ready' | 'working' | 'done' | 'invalid' | 'failed';

const messages: Record<State, string> = {
  ready: 'Confirm that you want our energy tips e-mails at this address.',
  working: 'Confirming…',
  done: "You're subscribed. A welcome e-mail is on its way.",
  invalid:
    'This confirmation link is not valid, has expired or was already used. Subscribe again to get a new one.',
  failed:
    "We couldn't confirm your subscription just now. Please try again in a few minutes.",
};

/**
 * /newsletter/confirm?token=…: the link of the double opt-in e-mail. It
 * asks for a click, so a mail scanner that opens the link subscribes no one.
 */
export function Component() {
  usePageMeta(
    pageMeta.newsletterConfirm.title,
    pageMeta.newsletterConfirm.description,
  );
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>('ready');
  const confirm = useSingleSubmit(async () => {
    const checked = await schema.safeParse({ token });
    // A malformed link never reaches the API.
    if (checked && !checked.success) return setState('invalid');
    setState('working');
    try {
      await confirmSubscription(token);
      setState('done');
    } catch (error) {
      const { status } = error as { status?: number };
      setState(status === 404 || status === 400 ? 'invalid' : 'failed');
    }
  });
  return (
    <section className="container page">
      <h1>Confirm your subscription</h1>
      <p role="status">{messages[state]}</p>
      {state === 'ready' || state === 'failed' ? (
        <button
          type="button"
          className="button button-primary"
          onClick={confirm}
        >
          Confirm my subscription
        </button>
      ) : null}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
