/** Site settings staff can change; these are the defaults of spec §9. */
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

/** A phone number as a `tel:` link target (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
