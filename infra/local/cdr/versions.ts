import type { IncomingHttpHeaders } from 'node:http';
import { type CdrFailure, cdrFailure } from './cdr-errors.ts';

const positiveInt = (text: string) =>
  /^[1-9]\d*$/.test(text) ? Number(text) : undefined;

/**
 * CDR version negotiation: `x-v` is required; the endpoint serves the
 * highest supported version between `x-min-v` and `x-v` (`x-min-v` is
 * ignored when not below `x-v`), else 406.
 */
export function negotiateVersion(
  headers: IncomingHttpHeaders,
  supported: readonly number[],
): { version: number } | CdrFailure {
  const requested = headers['x-v'];
  if (typeof requested !== 'string' || requested === '') {
    return cdrFailure('headerMissing', 'Header x-v is required');
  }
  const max = positiveInt(requested);
  if (max === undefined) {
    return cdrFailure('headerInvalidVersion', `x-v ${requested} is invalid`);
  }
  const minHeader = headers['x-min-v'];
  let min = max;
  if (typeof minHeader === 'string' && minHeader !== '') {
    const parsed = positiveInt(minHeader);
    if (parsed === undefined) {
      return cdrFailure(
        'headerInvalidVersion',
        `x-min-v ${minHeader} is invalid`,
      );
    }
    if (parsed < max) min = parsed;
  }
  const served = supported
    .filter((v) => v >= min && v <= max)
    .sort((a, b) => b - a)[0];
  if (served === undefined) {
    const range = min === max ? `${max}` : `${min}-${max}`;
    return cdrFailure(
      'unsupportedVersion',
      `Version ${range} not supported; supported: ${supported.join(', ')}`,
    );
  }
  return { version: served };
}
