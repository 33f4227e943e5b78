import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type {
  SideBySidePlan,
  SideBySideResponse,
} from '#shared/contracts/side-by-side';
import { whatIfWords } from '#shared/format/what-if-words';
import { planPageLink } from '@/features/plan-page/plan-link';
import { fetchSideBySide } from '@/features/side-by-side/api';
import { LazyMonthCostChart } from '@/features/side-by-side/components/lazy-month-cost-chart';
import { SideBySideScroller } from '@/features/side-by-side/components/side-by-side-scroller';
import { SideBySideTable } from '@/features/side-by-side/components/side-by-side-table';
import { readSideBySideLink } from '@/features/side-by-side/link';
import '@/features/side-by-side/side-by-side.css';
import { ApiRequestError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';

const TITLE = 'Plans side by side';
const DESCRIPTION =
  'Up to four energy plans side by side: annual and monthly costs for your usage, every charge, contract terms, fees, green share and when discounts end.';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; response: SideBySideResponse }
  | { status: 'error'; message: string };

/** /compare/side-by-side: the plans picked on /compare, from a shareable link. */
export function Component() {
  usePageMeta(TITLE, DESCRIPTION);
  const [params] = useSearchParams();
  const link = useMemo(() => readSideBySideLink(params), [params]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  /** The link's what-if is shown unless the visitor asks to see without. */
  const [withoutChange, setWithoutChange] = useState(false);
  const whatIf = 'problem' in link || withoutChange ? null : link.whatIf;

  useEffect(() => {
    if ('problem' in link) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    const request = whatIf ? { ...link.request, whatIf } : link.request;
    fetchSideBySide(request, controller.signal)
      .then((response) => setLoad({ status: 'ready', response }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          status: 'error',
          message:
            error instanceof ApiRequestError && error.status === 400
              ? error.message
              : 'The plans could not be loaded. Please try again.',
        });
      });
    return () => controller.abort();
  }, [link, whatIf]);

  const postcode = params.get('postcode') ?? '';
  const switchHref = ({ plan }: SideBySidePlan) =>
    `/switch?${new URLSearchParams({ plan: plan.id, postcode })}`;
  const planHref = ({ plan }: SideBySidePlan) =>
    'problem' in link
      ? planPageLink(plan.id)
      : planPageLink(plan.id, {
          postcode: link.request.postcode,
          energyType: link.request.energyType,
          customerType: link.request.customerType,
          network: link.request.network,
          usage: link.request.usage,
        });
  return (
    <div className="container page side-by-side-page">
      <h1>{TITLE}</h1>
      <p>
        <Link to={`/compare?${new URLSearchParams({ postcode })}`}>
          Back to compare
        </Link>
      </p>
      {'problem' in link ? (
        <p className="card error" role="alert">
          {link.problem} Pick plans on the compare page and press Compare side
          by side.
        </p>
      ) : (
        <>
          {link.fromMeter && (
            <p className="card notice" data-testid="meter-notice">
              Your comparison used your meter data. A link cannot carry meter
              readings, so these figures are for a typical household using the
              same amount a year, and can differ from the results you saw.
            </p>
          )}
          {link.whatIf && (
            <div className="card notice" data-testid="what-if-notice">
              <p>
                {whatIf
                  ? `Priced with your change: ${whatIfWords(link.whatIf)}. Each plan shows its cost before the change, with it, and the difference.`
                  : `Priced without your change (${whatIfWords(link.whatIf)}).`}
              </p>
              <button
                type="button"
                className="link-button"
                onClick={() => setWithoutChange(!withoutChange)}
              >
                {whatIf ? 'Show without the change' : 'Show with the change'}
              </button>
            </div>
          )}
          {load.status === 'loading' && (
            <p aria-live="polite">Pricing the plans for you…</p>
          )}
          {load.status === 'error' && (
            <p className="card error" role="alert">
              {load.message}
            </p>
          )}
          {load.status === 'ready' && (
            <>
              <p className="muted">
                Estimated for{' '}
                {load.response.usage.annualKwh.toLocaleString('en-AU')}{' '}
                {params.get('energyType') === 'Gas' ? 'MJ' : 'kWh'} a year at{' '}
                {load.response.postcode}, GST included. Dates are as the
                retailers publish them.
              </p>
              <LazyMonthCostChart plans={load.response.plans} />
              <SideBySideScroller>
                <SideBySideTable
                  plans={load.response.plans}
                  switchHref={switchHref}
                  planHref={planHref}
                />
              </SideBySideScroller>
            </>
          )}
        </>
      )}
    </div>
  );
}
