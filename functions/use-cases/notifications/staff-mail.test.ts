import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  type SiteSettingsRecord,
} from '#shared/contracts/site-settings';
import type { MailMessage } from '../ports.ts';
import { sendStaffMail, staffMailWanted } from './staff-mail.ts';

const settings = (changes: Partial<SiteSettingsRecord> = {}) => ({
  current: async () => ({ ...defaultSettings, ...changes }),
});

function fakeMailer() {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message: MailMessage) => {
      sent.push(message);
      return { messageId: `m${sent.length}` };
    },
  };
}

const alert: MailMessage = {
  to: ['staff@example.com'],
  subject: 'New call back',
  text: 'Jo',
  html: '<p>Jo</p>',
};

describe('staffMailWanted', () => {
  it('sends nothing to staff while the master switch is off', () => {
    const off = {
      emailNotifications: false,
      newInquiryAlerts: true,
      dailyReports: true,
      weeklyReports: true,
    };
    expect(staffMailWanted(off, 'leadAlert')).toBe(false);
    expect(staffMailWanted(off, 'dailyReport')).toBe(false);
    expect(staffMailWanted(off, 'weeklyReport')).toBe(false);
  });

  it('follows each kind’s own switch under the master switch', () => {
    const on = {
      emailNotifications: true,
      newInquiryAlerts: false,
      dailyReports: true,
      weeklyReports: false,
    };
    expect(staffMailWanted(on, 'leadAlert')).toBe(false);
    expect(staffMailWanted(on, 'dailyReport')).toBe(true);
    expect(staffMailWanted(on, 'weeklyReport')).toBe(false);
  });
});

describe('sendStaffMail', () => {
  it('sends the alert while alerts are on', async () => {
    const mailer = fakeMailer();
    const outcome = await sendStaffMail(
      { settings: settings(), mailer },
      'leadAlert',
      () => alert,
    );
    expect(outcome).toEqual({ sent: true, messageId: 'm1' });
    expect(mailer.sent).toEqual([alert]);
  });

  it('neither renders nor sends when new lead alerts are off', async () => {
    const mailer = fakeMailer();
    let rendered = false;
    const outcome = await sendStaffMail(
      { settings: settings({ newInquiryAlerts: false }), mailer },
      'leadAlert',
      () => {
        rendered = true;
        return alert;
      },
    );
    expect(outcome).toEqual({ sent: false, reason: 'switched off' });
    expect(rendered).toBe(false);
    expect(mailer.sent).toEqual([]);
  });

  it('sends no alert when e-mail notifications are off, whatever the alert switch', async () => {
    const mailer = fakeMailer();
    await sendStaffMail(
      { settings: settings({ emailNotifications: false }), mailer },
      'leadAlert',
      () => alert,
    );
    expect(mailer.sent).toEqual([]);
  });
});
