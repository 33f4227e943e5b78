/** Site settings staff can change; these are their defaults. */
export interface SiteSettings {
  readonly siteName: string;
  readonly siteDescription: string;
  readonly contactEmail: string;
  readonly contactPhone: string;
}

export const defaultSiteSettings: SiteSettings = {
  siteName: 'Energy Compare Australia',
  siteDescription:
    'Independent comparison of Australian electricity, gas and solar plans.',
  contactEmail: 'hello@energycompare.com.au',
  contactPhone: '1800 123 456',
};

/** What any visitor may read of the settings: the public frame's facts. */
export interface PublicSiteSettings extends SiteSettings {
  /** Hours; the call-back promise shows it. */
  readonly maxCallbackWaitTime: number;
  readonly enableChatWidget: boolean;
}

/** Defaults of the public part (kept free of zod for the page entry). */
export const defaultPublicSettings: PublicSiteSettings = {
  ...defaultSiteSettings,
  maxCallbackWaitTime: 2,
  enableChatWidget: false,
};

/** A phone number as a `tel:` link target (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
