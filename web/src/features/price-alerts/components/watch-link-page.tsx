import { useState } from 'react';
import { WATCH_TOKEN } from '#shared/domain/watch/watch-link';
import { ApiRequestError } from '@/lib/api-client';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { followWatchLink, type WatchLinkAction } from '../api/watches';

const wording: Record<
  WatchLinkAction,
  { heading: string; ask: string; button: string; done: string }
> = {
  confirm: {
    heading: 'Confirm your price alerts',
    ask: 'Confirm that you want an e-mail at this address when a better plan appears.',
    button: 'Confirm my price alerts',
    done: 'Confirmed. We will watch the market for 13 months and e-mail you only when it matters.',
  },
  unsubscribe: {
    heading: 'Stop price alerts',
    ask: 'Stop the e-mails about this saved comparison.',
    button: 'Stop these e-mails',
    done: 'Done: you will get no more price alerts for this comparison.',
  },
  delete: {
    heading: 'Delete my data',
    ask: 'Delete this saved comparison and your e-mail address from it, now.',
    button: 'Delete my data',
    done: 'Deleted. We keep nothing of this saved comparison.',
  },
  renew: {
    heading: 'Keep watching',
    ask: 'Keep this saved comparison for 13 more months from today.',
    button: 'Keep watching',
    done: 'Renewed.',
  },
};

type State = 'ready' | 'working' | 'done' | 'invalid' | 'failed';

/**
 * A page behind a link in a price alert e-mail. It acts only on a click,
 * so a mail scanner that opens the link changes nothing.
 */
export function WatchLinkPage(props: {
  readonly action: WatchLinkAction;
  readonly token: string;
}) {
  const words = wording[props.action];
  const [state, setState] = useState<State>('ready');
  const [detail, setDetail] = useState('');
  const act = useSingleSubmit(async () => {
    if (!WATCH_TOKEN.test(props.token)) {
      setDetail('This link is not valid.');
      return setState('invalid');
    }
    setState('working');
    try {
      const result = await followWatchLink(props.action, props.token);
      setDetail(
        result.alreadyDone
          ? 'This was already done; nothing changed.'
          : result.expiresOn && props.action !== 'unsubscribe'
            ? `It is kept until ${result.expiresOn}.`
            : '',
      );
      setState('done');
    } catch (error) {
      const known = error instanceof ApiRequestError && error.status < 500;
      setDetail(known ? (error.error?.message ?? '') : '');
      setState(known ? 'invalid' : 'failed');
    }
  });
  return (
    <section className="container page">
      <h1>{words.heading}</h1>
      <p role="status">
        {state === 'done'
          ? `${words.done} ${detail}`
          : state === 'invalid'
            ? `${asSentence(detail)} Nothing was changed.`
            : state === 'failed'
              ? 'That did not work just now. Please try again in a few minutes.'
              : words.ask}
      </p>
      {(state === 'ready' || state === 'failed') && (
        <button type="button" className="button button-primary" onClick={act}>
          {words.button}
        </button>
      )}
    </section>
  );
}

/** The API's messages are phrases; the page prints them as sentences. */
const asSentence = (text: string) =>
  /[.!?]$/.test(text) || text === '' ? text : `${text}.`;
