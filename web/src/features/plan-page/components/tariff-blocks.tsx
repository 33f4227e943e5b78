import type { TariffBlock } from '#shared/domain/costs/tariff-map-types';
import { BarChart, ChartFigure, seriesTable } from '@/components/charts';

const KINDS = {
  usage: '',
  controlledLoad: 'Controlled load',
  feedIn: 'Feed-in',
} as const;

/** `Summer · Anytime · first 900 kWh a quarter`, kind first when not usage. */
const blockLabel = (block: TariffBlock) =>
  [KINDS[block.kind], block.season, block.name, block.step]
    .filter(Boolean)
    .join(' · ');

/** Rates that never change with the time: one bar each, step by step. */
export function TariffBlocks({ blocks }: { blocks: readonly TariffBlock[] }) {
  const labels = blocks.map(blockLabel);
  const series = [
    { name: 'Cents per unit', values: blocks.map((b) => b.centsPerUnit) },
  ];
  const unitOf = (i: number) => blocks[i]?.unit ?? 'kWh';
  const table = seriesTable({
    rowHeader: 'Rate',
    labels,
    series,
    format: (value) => `${value.toFixed(2)}c`,
  });
  return (
    <ChartFigure
      caption="Rates that are the same at every hour"
      note="GST included; feed-in credits carry no GST."
      table={{
        ...table,
        columns: ['Price'],
        rows: table.rows.map((row, i) => ({
          label: row.label,
          cells: row.cells.map((cell) =>
            cell ? `${cell}/${unitOf(i)}` : cell,
          ),
        })),
      }}
    >
      <BarChart
        categories={labels.map((_, i) => String(i + 1))}
        series={series}
        formatValue={(value) => `${value}c`}
        height={200}
      />
      <ol className="tariff-blocks__key">
        {labels.map((label, i) => (
          <li key={label}>
            {label}: {blocks[i]?.centsPerUnit.toFixed(2)}c/{unitOf(i)}
          </li>
        ))}
      </ol>
    </ChartFigure>
  );
}
