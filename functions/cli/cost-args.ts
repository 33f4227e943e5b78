import { parseArgs } from 'node:util';
import type { WhatIfInput } from '#shared/contracts/what-if';
import {
  WHAT_IF_OPTIONS,
  WHAT_IF_USAGE,
  whatIfFromOptions,
} from './cost-what-if-args.ts';

/** What the `cost` command was asked to price. */
export type UsageSource =
  | {
      readonly kind: 'annualKwh';
      readonly annualKwh: number;
      readonly controlledLoadKwh: number | undefined;
      readonly exportKwh: number | undefined;
    }
  | { readonly kind: 'annualMj'; readonly annualMj: number }
  | {
      readonly kind: 'nem12';
      readonly file: string;
      readonly nmi: string | undefined;
    }
  /** A bill's periods and/or the household questionnaire (docs/household.md). */
  | { readonly kind: 'bill'; readonly file: string };

/** One plan file, or every `.json` plan in a folder (priced in one process). */
export type PlanTarget =
  | { readonly kind: 'plan'; readonly file: string }
  | { readonly kind: 'folder'; readonly dir: string };

/** Parsed command line. */
export interface CostArgs {
  readonly target: PlanTarget;
  /** Output of a folder run; one plan always prints JSON. */
  readonly format: 'json' | 'csv';
  readonly usage: UsageSource;
  /** First day of a flat profile. */
  readonly from: string;
  readonly state: string | undefined;
  /** The day the plan would start: a discount ending on a date counts until then. */
  readonly startsOn: string;
  /** Where the household is: its solar yield and its clock. */
  readonly postcode: string | undefined;
  /** Solar, a battery, an EV or a shifted load to price every plan after. */
  readonly whatIf: WhatIfInput | undefined;
}

/** A command-line mistake, shown with the usage line. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const USAGE =
  'usage: npm run --silent cost -- (--plan FILE | --plans DIR [--format json|csv]) (--annual-kwh N [--controlled-load-kwh N] ' +
  '[--export-kwh N] | --nem12 FILE [--nmi NMI] | --bill FILE | --annual-mj N) [--from YYYY-MM-DD] [--state NSW] [--starts-on YYYY-MM-DD] ' +
  WHAT_IF_USAGE;

function number(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new UsageError(
      `--${name} must be a non-negative number, got ${JSON.stringify(text)}`,
    );
  }
  return value;
}

/** Parses argv (without node and script); `today` gives the default year. */
export function parseCostArgs(argv: readonly string[], today: Date): CostArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: Object.fromEntries(
        [
          'plan',
          'plans',
          'format',
          'annual-kwh',
          'controlled-load-kwh',
          'export-kwh',
          'nem12',
          'nmi',
          'bill',
          'annual-mj',
          'from',
          'state',
          'starts-on',
          ...WHAT_IF_OPTIONS,
        ].map((name) => [name, { type: 'string' as const }]),
      ),
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const text = (name: string) => values[name] as string | undefined;
  const target = targetOf(text('plan'), text('plans'));
  const format = text('format') ?? 'json';
  if (format !== 'json' && format !== 'csv')
    throw new UsageError(`--format must be json or csv, got ${format}`);
  const sources = ['annual-kwh', 'nem12', 'bill', 'annual-mj'].filter(
    (n) => text(n) !== undefined,
  );
  if (sources.length !== 1) {
    throw new UsageError(
      'give exactly one of --annual-kwh, --nem12, --bill, --annual-mj',
    );
  }
  const from = text('from') ?? `${today.getFullYear()}-01-01`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from))
    throw new UsageError(`--from must be YYYY-MM-DD, got ${from}`);
  const startsOn = text('starts-on') ?? today.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startsOn))
    throw new UsageError(`--starts-on must be YYYY-MM-DD, got ${startsOn}`);
  return {
    target,
    format,
    usage: usageOf(text),
    from,
    state: text('state')?.toUpperCase(),
    startsOn,
    ...whatIfArgs(text),
  };
}

function targetOf(
  plan: string | undefined,
  plans: string | undefined,
): PlanTarget {
  if (plan && plans) throw new UsageError('give --plan or --plans, not both');
  if (plans) return { kind: 'folder', dir: plans };
  if (!plan) throw new UsageError('--plan FILE or --plans DIR is required');
  return { kind: 'plan', file: plan };
}

function usageOf(text: (name: string) => string | undefined): UsageSource {
  const nem12 = text('nem12');
  if (nem12 !== undefined)
    return { kind: 'nem12', file: nem12, nmi: text('nmi') };
  const bill = text('bill');
  if (bill !== undefined) return { kind: 'bill', file: bill };
  const annualMj = number('annual-mj', text('annual-mj'));
  if (annualMj !== undefined) return { kind: 'annualMj', annualMj };
  return {
    kind: 'annualKwh',
    annualKwh: number('annual-kwh', text('annual-kwh')) ?? 0,
    controlledLoadKwh: number(
      'controlled-load-kwh',
      text('controlled-load-kwh'),
    ),
    exportKwh: number('export-kwh', text('export-kwh')),
  };
}

function whatIfArgs(text: (name: string) => string | undefined) {
  const whatIf = whatIfFromOptions(text, (m) => new UsageError(m));
  const postcode = text('postcode');
  if (postcode !== undefined && !/^\d{4}$/.test(postcode))
    throw new UsageError(`--postcode must be 4 digits, got ${postcode}`);
  if (whatIf?.solar && postcode === undefined)
    throw new UsageError(
      '--add-solar-kw needs --postcode (the solar yield is by place)',
    );
  return { whatIf, postcode };
}
