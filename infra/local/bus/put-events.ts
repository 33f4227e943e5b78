/** An event as EventBridge delivers it to a target. */
export interface BusEvent {
  readonly version: '0';
  readonly id: string;
  readonly 'detail-type': string;
  readonly source: string;
  readonly account: string;
  readonly time: string;
  readonly region: string;
  readonly resources: string[];
  readonly detail: Record<string, unknown>;
}

type EntryResult =
  | { event: BusEvent }
  | { errorCode: string; errorMessage: string };

const invalid = (errorMessage: string): EntryResult => ({
  errorCode: 'InvalidArgument',
  errorMessage,
});

/** Checks one `PutEvents` entry as EventBridge does and builds its event. */
export function toBusEvent(entry: unknown): EntryResult {
  const e = (entry ?? {}) as Record<string, unknown>;
  if (typeof e.Source !== 'string' || !e.Source)
    return invalid('Source is required');
  if (typeof e.DetailType !== 'string' || !e.DetailType)
    return invalid('DetailType is required');
  let detail: unknown;
  try {
    detail = JSON.parse(typeof e.Detail === 'string' ? e.Detail : '');
  } catch {
    return invalid('Detail is malformed');
  }
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) {
    return invalid('Detail must be a JSON object');
  }
  return {
    event: {
      version: '0',
      id: crypto.randomUUID(),
      'detail-type': e.DetailType,
      source: e.Source,
      account: '000000000000',
      time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      region: process.env.AWS_REGION ?? 'ap-southeast-2',
      resources: Array.isArray(e.Resources) ? (e.Resources as string[]) : [],
      detail: detail as Record<string, unknown>,
    },
  };
}
