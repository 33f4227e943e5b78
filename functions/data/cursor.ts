import { InvalidCursor } from '#platform/port-errors';

type Key = Record<string, string>;

/** Where a page is read from: an index's partition (docs/data-model.md). */
export interface ListSource {
  readonly indexName: string;
  readonly pkName: string;
  readonly skName: string;
  readonly partition: string;
}

/** An opaque page cursor: base64url of the query's LastEvaluatedKey. */
export function encodeCursor(key: Record<string, unknown> | undefined) {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** The value a cursor holds, or InvalidCursor when it is not a JSON object. */
function parseCursor(cursor: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursor();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidCursor();
  return value as Record<string, unknown>;
}

/** Exactly these names, each a short string. */
const hasShape = (value: Record<string, unknown>, names: readonly string[]) => {
  const entries = Object.entries(value);
  return (
    entries
      .map(([name]) => name)
      .sort()
      .join() === [...names].sort().join() &&
    entries.every(([, v]) => typeof v === 'string' && v.length <= 512)
  );
};

/**
 * The LastEvaluatedKey a cursor carries, shape-checked: exactly the index
 * and table key attributes, all strings, and from the same partition, so
 * a tampered or foreign cursor is refused (InvalidCursor) and never
 * reaches the query.
 */
export function decodeCursor(
  cursor: string | undefined,
  source: ListSource,
): Key | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const value = parseCursor(cursor);
  if (
    !hasShape(value, [source.pkName, source.skName, 'pk', 'sk']) ||
    value[source.pkName] !== source.partition
  )
    throw new InvalidCursor();
  return value as Key;
}

/** A cursor of a list ordered in the function: the last position shown. */
export const encodePositionCursor = (source: ListSource, position: string) =>
  encodeCursor({ [source.pkName]: source.partition, position });

/**
 * The position a position cursor carries, checked like a key cursor: its
 * partition, and a position of the shape `pattern`.
 */
export function decodePositionCursor(
  cursor: string | undefined,
  source: ListSource,
  pattern: RegExp,
): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const value = parseCursor(cursor);
  if (
    !hasShape(value, [source.pkName, 'position']) ||
    value[source.pkName] !== source.partition ||
    !pattern.test(String(value.position))
  )
    throw new InvalidCursor();
  return String(value.position);
}
