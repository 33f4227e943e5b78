const kwh = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** Whole kWh with thousands separators: "4,812 kWh". */
export const formatKwh = (value: number) => `${kwh.format(value)} kWh`;
