import { Link } from 'react-router-dom';
import type { SideBySidePlan } from '#shared/contracts/side-by-side';
import { formatCents, formatDollars } from '#shared/format/money-and-dates';
import { MONTH_NAMES } from '#shared/format/month-names';
import { CardEstimate, cardEstimateLabel } from '@/components/ui/card-estimate';
import { costAfterBenefits } from '../after-benefits';
import { alignedRows, BREAKDOWN_SECTIONS } from '../aligned-rows';
import { BeforeAfterRows } from './before-after-rows';
import { Group, Row } from './table-parts';
import { TermsRows } from './terms-rows';

interface TableProps {
  readonly plans: readonly SideBySidePlan[];
  readonly switchHref: (plan: SideBySidePlan) => string;
  /** The plan's own page, priced on the same usage. */
  readonly planHref: (plan: SideBySidePlan) => string;
}

/** Every figure and term of the chosen plans, one column per plan. */
export function SideBySideTable({ plans, switchHref, planHref }: TableProps) {
  const span = plans.length + 1;
  const breakdowns = plans.map((p) => p.breakdown);
  const withChange = plans.some((p) => p.whatIf);
  return (
    <table className="side-by-side-table">
      <caption className="visually-hidden">
        The chosen plans side by side, GST included
      </caption>
      <thead>
        <tr>
          <td />
          {plans.map((p) => (
            <th key={p.plan.id} scope="col">
              <span className="retailer">{p.plan.retailer}</span>
              <Link className="side-by-side-plan" to={planHref(p)}>
                {p.plan.planName}
              </Link>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <Row
          label={withChange ? 'Annual cost with the change' : 'Annual cost'}
          cells={plans.map((p) => (
            <strong key="cost" data-annual-cost={p.plan.id}>
              {formatDollars(p.annualCostIncGst)}
            </strong>
          ))}
        />
        {withChange && <BeforeAfterRows plans={plans} />}
        <Row
          label="Monthly average"
          cells={plans.map((p) => formatDollars(p.monthlyEstimateDollars))}
        />
        <Row
          label="With conditional discounts"
          cells={plans.map((p) =>
            formatDollars(p.annualCostWithAllDiscountsIncGst),
          )}
        />
        {plans.some((p) => costAfterBenefits(p) !== undefined) && (
          <Row
            label="Once time-limited discounts end"
            cells={plans.map((p) => {
              const cost = costAfterBenefits(p);
              return cost === undefined ? '—' : formatDollars(cost);
            })}
          />
        )}
        <Row label="Estimate" cells={plans.map((p) => p.confidence)} />
        {(['home', 'business'] as const).map((kind) => (
          <Row
            key={kind}
            label={cardEstimateLabel(
              kind,
              plans[0]?.plan.energyType ?? 'Electricity',
            )}
            cells={plans.map((p) => (
              <CardEstimate
                key={kind}
                planId={p.plan.id}
                kind={kind}
                estimates={p.cardEstimates}
              />
            ))}
          />
        ))}
      </tbody>
      <Group title="Cost by month" span={span}>
        {MONTH_NAMES.map((month, i) => (
          <Row
            key={month}
            label={month}
            cells={plans.map((p) => {
              const cost = p.monthlyCostsIncGst[i]?.costIncGst;
              return cost === null || cost === undefined
                ? 'No readings'
                : formatCents(cost);
            })}
          />
        ))}
      </Group>
      {BREAKDOWN_SECTIONS.map(([section, title]) => {
        const rows = alignedRows(breakdowns, section);
        if (rows.length === 0) return null;
        return (
          <Group key={section} title={title} span={span}>
            {rows.map((row) => (
              <Row
                key={row.label}
                label={row.label}
                cells={row.amounts.map((a) =>
                  a === null ? '—' : formatCents(a),
                )}
              />
            ))}
          </Group>
        );
      })}
      <TermsRows plans={plans} span={span} />
      <tfoot>
        <Row
          label="Next step"
          cells={plans.map(({ plan, ...rest }) => (
            <Link
              key="switch"
              className="button button-primary"
              to={switchHref({ plan, ...rest })}
            >
              Switch<span className="visually-hidden"> to {plan.planName}</span>
            </Link>
          ))}
        />
      </tfoot>
    </table>
  );
}
