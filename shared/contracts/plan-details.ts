import { z } from 'zod';
import type { MonthCost } from '../domain/costs/month-split.ts';
import type { TariffMap } from '../domain/costs/tariff-map-types.ts';
import type { PlanFacts } from '../domain/plans/plan-facts.ts';
import type { ComparedPlan } from './compare.ts';
import type { PlanSummary } from './plans.ts';
import type { ReferenceStatement } from './reference-statement.ts';
import { type PlanTerms, planIdSchema } from './side-by-side.ts';

/** `GET /api/plans/{id}/details`: the id as a shared link carries it. */
export const planDetailsPathSchema = z.object({ id: planIdSchema });

/**
 * The plan priced by the engine for the typical household of its kind
 * (docs/pricing-rules.md, Typical household).
 */
export interface TypicalCost {
  /** E.g. `A home using 20 kWh a day`. */
  readonly label: string;
  readonly annualUse: number;
  readonly unit: 'kWh' | 'MJ';
  /** The network whose clock the plan's times follow, when it names one. */
  readonly network: string | null;
  readonly annualCostIncGst: number;
  readonly annualCostAfterBenefitsIncGst: number;
  readonly breakdown: ComparedPlan['breakdown'];
  readonly monthlyCostsIncGst: readonly MonthCost[];
  readonly confidence: ComparedPlan['confidence'];
  readonly diagnostics: readonly string[];
}

/** Everything the plan's fact sheet says, from its stored CDR detail. */
export interface PlanDetailsResponse {
  readonly plan: PlanSummary;
  /** No longer published: these are its last known details. */
  readonly withdrawn: boolean;
  readonly terms: PlanTerms;
  readonly facts: PlanFacts;
  /** Null when the stored tariff cannot be read. */
  readonly tariffMap: TariffMap | null;
  /** Null when the plan cannot be priced; `unpricedReason` says why. */
  readonly typical: TypicalCost | null;
  /** 30 days of the typical home's and business's year, as compare's rows and /rates carry them. */
  readonly cardEstimates: ComparedPlan['cardEstimates'];
  /**
   * The plan against its zone's reference price for this financial year,
   * or why none is stated, as compare's rows carry it; null without a tariff.
   */
  readonly referenceStatement: ReferenceStatement | null;
  readonly unpricedReason: string | null;
}
