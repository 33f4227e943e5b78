export { BarChart } from './bar-chart';
export { ChartFigure } from './chart-figure';
export {
  type ChartSeries,
  type ChartTable,
  seriesColour,
  seriesTable,
} from './chart-types';
export { LineChart } from './line-chart';
