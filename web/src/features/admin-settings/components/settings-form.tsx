import type { FormEvent } from 'react';
import type { SiteSettingsRecord } from '#shared/contracts/site-settings';
import { Field } from '@/components/ui/field';
import type { useSettings } from '../hooks/use-settings';

type Settings = ReturnType<typeof useSettings>;
type TextName = {
  [K in keyof SiteSettingsRecord]: SiteSettingsRecord[K] extends boolean
    ? never
    : K;
}[keyof SiteSettingsRecord];
type ToggleName = {
  [K in keyof SiteSettingsRecord]: SiteSettingsRecord[K] extends boolean
    ? K
    : never;
}[keyof SiteSettingsRecord];

const sections: readonly {
  title: string;
  texts: readonly (readonly [TextName, string, string])[];
  toggles: readonly (readonly [ToggleName, string])[];
}[] = [
  {
    title: 'General',
    texts: [
      ['siteName', 'Site name', 'text'],
      ['siteDescription', 'Site description', 'text'],
      ['contactEmail', 'Contact email', 'email'],
      ['contactPhone', 'Contact phone', 'tel'],
    ],
    toggles: [],
  },
  {
    title: 'Notifications',
    texts: [],
    toggles: [
      ['emailNotifications', 'Email notifications'],
      ['newInquiryAlerts', 'New inquiry alerts'],
      ['dailyReports', 'Daily reports'],
      ['weeklyReports', 'Weekly reports'],
    ],
  },
  {
    title: 'Admin',
    texts: [
      ['maxCallbackWaitTime', 'Max callback wait time (hours)', 'number'],
    ],
    toggles: [
      ['autoAssignCallbacks', 'Auto-assign callbacks'],
      ['requireEmailVerification', 'Require email verification'],
    ],
  },
  {
    title: 'Marketing and Analytics',
    texts: [
      ['googleAnalyticsId', 'Analytics tracking ID', 'text'],
      ['facebookPixelId', 'Social pixel ID', 'text'],
    ],
    toggles: [['enableChatWidget', 'Enable chat widget']],
  },
];

/** Every setting of the contract, by the spec's sections (§2). */
export function SettingsForm({ settings }: { readonly settings: Settings }) {
  const { values, set, save, saving, fieldError } = settings;
  if (!values) return <p role="status">Loading settings...</p>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return (
    <form onSubmit={onSubmit} className="settings-form">
      {sections.map((section) => (
        <fieldset key={section.title} className="card">
          <legend>{section.title}</legend>
          {section.texts.map(([name, label, type]) => (
            <Field
              key={name}
              label={label}
              error={
                fieldError?.field === name ? fieldError.message : undefined
              }
            >
              {(props) => (
                <input
                  {...props}
                  type={type}
                  value={String(values[name])}
                  onChange={(e) =>
                    set(
                      name,
                      (type === 'number'
                        ? Number(e.target.value)
                        : e.target.value) as never,
                    )
                  }
                />
              )}
            </Field>
          ))}
          {section.toggles.map(([name, label]) => (
            <label key={name} className="toggle">
              <input
                type="checkbox"
                checked={values[name]}
                onChange={(e) => set(name, e.target.checked)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  );
}
