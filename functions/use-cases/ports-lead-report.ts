import type {
  LeadCountsByKind,
  OpenCallback,
} from '#shared/domain/lead-report';

/** Where a report's figures come from (the table in AWS and locally). */
export interface LeadReportSource {
  /** Leads of each kind created in [from, to]. */
  countLeads(from: string, to: string): Promise<LeadCountsByKind>;
  /** Pending call backs, oldest first. */
  oldestOpenCallbacks(limit: number): Promise<readonly OpenCallback[]>;
}
