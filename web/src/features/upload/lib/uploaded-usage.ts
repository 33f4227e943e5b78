import type { UsageInput } from '#shared/contracts/compare';
import type { MeterExtras } from '#shared/domain/compare/usage-for-charts';
import type { BillReading } from '@/features/household/household-from-bill';

/** What an upload hands to the compare page. */
export interface UploadedUsage {
  /** What the compare API should price. */
  readonly usage: UsageInput;
  /** A one-line summary to show, e.g. "NEM12 meter 6305…: 365 days, 4,812 kWh used, 1,903 kWh exported". */
  readonly summary: string;
  /** Monthly bill in dollars when known (bill mode), for the savings figure. */
  readonly monthlyBillDollars?: number;
  /** A bill's retailer and its text, to find the plan it names. */
  readonly billNames?: BillNames;
  /** A meter file's gaps and controlled load, for the usage charts. */
  readonly meter?: MeterExtras;
}

/** The retailer a bill names, and the bill's text to find its plan in. */
export interface BillNames {
  readonly retailer: string;
  readonly text: string;
}

/** A bill PDF's figures, for the bill step to show for confirming. */
export interface ReadBill {
  readonly reading: BillReading;
  readonly names?: BillNames;
}
