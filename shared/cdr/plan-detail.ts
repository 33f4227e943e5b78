import { z } from 'zod';
import {
  type contractSchema,
  planDetailSchema,
} from './plan-document-schema.ts';

const envelopeSchema = z.object({ data: planDetailSchema });

/** The parts of a CDR EnergyPlanDetailV3 the cost engine reads. */
export type PlanDetail = z.infer<typeof planDetailSchema>;
/** An EnergyPlanContractV3 (electricity or gas). */
export type PlanContract = z.infer<typeof contractSchema>;
export type TariffPeriod = PlanContract['tariffPeriod'][number];
export type ControlledLoad = NonNullable<
  PlanContract['controlledLoad']
>[number];
export type FeedInTariff = NonNullable<
  PlanContract['solarFeedInTariff']
>[number];
export type PlanDiscount = NonNullable<PlanContract['discounts']>[number];
export type PlanFee = NonNullable<PlanContract['fees']>[number];
export type MeteringCharge = NonNullable<PlanDetail['meteringCharges']>[number];

/** One problem in a plan document; `path` is like `data.tariffPeriod[0].x`. */
export interface PlanDocumentIssue {
  readonly path: string;
  readonly message: string;
}

/** A plan document the engine cannot use; names every failing field. */
export class PlanDocumentError extends Error {
  override readonly name = 'PlanDocumentError';
  constructor(readonly issues: readonly PlanDocumentIssue[]) {
    const [first] = issues;
    const more = issues.length > 1 ? ` (+${issues.length - 1} more)` : '';
    super(
      `${first?.path ?? 'document'}: ${first?.message ?? 'invalid'}${more}`,
    );
  }
  /** Path of the first failing field. */
  get path(): string {
    return this.issues[0]?.path ?? '';
  }
}

/** Formats a zod path as `a.b[0].c`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, i) =>
      typeof key === 'number'
        ? `[${key}]`
        : `${i === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

function toIssue(issue: z.core.$ZodIssue): PlanDocumentIssue {
  const missing = issue.message.endsWith('received undefined');
  return {
    path: formatPath(issue.path),
    message: missing ? 'is required' : issue.message,
  };
}

/**
 * Parses a `GET /energy/plans/{planId}` (x-v 3) response `{data, links,
 * meta}`. Throws {@link PlanDocumentError} naming each missing or malformed
 * field the engine needs; it never fills a gap with zero.
 */
export function parsePlanDetail(document: unknown): PlanDetail {
  const result = envelopeSchema.safeParse(document);
  if (!result.success) {
    throw new PlanDocumentError(result.error.issues.map(toIssue));
  }
  return result.data.data;
}

/** Same as {@link parsePlanDetail} for the bare `data` object. */
export function parsePlanDetailData(data: unknown): PlanDetail {
  return parsePlanDetail({ data });
}
