/** A saved comparison lasts 13 months from confirming or renewing. */
export const WATCH_MONTHS = 13;

/** An unconfirmed one is gone when its confirmation link expires. */
export const CONFIRM_LINK_SECONDS = 3 * 24 * 60 * 60;

/** One confirmation e-mail per saved comparison in this long. */
export const WATCH_REQUEST_SECONDS = 15 * 60;

/** Confirmation e-mails (new or changed comparisons) per address per UTC day. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** Epoch seconds 13 months after `from`. */
export function watchExpiry(from: Date): number {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + WATCH_MONTHS);
  return Math.floor(end.getTime() / 1000);
}

export const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The day a saved comparison ends, `YYYY-MM-DD`. */
export const expiryDay = (expiresAt: number) =>
  new Date(expiresAt * 1000).toISOString().slice(0, 10);
