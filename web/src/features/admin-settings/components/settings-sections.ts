import type { SiteSettingsRecord } from '#shared/contracts/site-settings';

type Name = keyof SiteSettingsRecord;
type InputType = 'text' | 'email' | 'tel' | 'number' | 'checkbox';

export interface SettingField {
  readonly name: Name;
  readonly label: string;
  readonly type: InputType;
  /** One line on what the setting changes, shown under it. */
  readonly explains: string;
}

/** Every setting the product acts on, with what it does (docs/settings.md). */
export const settingSections: readonly {
  readonly title: string;
  readonly fields: readonly SettingField[];
}[] = [
  {
    title: 'General',
    fields: [
      {
        name: 'siteName',
        label: 'Site name',
        type: 'text',
        explains: 'Shown in the header and the footer of every public page.',
      },
      {
        name: 'siteDescription',
        label: 'Site description',
        type: 'text',
        explains:
          'The line about the service at the foot of every public page.',
      },
      {
        name: 'contactEmail',
        label: 'Contact email',
        type: 'email',
        explains: 'The address visitors see on the contact page and footer.',
      },
      {
        name: 'contactPhone',
        label: 'Contact phone',
        type: 'tel',
        explains: 'The number visitors see and can tap to call.',
      },
    ],
  },
  {
    title: 'Staff e-mail',
    fields: [
      {
        name: 'emailNotifications',
        label: 'Email notifications',
        type: 'checkbox',
        explains:
          'Master switch: off, staff are sent no e-mail at all (visitors still get theirs).',
      },
      {
        name: 'newInquiryAlerts',
        label: 'New lead alerts',
        type: 'checkbox',
        explains:
          'An e-mail to staff as each call back request, switch request and contact message arrives.',
      },
      {
        name: 'dailyReports',
        label: 'Daily reports',
        type: 'checkbox',
        explains:
          "Every day at 8am (AEST): the last day's leads by kind, conversion and the longest-waiting call backs.",
      },
      {
        name: 'weeklyReports',
        label: 'Weekly reports',
        type: 'checkbox',
        explains:
          'Every Monday at 8am (AEST): the same report for the last seven days.',
      },
    ],
  },
  {
    title: 'Visitors',
    fields: [
      {
        name: 'maxCallbackWaitTime',
        label: 'Max callback wait time (hours)',
        type: 'number',
        explains:
          'The call back promise visitors read: "we call back within N hours".',
      },
      {
        name: 'requireEmailVerification',
        label: 'Require email verification',
        type: 'checkbox',
        explains:
          'Newsletter sign-ups must follow an e-mailed link first; off, a new address is subscribed at once.',
      },
    ],
  },
];
