import { formatCents } from '#shared/format/money-and-dates';
import { endsText } from './benefit-end-text';
import '../compare.css';

interface Line {
  readonly label: string;
  readonly dollarsIncGst: number;
  /** Set on a discount that stops before the plan does. */
  readonly ends?: { endsOn: string | null };
}

/** The engine's itemised annual cost (see shared/domain/costs/breakdown.ts). */
interface Breakdown {
  readonly supply: Line[];
  readonly usage: Line[];
  readonly controlledLoad: Line[];
  readonly demand: Line[];
  readonly feedIn: Line[];
  readonly fees: Line[];
  readonly guaranteedDiscounts: Line[];
  readonly conditionalDiscounts: Line[];
}

const sections: [keyof Breakdown, string][] = [
  ['supply', 'Supply'],
  ['usage', 'Usage'],
  ['controlledLoad', 'Controlled load'],
  ['demand', 'Demand'],
  ['fees', 'Fees'],
  ['feedIn', 'Solar feed-in credit'],
  ['guaranteedDiscounts', 'Discounts applied'],
];

function Rows({ lines }: { lines: Line[] }) {
  return lines.map((line) => (
    <tr key={`${line.label}|${line.dollarsIncGst}`}>
      <th scope="row">
        {line.label}
        {line.ends && <span className="muted"> ({endsText(line.ends)})</span>}
      </th>
      <td>{formatCents(line.dollarsIncGst)}</td>
    </tr>
  ));
}

/** A plan's annual cost, line by line, with conditional discounts apart. */
export function CostBreakdown({
  breakdown,
  total,
  caption = 'Your estimated year, GST included',
}: {
  breakdown: unknown;
  total: number;
  caption?: string;
}) {
  const b = breakdown as Breakdown;
  return (
    <div className="breakdown">
      <table>
        <caption>{caption}</caption>
        {sections.map(([key, title]) =>
          b[key]?.length ? (
            <tbody key={key}>
              <tr>
                <th colSpan={2} scope="rowgroup" className="breakdown-group">
                  {title}
                </th>
              </tr>
              <Rows lines={b[key]} />
            </tbody>
          ) : null,
        )}
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCents(total)}</td>
          </tr>
        </tfoot>
      </table>
      {b.conditionalDiscounts?.length > 0 && (
        <div className="conditional">
          <p>
            Conditional discounts (not included above; you get them only if you
            meet their conditions):
          </p>
          <ul>
            {b.conditionalDiscounts.map((d) => (
              <li key={d.label}>
                {d.label}: {formatCents(Math.abs(d.dollarsIncGst))} a year
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
