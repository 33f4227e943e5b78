/**
 * Builders for small NEM12 texts in unit tests (written by us, in the
 * AEMO layout: 100 header, 200 per channel, 300 per day, 900 end).
 */

/** A 200 record for one channel of a meter. */
export const channel = (
  nmi: string,
  suffix: string,
  intervalMinutes = 30,
  unit = 'kWh',
) =>
  `200,${nmi},E1B1,1,${suffix},N1,METER1,${unit},${intervalMinutes},20260401`;

/** A 300 record of one day, every interval holding `value`. */
export const day = (
  yyyymmdd: string,
  value: number | ((interval: number) => number),
  quality = 'A',
  intervalMinutes = 30,
) => {
  const values = Array.from({ length: 1440 / intervalMinutes }, (_, i) =>
    typeof value === 'number' ? value : value(i),
  );
  return `300,${yyyymmdd},${values.join(',')},${quality},,,20260402120000,20260402130000`;
};

/** Consecutive `YYYYMMDD` dates from a first date. */
export const dates = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const start = Date.UTC(
      Number(first.slice(0, 4)),
      Number(first.slice(4, 6)) - 1,
      Number(first.slice(6, 8)),
    );
    return new Date(start + i * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
  });

/** A whole NEM12 file around the given 200/300/400 lines. */
export const nem12 = (...lines: string[]) =>
  ['100,NEM12,202604021200,MDP1,RETAILER1', ...lines, '900', ''].join('\r\n');
