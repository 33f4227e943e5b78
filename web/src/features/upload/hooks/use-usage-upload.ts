import { useRef, useState } from 'react';
import type { Nem12File } from '#shared/domain/usage/nem12-types';
import {
  type BillFieldErrors,
  type BillFields,
  parseBillFields,
  uploadedUsageFromBill,
} from '../lib/bill-figures';
import type { BillFacts } from '../lib/bill-text';
import { meterUsageFromNem12 } from '../lib/nem12-intervals';
import { billReadingOf } from '../lib/read-bill';
import { readUpload } from '../lib/read-upload';
import type { BillNames, ReadBill, UploadedUsage } from '../lib/uploaded-usage';

/** A meter in a NEM12 file, for the choice between several. */
export interface MeterOption {
  readonly nmi: string;
  /** Registers (suffixes) it holds, e.g. "E1, B1". */
  readonly registers: string;
}

/** The step after a file is read. */
export type UploadStep =
  | { readonly step: 'idle' }
  | { readonly step: 'reading'; readonly fileName: string }
  | {
      readonly step: 'meters';
      /** Which reading this is, so a re-chosen file starts afresh. */
      readonly run: number;
      readonly nem12: Nem12File;
      readonly meters: readonly MeterOption[];
    }
  | {
      readonly step: 'bill';
      readonly run: number;
      readonly fileName: string;
      readonly note: string;
      readonly facts: BillFacts;
      readonly names?: BillNames;
    };

const metersOf = (nem12: Nem12File): MeterOption[] =>
  nem12.nmis.map((nmi) => ({
    nmi,
    registers: nem12.channels
      .filter((c) => c.nmi === nmi)
      .map((c) => c.suffix)
      .join(', '),
  }));

/**
 * The upload's steps: check a file, read it in the browser (NEM12 or a
 * PDF's text), let the visitor choose a meter or confirm a bill's figures,
 * then hand the usage over. A bill that prints its kWh goes to
 * `onBillRead` (the bill step) when given. A new file can be chosen at any
 * step.
 */
export function useUsageUpload(
  onUsage: (usage: UploadedUsage) => void,
  onBillRead?: (bill: ReadBill) => void,
) {
  const [step, setStep] = useState<UploadStep>({ step: 'idle' });
  const [error, setError] = useState<string>();
  const [meterError, setMeterError] = useState<string>();
  const [billErrors, setBillErrors] = useState<BillFieldErrors>({});
  const [result, setResult] = useState<UploadedUsage>();
  // Only the latest file's reading may change the state.
  const latest = useRef(0);

  const apply = (usage: UploadedUsage) => {
    setResult(usage);
    onUsage(usage);
  };

  const applyMeter = (nem12: Nem12File, nmi: string) => {
    try {
      const meter = meterUsageFromNem12(nem12, nmi);
      apply({
        usage: meter.usage,
        summary: meter.summary,
        meter: meter.extras,
      });
      setMeterError(undefined);
    } catch (cause) {
      const detail = cause instanceof Error ? cause.message : String(cause);
      const message = `We can't use the data for meter ${nmi}: ${detail}`;
      if (nem12.nmis.length > 1) setMeterError(message);
      else setError(message);
    }
  };

  const readFile = async (file: File) => {
    const run = ++latest.current;
    setError(undefined);
    setMeterError(undefined);
    setBillErrors({});
    setStep({ step: 'reading', fileName: file.name });
    const outcome = await readUpload(file);
    if (run !== latest.current) return; // a newer file was chosen meanwhile
    if (outcome.kind === 'error') {
      setError(outcome.message);
      setStep({ step: 'idle' });
      return;
    }
    if (outcome.kind === 'bill') {
      const { note, facts, names } = outcome;
      const reading = billReadingOf(facts);
      if (onBillRead && reading) {
        setStep({ step: 'idle' });
        onBillRead({ reading, ...(names && { names }) });
        return;
      }
      setStep({
        step: 'bill',
        run,
        fileName: file.name,
        note,
        facts,
        ...(names && { names }),
      });
      return;
    }
    const { nem12 } = outcome;
    const [only, ...others] = nem12.nmis;
    if (only !== undefined && others.length === 0) {
      setStep({ step: 'idle' });
      applyMeter(nem12, only);
      return;
    }
    setStep({ step: 'meters', run, nem12, meters: metersOf(nem12) });
  };

  const chooseMeter = (nmi: string | undefined) => {
    if (step.step !== 'meters') return;
    if (nmi === undefined) {
      setMeterError('Choose the meter (NMI) to compare.');
      return;
    }
    applyMeter(step.nem12, nmi);
  };

  const confirmBill = (fields: BillFields): boolean => {
    const parsed = parseBillFields(fields);
    if (!parsed.ok) {
      setBillErrors(parsed.errors);
      return false;
    }
    setBillErrors({});
    const names = step.step === 'bill' ? step.names : undefined;
    apply({
      ...uploadedUsageFromBill(parsed.figures),
      ...(names && { billNames: names }),
    });
    return true;
  };

  return {
    step,
    error,
    meterError,
    billErrors,
    result,
    readFile,
    chooseMeter,
    confirmBill,
  };
}
