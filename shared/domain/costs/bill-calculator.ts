import { roundTo } from '../round.ts';

/** Calculator: days in a month. */
export const CALCULATOR_DAYS_PER_MONTH = 30.44;
/** Calculator: days in a year. */
export const CALCULATOR_DAYS_PER_YEAR = 365;

/** A calculator entry: a number, or text from an input ('' counts as 0). */
export type CalculatorInput = number | string | null | undefined;

/** Reads an input as the calculator promises: empty (or unreadable) entries are 0. */
export function calculatorNumber(input: CalculatorInput): number {
  if (input === null || input === undefined) return 0;
  const value = typeof input === 'number' ? input : Number(input.trim() || 0);
  return Number.isFinite(value) ? value : 0;
}

/** Monthly and annual bills, rounded to cents. */
export interface CalculatedBill {
  readonly dailyDollars: number;
  readonly monthlyDollars: number;
  readonly annualDollars: number;
}

function billFromDaily(dailyDollars: number): CalculatedBill {
  return {
    dailyDollars,
    monthlyDollars: roundTo(dailyDollars * CALCULATOR_DAYS_PER_MONTH, 2),
    annualDollars: roundTo(dailyDollars * CALCULATOR_DAYS_PER_YEAR, 2),
  };
}

/** One usage band (e.g. peak, off-peak): kWh per day at a rate in $/kWh. */
export interface CalculatorBand {
  readonly kwhPerDay: CalculatorInput;
  readonly rateDollarsPerKwh: CalculatorInput;
}

/** Electricity calculator inputs. */
export interface ElectricityCalculatorInput {
  readonly bands: readonly CalculatorBand[];
  readonly supplyDollarsPerDay: CalculatorInput;
  readonly solarExportKwhPerDay?: CalculatorInput;
  readonly feedInDollarsPerKwh?: CalculatorInput;
}

/**
 * Electricity bill: daily use per band × rate, plus supply, minus
 * the solar export credit; × 30.44 for a month, × 365 for a year.
 */
export function calculateElectricityBill(
  input: ElectricityCalculatorInput,
): CalculatedBill {
  const usage = input.bands.reduce(
    (sum, band) =>
      sum +
      calculatorNumber(band.kwhPerDay) *
        calculatorNumber(band.rateDollarsPerKwh),
    0,
  );
  const credit =
    calculatorNumber(input.solarExportKwhPerDay) *
    calculatorNumber(input.feedInDollarsPerKwh);
  return billFromDaily(
    usage + calculatorNumber(input.supplyDollarsPerDay) - credit,
  );
}

/** Gas calculator inputs. */
export interface GasCalculatorInput {
  readonly mjPerDay: CalculatorInput;
  readonly rateDollarsPerMj: CalculatorInput;
  readonly supplyDollarsPerDay: CalculatorInput;
}

/** Gas bill: supply plus MJ per day × rate, per month and year. */
export function calculateGasBill(input: GasCalculatorInput): CalculatedBill {
  return billFromDaily(
    calculatorNumber(input.supplyDollarsPerDay) +
      calculatorNumber(input.mjPerDay) *
        calculatorNumber(input.rateDollarsPerMj),
  );
}
