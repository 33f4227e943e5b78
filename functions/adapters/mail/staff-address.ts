import { config } from '#platform/config';

/** Where staff notifications go, read when a notification is made. */
export const staffNotifyAddress = (): string =>
  config('staff').STAFF_NOTIFY_EMAIL;
