/**
 * How long a call back has waited, against the promise visitors are shown
 * (`maxCallbackWaitTime`, docs/settings.md). The admin lists, the dashboard
 * and the lead report all read it from here.
 */
export interface CallbackWait {
  /** Whole minutes since the request, never negative. */
  readonly minutes: number;
  /** Waited as long as the promise or longer. */
  readonly overdue: boolean;
}

const MINUTE_MS = 60_000;

export function callbackWait(
  createdAt: string,
  now: Date,
  promiseHours: number,
): CallbackWait {
  const minutes = Math.max(
    0,
    Math.floor((now.getTime() - new Date(createdAt).getTime()) / MINUTE_MS),
  );
  return { minutes, overdue: minutes >= promiseHours * 60 };
}

/**
 * The instant before which a pending call back is overdue: one created
 * at or before it has waited the whole promise.
 */
export const overdueCutoff = (now: Date, promiseHours: number): string =>
  new Date(now.getTime() - promiseHours * 60 * MINUTE_MS).toISOString();

/** A wait in words staff read at a glance: `45 min`, `2 h 05 min`, `3 d 4 h`. */
export function formatWait(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
