import { type ReactNode, useId, useState } from 'react';
import type { ChartTable } from './chart-types';
import './charts.css';

interface ChartFigureProps {
  readonly caption: string;
  /** A sentence under the caption, e.g. what the shape is based on. */
  readonly note?: ReactNode;
  readonly table: ChartTable;
  /** The drawing; it is hidden from screen readers, which read the table. */
  readonly children: ReactNode;
  readonly legend?: readonly {
    readonly name: string;
    readonly colour: string;
  }[];
}

/**
 * A chart with its numbers: the drawing for the eye, and a real table
 * that screen readers always read and anyone can show.
 */
export function ChartFigure({
  caption,
  note,
  table,
  children,
  legend,
}: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <figure className="chart-figure">
      <figcaption className="chart-figure__caption">
        <span className="chart-figure__title">{caption}</span>
        <button
          type="button"
          className="chart-figure__toggle"
          aria-pressed={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide table' : 'Show as table'}
        </button>
      </figcaption>
      {note ? <p className="chart-figure__note">{note}</p> : null}
      {legend && legend.length > 0 ? (
        <ul className="chart-legend" aria-hidden="true">
          {legend.map((item) => (
            <li key={item.name}>
              <span
                className="chart-legend__swatch"
                style={{ background: item.colour }}
              />
              {item.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="chart-figure__drawing" aria-hidden="true">
        {children}
      </div>
      <div
        id={tableId}
        className={showTable ? 'chart-figure__table' : 'visually-hidden'}
        // A shown table may scroll sideways: keyboard users must reach it.
        {...(showTable && {
          role: 'region',
          'aria-label': `${caption} (table)`,
          tabIndex: 0,
        })}
      >
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{table.rowHeader}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, i) => (
                  <td key={table.columns[i]}>{cell ?? 'No data'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
