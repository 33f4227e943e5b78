import { formatDollars } from '#shared/format/money-and-dates';
import type { QuoteLoad } from '../hooks/use-switch-quote';

/** The plan's annual cost on the visitor's usage, or why it is missing. */
export function QuoteFigure({
  load,
  onRetry,
}: {
  load: QuoteLoad;
  onRetry: () => void;
}) {
  if (load.status === 'ready')
    return (
      <>
        <strong className="quote-figure">
          {formatDollars(load.quote.annualCostIncGst)}
        </strong>{' '}
        <span className="muted small">{load.quote.usageBasis}</span>
      </>
    );
  if (load.status === 'error')
    return (
      <span role="alert">
        {load.message}{' '}
        <button type="button" className="link-button" onClick={onRetry}>
          Try again
        </button>
      </span>
    );
  if (load.status === 'waiting') return <span>Enter your usage to see it</span>;
  return <span aria-live="polite">Working out your cost…</span>;
}
