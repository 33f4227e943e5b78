import { z } from 'zod';
import { defaultPublicSettings } from '../domain/site-settings.ts';

/**
 * The settings staff edit, persisted on the
 * server. The public site reads the public part through
 * `GET /api/site-settings`; staff change them with `PUT /api/admin/settings`.
 */
export const siteSettingsSchema = z.object({
  siteName: z.string().trim().min(1).max(80),
  siteDescription: z.string().trim().max(300),
  contactEmail: z.email(),
  contactPhone: z.string().trim().min(6).max(20),
  emailNotifications: z.boolean(),
  newInquiryAlerts: z.boolean(),
  dailyReports: z.boolean(),
  weeklyReports: z.boolean(),
  /** Hours; the call-back promise shows it. */
  maxCallbackWaitTime: z.coerce.number().int().min(1).max(72),
  autoAssignCallbacks: z.boolean(),
  requireEmailVerification: z.boolean(),
  googleAnalyticsId: z.string().trim().max(40),
  facebookPixelId: z.string().trim().max(40),
  enableChatWidget: z.boolean(),
});

export type SiteSettingsRecord = z.infer<typeof siteSettingsSchema>;

/** Defaults. */
export const defaultSettings: SiteSettingsRecord = {
  ...defaultPublicSettings,
  emailNotifications: true,
  newInquiryAlerts: true,
  dailyReports: false,
  weeklyReports: true,
  autoAssignCallbacks: true,
  requireEmailVerification: false,
  googleAnalyticsId: '',
  facebookPixelId: '',
};

/** What any visitor may read: the public frame's facts. */
export const publicSiteSettingsSchema = siteSettingsSchema.pick({
  siteName: true,
  siteDescription: true,
  contactEmail: true,
  contactPhone: true,
  maxCallbackWaitTime: true,
  enableChatWidget: true,
});

export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

export const publicSiteSettingsResponseSchema = z.object({
  settings: publicSiteSettingsSchema,
});
