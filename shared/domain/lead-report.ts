import { conversionRate } from './analytics.ts';
import { callbackWait } from './callback-wait.ts';

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
  /** People behind the call backs, inquiries and switch requests, each once. */
  readonly people: number;
  /** Of them, the people who sent a switch request. */
  readonly peopleSwitching: number;
}

/** A call back nobody has completed yet. */
export interface OpenCallback {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly createdAt: string;
}

export interface WaitingCallback extends OpenCallback {
  /** Whole minutes since the request, rounded down. */
  readonly waitingMinutes: number;
  /** Past the call back promise visitors are shown. */
  readonly overdue: boolean;
}

/** What a daily or weekly report tells staff. */
export interface LeadReport {
  readonly period: ReportPeriod;
  readonly from: string;
  readonly to: string;
  readonly counts: LeadCountsByKind;
  /** People who asked to switch ÷ people with a lead × 100 (docs/settings.md). */
  readonly conversionRate: number;
  readonly promiseHours: number;
  /** Open call backs, longest waiting first. */
  readonly waitingLongest: readonly WaitingCallback[];
}

/** Puts the figures of a report together; `oldestOpen` comes oldest first. */
export function leadReport(input: {
  readonly period: ReportPeriod;
  readonly from: string;
  readonly to: string;
  readonly counts: LeadCountsByKind;
  readonly oldestOpen: readonly OpenCallback[];
  readonly promiseHours: number;
}): LeadReport {
  const now = new Date(input.to);
  const { counts } = input;
  return {
    period: input.period,
    from: input.from,
    to: input.to,
    counts,
    conversionRate: conversionRate({
      people: counts.people,
      converted: counts.peopleSwitching,
    }),
    promiseHours: input.promiseHours,
    waitingLongest: input.oldestOpen.map((callback) => {
      const wait = callbackWait(callback.createdAt, now, input.promiseHours);
      return {
        ...callback,
        waitingMinutes: wait.minutes,
        overdue: wait.overdue,
      };
    }),
  };
}
