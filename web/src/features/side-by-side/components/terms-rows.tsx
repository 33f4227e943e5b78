import type { SideBySidePlan, TermFee } from '#shared/contracts/side-by-side';
import { formatDate } from '#shared/format/money-and-dates';
import { benefitEnds } from '../after-benefits';
import { Group, Row } from './table-parts';

const none = <span className="muted">None published</span>;

function FeeList({ fees }: { fees: readonly TermFee[] }) {
  if (fees.length === 0) return none;
  return (
    <ul className="side-by-side-list">
      {fees.map((fee) => (
        <li key={`${fee.name}|${fee.amount}`}>
          {fee.kind === 'other' && `${fee.name}: `}
          {fee.amount}
          {fee.description && (
            <span className="muted small"> ({fee.description})</span>
          )}
        </li>
      ))}
    </ul>
  );
}

const feesOf = (plan: SideBySidePlan, kind: TermFee['kind']) =>
  plan.terms.fees.filter((f) => f.kind === kind);

/** A CDR date as a reader expects it; text that is no date stays as it is. */
const dateOf = (value: string) =>
  Number.isNaN(Date.parse(value)) ? value : formatDate(value);

const text = (value: string | null) => value ?? none;

function Ends({ plan }: { plan: SideBySidePlan }) {
  const { ends, benefitPeriod } = plan.terms;
  // The engine's own account of what ends, when it gives one.
  const priced = benefitEnds(plan);
  if (ends.length === 0 && priced.length === 0 && !benefitPeriod) return none;
  return (
    <ul className="side-by-side-list">
      {benefitPeriod && <li>Benefit period: {benefitPeriod}</li>}
      {priced.length > 0
        ? priced.map((end) => (
            <li key={`${end.description}|${end.endsOn}`}>
              {end.description}:{' '}
              {end.endsOn
                ? `ends ${dateOf(end.endsOn)}`
                : 'no end date published'}
              {end.afterText && (
                <span className="muted small"> (then: {end.afterText})</span>
              )}
            </li>
          ))
        : ends.map((end) => (
            <li key={`${end.name}|${end.endsOn}`}>
              {end.name}:{' '}
              {end.endsOn
                ? `ends ${dateOf(end.endsOn)}`
                : 'no end date published'}
              {end.description && (
                <span className="muted small"> ({end.description})</span>
              )}
            </li>
          ))}
    </ul>
  );
}

/** Contract terms, fees, green share and what ends when, as published. */
export function TermsRows({
  plans,
  span,
}: {
  plans: readonly SideBySidePlan[];
  span: number;
}) {
  return (
    <>
      <Group title="Contract" span={span}>
        <Row label="Term" cells={plans.map((p) => p.terms.contractTerm)} />
        <Row
          label="Prices"
          cells={plans.map((p) =>
            p.terms.pricesFixed ? 'Fixed for the benefit period' : 'Variable',
          )}
        />
        <Row
          label="Cooling-off"
          cells={plans.map((p) =>
            p.terms.coolingOffDays === null
              ? none
              : `${p.terms.coolingOffDays} days`,
          )}
        />
        <Row
          label="Bills"
          cells={plans.map((p) =>
            p.terms.billFrequency.length
              ? p.terms.billFrequency.join(', ')
              : none,
          )}
        />
        <Row
          label="Price changes"
          cells={plans.map((p) => text(p.terms.variation))}
        />
      </Group>
      <Group title="Fees" span={span}>
        <Row
          label="Exit fee"
          cells={plans.map((p) => <FeeList key="f" fees={feesOf(p, 'exit')} />)}
        />
        <Row
          label="Late payment fee"
          cells={plans.map((p) => <FeeList key="f" fees={feesOf(p, 'late')} />)}
        />
        <Row
          label="Other fees"
          cells={plans.map((p) => (
            <FeeList key="f" fees={feesOf(p, 'other')} />
          ))}
        />
      </Group>
      <Group title="Green energy" span={span}>
        <Row
          label="Green share included"
          cells={plans.map((p) => `${p.terms.greenPercent}%`)}
        />
        <Row
          label="GreenPower on top"
          cells={plans.map((p) =>
            p.terms.greenPowerOption ? 'Available' : 'Not offered',
          )}
        />
      </Group>
      <Group title="What ends when" span={span}>
        <Row
          label="Discounts and benefits"
          cells={plans.map((p) => <Ends key="e" plan={p} />)}
        />
        <Row
          label="When the benefit period ends"
          cells={plans.map((p) => text(p.terms.onExpiry))}
        />
      </Group>
    </>
  );
}
