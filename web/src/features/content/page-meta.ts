/** The public site's origin, for canonical URLs, sharing and the sitemap. */
export const SITE_ORIGIN = (
  import.meta.env.VITE_SITE_ORIGIN || 'https://energycompare.com.au'
).replace(/\/$/, '');

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** Title and description of each public content page, one per route. */
export const pageMeta = {
  home: {
    title: 'Compare electricity, gas and solar plans',
    description:
      'Compare Australian electricity, gas and solar plans by what they would really cost you. Free, independent, rates include GST.',
  },
  compare: {
    title: 'Compare energy plans',
    description:
      'Compare every published electricity, gas and solar plan for your postcode, ranked by what it would cost you.',
  },
  rates: {
    title: 'Latest energy rates',
    description:
      'Daily supply and usage rates of every active electricity and gas plan, GST included.',
  },
  switch: {
    title: 'Switch plans',
    description: 'Request a switch to your chosen energy plan.',
  },
  faq: {
    title: 'Frequently asked questions',
    description:
      'Answers about comparing and switching energy plans in Australia: cooling-off periods, switching times, fees, solar feed-in tariffs and your privacy.',
  },
  about: {
    title: 'About us',
    description:
      'Who we are, how we stay independent, how we are paid and why we help Australians compare energy plans for free.',
  },
  contact: {
    title: 'Contact us',
    description:
      'Call, e-mail or send us a message about comparing or switching your energy plan. We reply within 24 hours.',
  },
  privacy: {
    title: 'Privacy & transparency',
    description:
      'How we collect, use and protect your personal information under the Privacy Act 1988 and the Australian Privacy Principles, and who our partners are.',
  },
  terms: {
    title: 'Terms & conditions',
    description:
      'The terms of use of our free, independent energy plan comparison service.',
  },
  disclaimer: {
    title: 'Disclaimer',
    description:
      'The limits of the estimates and information on our comparison service, and how we are paid.',
  },
  howItWorks: {
    title: 'How it works',
    description:
      'Compare energy plans in three steps: enter your postcode, add your usage or bill, then compare and switch.',
  },
  blog: {
    title: 'Energy tips & news',
    description:
      'Guides to reading your energy bill, cutting costs, solar, green energy and Australian energy market news.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: 'Stop receiving our energy tips e-mails.',
  },
  newsletterConfirm: {
    title: 'Confirm your subscription',
    description: 'Confirm that you want our energy tips e-mails.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
  },
} as const satisfies Record<string, PageMeta>;
