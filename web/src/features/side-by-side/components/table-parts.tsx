import type { ReactNode } from 'react';

/** A row of the table: a header cell, then one cell per plan. */
export function Row({
  label,
  cells,
}: {
  label: ReactNode;
  cells: readonly ReactNode[];
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {cells.map((cell, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one cell per plan column, in a fixed order.
        <td key={i}>{cell}</td>
      ))}
    </tr>
  );
}

/** A titled group of rows, its title spanning the table. */
export function Group({
  title,
  span,
  children,
}: {
  title: string;
  span: number;
  children: ReactNode;
}) {
  return (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={span} className="side-by-side-group">
          {title}
        </th>
      </tr>
      {children}
    </tbody>
  );
}
