import { conversionRate } from './analytics.ts';

export type ReportPeriod = 'daily' | 'weekly';

/** Days a report looks back over. */
export const reportDays: Record<ReportPeriod, number> = { daily: 1, weekly: 7 };

/** Leads created in the report's period, by kind. */
export interface LeadCountsByKind {
  readonly callbacks: number;
  readonly inquiries: number;
  readonly switchRequests: number;
  readonly contactMessages: number;
  readonly subscribers: number;
}

/** A call back nobody has completed yet. */
export interface OpenCallback {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly createdAt: string;
}

export interface WaitingCallback extends OpenCallback {
  /** Whole hours since the request, rounded down. */
  readonly waitingHours: number;
  /** Past the call back promise visitors are shown. */
  readonly overdue: boolean;
}

/** What a daily or weekly report tells staff. */
export interface LeadReport {
  readonly period: ReportPeriod;
  readonly from: string;
  readonly to: string;
  readonly counts: LeadCountsByKind;
  /** Switch requests ÷ (inquiries + call backs) × 100 (docs/settings.md). */
  readonly conversionRate: number;
  readonly promiseHours: number;
  /** Open call backs, longest waiting first. */
  readonly waitingLongest: readonly WaitingCallback[];
}

const HOUR_MS = 60 * 60 * 1000;

/** Puts the figures of a report together; `oldestOpen` comes oldest first. */
export function leadReport(input: {
  readonly period: ReportPeriod;
  readonly from: string;
  readonly to: string;
  readonly counts: LeadCountsByKind;
  readonly oldestOpen: readonly OpenCallback[];
  readonly promiseHours: number;
}): LeadReport {
  const now = new Date(input.to).getTime();
  const { counts } = input;
  return {
    period: input.period,
    from: input.from,
    to: input.to,
    counts,
    conversionRate: conversionRate(
      counts.switchRequests,
      counts.inquiries,
      counts.callbacks,
    ),
    promiseHours: input.promiseHours,
    waitingLongest: input.oldestOpen.map((callback) => {
      const waitingHours = Math.max(
        0,
        Math.floor((now - new Date(callback.createdAt).getTime()) / HOUR_MS),
      );
      return {
        ...callback,
        waitingHours,
        overdue: waitingHours >= input.promiseHours,
      };
    }),
  };
}
