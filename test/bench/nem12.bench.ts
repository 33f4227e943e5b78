import { parseNem12Stream } from '#shared/domain/usage/nem12-parser';
import { profileFromNem12 } from '#shared/domain/usage/nem12-profile';
import { medianMsAsync, report } from './measure.ts';
import { random } from './synthetic.ts';

function yearOfFiveMinuteNem12(): string {
  const rand = random(7);
  const lines = ['100,NEM12,202601010000,MDP,RETAILER'];
  for (const [suffix, uom] of [
    ['E1', 'kWh'],
    ['B1', 'kWh'],
  ]) {
    lines.push(`200,NMI0000001,E1B1,1,${suffix},N1,METER1,${uom},5,`);
    for (let d = 0; d < 365; d++) {
      const date = new Date(Date.UTC(2025, 0, 1 + d))
        .toISOString()
        .slice(0, 10)
        .replaceAll('-', '');
      const values = Array.from({ length: 288 }, () =>
        (rand() * 0.1).toFixed(3),
      );
      lines.push(
        `300,${date},${values.join(',')},A,,,20260101000000,20260101010000`,
      );
    }
  }
  lines.push('900');
  return lines.join('\n');
}

/** Parses a year of 5-minute NEM12 data for E1 + B1, streamed in 64 KiB chunks. */
export async function run(): Promise<void> {
  const text = yearOfFiveMinuteNem12();
  async function* chunks() {
    for (let i = 0; i < text.length; i += 65_536)
      yield text.slice(i, i + 65_536);
  }
  const ms = await medianMsAsync(async () =>
    profileFromNem12(await parseNem12Stream(chunks())),
  );
  report(
    'parse 1 year × 5 min NEM12, E1+B1, to a profile',
    ms,
    `(${(text.length / 1e6).toFixed(1)} MB)`,
  );
}
