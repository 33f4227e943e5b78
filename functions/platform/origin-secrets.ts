import { config } from './config.ts';
import { secretString } from './secrets-extension.ts';

/** Re-read this often, so a rotated secret reaches warm functions. */
export const ORIGIN_SECRET_REFRESH_MS = 5 * 60_000;

let cached: { values: Promise<readonly string[]>; at: number } | undefined;

async function load(): Promise<readonly string[]> {
  const origin = config('origin');
  if (origin.ORIGIN_VERIFY_SECRET) return [origin.ORIGIN_VERIFY_SECRET];
  const arn = origin.ORIGIN_VERIFY_SECRET_ARN ?? '';
  const [current, previous] = await Promise.all([
    secretString(arn, 'AWSCURRENT'),
    // Absent until the first rotation.
    secretString(arn, 'AWSPREVIOUS').catch(() => undefined),
  ]);
  return previous ? [current, previous] : [current];
}

/**
 * The origin-verify values a request may carry: the current one and,
 * while a rotation reaches CloudFront, the previous one. Cached per warm
 * function; a failed read is retried on the next request.
 */
export function originSecrets(
  nowMs: number = Date.now(),
): Promise<readonly string[]> {
  if (cached && nowMs - cached.at < ORIGIN_SECRET_REFRESH_MS)
    return cached.values;
  const values = load();
  const entry = { values, at: nowMs };
  cached = entry;
  values.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return values;
}
