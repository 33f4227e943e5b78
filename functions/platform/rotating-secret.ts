import { secretString } from './secrets-extension.ts';

/** Re-read this often, so a rotated secret reaches warm functions. */
export const SECRET_REFRESH_MS = 5 * 60_000;

/** Where a secret is: its value (local and tests) or its Secrets Manager ARN (AWS). */
export interface SecretSource {
  readonly value?: string | undefined;
  readonly arn?: string | undefined;
}

async function load(source: SecretSource): Promise<readonly string[]> {
  if (source.value) return [source.value];
  const arn = source.arn ?? '';
  const [current, previous] = await Promise.all([
    secretString(arn, 'AWSCURRENT'),
    // Absent until the first rotation.
    secretString(arn, 'AWSPREVIOUS').catch(() => undefined),
  ]);
  return previous ? [current, previous] : [current];
}

/**
 * A secret's current value and, while a rotation settles, its previous
 * one. Read when first asked (never at import: the extension is not ready
 * during init), cached per warm function; a failed read is retried on the
 * next call.
 */
export function rotatingSecret(
  source: () => SecretSource,
): (nowMs?: number) => Promise<readonly string[]> {
  let cached: { values: Promise<readonly string[]>; at: number } | undefined;
  return (nowMs = Date.now()) => {
    if (cached && nowMs - cached.at < SECRET_REFRESH_MS) return cached.values;
    const values = load(source());
    const entry = { values, at: nowMs };
    cached = entry;
    values.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return values;
  };
}
