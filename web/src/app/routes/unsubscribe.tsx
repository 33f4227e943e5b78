import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pageMeta } from '@/features/content/page-meta';
import { unsubscribe } from '@/features/newsletter/api/subscribe';
import { lazySchema } from '@/lib/lazy-schema';
import { usePageMeta } from '@/lib/page-meta';

const schema = lazySchema(() =>
  import('#shared/contracts/subscriptions').then((m) => m.unsubscribeSchema),
);

type State = 'working' | 'done' | 'already' | 'invalid' | 'failed';

const messages: Record<State, string> = {
  working: 'Unsubscribing you…',
  done: "You've been unsubscribed. You won't receive any more energy tips e-mails.",
  already:
    'You were already unsubscribed. You will not receive any more e-mails.',
  invalid:
    'This unsubscribe link is not valid. Please use the link in your latest e-mail, or contact us.',
  failed:
    "We couldn't unsubscribe you just now. Please try the link again in a few minutes.",
};

/** /unsubscribe?token=…: the link at the end of every newsletter e-mail. */
export function Component() {
  usePageMeta(pageMeta.unsubscribe.title, pageMeta.unsubscribe.description);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>('working');
  useEffect(() => {
    schema
      .safeParse({ token })
      .then((checked) => {
        // A malformed link never reaches the API.
        if (checked && !checked.success) return setState('invalid');
        return unsubscribe(token).then((r) =>
          setState(r.alreadyUnsubscribed ? 'already' : 'done'),
        );
      })
      .catch((error: { status?: number }) =>
        setState(
          error.status === 404 || error.status === 400 ? 'invalid' : 'failed',
        ),
      );
  }, [token]);
  return (
    <section className="container page">
      <h1>Unsubscribe</h1>
      <p role="status">{messages[state]}</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
