/** Why a meter identifier was refused, in words a customer understands. */
export type MeterIdProblem = string | undefined;

/**
 * The AEMO NMI checksum: from the right, double every other character's
 * ASCII code, add up the digits of every value, and take what is left to
 * the next multiple of ten. AEMO uses the same algorithm for MIRNs.
 */
export function meterIdChecksum(id: string): number {
  let sum = 0;
  let double = true;
  for (let i = id.length - 1; i >= 0; i--) {
    let value = id.charCodeAt(i) * (double ? 2 : 1);
    double = !double;
    while (value > 0) {
      sum += value % 10;
      value = Math.floor(value / 10);
    }
  }
  return (10 - (sum % 10)) % 10;
}

const compact = (id: string) => id.replace(/\s+/g, '').toUpperCase();

/**
 * Checks a National Metering Identifier: 10 letters and digits (never O or
 * I), optionally followed by its checksum digit. Returns the problem, or
 * undefined for a good NMI.
 */
export function nmiProblem(input: string): MeterIdProblem {
  const nmi = compact(input);
  if (!/^[A-HJ-NP-Z0-9]{10}\d?$/.test(nmi)) {
    return 'An NMI is 10 letters or numbers (11 with its check digit); you will find it on your electricity bill.';
  }
  if (
    nmi.length === 11 &&
    meterIdChecksum(nmi.slice(0, 10)) !== Number(nmi[10])
  ) {
    return 'This NMI does not look right: please check it against your electricity bill.';
  }
  return undefined;
}

/**
 * Checks a gas Meter Installation Registration Number: 10 digits,
 * optionally followed by its checksum digit.
 */
export function mirnProblem(input: string): MeterIdProblem {
  const mirn = compact(input);
  if (!/^\d{10,11}$/.test(mirn)) {
    return 'A MIRN is a 10 digit number (11 with its check digit); you will find it on your gas bill.';
  }
  if (
    mirn.length === 11 &&
    meterIdChecksum(mirn.slice(0, 10)) !== Number(mirn[10])
  ) {
    return 'This MIRN does not look right: please check it against your gas bill.';
  }
  return undefined;
}
