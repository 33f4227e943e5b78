import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { CompareResponse } from '#shared/contracts/compare';
import type { WhatIfInputFields } from '#shared/contracts/what-if';
import { SIDE_BY_SIDE_MAX_PLANS } from '#shared/domain/compare/side-by-side-limit';
import {
  type ComparedInputs,
  type LinkContext,
  linkContextOf,
  sideBySideHref,
} from '../link';
import {
  clearPicks,
  keepPicksFor,
  type PickedPlan,
  removePick,
  usePicks,
} from '../picks';
import '../side-by-side.css';

/** The tray as it shows a set of picks (apart, so it renders in tests). */
export function TrayView({
  picks,
  context,
}: {
  picks: readonly PickedPlan[];
  context: LinkContext;
}) {
  if (picks.length === 0) return null;
  return (
    <section className="compare-tray" aria-label="Plans to compare">
      <p className="compare-tray-count" aria-live="polite">
        {picks.length} of {SIDE_BY_SIDE_MAX_PLANS} plans picked
      </p>
      <ul className="compare-tray-picks">
        {picks.map((plan) => (
          <li key={plan.id}>
            {plan.name}{' '}
            <button
              type="button"
              className="link-button"
              aria-label={`Remove ${plan.name}`}
              onClick={() => removePick(plan.id)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div className="compare-tray-actions">
        <button type="button" className="button" onClick={clearPicks}>
          Clear
        </button>
        {picks.length > 1 ? (
          <Link
            className="button button-primary"
            to={sideBySideHref(
              picks.map((p) => p.id),
              context,
            )}
          >
            Compare side by side
          </Link>
        ) : (
          <span className="muted">Pick another plan to compare</span>
        )}
      </div>
    </section>
  );
}

/** Sticky at the bottom of /compare while plans are picked. */
export function SideBySideTray({
  state,
  response,
  whatIf = null,
}: {
  state: ComparedInputs;
  response: Pick<CompareResponse, 'postcode' | 'usage'>;
  /** The what-if applied below the results: the link carries it. */
  whatIf?: WhatIfInputFields | null;
}) {
  const picks = usePicks();
  const context = linkContextOf(state, response, whatIf);
  const market = [
    context.postcode,
    context.energyType,
    context.customerType,
    context.network,
  ].join('|');
  useEffect(() => keepPicksFor(market), [market]);
  return <TrayView picks={picks} context={context} />;
}
