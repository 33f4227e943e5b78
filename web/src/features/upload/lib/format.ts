const kwh = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole kWh with thousands separators: "4,812 kWh". */
export const formatKwh = (value: number) => `${kwh.format(value)} kWh`;

/** Dollars and cents: "$139.51". */
export const formatDollars = (value: number) => dollars.format(value);
