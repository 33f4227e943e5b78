import { z } from 'zod';
import { analyticsPeriods } from '../domain/analytics.ts';
import { statusesOf } from '../domain/status-machines.ts';
import { siteSettingsSchema } from './site-settings.ts';

/** Lead kinds staff list, one admin list each. */
export const leadKinds = [
  'callback',
  'inquiry',
  'switch',
  'subscription',
] as const;
export type AdminLeadKind = (typeof leadKinds)[number];

/** Largest page an admin list returns. */
export const ADMIN_PAGE_SIZE = 100;

export const leadKindPathSchema = z.object({ kind: z.enum(leadKinds) });

export const leadPathSchema = leadKindPathSchema.extend({
  id: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'must be a record id'),
});

/** Longest staff search. */
export const SEARCH_MAX_LENGTH = 100;

/** A staff search over e-mails, names and phones (shared/domain/lead-search). */
const searchSchema = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`)
  .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters');

/** How a list is ordered: by age, or by lead score (highest first). */
export const leadSorts = ['newest', 'oldest', 'score'] as const;
export type LeadSort = (typeof leadSorts)[number];

/** The sorts a kind offers: only inquiries carry a lead score. */
export const sortsOf = (kind: AdminLeadKind): readonly LeadSort[] =>
  kind === 'inquiry' ? leadSorts : ['newest', 'oldest'];

/**
 * `?status=&sort=&q=&cursor=&limit=`; the cursor is opaque (the previous
 * page's `nextCursor`, for the same status and sort). With `q`, the page
 * holds only the matching leads, found by reading the list on the server.
 * Unknown parameters are refused, so a misspelt filter is never ignored.
 */
export const listQuerySchema = z.strictObject({
  cursor: z.string().max(2048, 'must be at most 2048 characters').optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE).optional(),
  q: searchSchema.optional(),
  status: z.string().max(40, 'must be at most 40 characters').optional(),
  sort: z.enum(leadSorts).optional(),
});

/** The query of one kind's list: its own statuses and sorts only. */
export const listQuerySchemaOf = (kind: AdminLeadKind) => {
  const statuses: string[] = statusesOf(kind);
  return listQuerySchema.extend({
    status: z
      .enum(statuses as [string, ...string[]], {
        error: `must be one of ${statuses.join(', ')}`,
      })
      .optional(),
    sort: z
      .enum(sortsOf(kind) as [LeadSort, ...LeadSort[]], {
        error: `must be one of ${sortsOf(kind).join(', ')}`,
      })
      .optional(),
  });
};
export type ListQuery = z.infer<typeof listQuerySchema>;

/** `?q=` of an export: every matching record (all of them without it). */
export const exportQuerySchema = z.object({ q: searchSchema.optional() });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** One page of a list, newest first. */
export interface LeadPage<T = Record<string, unknown>> {
  readonly items: T[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  readonly nextCursor: string | null;
  /** The kind's maintained counter (not a scan), whatever the search. */
  readonly total: number;
  /** Maintained counter of each of the kind's statuses (not a scan). */
  readonly statusCounts: Record<string, number>;
}

/** Staff move a record from the status they saw to another (nothing else). */
export const statusChangeSchema = z.strictObject({
  from: z.string().min(1).max(40),
  to: z.string().min(1).max(40),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** Most rows one bulk status change may name. */
export const BULK_MAX_LEADS = 100;

/**
 * Staff move the rows they selected to one status; each row carries the
 * status staff saw, so a row that changed meanwhile is left as it is.
 */
export const bulkStatusChangeSchema = z.strictObject({
  to: z.string().min(1).max(40),
  leads: z
    .array(
      z.strictObject({
        id: leadPathSchema.shape.id,
        from: z.string().min(1).max(40),
      }),
    )
    .min(1, 'must name at least one lead')
    .max(BULK_MAX_LEADS, `must name at most ${BULK_MAX_LEADS} leads`)
    .refine(
      (leads) => new Set(leads.map((lead) => lead.id)).size === leads.length,
      'must name each lead once',
    ),
});
export type BulkStatusChange = z.infer<typeof bulkStatusChangeSchema>;

/** Why a row of a bulk change was left as it is. */
export type BulkSkipReason = 'changed' | 'missing' | 'not-allowed';

/** What a bulk status change did: the rows moved and the rows left alone. */
export interface BulkStatusResult {
  readonly to: string;
  readonly changed: readonly string[];
  readonly skipped: readonly {
    readonly id: string;
    readonly reason: BulkSkipReason;
    /** The status the row has now (when it changed meanwhile). */
    readonly status?: string;
  }[];
}

/** Who did something: from the verified staff token. */
export interface Actor {
  readonly sub: string;
  readonly username: string;
  /** From the staff member's verified ID token, when the admin app sent it. */
  readonly email?: string;
}

/** One line of a record's audit trail. */
export interface AuditEntry {
  readonly at: string;
  readonly actor: Actor;
  /**
   * `merge`: a later inquiry of the same person added to this one; `link`:
   * their switch request named its plan (docs/product-rules.md).
   */
  readonly action:
    | 'status'
    | 'delete'
    | 'restore'
    | 'settings'
    | 'merge'
    | 'link';
  /** Field → [before, after]. */
  readonly changes: Record<string, readonly [unknown, unknown]>;
}

/** Another lead of the same person (docs/product-rules.md). */
export interface ThreadLead {
  readonly kind: 'inquiry' | 'callback' | 'switch';
  readonly id: string;
  readonly createdAt: string;
}

/** A record with its trail, for the detail view. */
export interface LeadDetail<T = Record<string, unknown>> {
  readonly record: T;
  readonly audit: AuditEntry[];
  /** The person's other leads, oldest first (none before people were kept). */
  readonly thread?: readonly ThreadLead[];
}

/** The dashboard's four counts, from maintained counters, and the queue. */
export interface DashboardCounts {
  readonly callbacks: number;
  readonly inquiries: number;
  readonly switchingRequests: number;
  readonly subscribers: number;
  /** People who left a lead, each once (docs/product-rules.md). */
  readonly people: number;
  /** What waits for staff: each kind's first status (status counters). */
  readonly waiting: {
    readonly pendingCallbacks: number;
    /** Pending call backs that waited the whole promise or longer. */
    readonly overdueCallbacks: number;
    readonly newInquiries: number;
    readonly pendingSwitches: number;
  };
  /** The call back promise the overdue count is measured against (hours). */
  readonly promiseHours: number;
}

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine(
      (d) => (analyticsPeriods as readonly number[]).includes(d),
      'must be 7, 30, 90 or 365',
    )
    .default(30),
});

export interface AnalyticsSummary {
  readonly days: number;
  readonly inquiries: number;
  readonly callbacks: number;
  readonly switchingRequests: number;
  readonly subscribers: number;
  /**
   * People who left an inquiry, call back or switch request in the period,
   * each once however many leads (docs/product-rules.md).
   */
  readonly people: number;
  /** Of them, the people who sent a switch request. */
  readonly peopleSwitching: number;
  /** People of the previous period of equal length. */
  readonly previousPeople: number;
  /** peopleSwitching ÷ people × 100. */
  readonly conversionRate: number;
  /** Null when the previous period had no leads. */
  readonly growthRate: number | null;
  /** Saved comparisons watched now, and alerts sent since launch. */
  readonly priceAlerts: {
    readonly activeWatchers: number;
    readonly alertsSent: number;
  };
  /** Leads created on each Sydney day of the period, oldest first. */
  readonly perDay: readonly AnalyticsDay[];
}

/** One Sydney calendar day's new leads by kind. */
export interface AnalyticsDay {
  /** `YYYY-MM-DD` in Sydney time. */
  readonly date: string;
  readonly inquiries: number;
  readonly callbacks: number;
  readonly switchingRequests: number;
  readonly subscribers: number;
}

/** `PUT /api/admin/settings`: every setting, against the version loaded. */
export const saveSettingsRequestSchema = z.object({
  version: z.number().int().min(0),
  settings: siteSettingsSchema,
});
export type SaveSettingsRequest = z.infer<typeof saveSettingsRequestSchema>;

/** `?status=` on a delete: the status staff saw (stale → 409). */
/** How long a deleted inquiry can be restored (docs/product-rules.md). */
export const INQUIRY_RESTORE_DAYS = 30;

export const deleteQuerySchema = z.object({
  status: z.string().min(1).max(40).optional(),
});
