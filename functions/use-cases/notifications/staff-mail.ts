import type { SiteSettingsRecord } from '#shared/contracts/site-settings';
import type { Mailer, MailMessage, SettingsReader } from '../ports.ts';

/** The kinds of e-mail staff receive; visitors' own mail is never switched off. */
export type StaffMailKind = 'leadAlert' | 'dailyReport' | 'weeklyReport';

type Switches = Pick<
  SiteSettingsRecord,
  'emailNotifications' | 'newInquiryAlerts' | 'dailyReports' | 'weeklyReports'
>;

/**
 * Whether staff want this kind of mail: "E-mail notifications" is the
 * master switch, each kind has its own switch beneath it (docs/settings.md).
 */
export function staffMailWanted(settings: Switches, kind: StaffMailKind) {
  if (!settings.emailNotifications) return false;
  if (kind === 'leadAlert') return settings.newInquiryAlerts;
  return kind === 'dailyReport'
    ? settings.dailyReports
    : settings.weeklyReports;
}

export interface StaffMailDeps {
  readonly settings: SettingsReader;
  readonly mailer: Mailer;
}

export type StaffMailOutcome =
  | { readonly sent: true; readonly messageId: string }
  | { readonly sent: false; readonly reason: 'switched off' };

/** Sends a staff e-mail unless its switch is off when the lead arrives. */
export async function sendStaffMail(
  deps: StaffMailDeps,
  kind: StaffMailKind,
  /** Builds the message; not called when the switch is off. */
  render: () => MailMessage | Promise<MailMessage>,
): Promise<StaffMailOutcome> {
  if (!staffMailWanted(await deps.settings.current(), kind))
    return { sent: false, reason: 'switched off' };
  const { messageId } = await deps.mailer.send(await render());
  return { sent: true, messageId };
}
