import { KWH, toNumber } from './bill-numbers';

/** The kWh a bill prints per band; each may be missing. */
export interface BillBands {
  readonly generalKwh?: number;
  readonly peakKwh?: number;
  readonly shoulderKwh?: number;
  readonly offPeakKwh?: number;
  readonly controlledLoadKwh?: number;
  readonly exportKwh?: number;
}

/**
 * Between a band's label and its kWh: a few words ("usage", "01 Jan -"),
 * but never another band's label, so "Shoulder Off-peak 300 kWh" is not
 * read as shoulder.
 */
const GAP =
  '(?:(?!peak|shoulder|off[\\s-]?peak|controlled|feed|export|solar|general|anytime|tariff|cl\\s?[12]\\b)[^\\d$]){0,40}?';

const band = (label: string) => new RegExp(`${label}${GAP}${KWH}`, 'gi');

const LABELS = {
  general:
    '\\b(?:general|anytime|all[\\s-]day|single[\\s-]rate|flat[\\s-]rate|tariff\\s*11\\b)',
  peak: '(?<!off[\\s-]?)\\bpeak\\b',
  shoulder: '\\bshoulder\\b',
  // "Off-peak 1" and "2" are older names for controlled load.
  offPeak: '\\boff[\\s-]?peak\\b(?!\\s*[12]\\b)',
  export:
    '\\b(?:solar\\s+)?(?:feed[\\s-]?in|exports?|exported|solar\\s+credits?)\\b(?:\\s+tariff)?',
} as const;

/** Each controlled-load circuit once: CL1 and CL2 add up, repeats do not. */
const CONTROLLED_LOAD = new RegExp(
  `\\b(?:controlled\\s+load(?:\\s+(?:tariff\\s*)?(\\d{1,2}))?|cl\\s?([12])|tariff\\s*(3[13])|dedicated\\s+circuit)\\b${GAP}${KWH}`,
  'gi',
);

const firstKwh = (text: string, pattern: RegExp) => {
  const match = [...text.matchAll(pattern)][0];
  return match?.[1] === undefined ? undefined : toNumber(match[1]);
};

function controlledLoadOf(text: string): number | undefined {
  const circuits = new Map<string, number>();
  for (const match of text.matchAll(CONTROLLED_LOAD)) {
    const circuit = match[1] ?? match[2] ?? match[3] ?? '1';
    const kwh = match[4];
    const key = circuit === '31' ? '1' : circuit === '33' ? '2' : circuit;
    if (kwh !== undefined && !circuits.has(key))
      circuits.set(key, toNumber(kwh));
  }
  if (circuits.size === 0) return undefined;
  return [...circuits.values()].reduce((sum, kwh) => sum + kwh, 0);
}

/**
 * The kWh of each band as an Australian bill prints them: general (or
 * anytime) use, or peak / shoulder / off-peak; controlled load (CL1, CL2,
 * Tariff 31/33); solar export (feed-in). A bill whose only band is "peak"
 * is a one-rate bill. Bands it does not print are left out.
 */
export function extractBillBands(text: string): BillBands {
  const peak = firstKwh(text, band(LABELS.peak));
  const shoulder = firstKwh(text, band(LABELS.shoulder));
  const offPeak = firstKwh(text, band(LABELS.offPeak));
  const timeOfUse = shoulder !== undefined || offPeak !== undefined;
  const general =
    firstKwh(text, band(LABELS.general)) ?? (timeOfUse ? undefined : peak);
  const controlledLoad = controlledLoadOf(text);
  const exported = firstKwh(text, band(LABELS.export));
  return {
    ...(general !== undefined && { generalKwh: general }),
    ...(timeOfUse && peak !== undefined && { peakKwh: peak }),
    ...(shoulder !== undefined && { shoulderKwh: shoulder }),
    ...(offPeak !== undefined && { offPeakKwh: offPeak }),
    ...(controlledLoad !== undefined && { controlledLoadKwh: controlledLoad }),
    ...(exported !== undefined && { exportKwh: exported }),
  };
}
