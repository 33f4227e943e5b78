import { getDashboard } from '#use-cases/admin/get-dashboard';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { leadCountStore } from '#wiring/lead-counts';
import { savedSettings } from '#wiring/site-settings';

export const handler = httpHandler({ access: 'staff' }, () =>
  getDashboard({ leads: leadCountStore, settings: savedSettings, clock }),
);
