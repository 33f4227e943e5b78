import { InvalidCursor } from '#use-cases/port-errors';

type Key = Record<string, string>;

const KEY_NAMES = ['gsi1pk', 'gsi1sk', 'pk', 'sk'];

/** An opaque page cursor: base64url of the query's LastEvaluatedKey. */
export function encodeCursor(key: Record<string, unknown> | undefined) {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/**
 * The LastEvaluatedKey a cursor carries, shape-checked: exactly the index
 * and table key attributes, all strings, and from the same collection, so
 * a tampered or foreign cursor is refused (InvalidCursor) and never
 * reaches the query.
 */
export function decodeCursor(
  cursor: string | undefined,
  collection: string,
): Key | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const invalid = () => new InvalidCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid();
  const entries = Object.entries(value);
  const names = entries.map(([name]) => name).sort();
  const shaped =
    names.join() === KEY_NAMES.join() &&
    entries.every(([, v]) => typeof v === 'string' && v.length <= 512);
  if (!shaped || (value as Key).gsi1pk !== collection) throw invalid();
  return value as Key;
}
