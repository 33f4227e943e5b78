import type { ComparedPlan } from '#shared/contracts/compare';
import { formatCents } from '#shared/format/money-and-dates';
import {
  alignedRows,
  BREAKDOWN_SECTIONS,
} from '@/features/side-by-side/aligned-rows';

const CONFIDENCE: Record<ComparedPlan['confidence'], string> = {
  exact: 'Exact: meter readings on a fully published tariff.',
  estimated: 'Estimated: a typical usage pattern for this amount of use.',
  approximate:
    'Approximate: part of this tariff is described only in words or left out.',
};

interface BreakdownTableProps {
  readonly caption: string;
  readonly breakdown: unknown;
  readonly total: number;
  readonly confidence: ComparedPlan['confidence'];
  readonly diagnostics: readonly string[];
}

/** The engine's itemised year, section by section, and how far to trust it. */
export function BreakdownTable(props: BreakdownTableProps) {
  return (
    <div className="plan-breakdown">
      <table>
        <caption>{props.caption}</caption>
        {BREAKDOWN_SECTIONS.map(([key, title]) => {
          const rows = alignedRows([props.breakdown], key);
          return rows.length > 0 ? (
            <tbody key={key}>
              <tr>
                <th
                  colSpan={2}
                  scope="rowgroup"
                  className="plan-breakdown__group"
                >
                  {title}
                </th>
              </tr>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{formatCents(row.amounts[0] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          ) : null;
        })}
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCents(props.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p>{CONFIDENCE[props.confidence]}</p>
      {props.diagnostics.length > 0 && (
        <ul>
          {props.diagnostics.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
