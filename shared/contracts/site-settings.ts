import { z } from 'zod';
import { defaultPublicSettings } from '../domain/site-settings.ts';
import { referencePricesSchema } from './reference-prices.ts';
import { whatIfCostsSchema } from './what-if-costs.ts';

/**
 * The settings staff edit, persisted on the
 * server. The public site reads the public part through
 * `GET /api/site-settings`; staff change them with `PUT /api/admin/settings`.
 */
export const siteSettingsSchema = z.object({
  // Each message names what is allowed: staff read it at the field.
  siteName: z
    .string()
    .trim()
    .min(1, 'Between 1 and 80 characters')
    .max(80, 'Between 1 and 80 characters'),
  siteDescription: z.string().trim().max(300, 'At most 300 characters'),
  contactEmail: z.email('An e-mail address, like help@example.com.au'),
  contactPhone: z
    .string()
    .trim()
    .min(6, 'Between 6 and 20 characters')
    .max(20, 'Between 6 and 20 characters'),
  /** Master switch: off, staff are sent no e-mail at all. */
  emailNotifications: z.boolean(),
  /** An e-mail to staff for each new call back, switch request and message. */
  newInquiryAlerts: z.boolean(),
  dailyReports: z.boolean(),
  weeklyReports: z.boolean(),
  /** Hours; the call-back promise shows it. */
  maxCallbackWaitTime: z.coerce
    .number('A whole number of hours from 1 to 72')
    .int('A whole number of hours from 1 to 72')
    .min(1, 'A whole number of hours from 1 to 72')
    .max(72, 'A whole number of hours from 1 to 72'),
  /** Newsletter double opt-in (docs/events.md). */
  requireEmailVerification: z.boolean(),
  /**
   * The regulator's reference prices savings and each plan's "x % less"
   * are measured against (docs/settings.md); absent, the shipped file's.
   */
  referencePrices: referencePricesSchema.optional(),
  /**
   * The what-if's upfront costs and rebates, with their sources and the
   * day they stop being trusted (docs/what-if.md, Money); absent, the
   * shipped file's.
   */
  whatIfCosts: whatIfCostsSchema.optional(),
});

export type SiteSettingsRecord = z.infer<typeof siteSettingsSchema>;

/** The defaults before staff save anything. */
export const defaultSettings: SiteSettingsRecord = {
  ...defaultPublicSettings,
  emailNotifications: true,
  newInquiryAlerts: true,
  dailyReports: false,
  weeklyReports: true,
  // On: a visitor can otherwise sign up an address that is not theirs.
  requireEmailVerification: true,
};

/** What any visitor may read: the public frame's facts. */
export const publicSiteSettingsSchema = siteSettingsSchema.pick({
  siteName: true,
  siteDescription: true,
  contactEmail: true,
  contactPhone: true,
  maxCallbackWaitTime: true,
});

export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

export const publicSiteSettingsResponseSchema = z.object({
  settings: publicSiteSettingsSchema,
});
