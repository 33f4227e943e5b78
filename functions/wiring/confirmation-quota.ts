import { dynamoConfirmationQuota } from '#data/confirmation-quota';
import { keyedHash } from '#platform/hash-key';
import type { ConfirmationQuota } from '#use-cases/ports-watches';

/** Confirmation e-mails per address and day: the table's counters. */
export const confirmationQuota: ConfirmationQuota = dynamoConfirmationQuota;

/** What the quota counts an address under: its keyed hash, never the address. */
export const confirmationAddressKey = (email: string) =>
  keyedHash('watch-confirmations', email.toLowerCase());
